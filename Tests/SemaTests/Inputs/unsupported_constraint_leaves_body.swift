// miniswiftc-only: a generic function or extension whose constraint is not supported yet
// (`Numeric`, `BinaryInteger`) is reported there alone: its body, which uses the
// constraint's members, is not checked, so no error blames valid Swift.
extension Array where Element: Numeric { // expected-error {{type 'Numeric' is not supported yet by miniswiftc}}
  func total() -> Element { reduce(0, +) }
}
func fact<T: BinaryInteger>(_ n: T) -> T { n <= 1 ? 1 : n * fact(n - 1) } // expected-error {{type 'BinaryInteger' is not supported yet by miniswiftc}}
