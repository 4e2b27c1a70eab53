// Generic initializers: of structs, classes and enums, in extensions of the library's
// types too; their generic arguments inferred from the arguments, and a type's own
// from a same-type requirement (`where S.Element == Element`).

struct Stack<Element> {
  var items: [Element]
  init() { items = [] }
  init<S: Sequence>(_ elements: S) where S.Element == Element {
    items = []
    for e in elements { items.append(e) }
  }
  init<T>(repeating value: T, count: Int, transform: (T) -> Element) {
    items = Array(repeating: transform(value), count: count)
  }
}

struct Total {
  var sum: Int
  init<S: Sequence>(of values: S) where S.Element == Int {
    sum = 0
    for v in values { sum += v }
  }
  init?<T: Equatable>(same a: T, _ b: T) {
    if a != b { return nil }
    sum = 0
  }
  init<T: CustomStringConvertible>(described value: T) {
    self.init(of: value.description.utf8.map { Int($0) })
  }
}

final class Log {
  var lines: [String]
  init<T>(_ values: [T]) {
    lines = values.map { "\($0)" }
  }
  convenience init<T>(one value: T) {
    self.init([value])
  }
}

class Pair<A, B> {
  let first: A
  let second: B
  init<C: Collection>(_ c: C, _ b: B) where C.Element == A {
    first = c.first!
    second = b
  }
}

enum Shape {
  case empty
  case count(Int)
  init<C: Collection>(_ c: C) {
    self = c.isEmpty ? .empty : .count(c.count)
  }
}

extension Array {
  init<S: Sequence>(everyOther s: S) where S.Element == Element {
    self = []
    var keep = true
    for x in s {
      if keep { append(x) }
      keep.toggle()
    }
  }
}

extension Dictionary where Value == Int {
  init<S: Sequence>(counting s: S) where S.Element == Key {
    self = [:]
    for k in s { self[k, default: 0] += 1 }
  }
}

extension String {
  init<C: Collection>(stars c: C) {
    self = String(repeating: "*", count: c.count)
  }
}

struct Point: CustomStringConvertible {
  var x, y: Int
  var description: String { "(\(x), \(y))" }
}

let s = Stack(1...4)
print(s.items)
let words = Stack(["a", "b"])
print(words.items)
let explicit = Stack<Double>([1.5, 2.5])
print(explicit.items)
print(Stack(repeating: 3, count: 2, transform: { "n\($0)" }).items)
print(Total(of: [1, 2, 3]).sum, Total(of: 1..<5).sum, Total(of: Set([7])).sum)
print(Total(same: "a", "a")?.sum as Any, Total(same: 1, 2)?.sum as Any)
print(Total(described: Point(x: 1, y: 2)).sum)
print(Log([1, 2]).lines, Log(one: "x").lines)
let p = Pair("hey", 4)
print(p.first, p.second)
print(Shape([Int]()), Shape("abc"), Shape(1..<4))
print([Int](everyOther: 1...7), Array(everyOther: "abcde"))
let counts = [String: Int](counting: ["x", "y", "x"])
print(counts["x"]!, counts["y"]!, counts.count)
print(String(stars: [1, 2, 3]), String(stars: "ab"))
