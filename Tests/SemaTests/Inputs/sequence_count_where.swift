// `count(where:)` (the library's `extension Sequence`) beside a `count` property: a
// call without arguments is still a call of the property.
let s = "abc"
print(s.count(where: { $0 == "a" }))
print(s.count()) // expected-error {{cannot call value of non-function type 'Int'}}
print([1].count()) // expected-error {{cannot call value of non-function type 'Int'}}
print(Set([1]).count()) // expected-error {{cannot call value of non-function type 'Int'}}
print([1: 2].count()) // expected-error {{cannot call value of non-function type 'Int'}}
print((1...2).count()) // expected-error {{cannot call value of non-function type 'Int'}}
