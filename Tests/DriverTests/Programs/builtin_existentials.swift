// Built-in types' values as existentials of a program's protocols: Int, Double, Bool,
// String, Character, the sized integers, Array, Dictionary, Set and Optional conforming
// through extensions, each boxed with a witness table made for its type (an array's per
// element type) holding the extensions' members, the library's (Array's `count`), the
// compiler's own (a String's `count`) and protocol extensions' defaults; calls, printing,
// mutation through the existential (copy on write), casts back, a generic parameter's
// value as an existential.
protocol Describable {
  var name: String { get }
  func describe() -> String
}
extension Describable {
  func describe() -> String { "<\(name)>" }
}
protocol Counter {
  var count: Int { get }
}
protocol Bumpable {
  mutating func bump()
  var value: Int { get set }
}
extension Int: Describable { var name: String { "Int \(self)" } }
extension Double: Describable { var name: String { "Double \(self)" } }
extension Bool: Describable { var name: String { self ? "yes" : "no" } }
extension String: Describable, Counter {
  var name: String { "String \(self)" }
  func describe() -> String { "\"\(self)\" has \(count) characters" }
}
extension Character: Describable { var name: String { "Character \(self)" } }
extension Int8: Describable { var name: String { "Int8 \(self)" } }
extension UInt: Describable { var name: String { "UInt \(self)" } }
extension Array: Describable, Counter { var name: String { "Array of \(count)" } }
extension Dictionary: Describable { var name: String { "Dictionary of \(count)" } }
extension Set: Describable, Counter { var name: String { "Set of \(count)" } }
extension Optional: Describable { var name: String { self == nil ? "nothing" : "something" } }
extension Int: Bumpable {
  mutating func bump() { self += 1 }
  var value: Int {
    get { self }
    set { self = newValue }
  }
}

let things: [any Describable] = [1, 2.5, true, "hi", Character("c"), Int8(-3), UInt(7), [1, 2, 3], ["a": 1], Set([4]), Optional(3)]
for t in things {
  print(t.name, "|", t.describe())
}
print(things[0], things[3], things[7])
let counters: [any Counter] = ["four", [1, 2], Set(["x", "y", "z"])]
for c in counters { print(c.count) }

var b: any Bumpable = 41
b.bump()
print(b.value)
b.value = 10
b.bump()
print(b.value)
var copy = b
copy.bump()
print(b.value, copy.value)

let d: any Describable = 5
if let i = d as? Int { print("an Int", i + 1) }
if let s = d as? String { print("a String", s) } else { print("not a String") }
print(d is Int, d is Double, things[7] is [Int], things[7] is [String])
let a = things[7] as! [Int]
print(a.reversed())

func wrap<T: Describable>(_ t: T) -> any Describable { t }
print(wrap(9).describe(), wrap("s").describe(), wrap([true]).name)

// An opaque type whose underlying type is built in, as an existential.
protocol Shape { func draw() -> String }
extension Int: Shape { func draw() -> String { "#\(self)" } }
func someShape() -> some Shape { 1 }
let shape: any Shape = someShape()
print(shape.draw())

// A composition of two protocols an Int conforms to: the parts' tables made for Int.
protocol Named { var label: String { get } }
protocol Aged { var age: Int { get } }
extension Int: Named, Aged {
  var label: String { "n\(self)" }
  var age: Int { self * 2 }
}
let both: any Named & Aged = 21
print(both.label, both.age)

// Conditional conformances: an array of conforming elements, a set of Ints.
protocol Totalled { func total() -> Int }
extension Int: Totalled { func total() -> Int { self } }
extension Array: Totalled where Element: Totalled {
  func total() -> Int { reduce(0) { $0 + $1.total() } }
}
extension Set: Totalled where Element == Int { func total() -> Int { reduce(0, +) } }
let totals: [any Totalled] = [[1, 2], [[3], [4, 5]], Set([6, 7])]
print(totals.map { $0.total() })
