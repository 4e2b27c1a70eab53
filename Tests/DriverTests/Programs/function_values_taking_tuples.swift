// Operators and named functions of N parameters passed where a function of one N-tuple
// is taken (an argument only, as swiftc allows): each pair is taken apart.
func add(_ a: Int, _ b: Int) -> Int { a + b }
func label(name: String, count: Int) -> String { "\(name)=\(count)" }
let pairs = [(1, 2), (3, 4), (6, 5)]
print(pairs.map(add))
let plus: (Int, Int) -> Int = add
print(pairs.map(plus))
let a = [1, 2, 3], b = [10, 20, 30]
print(zip(a, b).map(+))
print(zip(a, b).map(*))
print(zip(a, b).map(max))
print(zip(["x", "y"], a).map(label))
func apply(_ f: ((Int, Int)) -> Int) -> Int { f((5, 6)) }
print(apply(add), apply(+), apply(min))
print(pairs.filter(<).count)
print(pairs.contains(where: >))
let counts = ["a": 1, "b": 2]
print(counts.map(label).sorted())
func localSum() -> [Int] {
  let offset = 100
  func shifted(_ x: Int, _ y: Int) -> Int { x + y + offset }
  return pairs.map(shifted)
}
print(localSum())
