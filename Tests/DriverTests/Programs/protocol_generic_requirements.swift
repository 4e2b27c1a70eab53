// Generic methods as protocol requirements: witnessed by a type's own generic methods
// (generic parameters renamed, fewer constraints), by a protocol extension's default
// implementation, called on the type, through a generic parameter and on `some P`.
protocol Labeled {
  var label: String { get }
}

struct Tag: Labeled, Equatable {
  var label: String
}

protocol Shape {
  var name: String { get }
  func describe<T>(_ x: T) -> String
  func pair<A, B>(_ a: A, _ b: B) -> (B, A)
  static func same<T: Equatable>(_ a: T, _ b: T) -> Bool
  mutating func absorb<T>(_ x: T) where T: Labeled
  func firstLabel<S: Sequence>(of s: S) -> String? where S.Element: Labeled
  func shout<T>(_ x: T) -> String
}

extension Shape {
  // The default for types that do not write their own.
  func shout<T>(_ x: T) -> String { return name + "! " + describe(x) + "!" }
  // A protocol extension's member calling the requirements on `Self`.
  func both<T, U>(_ t: T, _ u: U) -> String { return describe(t) + " & " + describe(u) }
}

struct Square: Shape {
  var side: Int
  var log: [String] = []
  var name: String { return "square" }
  func describe<U>(_ x: U) -> String { return "square(\(side)) of \(x)" }
  func pair<X, Y>(_ a: X, _ b: Y) -> (Y, X) { return (b, a) }
  // Asks no more than the requirement: `T` need not be Equatable here.
  static func same<T>(_ a: T, _ b: T) -> Bool { return "\(a)" == "\(b)" }
  mutating func absorb<L: Labeled>(_ x: L) { log.append(x.label) }
  func firstLabel<S: Sequence>(of s: S) -> String? where S.Element: Labeled {
    for e in s { return e.label }
    return nil
  }
}

struct Circle: Shape {
  var radius: Double
  var count = 0
  var name: String { return "circle" }
  func describe<T>(_ x: T) -> String { return "circle(\(radius)) with \(x)" }
  func pair<A, B>(_ a: A, _ b: B) -> (B, A) { return (b, a) }
  static func same<T: Equatable>(_ a: T, _ b: T) -> Bool { return a == b }
  mutating func absorb<T>(_ x: T) where T: Labeled { count += x.label.count }
  func firstLabel<S: Sequence>(of s: S) -> String? where S.Element: Labeled {
    var last: String? = nil
    for e in s { last = e.label }
    return last
  }
  func shout<T>(_ x: T) -> String { return "CIRCLE \(x)" }
}

func report<S: Shape>(_ s: S) -> String {
  return s.describe(42) + "; " + s.describe("text") + "; " + s.describe([1, 2])
}

func swapped<S: Shape>(_ s: S) -> (String, Int) {
  return s.pair(7, "seven")
}

func check<S: Shape>(_ type: S.Type) -> (Bool, Bool) {
  return (S.same(1, 1), S.same("a", "b"))
}

func feed<S: Shape>(_ s: inout S, _ tags: [Tag]) {
  for t in tags { s.absorb(t) }
}

func favourite() -> some Shape { return Circle(radius: 0.5) }

var sq = Square(side: 2)
print(sq.describe(1))
print(sq.pair(true, 3.5))
print(Square.same(1, 2), Square.same("x", "x"))
sq.absorb(Tag(label: "red"))
print(sq.log)
print(sq.firstLabel(of: [Tag(label: "a"), Tag(label: "b")]) ?? "none")
print(sq.shout(9))
print(sq.both(1, "one"))

print(report(sq))
print(report(Circle(radius: 1.5)))
print(swapped(sq), swapped(Circle(radius: 2)))
print(check(Square.self), check(Circle.self))
feed(&sq, [Tag(label: "green"), Tag(label: "blue")])
print(sq.log)
var c = Circle(radius: 3)
feed(&c, [Tag(label: "abc"), Tag(label: "de")])
print(c.count)
print(c.shout(Tag(label: "t")))
print(favourite().describe(Tag(label: "fav")))
print(favourite().shout(1), favourite().both(2, 3.0))
let f = favourite()
print(f.firstLabel(of: [Tag(label: "x"), Tag(label: "y")]) ?? "none")
