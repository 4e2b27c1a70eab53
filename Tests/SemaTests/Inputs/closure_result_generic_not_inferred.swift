// A closure argument is typed from the parameter it fills; where that parameter's
// type is generic, the closure's first `return nil` cannot decide it, as in swiftc.
func twice<T>(_ f: () -> T?) -> [T?] { [f(), f()] } // expected-note {{in call to function 'twice'}}
var k = 0
print(twice { k += 1; if k > 1 { return nil }; return k }) // expected-error {{generic parameter 'T' could not be inferred}}
