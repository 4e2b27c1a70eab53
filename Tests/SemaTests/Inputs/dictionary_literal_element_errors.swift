// A dictionary literal's keys and values that do not convert to the context's types:
// swiftc names them as a dictionary's key and value, pair by pair; an array's elements
// as elements, `nil` too.
let d: [String: Int] = ["a": "b", 1: 2] // expected-error {{cannot convert value of type 'String' to expected dictionary value type 'Int'}}
// expected-error@-1 {{cannot convert value of type 'Int' to expected dictionary key type 'String'}}
var g: [Int: [String: Int]] = [:]
g[1] = ["a": "b"] // expected-error {{cannot convert value of type 'String' to expected dictionary value type 'Int'}}
let h: [String: Int]? = ["a": "b"] // expected-error {{cannot convert value of type 'String' to expected dictionary value type 'Int'}}
let n: [String: Int] = ["a": nil] // expected-error {{'nil' is not compatible with expected dictionary value type 'Int'}}
let k: [String: Int] = [nil: 1] // expected-error {{'nil' is not compatible with expected dictionary key type 'String'}}
let a: [Int] = [nil] // expected-error {{'nil' is not compatible with expected element type 'Int'}}
let s: [Int] = ["s"] // expected-error {{cannot convert value of type 'String' to expected element type 'Int'}}
