// A static subscript of a generic type, a program's or a built-in one's extension, is
// called on the type with its generic arguments (its accessors specialized for them),
// read, assigned and updated in place.
var store = [0, 0]
struct Box<T> {
  static subscript(n n: Int) -> Int {
    get { store[n] }
    set { store[n] = newValue }
  }
}
struct Plain {
  static var v = 1
  static subscript(k k: Int) -> Int {
    get { v * k }
    set { v = newValue }
  }
}
extension Array {
  static subscript(zeroed n: Int) -> Int { n * 0 }
}
extension Set {
  static subscript(empty n: Int) -> Set<Element> { [] }
}
extension Int {
  static subscript(twice n: Int) -> Int { n * 2 }
}
Box<Int>[n: 1] = 5
Box<String>[n: 0] += 2
print(Box<Double>[n: 1], Box<Int>[n: 0])
Plain[k: 0] = 4
Plain[k: 0] += 1
print(Plain[k: 2])
print(Array<Int>[zeroed: 5], Set<Int>[empty: 1].count, Int[twice: 4])
