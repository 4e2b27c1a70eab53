// Same-type requirements in extensions of Array, Dictionary, Set and Optional: in
// the members the parameter is the concrete type (`self` is an `[Int]`), and they
// exist for the element types that meet it.
extension Array where Element == Int {
  func sum() -> Int {
    var s = 0
    for x in self { s += x }
    return s
  }
  var doubled: [Int] {
    var r: [Int] = []
    for x in self { r.append(x * 2) }
    return r
  }
  mutating func addSquares() {
    for x in self { append(x * x) }
  }
}
extension Array where Element == String {
  func shout() -> String { return joined(separator: " ").uppercased() + "!" }
}
extension Dictionary where Value == String {
  func shout() -> [Key: String] {
    var r: [Key: String] = [:]
    for (k, v) in self { r[k] = v + "!" }
    return r
  }
}
extension Set where Element == Character {
  var sortedText: String { return String(sorted()) }
}
extension Optional where Wrapped == Int {
  var orZero: Int { return self ?? 0 }
}
print([1, 2, 3].sum())
var xs = [4, 5]
print(xs.sum(), xs.doubled)
xs.addSquares()
print(xs, xs.sum())
print(["hello", "world"].shout())
print(["a": "x"].shout())
print(Set("swift").sortedText)
let n: Int? = nil
print(n.orZero, Optional(3).orZero)
func describe(_ rows: [[Int]]) -> [Int] { return rows.map { $0.sum() } }
print(describe([[1, 2], [], [10]]))
