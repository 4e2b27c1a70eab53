infix operator <=>: ComparisonPrecedence
extension Comparable {
  static func <=> (a: Self, b: Self) -> Int { a < b ? -1 : (a == b ? 0 : 1) }
}
extension Equatable {
  func equalsAny(_ xs: Self...) -> Bool { xs.contains(self) }
}
extension Sequence {
  func mapped<T>(_ f: (Element) -> T) -> [T] { var r: [T] = []; for e in self { r.append(f(e)) }; return r }
}
extension Hashable {
  var describedHash: String { "hashable" }
}
struct S: Comparable { var v: Int; static func < (a: S, b: S) -> Bool { a.v < b.v } }
let (one, b, a, two) = (1, "b", "a", 2.0)
print(one <=> 2, b <=> a, S(v: 1) <=> S(v: 1), two <=> 1.0)
print(3.equalsAny(1, 2, 3), "x".equalsAny("y"))
print([1, 2].mapped { $0 * 10 }, Set(["a"]).mapped { $0 + "!" }, (1...3).mapped { $0 }, "ab".mapped { $0 })
print(5.describedHash, "s".describedHash, Character("c").describedHash)
let e: Character = "z"
print(e <=> "a", UInt8(3) <=> 4, Int8(5).equalsAny(5))
