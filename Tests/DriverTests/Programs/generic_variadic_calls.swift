// Calls of generic functions with a variadic parameter: the library's variadic `min`
// and `max` (stdlib/MinMax.swift) and a program's own, each argument inferring the
// element type (`T...` is a `[T]` inside).
struct Point: Comparable, CustomStringConvertible {
  var x: Int, y: Int
  static func < (a: Point, b: Point) -> Bool { (a.x, a.y) < (b.x, b.y) }
  var description: String { "(\(x), \(y))" }
}

struct Stack<Element> {
  var items: [Element] = []
  mutating func push(_ xs: Element...) { for x in xs { items.append(x) } }
  func listed<U>(_ extra: U...) -> [U] { return extra }
}

func describeAll<T>(_ xs: T...) -> String {
  var s = ""
  for x in xs { s += "\(x) " }
  return s
}

func count<T>(_ label: String, _ items: T...) -> Int { return items.count }

func largest<T: Comparable>(of first: T, _ rest: T...) -> T {
  var m = first
  for r in rest where r > m { m = r }
  return m
}

func apply<T>(_ x: T, _ fs: ((T) -> T)...) -> T {
  var v = x
  for f in fs { v = f(v) }
  return v
}

// Unparenthesized, `(T) -> T...` is variadic too: the `...` is the parameter's.
func composed<T>(_ fs: (T) -> T...) -> (T) -> T {
  return { x in fs.reduce(x) { v, f in f(v) } }
}

func dictionary<K: Hashable, V>(_ kvs: (K, V)...) -> [K: V] {
  var r: [K: V] = [:]
  for (k, v) in kvs { r[k] = v }
  return r
}

func firstNonNil<T>(_ xs: T?...) -> T? {
  for x in xs { if let x { return x } }
  return nil
}

print(max(1, 2, 3))
print(min(4, 2, 8))
print(max(1.5, 2, 0.5, 7))
print(min("pear", "apple", "fig", "kiwi", "banana"))
let a = 5, b = 10
print(max(a, b, 7), min(a, b, 7, 1))
print(max(UInt8(3), 200, 7))
print(max(Point(x: 1, y: 2), Point(x: 3, y: 0), Point(x: 1, y: 5)))
print(min(Point(x: 1, y: 2), Point(x: 3, y: 0), Point(x: 1, y: 5), Point(x: 0, y: 9)))
// Equal values: min keeps the first, max the last.
print(min(Point(x: 1, y: 1), Point(x: 1, y: 1), Point(x: 2, y: 0)) == Point(x: 1, y: 1))

print(describeAll(1, 2, 3))
print(describeAll("a", "b"))
print(count("some", 1.0, 2.0))
let n: Int = count("mixed literals", 1, 2.5)
print(n)
print(largest(of: 3, 9, 4))
print(largest(of: "x"))

var s = Stack<Int>()
s.push(1, 2, 3)
s.push()
s.push(4)
print(s.items)
print(s.listed("a", "b"))
print(s.listed(true))

print(apply(3, { $0 + 1 }, { $0 * 10 }))
print(apply("x"))
let shout: (String) -> String = composed({ $0 + "!" }, { $0 + "?" })
print(shout("hey"))
print(composed({ (n: Int) in n * 2 }, { $0 + 1 })(20))
let d = dictionary(("a", 1), ("b", 2))
print(d["a"]!, d["b"]!, d.count)
print(firstNonNil(nil, 3, 4) as Any)
print(firstNonNil(nil, nil, "z") as Any)
