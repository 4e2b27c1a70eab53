// A generic struct's arguments inferred from its initializer's arguments, from the
// context, and written as the type's own name inside its members.
struct Box<T> {
  var value: T
  func map<U>(_ f: (T) -> U) -> Box<U> {
    return Box<U>(value: f(value))
  }
  func again() -> Box {
    return Box(value: value)
  }
}

struct Pair<A, B> {
  var a: A
  var b: B
}

func identity<V>(_ v: V) -> V { v }

let ints = Box(value: 3)
let strings = Box(value: "three")
let doubles: Box<Double> = Box(value: 2)
let boxes = Box(value: [Box(value: 1.5)])
print(ints, strings, doubles, boxes)
print(ints.map { $0 * 2 }, ints.map { "\($0)!" }.value)
print(Box(value: identity(7)).again())
let p = Pair(a: 1, b: Pair(a: "x", b: [true]))
print(p)
let maybe: Box<String>? = Box(value: "o")
print([Pair(a: 1, b: 2.5)], maybe)
