// A `for`-`in` over a range of Int (`0..<n`, `1...n`, a range value) walks the library's
// `RangeIterator` / `ClosedRangeIterator`, as swiftc's walks its range's iterator: the
// closed range's last element may be Int.max (no `Int.max + 1`), an empty range runs no
// iteration, and break, continue, labels, `where` and `for case` work as on any sequence.

func triangle(_ n: Int) -> Int {
  var s = 0
  for i in 1...n { s += i }
  return s
}
print(triangle(10), triangle(1))

var total = 0
for i in 0..<0 { total += i; print("never", i) }
for i in 5..<5 { print("never", i) }
print("empty", total)

for i in (Int.max - 2)...Int.max { print("near max", i) }
for i in Int.min..<(Int.min + 2) { print("near min", i) }
for i in -3 ... -1 { print("negative", i) }

let half = 2..<6
let closed = 2...6
for i in half where i % 2 == 0 { print("half even", i) }
for i in closed {
  if i == 3 { continue }
  if i == 5 { break }
  print("closed", i)
}

outer: for i in 0..<4 {
  for j in 0...3 {
    if j > i { continue outer }
    if i == 3 { break outer }
    print("pair", i, j)
  }
}

for case 2 in 0..<4 { print("matched two") }
for case let i in 0..<3 where i != 1 { print("case", i) }
for _ in 0..<3 { print("tick") }

var bound = 3
for i in 0..<bound {
  bound += 10
  print("bound copied", i, bound)
}

func firstMultiple(of k: Int, below n: Int) -> Int? {
  for i in 1..<n where i % k == 0 { return i }
  return nil
}
print(firstMultiple(of: 7, below: 30) as Any, firstMultiple(of: 7, below: 5) as Any)

var squares: [Int] = []
for i in stride(from: 0, to: 3, by: 1) { squares.append(i * i) }
for i in (0..<3).reversed() { squares.append(i) }
print(squares)
