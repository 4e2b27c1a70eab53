// Extensions of the built-in types: computed properties, methods, mutating methods
// (self is the value), static members; an integer literal finds Double's member.
extension Double {
  var km: Double { return self * 1_000.0 }
  var m: Double { self }
  func rounded(to places: Int) -> Double {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    return Double(Int(self * scale)) / scale
  }
}
extension Int {
  var isEven: Bool { self % 2 == 0 }
  mutating func square() { self = self * self }
  func repetitions(_ task: () -> Void) {
    for _ in 0..<self { task() }
  }
  static var answer: Int { 42 }
  static func twice(_ x: Int) -> Int { x * 2 }
}
extension String {
  var shouted: String { self + "!" }
  mutating func double() { self += self }
}
extension Bool {
  mutating func flip() { self = !self }
}
extension UInt8 {
  var highNibble: UInt8 { self >> 4 }
  mutating func clear() { self = 0 }
}

print(3.km + 195.m, 2.5.km, 3.14159.rounded(to: 2))
var n = 7
n.square()
print(n, n.isEven, 10.isEven, Int.answer, Int.twice(21))
3.repetitions { print("hello") }
var text = "ab"
text.double()
print(text.shouted, "hi".shouted)
var on = true
on.flip()
print(on)
var byte: UInt8 = 0xA7
print(byte.highNibble)
byte.clear()
print(byte)
var numbers = [1, 2, 3]
numbers[1].square()
print(numbers)

// `switch self` in an extension's member.
extension Int {
  var sign: String {
    switch self {
    case 0: return "zero"
    case let x where x > 0: return "positive"
    default: return "negative"
    }
  }
}
print([3, 0, -2].map { $0.sign })
