// The literal protocols (stdlib/LiteralProtocols.swift): a conformance needs the
// initializer, whose parameter type must be one a literal is made in; a literal whose
// contextual type does not conform to its kind's protocol is the literal's default type,
// which does not convert (Sema/LiteralProtocols.swift).
struct Missing: ExpressibleByIntegerLiteral { // expected-error {{type 'Missing' does not conform to protocol 'ExpressibleByIntegerLiteral'}} expected-note {{add stubs for conformance}}
  var v: Int
}
struct Wrong: ExpressibleByIntegerLiteral { // expected-error {{type 'Wrong' does not conform to protocol 'ExpressibleByIntegerLiteral'}}
  init(integerLiteral value: String) {} // expected-note {{candidate would match and infer 'IntegerLiteralType' = 'String' if 'String' conformed to '_ExpressibleByBuiltinIntegerLiteral'}}
}
struct Plain {}
let plain: Plain = 5 // expected-error {{cannot convert value of type 'Int' to specified type 'Plain'}}
struct Text: ExpressibleByStringLiteral {
  init(stringLiteral value: String) {}
}
let number: Text = 5 // expected-error {{cannot convert value of type 'Int' to specified type 'Text'}}
let interpolated: Text = "a\(1)" // expected-error {{cannot convert value of type 'String' to specified type 'Text'}}
let none: Text = nil // expected-error {{'nil' cannot initialize specified type 'Text'}} expected-note {{add '?' to form the optional type 'Text?'}}
func show(_ t: Text) {}
show(3) // expected-error {{cannot convert value of type 'Int' to expected argument type 'Text'}}
struct Numbers: ExpressibleByArrayLiteral {
  init(arrayLiteral elements: Int...) {}
}
let numbers: Numbers = ["x"] // expected-error {{cannot convert value of type 'String' to expected element type 'Int'}}
struct Table: ExpressibleByDictionaryLiteral {
  init(dictionaryLiteral elements: (String, Int)...) {}
}
let keys: Table = [1: 1] // expected-error {{cannot convert value of type 'Int' to expected dictionary key type 'String'}}
let values: Table = ["a": "b"] // expected-error {{cannot convert value of type 'String' to expected dictionary value type 'Int'}}
