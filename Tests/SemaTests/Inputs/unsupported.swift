// miniswiftc-only: constructs of the ext tier are rejected clearly (once the program
// has no other error), at the place they are written.
struct Point { var x = 0 }
let r = stride(from: 0, to: 3, by: 1) // expected-error {{a stride used as a value is not supported yet by miniswiftc}}
let strided = Array(stride(from: 0, to: 4, by: 2)) // expected-error {{a stride used as a value is not supported yet by miniswiftc}}
protocol Picker { func pick<T>(_ a: T) -> T } // expected-error {{generic method is not supported yet by miniswiftc}}
