// Closures taking `inout` parameters, function types with `inout` parameters as
// parameter types and values, and Sequence's `reduce(into:_:)`.

// A closure with a written `inout` parameter, called with `&`.
let increment = { (x: inout Int) in x += 1 }
var n = 1
increment(&n)
increment(&n)
print(n)

// A function type with an `inout` parameter as a parameter's type; the closure's
// parameters take their `inout` from it.
func apply(_ f: (inout Int) -> Void, to x: inout Int) {
  f(&x)
}
apply({ $0 *= 10 }, to: &n)
print(n)
apply({ value in value -= 1 }, to: &n)
print(n)

// A stored value of such a type, and a named function used as one.
func double(_ x: inout Int) { x *= 2 }
var steps: [(inout Int) -> Void] = [increment, double]
steps.append { $0 = -$0 }
var m = 5
for step in steps { step(&m) }
print(m)

// An `inout` parameter of a struct type, mutated through its members.
struct Counter {
  var count = 0
  var log: [String] = []
  mutating func bump(_ note: String) {
    count += 1
    log.append(note)
  }
}
let record: (inout Counter, String) -> Void = { counter, note in counter.bump(note) }
var counter = Counter()
record(&counter, "a")
record(&counter, "b")
print(counter.count, counter.log)

// A closure's `inout` parameter passed on as an `inout` argument.
let swapHalves = { (pair: inout (Int, Int)) in swap(&pair.0, &pair.1) }
var pair = (1, 2)
swapHalves(&pair)
print(pair)

// A generic function taking an `inout` closure.
func update<T>(_ value: inout T, times: Int, with body: (inout T) -> Void) {
  for _ in 0..<times { body(&value) }
}
var text = "a"
update(&text, times: 3) { $0 += "b" }
print(text)

// reduce(into:_:)
let numbers = [3, 1, 4, 1, 5]
print(numbers.reduce(into: 0) { $0 += $1 })
print(numbers.reduce(into: [Int]()) { result, x in if x > 2 { result.append(x) } })
let words = ["apple", "banana", "avocado", "blueberry", "cherry"]
let counts = words.reduce(into: [:]) { counts, word in counts[word.first!, default: 0] += 1 }
print(counts.sorted { $0.key < $1.key })
let byLength: [Int: [String]] = words.reduce(into: [:]) { $0[$1.count, default: []].append($1) }
print(byLength.keys.sorted())
let lengths = words.reduce(into: [:]) { $0[$1] = $1.count }
print(lengths["cherry"]!)
let shouted = words.reduce(into: []) { $0.append($1.uppercased()) }
print(shouted)
print((1...4).reduce(into: "") { $0 += String($1) })
print(Set([2, 4]).reduce(into: 1) { $0 *= $1 })

// An `inout` closure parameter beside a capture, and captured by a nested closure.
var total = 10
let addTotal = { (x: inout Int) in x += total }
var v = 1
addTotal(&v)
let spread = { (x: inout Int) in [1, 2, 3].forEach { x += $0 } }
spread(&v)
print(v)

// The library's generic `swap` as a value of a function type with `inout` parameters.
let exchange: (inout Int, inout Int) -> Void = swap
var first = 1, second = 2
exchange(&first, &second)
print(first, second)

// reduce(into:) into a struct and with `+=` on an array.
struct Basket { var items: [String] = [] }
print(["x", "y"].reduce(into: Basket()) { $0.items.append($1) }.items)
print([[1, 2], [3]].reduce(into: [Int]()) { acc, xs in acc += xs })
