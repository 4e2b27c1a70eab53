// An optional used where `Any` is expected, or interpolated into a string, shows
// `Optional(3)` where `3` was likely meant: swiftc warns, and its notes say how to
// unwrap it or to say it was meant (`as Any`, `String(describing:)`).
struct Box {
    var value: Int? = 1
    func first() -> Int? { value }
}
let box = Box()
let number: Int? = 3
let nested: Int?? = 4
let name: String? = "a"
let scores = ["k": 1]
func takesAny(_ value: Any) {}

print(number) // expected-warning {{expression implicitly coerced from 'Int?' to 'Any'}}
// expected-note@-1 {{provide a default value to avoid this warning}}
// expected-note@-2 {{force-unwrap the value to avoid this warning}}
// expected-note@-3 {{explicitly cast to 'Any' with 'as Any' to silence this warning}}
print(nested) // expected-warning {{expression implicitly coerced from 'Int??' to 'Any'}}
// expected-note@-1 {{force-unwrap the value to avoid this warning}}
// expected-note@-2 {{explicitly cast to 'Any' with 'as Any' to silence this warning}}
print(box.value, scores["k"]) // expected-warning {{expression implicitly coerced from 'Int?' to 'Any'}}
// expected-warning@-1 {{expression implicitly coerced from 'Int?' to 'Any'}}
// expected-note@-2 2{{provide a default value to avoid this warning}}
// expected-note@-3 2{{force-unwrap the value to avoid this warning}}
// expected-note@-4 2{{explicitly cast to 'Any' with 'as Any' to silence this warning}}
let any: Any = box.first() // expected-warning {{expression implicitly coerced from 'Int?' to 'Any'}}
// expected-note@-1 {{provide a default value to avoid this warning}}
// expected-note@-2 {{force-unwrap the value to avoid this warning}}
// expected-note@-3 {{explicitly cast to 'Any' with 'as Any' to silence this warning}}
let list: [Any] = [number as Any, name] // expected-warning {{expression implicitly coerced from 'String?' to 'Any'}}
// expected-note@-1 {{provide a default value to avoid this warning}}
// expected-note@-2 {{force-unwrap the value to avoid this warning}}
// expected-note@-3 {{explicitly cast to 'Any' with 'as Any' to silence this warning}}
takesAny((number)) // expected-warning {{expression implicitly coerced from 'Int?' to 'Any'}}
// expected-note@-1 {{provide a default value to avoid this warning}}
// expected-note@-2 {{force-unwrap the value to avoid this warning}}
// expected-note@-3 {{explicitly cast to 'Any' with 'as Any' to silence this warning}}
func boxed() -> Any {
    return number // expected-warning {{expression implicitly coerced from 'Int?' to 'Any'}}
    // expected-note@-1 {{provide a default value to avoid this warning}}
    // expected-note@-2 {{force-unwrap the value to avoid this warning}}
    // expected-note@-3 {{explicitly cast to 'Any' with 'as Any' to silence this warning}}
}
print("\(number) and \(name)") // expected-warning {{string interpolation produces a debug description for an optional value; did you mean to make this explicit?}}
// expected-note@-1 {{use a default value parameter to avoid this warning}}
// expected-note@-2 2{{provide a default value to avoid this warning}}
// expected-note@-3 2{{use 'String(describing:)' to silence this warning}}
// expected-warning@-4 {{string interpolation produces a debug description for an optional value; did you mean to make this explicit?}}

// Said to be meant, or unwrapped: no warning.
print(number as Any, number ?? 0, number!, String(describing: number))
print("\(number ?? 0) \(String(describing: name)) \(name!)")
let maybe: Any? = number
takesAny(number as Any)
