// Enums with associated values, pattern matching with bindings and where clauses.
enum Expr {
    case number(Int)
    case add(Int, Int)
    case negate(Int)
    case named(label: String, value: Int)
}
func evaluate(_ e: Expr) -> Int {
    switch e {
    case .number(let n): return n
    case let .add(a, b): return a + b
    case .negate(let n) where n == 0: return 0
    case .negate(let n): return -n
    case .named(_, let value): return value
    }
}
let items: [Expr] = [.number(4), .add(2, 3), .negate(0), .negate(7), .named(label: "x", value: 11)]
for e in items { print(evaluate(e)) }
switch items[1] {
case .add(let a, _): print("first addend", a)
default: print("not an addition")
}
