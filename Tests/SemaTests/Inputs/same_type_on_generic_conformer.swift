// A protocol extension's same-type requirement on a generic conforming type is
// decided by the type's generic arguments where the member is used.
protocol Store {
  associatedtype Key
  associatedtype Value
  func key(at i: Int) -> Key
  func value(at i: Int) -> Value
}
extension Store where Key == Value { // expected-note {{where 'Self.Key' = 'String'}}
  func same(at i: Int) -> Bool { return false }
}
extension Store where Value == Int { // expected-note {{where 'Self.Value' = 'Double'}}
  func number(at i: Int) -> Int { return value(at: i) }
}
struct Table<K, V>: Store {
  var keys: [K]
  var values: [V]
  func key(at i: Int) -> K { return keys[i] }
  func value(at i: Int) -> V { return values[i] }
}
let good = Table(keys: [1], values: [2])
_ = good.same(at: 0)
_ = good.number(at: 0)
let bad = Table(keys: ["a"], values: [2.5])
_ = bad.same(at: 0) // expected-error {{referencing instance method 'same(at:)' on 'Store' requires the types 'String' and 'Double' be equivalent}}
_ = bad.number(at: 0) // expected-error {{referencing instance method 'number(at:)' on 'Store' requires the types 'Double' and 'Int' be equivalent}}
