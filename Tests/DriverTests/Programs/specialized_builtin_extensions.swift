// `extension Array<Int>` (and `[Int]`, `[String: Double]`, `Set<Int>`, `Int?`) is Swift's
// shorthand for `extension Array where Element == Int`, conformances included.
protocol Has { func h() -> Int }
extension Set<Int>: Has { func h() -> Int { count } }
print(Set([1,2]).h())
extension Array<Int> { func s() -> Int { reduce(0, +) } }
print([1, 2].s())
extension Dictionary<String, Int> { func t() -> Int { count } }
print(["a": 1].t())
extension [String] { func joinedUp() -> String { joined(separator: "+") } }
print(["a", "b"].joinedUp())
extension [String: Double] { var total: Double { values.reduce(0, +) } }
print(["x": 1.5, "y": 2.0].total)
extension Int? { var orZero: Int { self ?? 0 } }
let n: Int? = nil
print(n.orZero, Optional(4).orZero)
extension Array<Int>: Has { func h() -> Int { count * 10 } }
func show<T: Has>(_ t: T) { print(t.h()) }
show([1, 2, 3])
