// Dictionary's and Set's primitive members (stdlib/Dictionary.swift, stdlib/Set.swift):
// misuse is reported as swiftc reports it.

let ages = ["Ann": 31] // expected-note 3 {{change 'let' to 'var' to make it mutable}}
ages.updateValue(1, forKey: "Bob") // expected-error {{cannot use mutating member on immutable value: 'ages' is a 'let' constant}}
ages.removeValue(forKey: "Ann") // expected-error {{cannot use mutating member on immutable value: 'ages' is a 'let' constant}}
ages.removeAll() // expected-error {{cannot use mutating member on immutable value: 'ages' is a 'let' constant}}

let digits: Set = [1, 2] // expected-note 3 {{change 'let' to 'var' to make it mutable}}
digits.insert(3) // expected-error {{cannot use mutating member on immutable value: 'digits' is a 'let' constant}}
digits.remove(1) // expected-error {{cannot use mutating member on immutable value: 'digits' is a 'let' constant}}
digits.removeAll(keepingCapacity: true) // expected-error {{cannot use mutating member on immutable value: 'digits' is a 'let' constant}}

var scores = ["a": 1]
scores.updateValue("x", forKey: "a") // expected-error {{cannot convert value of type 'String' to expected argument type 'Int'}}
scores.removeValue(forKey: 1) // expected-error {{cannot convert value of type 'Int' to expected argument type 'String'}}
let n: String = scores.count // expected-error {{cannot convert value of type 'Int' to specified type 'String'}}
scores.count = 2 // expected-error {{cannot assign to property: 'count' is a get-only property}}

var members: Set = ["a"]
_ = members.contains(1) // expected-error {{cannot convert value of type 'Int' to expected argument type 'String'}}
let flag: Int = members.isEmpty // expected-error {{cannot convert value of type 'Bool' to specified type 'Int'}}

func add(_ s: Set<Int>) {
  s.insert(1) // expected-error {{cannot use mutating member on immutable value: 's' is a 'let' constant}}
}
