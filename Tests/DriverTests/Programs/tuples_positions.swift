// Tuples in every position: struct and class properties (ARC of their elements),
// optionals, closures, generic functions, inout, array elements; tuples of literals
// typed from their context (arguments, comparisons, array literals).
class Node { let name: String; init(_ n: String) { name = n }; deinit { print("bye \(name)") } }
struct Holder {
  var pair: (Int, String)
  var labeled: (x: Double, y: Double) = (0, 0)
  mutating func shift() { labeled.x += 1.5; pair.0 *= 2 }
}
var h = Holder(pair: (1, "one"))
h.shift()
h.labeled.y = -2
print(h.pair, h.labeled, h)
final class Keeper { var slot: (Node, Int)?; init() {} }
do {
  let k = Keeper()
  k.slot = (Node("a"), 1)
  if let s = k.slot { print(s.0.name, s.1) }
  k.slot = (Node("b"), 2)
  print(k.slot!.0.name)
  k.slot = nil
  print("cleared")
}
let pairs = [(1, 2), (3, 4), (5, 6)]
print(pairs.map { $0.0 + $0.1 })
print(pairs.filter { $0.1 > 2 }.count)
print(pairs.reduce(0) { $0 + $1.0 * $1.1 })
let swap: ((Int, Int)) -> (Int, Int) = { p in (p.1, p.0) }
print(swap((1, 2)))
func stats(_ xs: [Double]) -> (sum: Double, mean: Double)? {
  if xs.isEmpty { return nil }
  var s = 0.0
  for x in xs { s += x }
  return (s, s / Double(xs.count))
}
if let st = stats([1, 2, 3, 4]) { print("sum \(st.sum), mean \(st.mean)") }
if stats([]) == nil { print("none") }
var t: (Int, String)
t = (7, "seven")
print(t)
func swapInPlace(_ p: inout (Int, Int)) { p = (p.1, p.0) }
var pp = (1, 2)
swapInPlace(&pp)
print(pp)
var grid = [(0, 0), (1, 1)]
grid[0].0 = 9
grid[1] = (5, 5)
print(grid, grid[0].0)
func identity<T>(_ x: T) -> T { x }
print(identity((1, "x")))
let words = ("a", ("b", "c"))
print(words.1.0 + words.1.1, words)
let cmp = [(1, "b"), (1, "a"), (0, "z")]
print(cmp[0] > cmp[1], cmp[2] < cmp[1], cmp[0] == (1, "b"))
enum Dir { case north, south }
let dirs = (Dir.north, 1)
print(dirs == (Dir.north, 1), dirs.1)
let z: (Int, Int)? = nil
print(z?.0 == nil)
let uu: (Int, Int)? = (3, 4)
print(uu?.1 ?? 0)
print("\((1, 2)) and \((a: "s", b: 2.5))")
print(dirs == (.north, 1), (.south, 2) != dirs)
func f(_ p: (Double, Dir?)) -> String { "\(p.0) \(p.1 == nil)" }
print(f((1, nil)), f((2.5, .south)))
var list: [(Int, Dir)] = []
list.append((1, .north))
list.append((2, .south))
print(list.count, list[1].1 == .south)
print((1, 2) == (1, 2), (1, "a") < (1, "b"))
let labeled = [(x: 1, y: 2.5), (x: 3, y: 4)]
print(labeled)
// Captured by closures, and declared without a value.
func captures() {
  var p = (1, 2)
  let bump = { p.0 += 10 }
  bump()
  bump()
  print(p)
  var q = (a: 1, b: "x")
  let read: () -> Int = { q.a }
  q.a = 5
  print(read())
  let (x, y): (Int, Int)
  x = 1
  y = 2
  print(x + y)
}
captures()
