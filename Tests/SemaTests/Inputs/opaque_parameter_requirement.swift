// An argument of an opaque parameter type (`some Shape`) that does not conform: the
// requirement of the generic parameter it stands for, with swiftc's note at the function.
protocol Shape { func area() -> Double }
func describe(_ s: some Shape) -> String { "area \(s.area())" } // expected-note {{where 'some Shape' = 'Int'}}
_ = describe(3) // expected-error {{global function 'describe' requires that 'Int' conform to 'Shape'}}
