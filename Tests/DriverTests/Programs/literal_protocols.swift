// A literal where the context wants a type conforming to the literal's protocol
// (stdlib/LiteralProtocols.swift) is that type, made by the protocol's initializer
// (Sema/LiteralProtocols.swift): in a declaration, an argument, a return, a default
// argument, a comparison and a `case`; integer, floating-point, Boolean, string, nil,
// array and dictionary literals; structs, enums, final classes and generic types.

struct Money: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, Equatable, CustomStringConvertible {
  var cents: Int
  init(integerLiteral value: Int) { cents = value * 100 }
  init(floatLiteral value: Double) { cents = Int(value * 100) }
  var description: String { "$\(cents / 100).\(cents % 100)" }
}
func show(_ m: Money) { print("money", m) }
let a: Money = 5
let b: Money = 2.5
show(7)
print(a, b, a == 5, b == 2.5, a != 4)
func price() -> Money { return 3 }
print(price())
func pay(_ m: Money = 10) { print("pay", m) }
pay()
pay(1)
switch a {
case 4: print("four")
case 5: print("five")
default: print("other")
}
let maybe: Money? = 8
print(maybe ?? 0)
let negative: Money = -5
print(negative.cents)

struct Name: ExpressibleByStringLiteral, Equatable {
  var text: String
  init(stringLiteral value: String) { text = value.uppercased() }
}
func greet(_ n: Name) { print("hi", n.text) }
let n: Name = "ada"
let c: Name = "x"
print(n.text, c.text, n == "ada", n == "bob")
greet("grace")
greet("y")

struct Flag: ExpressibleByBooleanLiteral {
  var on: Bool
  init(booleanLiteral value: Bool) { on = value }
}
func check(_ f: Flag) { print("flag", f.on) }
let f: Flag = true
print(f.on)
check(false)

struct Maybe: ExpressibleByNilLiteral {
  var empty = true
  init(nilLiteral: ()) {}
}
let m: Maybe = nil
print(m.empty)

struct Stack<Element>: ExpressibleByArrayLiteral {
  var items: [Element]
  init(arrayLiteral elements: Element...) { items = elements }
}
func top(_ s: Stack<String>) -> String { s.items.last ?? "-" }
let s: Stack<Int> = [1, 2, 3]
let t = [4, 5] as Stack
print(s.items, t.items, top(["p", "q"]))

struct Table: ExpressibleByDictionaryLiteral {
  var pairs: [(String, Int)]
  init(dictionaryLiteral elements: (String, Int)...) { pairs = elements }
}
let table: Table = ["a": 1, "b": 2]
print(table.pairs.count, table.pairs[1].0, table.pairs[1].1)

enum Level: ExpressibleByIntegerLiteral {
  case low, high
  init(integerLiteral value: Int) { self = value > 5 ? .high : .low }
}
let level: Level = 9
print(level, Level(integerLiteral: 1))

final class Box: ExpressibleByIntegerLiteral {
  let value: Int
  init(integerLiteral value: Int) { self.value = value }
}
let box: Box = 42
print(box.value)

// Generic code: the literal is the parameter's, specialized per call.
func zero<T: ExpressibleByIntegerLiteral>() -> T { 0 }
let z: Money = zero()
let zi: Int = zero()
let zd: Double = zero()
let z8: Int8 = zero()
print(z, zi, zd, z8)
func half<T: ExpressibleByFloatLiteral>() -> T { 0.5 }
let h: Double = half()
let hm: Money = half()
print(h, hm)
func yes<T: ExpressibleByBooleanLiteral>() -> T { true }
let y: Bool = yes()
let yf: Flag = yes()
print(y, yf.on)
func word<T: ExpressibleByStringLiteral>() -> T { "word" }
let w: String = word()
let wn: Name = word()
print(w, wn.text)
func pair<T: ExpressibleByArrayLiteral>() -> T where T.ArrayLiteralElement == Int { [1, 2] }
let ps: Stack<Int> = pair()
let pa: [Int] = pair()
print(ps.items, pa)

protocol Addable { static func + (a: Self, b: Self) -> Self }
extension Money: Addable {
  static func + (a: Money, b: Money) -> Money {
    var sum: Money = 0
    sum.cents = a.cents + b.cents
    return sum
  }
}
func total<T: ExpressibleByIntegerLiteral & Addable>(_ xs: [T]) -> T {
  var sum: T = 0
  for x in xs { sum = sum + x }
  return sum
}
print(total([1, 2, 3] as [Money]))
