// Dictionary's initializers from a sequence (the library's generic initializers,
// stdlib/DictionaryFromSequence.swift) report swiftc's errors for wrong calls: labels,
// what is not a sequence, what is not a sequence of pairs, keys that are not Hashable,
// and a written type whose `Value` is not the groups' array.
struct P {}
let a = Dictionary(grouping: [P()], by: { $0 }) // expected-error {{generic struct 'Dictionary' requires that 'P' conform to 'Hashable'}}
let b = Dictionary(uniqueKeysWithValues: 5)
// expected-error@-1 {{initializer 'init(uniqueKeysWithValues:)' requires that 'Int' conform to 'Sequence'}}
// expected-error@-2 {{generic parameter 'Key' could not be inferred}}
// expected-error@-3 {{generic parameter 'Value' could not be inferred}}
// expected-note@-4 {{explicitly specify the generic arguments to fix this issue}}
let c = [String: Int](uniqueKeysWithValues: 5) // expected-error {{initializer 'init(uniqueKeysWithValues:)' requires that 'Int' conform to 'Sequence'}}
let d = Dictionary(grouping: 5, by: { $0 }) // expected-error {{initializer 'init(grouping:by:)' requires that 'Int' conform to 'Sequence'}}
let e = Dictionary(uniqueKeysWithValues: [(P(), 1)]) // expected-error {{generic struct 'Dictionary' requires that 'P' conform to 'Hashable'}}
let f = Dictionary(grouping: [1, 2], using: { $0 }) // expected-error {{incorrect argument label in call (have 'grouping:using:', expected 'grouping:by:')}}
let g = Dictionary(uniqueValues: [(1, 2)]) // expected-error {{incorrect argument label in call (have 'uniqueValues:', expected 'uniqueKeysWithValues:')}}
let h = Dictionary([(1, 2)], uniquing: +) // expected-error {{incorrect argument label in call (have '_:uniquing:', expected '_:uniquingKeysWith:')}}
let i = Dictionary<Bool, Int>(grouping: [1, 2], by: { $0 > 0 }) // expected-error {{initializer 'init(grouping:by:)' requires the types 'Int' and '[Int]' be equivalent}}
let numbers = [1, 2]
let j = Dictionary(uniqueKeysWithValues: numbers) // expected-error {{generic parameter 'Key' could not be inferred}}
// expected-note@-1 {{explicitly specify the generic arguments to fix this issue}}
let k = Dictionary(uniqueKeysWithValues: [1, 2])
// expected-error@-1 {{generic parameter 'Key' could not be inferred}}
// expected-error@-2 {{generic parameter 'Value' could not be inferred}}
// expected-note@-3 {{explicitly specify the generic arguments to fix this issue}}
// expected-error@-4 {{cannot convert value of type 'Int' to expected element type '(Key, Value)'}}
// expected-error@-5 {{cannot convert value of type 'Int' to expected element type '(Key, Value)'}}
let pairs = zip(["a"], [1])
let l = Dictionary(uniqueKeysWithValues: pairs, extra: 1) // expected-error {{extra argument 'extra' in call}}
