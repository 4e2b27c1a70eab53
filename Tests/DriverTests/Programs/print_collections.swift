// print and interpolation of arrays, optionals, structs, enums and classes, nested, as
// Swift shows them (description at the top, debugDescription inside a collection).
let ss: String? = "hi"
struct P { var x = 1; var y = "a" }
enum E { case a, b(Int), c(String, d: Double) }
enum R: String { case up = "U", down }
class C { var v = 1 }
let o: Int? = 42
let n: Int? = nil
print([1, 2, 3], ["a", "b\"q"], [1.5, 2.0], [true])
print(o, n, [o, n])
print(P(), [P(), P(x: 2, y: "z")])
print(E.a, E.b(3), E.c("s", d: 2.5), [E.a, E.b(1)])
print(R.up, R.down, [R.up])
print("\(P()) \([1, 2]) \(o) \(E.b(2))")
print([[1, 2], [3]], [[P()]], [ss, nil])

print(ss, [ss])
print(C(), [C()])
let pp: P? = P()
print(pp, [E]())
let e: [Int] = []
print(e, [String]())
let oo: Int?? = 3; print(oo)
