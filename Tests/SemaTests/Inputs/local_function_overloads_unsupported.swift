// miniswiftc-only: local functions of one name told apart by their labels, which swiftc
// overloads, are not supported yet.
func g() {
  func y() -> Int { 2 }
  func y(_ v: Int) -> Int { v } // expected-error {{overloading local function 'y' is not supported yet by miniswiftc}}
  print(y())
}
