// Static requirements of a protocol (methods, computed and stored static properties)
// get witness thunks that call the witness without a self.
protocol P { static func make() -> Int; static var name: String { get } }
struct S: P { static func make() -> Int { 3 }; static var name: String { "S" } }
final class C: P { static func make() -> Int { 4 }; static let name = "C" }
print(S.make(), S.name, C.make(), C.name)
protocol Counter { static var count: Int { get set } }
struct K: Counter { static var count = 0 }
K.count += 2
print(K.count)
