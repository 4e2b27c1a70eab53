// Int, Double, String, Bool, Dictionary and Set conforming to a program's protocols:
// witnesses from the type's own members (String's count, Dictionary's isEmpty) and
// from members its extension writes; used through generic parameters and protocol
// extensions.
protocol Sized {
  var count: Int { get }
}
protocol Describable {
  func describe() -> String
}
protocol Scalable {
  associatedtype Unit
  var unit: Unit { get }
  func scaled(by k: Int) -> Self
}
extension String: Sized {}
extension Dictionary: Sized {}
extension Set: Sized {}
extension Array: Sized {}
extension Int: Describable {
  func describe() -> String { "Int(\(self))" }
}
extension Bool: Describable {
  func describe() -> String { self ? "yes" : "no" }
}
extension Int: Scalable {
  var unit: Int { 1 }
  func scaled(by k: Int) -> Int { self * k }
}
extension Double: Scalable {
  var unit: String { "m" }
  func scaled(by k: Int) -> Double { self * Double(k) }
}

func size<S: Sized>(_ s: S) -> Int { s.count }
func describeAll<D: Describable>(_ items: [D]) -> String {
  var parts: [String] = []
  for d in items { parts.append(d.describe()) }
  return parts.joined(separator: ", ")
}
func twice<S: Scalable>(_ s: S) -> (S, S.Unit) { (s.scaled(by: 2), s.unit) }

extension Sized {
  var isSmall: Bool { count < 3 }
}
extension Describable {
  func loud() -> String { describe() + "!" }
}

print(size("héllo"), size(["a": 1, "b": 2]), size(Set([1, 2, 2, 3])), size([Int]()))
print("ab".isSmall, "abc".isSmall, ["k": 0].isSmall, [1, 2, 3, 4].isSmall)
print(describeAll([1, 2, 3]), describeAll([true, false]))
print(7.loud(), false.loud())
let (a, u) = twice(21)
let (b, v) = twice(1.25)
print(a, u, b, v)
print(type(of: twice(3.0).1))
