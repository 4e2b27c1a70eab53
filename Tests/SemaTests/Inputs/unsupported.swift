// miniswiftc-only: constructs of the ext tier are rejected clearly (once the program
// has no other error), at the place they are written.
struct Point { var x = 0 }
protocol Picker { func pick<T>(_ a: T) -> T } // expected-error {{generic method is not supported yet by miniswiftc}}
