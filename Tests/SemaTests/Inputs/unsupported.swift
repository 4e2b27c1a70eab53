// miniswiftc-only: constructs of the ext tier are rejected clearly (once the program
// has no other error), at the place they are written.
struct Point { var x = 0 }
protocol Picker { init<T>(_ a: T) } // expected-error {{generic initializer requirement is not supported yet by miniswiftc}}
