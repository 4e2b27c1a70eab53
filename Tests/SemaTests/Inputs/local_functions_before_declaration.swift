// miniswiftc-only: a local function is used from its declaration on (its captures
// are known once its body is checked).
func compute() -> Int {
    let early = later() // expected-error {{a local function used before its declaration is not supported yet by miniswiftc}}
    func later() -> Int { 1 }
    return early + later()
}
