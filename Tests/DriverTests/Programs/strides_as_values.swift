// Strides are library structs (stdlib/StrideTo.swift, StrideThrough.swift): values that
// print as Swift shows them, Sequences for generic code, and iterators that stop when the
// next step would overflow.
let s = stride(from: 0, to: 10, by: 3)
print(s)
print(stride(from: 0, through: 10, by: 3), stride(from: 0.0, to: 1.0, by: 0.5))
print([s], Optional(s) as Any)
print(Array(s), s.map { $0 * 2 }, s.reduce(0, +), s.filter { $0 > 2 })
for i in s { print(i, terminator: " ") }
print()
print(type(of: s), type(of: s.makeIterator()), type(of: stride(from: 1.0, through: 2.0, by: 0.5).makeIterator()))
var it = stride(from: 10, through: 0, by: -5).makeIterator()
while let v = it.next() { print(v) }
print(it.next() as Any)
for (a, b) in zip(stride(from: 0, to: 10, by: 5), ["x", "y", "z"]) { print(a, b) }

func total<S: Sequence>(_ values: S) -> Int where S.Element == Int {
  var sum = 0
  for v in values { sum += v }
  return sum
}
print(total(stride(from: 1, through: 100, by: 1)), total(stride(from: 100, to: 0, by: -7)))

// Overflow ends a stride of Int, exactly reached bounds are included by `through`.
for i in stride(from: Int.max - 5, through: Int.max, by: 4) { print(i) }
for i in stride(from: Int.min + 5, through: Int.min, by: -4) { print(i) }
for i in stride(from: Int.max - 5, to: Int.max, by: 4) { print(i) }
for i in stride(from: Int.max - 5, through: Int.max, by: 5) { print(i) }

// A Double stride computes each value from the start, without adding up errors.
for x in stride(from: 0.0, through: 1.0, by: 0.1) { print(x) }
for x in stride(from: 1.0, to: 0.0, by: -0.25) { print(x) }
let tenths = stride(from: 0.0, to: 0.35, by: 0.1)
print(Array(tenths))

// Literals take the type whose Stride takes the stride's literal (Double for 0.5).
print(Array(stride(from: 0, to: 2, by: 0.5)), Array(stride(from: 0, through: 1, by: 0.25)))
