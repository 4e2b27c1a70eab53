extension Array where Element == Int {
 func doubled() -> [Int] { map { $0 * 2 } }
 func big() -> [Int] { filter { $0 > 1 } }
 func firstBig() -> Int? { first(where: { $0 > 1 }) }
}
print([1, 2].doubled(), [1, 2].big(), [1, 2].firstBig() as Any)
extension Array where Element == Int { func total() -> Int { reduce(0) { $0 + $1 } } }
print([4, 5].total())
extension Sequence where Element == String {
  func shout() -> [String] { map { $0.uppercased() } }
}
print(["a", "b"].shout(), Set(["c"]).shout())
extension Array where Element == Double {
  static func ramp(_ n: Int) -> [Double] { (0..<n).map { Double($0) / 2 } }
  func mean() -> Double { isEmpty ? 0 : reduce(0, +) / Double(count) }
}
print([Double].ramp(3), [1.0, 2.0].mean(), [Double]().mean())
