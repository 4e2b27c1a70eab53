// miniswiftc-only: `async let` starts a child task, outside miniswiftc's one-task model;
// it is reported where it is written.
func load() async -> Int { 1 }
func use() async {
  async let v = load() // expected-error {{'async let' bindings are not supported yet by miniswiftc}}
}
