// `unowned(safe)` and `unowned(unsafe)` variables (TSPL's Automatic Reference
// Counting): the parser took `unowned(` for a call. miniswiftc's `unowned(unsafe)` is
// the safe kind: a read of a deinitialized instance traps rather than being undefined.
class Customer {
  let name: String
  init(name: String) { self.name = name }
  deinit { print("\(name) is being deinitialized") }
}
var john: Customer? = Customer(name: "John Appleseed")
do {
  unowned(safe) let safeRef = john!
  unowned(unsafe) let unsafeRef = john!
  print(safeRef.name, unsafeRef.name, safeRef === unsafeRef)
}
john = nil
print("done")
