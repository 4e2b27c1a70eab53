// Subscripts in extensions of the built-in types: Array, Dictionary, Set and Optional
// (generic over their elements), String and Int; get-only and get/set (`newValue`),
// generic subscripts, in nested and compound assignments and mutating calls, beside the
// types' own subscripts (`self[i]`, `self[k]`), which their bodies use.
extension Array {
  subscript(safe i: Int) -> Element? { i >= 0 && i < count ? self[i] : nil }
  subscript(wrapping i: Int) -> Element {
    get { self[((i % count) + count) % count] }
    set { self[((i % count) + count) % count] = newValue }
  }
  subscript<T>(mapped i: Int, f: (Element) -> T) -> T { f(self[i]) }
  subscript(pair i: Int, j: Int) -> (Element, Element) {
    get { (self[i], self[j]) }
    set {
      self[i] = newValue.0
      self[j] = newValue.1
    }
  }
}
extension Array where Element: Comparable {
  subscript(sorted i: Int) -> Element { sorted()[i] }
}
extension Dictionary {
  subscript(orFail k: Key) -> Value { self[k]! }
  subscript(orNil k: Key) -> Value? {
    get { self[k] }
    set { self[k] = newValue }
  }
  subscript<T>(key k: Key, as f: (Value) -> T) -> T? { self[k].map(f) }
}
extension Set {
  subscript(has e: Element) -> Bool { contains(e) }
}
extension Optional {
  subscript(or v: Wrapped) -> Wrapped {
    get { self ?? v }
    set { self = newValue }
  }
}
extension String {
  subscript(repeating n: Int) -> String { String(repeating: self, count: n) }
  subscript(offset i: Int) -> Character {
    get { self[index(startIndex, offsetBy: i)] }
    set {
      let k = index(startIndex, offsetBy: i)
      self = String(self[..<k]) + String(newValue) + String(self[index(after: k)..<endIndex])
    }
  }
}
extension Int {
  subscript(bit b: Int) -> Bool {
    get { (self >> b) & 1 == 1 }
    set { self = newValue ? self | (1 << b) : self & ~(1 << b) }
  }
}

var a = [1, 2, 3]
print(a[safe: 1] as Any, a[safe: 5] as Any)
a[wrapping: -1] = 10
a[wrapping: 4] += 5
print(a, a[wrapping: 5])
print([3, 1, 2][sorted: 0], a[mapped: 0, { "<\($0)>" }])
var names = ["a", "bb"]
names[wrapping: 3].append("!")
print(names)
var m = [[1, 2], [3, 4]]
m[1][pair: 0, 1] = (9, 8)
m[pair: 0, 1] = ([0], [1, 1])
print(m)
var pairs = [10, 20]
pairs[pair: 0, 1].0 += 1
print(pairs)

let d = ["x": 1]
print(d[orFail: "x"], d[orFail: "x"] + 1)
var e = ["x": 1]
e[orNil: "y"] = 5
e[orNil: "x"] = nil
print(e)
let any: [String: Any] = ["a": 1, "b": "two"]
print(any[key: "a", as: { "\($0)" }] as Any, any[key: "c", as: { "\($0)" }] as Any)

print(Set([1, 2])[has: 2], Set(["a"])[has: "b"])

var o: String? = nil
print(o[or: "none"])
o[or: "q"] = "set"
o[or: ""] += "!"
print(o as Any)

var s = "hello"
print(s[repeating: 2])
s[offset: 1] = "a"
print(s, s[offset: 4])

var n = 5
n[bit: 1] = true
print(n, n[bit: 0], n[bit: 3])
