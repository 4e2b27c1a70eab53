// Same-type requirements on a protocol extension and on a member of one: inside, the
// associated type is the concrete type; each member is there only where it holds (two
// `total()`s overload by their requirements).
protocol Bag {
  associatedtype Item
  var count: Int { get }
  subscript(i: Int) -> Item { get }
}
struct Doubles: Bag {
  var values: [Double]
  var count: Int { return values.count }
  subscript(i: Int) -> Double { return values[i] }
}
struct Ints: Bag {
  var values: [Int]
  var count: Int { return values.count }
  subscript(i: Int) -> Int { return values[i] }
}
extension Bag where Item == Double {
  func total() -> Double {
    var sum = 0.0
    for i in 0..<count { sum += self[i] }
    return sum
  }
  var first: Item { return self[0] }
  func mean() -> Double {
    let scaled = { (x: Double) -> Double in x / 2 }
    return scaled(total() / Double(count))
  }
}
extension Bag {
  func total() -> Int where Item == Int {
    var sum = 0
    for i in 0..<count { sum += self[i] }
    return sum
  }
  func describe() -> String { return "\(count) items" }
}
let d = Doubles(values: [1.5, 2.25, 4.0])
print(d.total())
print(d.first + 1)
print(d.mean())
print(d.describe())
let n = Ints(values: [1, 2, 3])
print(n.total() * 2)
print(n.describe())
