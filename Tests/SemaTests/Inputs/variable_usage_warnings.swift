// How a local variable is used, as swiftc warns: a `var` never mutated, a value never
// used, a `var` written but never read, an `if let` value never used. Globals (declared
// directly in top-level code) and parameters are not checked.
class Counter {
    var count = 0
}
struct Point {
    var x = 0
    mutating func moveRight() { x += 1 }
}
func increment(_ value: inout Int) { value += 1 }

func demo(_ maybe: Int?) {
    var fixed = 1 // expected-warning {{variable 'fixed' was never mutated; consider changing to 'let' constant}}
    var counter = Counter() // expected-warning {{variable 'counter' was never mutated; consider changing to 'let' constant}}
    counter.count = 1
    var point = Point()
    point.moveRight()
    var total = 0
    increment(&total)
    var sum = 0
    sum += 1
    var tally = 0
    let bump = { tally += 1 }
    bump()
    var names = ["a"]
    names.append("b")
    var unusedVar = 1 // expected-warning {{initialization of variable 'unusedVar' was never used; consider replacing with assignment to '_' or removing it}}
    let unusedLet = 2 // expected-warning {{initialization of immutable value 'unusedLet' was never used; consider replacing with assignment to '_' or removing it}}
    var written = 1 // expected-warning {{variable 'written' was written to, but never read}}
    written = 2
    var pair = (1, 2) // expected-warning {{variable 'pair' was written to, but never read}}
    pair.0 = 3
    let later: Int // expected-warning {{immutable value 'later' was never used; consider removing it}}
    later = 4
    var declared: Int // expected-warning {{variable 'declared' was never used; consider replacing with '_' or removing it}}
    let first = 5, second = 6 // expected-warning {{immutable value 'second' was never used; consider replacing with '_' or removing it}}
    let (left, right) = (1, 2) // expected-warning {{immutable value 'right' was never used; consider replacing with '_' or removing it}}
    for index in 0..<2 { // expected-warning {{immutable value 'index' was never used; consider replacing with '_' or removing it}}
        print("loop")
    }
    for var step in 0..<2 { // expected-warning {{variable 'step' was never mutated; consider removing 'var' to make it constant}}
        print(step)
    }
    if let value = maybe { // expected-warning {{value 'value' was defined but never used; consider replacing with boolean test}}
        print("some")
    }
    switch maybe {
    case let .some(inner): // expected-warning {{immutable value 'inner' was never used; consider replacing with '_' or removing it}}
        print("case")
    case .none:
        break
    }
    let shared = 7
    func nested() -> Int { shared }
    var late: Int
    if nested() > 0 { late = 1 } else { late = 2 }
    print(fixed, counter.count, point.x, total, sum, tally, names, first, left, late)
    let _ = maybe
    guard let present = maybe else { return } // expected-warning {{value 'present' was defined but never used; consider replacing with boolean test}}
}
demo(1)

var global = 1
print(global)
do {
    var local = 1 // expected-warning {{variable 'local' was never mutated; consider changing to 'let' constant}}
    print(local)
}
