// A member of `extension P where Item == Double`, or one with its own `where Item ==
// Int`, exists only on the types whose `Item` is that type.
protocol Bag {
  associatedtype Item
  subscript(i: Int) -> Item { get }
}
struct Ints: Bag {
  subscript(i: Int) -> Int { return i }
}
struct Doubles: Bag {
  subscript(i: Int) -> Double { return Double(i) }
}
extension Bag where Item == Double { // expected-note {{where 'Self.Item' = 'Int'}} expected-note {{where 'Self.Item' = 'B.Item'}}
  func first() -> Double { return self[0] }
}
extension Bag {
  func half() -> Int where Item == Int { return self[0] / 2 } // expected-note {{where 'Self.Item' = 'Double'}}
}
print(Ints().first()) // expected-error {{referencing instance method 'first()' on 'Bag' requires the types 'Int' and 'Double' be equivalent}}
print(Doubles().half()) // expected-error {{instance method 'half()' requires the types 'Double' and 'Int' be equivalent}}
print(Ints().half() + 1)
print(Doubles().first() + 0.5)
func g<B: Bag>(_ b: B) -> Double {
  return b.first() // expected-error {{referencing instance method 'first()' on 'Bag' requires the types 'B.Item' and 'Double' be equivalent}}
}
