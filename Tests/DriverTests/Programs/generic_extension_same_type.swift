// Same-type requirements on a generic type's parameters in an extension:
// between two of them (`where A == B`) and with a concrete type (`where A == Int`).
struct Box<A, B> {
  var a: A
  var b: B
}

extension Box where A == B {
  func same() -> [A] { [a, b] }
  var both: (A, A) { (a, b) }
  mutating func swapped() {
    let t: A = a
    a = b
    b = t
  }
  func pick(_ first: Bool) -> B { first ? a : b }
}

extension Box where A == Int {
  func doubled() -> Int { a * 2 }
  subscript(i: Int) -> Int { a + i }
  func mapped<T>(_ f: (A) -> T) -> T { f(a + 1) }
}

extension Box where B == String {
  var label: String { "label: " + b }
}

extension Box where A == Int, B == Int {
  var sum: Int { a + b }
}

class Cell<T, U> {
  var first: T
  var second: U
  init(_ first: T, _ second: U) {
    self.first = first
    self.second = second
  }
}

extension Cell where T == U {
  func larger(by isLarger: (T, T) -> Bool) -> T { isLarger(first, second) ? first : second }
}

extension Cell where U == Double {
  func scaled() -> Double { second * 10 }
}

enum Either<L, R> {
  case left(L)
  case right(R)
}

extension Either where L == R {
  var value: L {
    switch self {
    case .left(let l): return l
    case .right(let r): return r
    }
  }
}

var x = Box(a: 1, b: 2)
print(x.same(), x.both, x.doubled(), x[10], x.sum)
x.swapped()
print(x, x.pick(true), x.pick(false))
print(x.mapped { "\($0)!" })
let y = Box(a: 3, b: "three")
print(y.doubled(), y.label, y[1])
let z = Box(a: "p", b: "q")
print(z.same(), z.label, type(of: z))
let c = Cell("pear", "apple")
print(c.larger(by: >), c.larger(by: <))
let d = Cell(2, 1.5)
print(d.scaled(), type(of: d))
let e: Either<Int, Int> = .right(5)
let f = Either<String, String>.left("l")
print(e.value, f.value)
