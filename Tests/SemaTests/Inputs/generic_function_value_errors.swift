// A generic function used as a value of a type its requirements or its result rule out.
struct Plain {}
let f: (Plain, Plain) -> Plain = max // expected-error {{global function 'max' requires that 'Plain' conform to 'Comparable'}}
func twice<T>(_ x: T) -> [T] { [x, x] }
let h: (String) -> Int = twice // expected-error {{cannot convert value of type '(String) -> [String]' to specified type '(String) -> Int'}}
func total<T: Equatable>(_ xs: [T]) -> Int { xs.count } // expected-note {{where 'T' = 'Plain'}}
print([[Plain()]].map(total)) // expected-error {{global function 'total' requires that 'Plain' conform to 'Equatable'}}
