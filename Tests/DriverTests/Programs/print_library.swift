// print and debugPrint are the library's (stdlib/Print.swift): every item is boxed in
// an Any and shown by the boxed type's describe function; the separator goes between
// two items, the terminator after the last.
protocol Shape { func area() -> Int }
struct Square: Shape { var side: Int; func area() -> Int { side * side } }
final class Circle: Shape, CustomStringConvertible {
  var r = 2
  func area() -> Int { 3 * r * r }
  var description: String { "Circle(r: \(r))" }
}
enum Suit { case hearts, spades }
struct Pair<T> { var first: T; var second: T }

print()
print(1, 2.5, true, "text", Character("c"), "abc".dropFirst())
print(1, 2, 3, separator: ", ")
print("no newline", terminator: "")
print(" -- then one", terminator: "\n")
print("a", "b", separator: "", terminator: "!\n")
print(separator: "x", terminator: "<empty>\n")

let shape: any Shape = Square(side: 3)
let shapes: [any Shape] = [Square(side: 1), Circle()]
print(shape, shapes)
let anys: [Any] = shapes
print(anys, anys.count)
if let square = anys[0] as? Square { print("square of side", square.side) }
if let circle = anys[1] as? any Shape { print("area", circle.area()) }
let boxed: Any = shape
print(boxed, boxed is Square)

let maybe: Int? = 42
let none: String? = nil
print(maybe as Any, none as Any, [maybe, nil] as [Int?])
print(Suit.hearts, [Suit.spades], Pair(first: 1, second: 2), (1, "one"))
print(type(of: shape), Int.self, [Int].self)
print({ (x: Int) in x } as Any)

debugPrint()
debugPrint("quoted", 1, 2.0, Character("q"), Suit.spades, Pair(first: "a", second: "b"))
debugPrint([1, 2], ["k": "v"], maybe as Any, separator: " | ")
debugPrint(shape, Circle(), terminator: " (end)\n")
print(String(reflecting: "s"), String(reflecting: 7), String(reflecting: Pair(first: 1.5, second: 2)))
print(String(reflecting: shape), String(reflecting: [Suit.hearts]))

func show<T>(_ value: T, _ label: String) {
  print(label, value, separator: ": ")
  debugPrint(value)
}
show(3, "three")
show("s", "string")
show(Square(side: 2), "square")

Swift.print("qualified", 5)

// Protocol values of other kinds in an Any: an error, a composition, a class instance.
enum Failure: Error { case bad(code: Int) }
let failure: any Error = Failure.bad(code: 7)
print(failure, [failure] as [Any])
if let f = (failure as Any) as? Failure { print("the failure:", f) }
let described: any Shape & CustomStringConvertible = Circle()
print(described, described as Any)
let circle: any Shape = Circle()
let inAny: Any = circle
print(inAny is Circle, (inAny as? Circle)?.r ?? 0, inAny as? Square as Any)
do { throw Failure.bad(code: 1) } catch { print("caught", error) }
