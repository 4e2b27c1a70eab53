// A generic struct's derived == and hash(into:) over properties of every hashed kind
// (optionals, arrays, dictionaries, enums, a generic class writing its own), a written
// hash(into:) kept, and a struct nested in a generic type.
struct Tagged<T: Hashable>: Hashable {
  var value: T
  var label: String?
  func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
enum Suit: Hashable { case hearts, spades }
class Key<T: Hashable>: Hashable {
  let k: T
  init(_ k: T) { self.k = k }
  static func == (a: Key, b: Key) -> Bool { a.k == b.k }
  func hash(into hasher: inout Hasher) { hasher.combine(k) }
}
class SubKey: Key<Int> {}
struct Holder<T: Hashable>: Hashable {
  var suit: Suit
  var maybe: T?
  var many: [T]
  var key: Key<T>
  var nested: [T: Int]
}
struct Outer<T> {
  struct Inner: Hashable { var n: Int }
  var inner: Inner
}
extension Outer: Equatable where T: Equatable {}
let a = Tagged(value: 1, label: "x"), b = Tagged(value: 1, label: "y")
print(a == b, Set([a, b]).count)
let h1 = Holder(suit: .hearts, maybe: 3, many: [1, 2], key: Key(5), nested: [1: 1])
let h2 = Holder(suit: .hearts, maybe: 3, many: [1, 2], key: Key(5), nested: [1: 1])
let h3 = Holder(suit: .spades, maybe: nil, many: [], key: Key(5), nested: [:])
print(h1 == h2, h1 == h3, Set([h1, h2, h3]).count)
let keys: Set<Key<Int>> = [SubKey(1), Key(1), Key(2)]
print(keys.count)
let inners: Set<Outer<Int>.Inner> = [Outer<Int>.Inner(n: 1), Outer<Int>.Inner(n: 1)]
print(inners.count, Outer<Int>(inner: Outer<Int>.Inner(n: 1)) == Outer<Int>(inner: Outer<Int>.Inner(n: 1)))
var d: [Holder<String>: String] = [:]
d[Holder(suit: .spades, maybe: "m", many: ["a"], key: Key("k"), nested: ["z": 0])] = "found"
print(d[Holder(suit: .spades, maybe: "m", many: ["a"], key: Key("k"), nested: ["z": 0])] ?? "none")
