// Initializers in extensions of the built-in types: assigning `self`, delegating with
// `self.init(...)` to the type's own initializers or to another of the extension's,
// failable ones; on Array, Dictionary, Set and Optional their generic arguments are
// written, taken from the context or inferred from the arguments.
extension Int {
  init(doubling x: Int) { self = x * 2 }
  init?(even x: Int) {
    if x % 2 != 0 { return nil }
    self = x
  }
  init(fromBool b: Bool) { self.init(b ? 1 : 0) }
  init(quadrupling x: Int) { self.init(doubling: x * 2) }
}
extension Double {
  init(percent p: Int) { self = Double(p) / 100 }
}
extension Bool {
  init(nonZero x: Int) { self = x != 0 }
}
extension Character {
  init(digit d: Int) { self = Character(String(d)) }
}
extension UInt8 {
  init(low x: Int) { self = UInt8(x & 0xff) }
}
extension String {
  init(twice s: String) { self = s + s }
  init(thrice s: String) {
    self.init(twice: s)
    self += s
  }
  init(line parts: [String]) { self = parts.joined(separator: " ") }
}
extension Array {
  init(pair a: Element, _ b: Element) { self = [a, b] }
  init(filled x: Element, times n: Int) { self.init(repeating: x, count: n) }
}
extension Array where Element == Int {
  init(upTo n: Int) {
    self = []
    for i in 0..<n { append(i) }
  }
}
extension Dictionary {
  init(single k: Key, _ v: Value) { self = [k: v] }
}
extension Set {
  init(one e: Element) { self = [e] }
}
extension Optional {
  init(maybe x: Wrapped, when c: Bool) { self = c ? x : nil }
}

print(Int(doubling: 4), Int(even: 3) as Any, Int(even: 4) as Any, Int(fromBool: true), Int(quadrupling: 3))
print(Double(percent: 25), Bool(nonZero: 3), Character(digit: 7), UInt8(low: 300))
print(String(twice: "ab"), String(thrice: "x"), String(line: ["a", "b"]))
let p = Array(pair: "a", "b")
print(p, [Int](filled: 7, times: 3), Array<Double>(pair: 1, 2))
let ints: [Int] = Array(upTo: 3)
print([Int](upTo: 4), ints)
print(Dictionary(single: "k", 1), Set(one: 5))
print(Optional(maybe: 3, when: true) as Any, Optional(maybe: "x", when: false) as Any)
let o: Int? = Optional(maybe: 1, when: true)
print(o as Any)
let n: Int = .init(doubling: 21)
print(n)
