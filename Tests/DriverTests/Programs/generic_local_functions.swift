// Generic local functions: specialized per call's generic arguments, capturing the
// enclosing body's variables (and an outer generic function's parameters), recursive.
func outer() {
  let base = 10
  var count = 0
  func id<T>(_ x: T) -> T { count += 1; return x }
  func pair<A, B: Equatable>(_ a: A, _ b: B) -> String { "\(a)-\(b)-\(base)" }
  func rep<T>(_ x: T, _ n: Int) -> [T] { n == 0 ? [] : [x] + rep(x, n - 1) }
  func largest<T: Comparable>(_ xs: [T]) -> T? {
    var m: T? = nil
    for x in xs { if m == nil || x > m! { m = x } }
    return m
  }
  print(id(4), id("s"), id(2.5))
  print(pair(1, 2), pair("a", true))
  print(rep("ab", 3), rep(7, 2))
  print(largest([3, 9, 2]) ?? -1, largest(["x", "yy"]) ?? "")
  print(count)
}
outer()
func gen<U>(_ u: U) {
  func wrap<V>(_ v: V) -> (U, V) { (u, v) }
  print(wrap(1), wrap("z"))
}
gen(3.5)
gen("q")
protocol Shape { func area() -> Double }
struct Square: Shape { var side: Double; func area() -> Double { side * side } }
struct Circle: Shape { var r: Double; func area() -> Double { 3.0 * r * r } }
enum Oops: Error { case bad(Int) }

struct Counter {
  var total = 0
  mutating func run() {
    func bump<T>(_ x: T) -> T { return x }
    total += bump(5)
    print(total)
  }
}

class Box {
  var items: [String] = []
  func addAll() {
    func add<T>(_ x: T) { items.append("\(x)") }
    add(Square(side: 2.0).side)
    add(3)
    print(items)
  }
}

func demo() {
  var log: [String] = []
  func describe<S: Shape>(_ s: S) -> String {
    log.append("described")
    return "area \(s.area())"
  }
  print(describe(Square(side: 2)), describe(Circle(r: 1)))
  let closure = { (n: Int) -> String in describe(Square(side: Double(n))) }
  print(closure(3))
  func outerGen<A>(_ a: A) -> [A] {
    func inner<B>(_ b: B) -> (A, B) { (a, b) }
    print(inner(1), inner(a))
    return [a, a]
  }
  print(outerGen("w"), outerGen(false))
  func check<T: Comparable>(_ a: T, _ b: T) throws -> T {
    if a == b { throw Oops.bad(1) }
    return a < b ? b : a
  }
  do {
    print(try check(1, 2))
    print(try check("a", "a"))
  } catch {
    print("caught \(error)")
  }
  print(log.count)
}
demo()
var c = Counter()
c.run()
Box().addAll()
func swapPair() {
  func swapTwo<T>(_ a: inout T, _ b: inout T) { let t = a; a = b; b = t }
  var x = 1, y = 2
  swapTwo(&x, &y)
  var s = "a", t = "b"
  swapTwo(&s, &t)
  print(x, y, s, t)
}
swapPair()
do {
  func twice<T>(_ x: T) -> [T] { [x, x] }
  print(twice(1), twice("a"))
}
let make = { (n: Int) -> String in
  func wrap<T>(_ x: T) -> String { "<\(x)>" }
  return wrap(n) + wrap("k")
}
print(make(4))
func walkDemo() {
  func walk<T>(_ xs: [T], _ depth: Int) -> Int {
    func step<U>(_ u: U) -> Int { depth > 2 ? 0 : walk(xs, depth + 1) + 1 }
    let mapped = xs.map { x in step(x) }
    return mapped.reduce(0, +)
  }
  print(walk([1, 2], 0))
  let g = { (s: String) in walk([s], 1) }
  print(g("x"))
}
walkDemo()
