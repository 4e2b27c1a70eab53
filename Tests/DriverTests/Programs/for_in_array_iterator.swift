// A `for`-`in` over an array, its `enumerated()` and its `reversed()` walks the
// library's iterators (`IndexingIterator<[T]>`, `EnumeratedSequence`'s,
// `ReversedCollection`'s), as swiftc's does: the loop iterates over a copy of the array,
// and break, continue, labels, `where` and `for case` patterns work as on any sequence.

final class Box {
  let name: String
  init(_ name: String) { self.name = name }
  deinit { print("deinit \(name)") }
}

var numbers = [10, 20, 30]
for x in numbers {
  numbers.append(x + 1)
  print(x, numbers.count)
}
print(numbers)

for (i, x) in numbers.enumerated() where i % 2 == 0 {
  print("even offset", i, x)
}
for x in numbers.reversed() {
  if x == 21 { continue }
  if x == 10 { break }
  print("reversed", x)
}
for (offset, element) in ["a", "b", "c"].enumerated() where offset != 1 {
  print(offset, element)
}

let empty: [String] = []
for s in empty { print("never", s) }
for (i, s) in empty.enumerated() { print("never", i, s) }
for s in empty.reversed() { print("never", s) }
print("empty done")

outer: for x in [1, 2, 3] {
  for y in [1, 2, 3] {
    if y == 3 { continue outer }
    if x == 3 { break outer }
    print("pair", x, y)
  }
}

let optionals: [Int?] = [1, nil, 3]
for case let v? in optionals { print("some", v) }
for case nil in optionals { print("a nil") }
for case let (k, 2) in [(1, 2), (3, 4), (5, 2)] { print("k", k) }
for case let (i, x?) in optionals.enumerated() { print("at", i, x) }

var matrix = [[1, 2], [3], []]
for row in matrix {
  var total = 0
  for v in row { total += v }
  matrix.removeAll()
  print("row total", total, matrix.count)
}

func boxes() -> [Box] { [Box("a"), Box("b")] }
for b in boxes() { print("box", b.name) }
for (i, b) in boxes().enumerated() { print("box", i, b.name) }
for b in boxes().reversed() { print("box", b.name) }
print("boxes done")

var strings = ["x", "y"]
for var s in strings {
  s += "!"
  strings.append(s)
}
print(strings)

func firstOffset(above limit: Int, in xs: [Int]) -> Int? {
  for (i, x) in xs.enumerated() where x > limit { return i }
  return nil
}
print(firstOffset(above: 6, in: [5, 7, 9]) as Any)

func firstNegative(_ xs: [Int]) -> Int? {
  for x in xs where x < 0 { return x }
  return nil
}
print(firstNegative([3, -2, -5]) as Any, firstNegative([]) as Any)
print(type(of: [1].makeIterator()))
