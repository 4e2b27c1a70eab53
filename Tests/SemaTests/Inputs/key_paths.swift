// Key paths: a member the root does not have, a root the context cannot give, writing
// through a read-only key path (a `let` property, a key path typed `KeyPath`), into a
// `let` root, and applying a key path to a value of another type.
struct Person {
    var name: String
    let age: Int
}
class Counter {
    var count = 0
}
var person = Person(name: "Ann", age: 30)
let constant = Person(name: "Bo", age: 3) // expected-note {{change 'let' to 'var' to make it mutable}}
let nickname = \Person.nickname // expected-error {{value of type 'Person' has no member 'nickname'}}
let unknownRoot = \.name // expected-error {{cannot infer key path type from context; consider explicitly specifying a root type}}
person[keyPath: \Person.age] = 31 // expected-error {{cannot assign through subscript: key path is read-only}}
let age = \Person.age
person[keyPath: age] = 32 // expected-error {{cannot assign through subscript: 'age' is a read-only key path}}
let readOnlyName: KeyPath<Person, String> = \Person.name
person[keyPath: readOnlyName] = "Cy" // expected-error {{cannot assign through subscript: 'readOnlyName' is a read-only key path}}
constant[keyPath: \Person.name] = "Di" // expected-error {{cannot assign through subscript: 'constant' is a 'let' constant}}
let count = \Counter.count
let person2 = person
let n: Int = person2[keyPath: count] // expected-error {{key path with root type 'Counter' cannot be applied to a base of type 'Person'}}
