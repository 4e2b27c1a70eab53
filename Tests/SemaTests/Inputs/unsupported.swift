// miniswiftc-only: constructs of the ext tier are rejected clearly (once the program
// has no other error), at the place they are written.
struct Point { var x = 0 }
let makePoint = { Point() }
print(makePoint)                     // expected-error {{printing a value of type '() -> Point' is not supported yet by miniswiftc}}
protocol Picker { func pick<T>(_ a: T) -> T } // expected-error {{generic method is not supported yet by miniswiftc}}
