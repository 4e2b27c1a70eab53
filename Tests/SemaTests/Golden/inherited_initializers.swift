// A subclass's inherited initializers and a class's implicit `deinit` as swiftc prints
// them: an inherited initializer overrides its superclass's, its `self` typed, its
// parameters and body without a place in the source, ending in an implicit `return`;
// the implicit `deinit` follows it.
class Base {
    var x: Int
    init(x: Int) { self.x = x }
    init(_ x: Int, twice: Bool = false) { self.x = twice ? 2 * x : x }
    convenience init() { self.init(x: 0) }
}
class Sub: Base {
    var y = 1
}
class Sub2: Sub {
    deinit { print("bye") }
}
class Plain {
    var z = 0
}
let s = Sub(x: 2)
print(s.x, s.y, Sub2(3).x, Plain().z)
