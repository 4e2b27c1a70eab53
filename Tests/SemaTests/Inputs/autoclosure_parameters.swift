// `@autoclosure` goes on a parameter whose type is a function without parameters; the
// argument is checked against the function's result type.
func lazy(_ value: @autoclosure () -> Int) -> Int { value() }
func wrongType(_ value: @autoclosure Int) {} // expected-error {{'@autoclosure' only applies to function types}}
func withArgument(_ value: @autoclosure (Int) -> Int) {} // expected-error {{argument type of '@autoclosure' parameter must be '()'}}
var stored: @autoclosure () -> Int = { 1 } // expected-error {{'@autoclosure' may only be used on parameters}}
let fine = lazy(1 + 2)
let bad = lazy("text") // expected-error {{cannot convert value of type 'String' to expected argument type 'Int'}}
