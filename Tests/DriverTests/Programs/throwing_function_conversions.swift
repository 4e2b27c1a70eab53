// A non-throwing function value where a throwing function type is expected: swiftc's
// function_conversion_expr. A type's static operator, a function chosen at run time, a
// local function with captures, a variable's closure; the rethrowing callee does not throw.
struct V: CustomStringConvertible {
    var n: Int
    static func + (a: V, b: V) -> V { V(n: a.n + b.n) }
    var description: String { "V(\(n))" }
}
final class C: CustomStringConvertible {
    let n: Int
    init(_ n: Int) { self.n = n }
    static func * (a: C, b: C) -> C { C(a.n * b.n) }
    var description: String { "C(\(n))" }
}
struct G<T>: CustomStringConvertible {
    var items: [T]
    static func + (a: G, b: G) -> G { G(items: a.items + b.items) }
    var description: String { "G(\(items))" }
}
enum E: CustomStringConvertible {
    case one, two
    static func | (a: E, b: E) -> E { a == .two || b == .two ? .two : .one }
    var description: String { self == .one ? "one" : "two" }
}
struct Failure: Error {}

func apply<T>(_ x: T, _ y: T, _ f: (T, T) throws -> T) rethrows -> T { try f(x, y) }
func inc(_ x: Int) -> Int { x + 1 }
func dec(_ x: Int) -> Int { x - 1 }
func each(_ xs: [Int], _ f: (Int) throws -> Int) rethrows -> [Int] {
    var out: [Int] = []
    for x in xs { out.append(try f(x)) }
    return out
}

let pairs = [("a", V(n: 1)), ("b", V(n: 2)), ("a", V(n: 3))]
let d = Dictionary(pairs, uniquingKeysWith: +)
print(d["a"]!, d["b"]!)
print(apply(V(n: 5), V(n: 6), +))
print(apply(C(3), C(4), *))
print(apply(G(items: [1]), G(items: [2, 3]), +))
print(apply(E.one, E.two, |))
print(Dictionary([("x", C(2)), ("x", C(5))], uniquingKeysWith: *))

for up in [true, false] {
    print(each([1, 2], up ? inc : dec))
}
var offset = 10
func shifted(_ x: Int) -> Int { x + offset }
offset = 20
print(each([1, 2], shifted))
let double = { (x: Int) in x * 2 }
print(each([1, 2], double))
let f: (V, V) throws -> V = (+)
print(try f(V(n: 1), V(n: 1)))
let g: (Int) throws -> Int = up(inc)
func up(_ h: @escaping (Int) -> Int) -> (Int) -> Int { { h($0) * 10 } }
print(try g(4))
do {
    print(try each([1, 2]) { x in if x > 1 { throw Failure() }; return x })
} catch {
    print("failed at 2")
}

// The elements of an array of functions, and an optional function.
var count = 0
let actions: [() -> Void] = [{ count += 1 }, { count += 10 }]
let throwingActions: [() throws -> Void] = actions
for a in throwingActions { try a() }
print(count)
let five: (() -> Int)? = { 5 }
let maybeThrowing: (() throws -> Int)? = five
print(try maybeThrowing!())
