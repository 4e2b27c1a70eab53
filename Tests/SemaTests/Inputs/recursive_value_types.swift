// A value type cannot contain itself inline; arrays, optionals of classes and
// static properties are fine.
struct Node {
    let next: Node // expected-error {{value type 'Node' cannot have a stored property that recursively contains it}}
}
struct Pair {
    var count: Int
    // expected-error@+1 {{value type 'Pair' cannot have a stored property that recursively contains it}}
    var other: Pair
}
enum Expr { // expected-error {{recursive enum 'Expr' is not marked 'indirect'}}
    case number(Int)
    case negate(Expr) // expected-note {{recursive case here}}
}
struct List {
    var items: [List]
    static var empty: List? = nil
    var first: List? { items.first }
}
final class Chain {
    var next: Chain?
}
