// enumerated() and reversed() of arrays as values: the library's EnumeratedSequence and
// ReversedCollection (stdlib/Enumerated.swift, stdlib/Reversed.swift), iterated,
// printed and passed to generic code as Swift has them; in a `for`-`in` directly they
// keep the compiler's own loop.
func count<S: Sequence>(_ s: S) -> Int {
  var n = 0
  for _ in s { n += 1 }
  return n
}

func describe<S: Sequence>(_ s: S) -> String {
  var parts: [String] = []
  for x in s { parts.append("\(x)") }
  return parts.joined(separator: ", ")
}

final class Item {
  let name: String
  init(_ name: String) { self.name = name }
  deinit { print("drop", name) }
}

let shopping = ["Eggs", "Milk", "Flour"]
let numbered = shopping.enumerated()
print(numbered)
for (i, item) in numbered { print("\(i + 1). \(item)") }
for pair in numbered where pair.offset % 2 == 0 { print(pair) }
print(type(of: numbered))
var it = numbered.makeIterator()
print(it.next() as Any, it.next() as Any)
print(count(numbered), describe(numbered))

let backwards = shopping.reversed()
print(backwards)
for item in backwards { print(item) }
print(type(of: backwards))
var rit = backwards.makeIterator()
print(rit.next() as Any, rit.next() as Any, rit.next() as Any, rit.next() as Any)
print(count(backwards), describe(backwards))
print(describe([Int]().reversed()), describe([Double]().enumerated()))

for (i, x) in [10, 20].enumerated() { print(i, x) }
for x in [1, 2, 3].reversed() { print(x) }
print(shopping.reversed().joined(separator: " < "))
for (n, (offset, element)) in zip([7, 8], shopping.enumerated()) { print(n, offset, element) }
for (a, b) in zip(shopping.reversed(), shopping) { print(a, b) }
do {
  let items = [Item("x"), Item("y")]
  let r = items.reversed()
  for i in r { print(i.name) }
  let e = items.enumerated()
  for (o, i) in e { print(o, i.name) }
}
// Where an array is expected, `reversed()` is Swift's array-valued overload.
func total(_ v: [Int]) -> Int { v.reduce(0, +) }
let digits = [1, 2, 3]
let backwardsArray: [Int] = digits.reversed()
print(backwardsArray, digits.reversed() == [3, 2, 1], digits.reversed() != digits, total(digits.reversed()))
