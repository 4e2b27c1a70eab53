// A method's `self` shows its type where swiftc has computed it: where the body uses
// `self` (by name or through a member), where something calls the method, and for an
// implicit initializer once one of its type's is called (a default `init()` has an
// implicit body).
struct Point {
    var x = 0
    func hello() { print("hi") }
    func unused() { }
    func uses() -> Int { x }
    func explicitSelf() -> Point { self }
    static func make() -> Int { 1 }
    mutating func reset() { }
    mutating func bump() { x += 1 }
    init(a: Int) { }
    init() { x = 1 }
    subscript(i: Int) -> Int { i }
    var doubled: Int { x * 2 }
    var three: Int { 3 }
}
struct Size { var w: Int }
struct Unused { var w = 1 }
class Shape {
    func area() -> Int { 0 }
    deinit { print("bye") }
}
final class Plain { }
enum Light { case on(Int); func flip() -> Light { self } }
protocol Named { var name: String { get }; func describe() -> String }
extension Named {
    func greet() -> String { name }
    func wave() { }
    static func kind() -> String { "named" }
}
struct Dog: Named { var name = "Rex"; func describe() -> String { name } }
Point().hello()
print(Point(a: 1).uses(), Point.make(), Size(w: 2).w, Shape().area(), Dog().greet(), Dog.kind())
func show<T: Named>(_ t: T) -> String { t.describe() }
