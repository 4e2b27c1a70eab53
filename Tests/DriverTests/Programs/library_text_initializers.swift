// String's and Character's text initializers, the library's extension initializers
// (stdlib/StringFromCharacters.swift, StringDescribing.swift, IntegerRadixText.swift),
// beside String's and Int's built-in ones, which still win where Swift's concrete ones do.
struct Point { var x = 1, y = 2 }
struct Named: CustomStringConvertible { var description: String { "named!" } }
enum Suit { case hearts, spades }
enum Shape { case circle(Double), square(side: Int) }
class Node { var next: Node? = nil }
class Labeled: CustomStringConvertible, CustomDebugStringConvertible {
  var description: String { "labeled" }
  var debugDescription: String { "Labeled(debug)" }
}
protocol Drawable {}
extension Point: Drawable {}
extension Suit: Drawable {}

// String(describing:) and String(reflecting:) of every kind of value.
let drawables: [any Drawable] = [Point(), Suit.spades]
print(String(describing: Point()), String(describing: Named()), String(describing: Suit.hearts))
print(String(describing: Shape.circle(1.5)), String(describing: Shape.square(side: 2)))
print(String(describing: Optional(3)), String(describing: Optional<Int>.none), String(describing: [1, 2]))
print(String(describing: ["a": 1]), String(describing: Labeled()), String(describing: (1, "two")))
print(String(describing: drawables[0]), String(describing: drawables[1]), String(describing: drawables))
print(String(describing: "text"), String(describing: Character("c")), String(describing: 2.5), String(describing: true))
print(String(reflecting: "text"), String(reflecting: Labeled()), String(reflecting: [Optional("a"), nil]))
print(String(reflecting: drawables[0]), String(reflecting: Suit.spades), String(reflecting: 7))
let any: Any = Point()
print(String(describing: any), String(describing: Int.self), String(describing: Point.self))

// String() and the characters of a sequence, a scalar, a view.
let word = "héllo, wörld"
let empty = String()
print(empty.isEmpty, empty.count, "[" + String() + "]")
print(String(word.reversed()), String(word.filter { $0 != "l" }), String(word.dropFirst(3)))
print(String(word.lazy.map { $0 }), String(Array(word.prefix(4))), String(["x", "y"] as [Character]))
print(String(word.unicodeScalars), String(word.utf16), String(word.utf8), String(word.unicodeScalars.first!))
let scalar = Unicode.Scalar(0x1F496)!
print(String(scalar), Character(scalar), Character(Unicode.Scalar(65)!) == "A", String(Character(scalar)))
print(String(5), String(2.5), String(true), String("s"), String(Character("c")), String(word.prefix(2)))
print(String(repeating: "ab", count: 2), String(repeating: Character("z"), count: 3))
print([1, 2].map(String.init), ["a", "b"].map(Character.init), String(stride(from: 1, to: 4, by: 1).map { Character(String($0)) }))

// Radix text both ways, every integer type.
print(String(255, radix: 2), String(255, radix: 16), String(255, radix: 36), String(255, radix: 16, uppercase: true))
print(String(-255, radix: 16), String(-255, radix: 36, uppercase: true), String(Int.min, radix: 2))
print(String(Int8(-128), radix: 16), String(UInt8(255), radix: 2), String(Int16.min, radix: 36), String(UInt16.max, radix: 16, uppercase: true))
print(String(Int32.min, radix: 16), String(UInt32.max, radix: 36), String(Int64.max, radix: 36), String(UInt64.max, radix: 2))
print(String(UInt(42), radix: 5), String(42, uppercase: true), String(Int8(-5), radix: 10))
for text in ["ff", "-FF", "+z", "", "-", "+", "12g", "zz", "-0", "9223372036854775807", "-9223372036854775808", "9223372036854775808"] {
  print(text, Int(text, radix: 36) as Any, Int(text, radix: 16) as Any, Int(text) as Any)
}
print(Int8("-80", radix: 16) as Any, Int8("80", radix: 16) as Any, UInt8("ff", radix: 16) as Any, UInt8("-1", radix: 2) as Any)
print(Int16("-7fff", radix: 16) as Any, UInt16("10000", radix: 16) as Any, Int32("zik0zj", radix: 36) as Any, UInt32("-0") as Any)
print(Int64("-1000", radix: 2) as Any, UInt64("ffffffffffffffff", radix: 16) as Any, UInt64("10000000000000000", radix: 16) as Any)
print(UInt("18446744073709551615") as Any, UInt("-5") as Any, Int8("127") as Any, Int8("128") as Any, UInt8(" 1") as Any)
print(Int("12")! + 1, Int("1_000") as Any, Int("0x10") as Any, Bool(true), Bool("true") as Any, Bool("yes") as Any)
