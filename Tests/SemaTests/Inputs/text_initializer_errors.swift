// Wrong calls of String's, Character's and the integers' text initializers, the
// library's extension initializers beside the built-in ones: swiftc's diagnostics.
struct Point { var x = 1 }
let scalar = Unicode.Scalar(97)!
_ = String(Point()) // expected-error {{no exact matches in call to initializer}}
_ = Character(5) // expected-error {{no exact matches in call to initializer}}
_ = Character(scalar, scalar) // expected-error {{extra argument in call}}
_ = Int("5", radix: 16, uppercase: true) // expected-error {{extra argument 'uppercase' in call}}
_ = Bool(5) // expected-error {{no exact matches in call to initializer}}
let n: Int = Int("12", radix: 16) // expected-error {{value of optional type 'Int?' must be unwrapped to a value of type 'Int'}}
// expected-note@-1 {{coalesce using '??' to provide a default when the optional value contains 'nil'}}
// expected-note@-2 {{force-unwrap using '!' to abort execution if the optional value contains 'nil'}}
let c: Character = String(scalar) // expected-error {{cannot convert value of type 'String' to specified type 'Character'}}
_ = Int(nothing: 1, extra: 2) // expected-error {{extra argument 'extra' in call}}
_ = String(describing: Point()).count + String(reflecting: 1).count + String().count
