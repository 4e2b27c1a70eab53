// miniswiftc-only
// swiftc accepts a `continue` naming a `do` (and loops back to the `do`'s start).
func f() {
  again: do {
    continue again // expected-error {{'continue' to a 'do' statement is not supported yet by miniswiftc}}
  }
}
