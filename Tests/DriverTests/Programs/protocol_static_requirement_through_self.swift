// A static requirement read through `Self` in a protocol extension: the conforming
// type's witness (a stored static, a computed one), as each specialization has it.
protocol Identified {
  static var prefix: String { get }
  static func make(_ id: Int) -> Self
  var id: Int { get }
}
extension Identified {
  var tag: String { "\(Self.prefix)-\(id)" }
  static func tagged(_ id: Int) -> String { make(id).tag + "/" + Self.prefix }
}
struct User: Identified {
  static let prefix = "U"
  let id: Int
  static func make(_ id: Int) -> User { User(id: id) }
}
struct Group: Identified {
  static var prefix: String { "G" }
  let id: Int
  static func make(_ id: Int) -> Group { Group(id: id * 10) }
}
print(User(id: 7).tag, Group(id: 2).tag)
print(User.tagged(1), Group.tagged(3))
func describe<T: Identified>(_ x: T) -> String { "\(T.prefix):\(x.tag)" }
print(describe(User(id: 4)), describe(Group(id: 5)))
func build<T: Identified>(_ id: Int, as type: T.Type) -> T { T.make(id) }
print(build(9, as: User.self).tag, build(9, as: Group.self).tag)
