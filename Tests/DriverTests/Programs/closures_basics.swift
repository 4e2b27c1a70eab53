// Closures: trailing syntax, shorthand arguments, functions as values, captures.
func apply(_ f: (Int) -> Int, to x: Int) -> Int { f(x) }
func makeAdder(_ n: Int) -> (Int) -> Int { return { (x: Int) -> Int in x + n } }
func makeCounter() -> () -> Int {
    var count = 0
    return {
        count += 1
        return count
    }
}
let double: (Int) -> Int = { x in x * 2 }
print(apply(double, to: 21), apply({ (x: Int) -> Int in x - 1 }, to: 10))
print(apply(to: 5) { (x: Int) -> Int in x * x })
let add5 = makeAdder(5)
print(add5(10), makeAdder(-1)(1))
let c = makeCounter()
_ = c()
_ = c()
print("counter", c())
let c2 = makeCounter()
print("fresh", c2())
func applyTwice(_ f: (Int) -> Int, _ x: Int) -> Int { f(f(x)) }
print(applyTwice(add5, 0))
func apply(to x: Int, _ f: (Int) -> Int) -> Int { f(x) }
