// A built-in type's library conformances (Int8's Strideable, Array's Sequence) are
// checked when the program uses the type: here each is reached only through a generic
// function's specialization or an opaque result, with no lookup on the type itself.

func successor<T: Strideable>(_ x: T) -> T where T.Stride == Int {
  x.advanced(by: 1)
}

func countElements<S: Sequence>(_ s: S) -> Int {
  var n = 0
  for _ in s { n += 1 }
  return n
}

func total<S: Sequence>(_ s: S) -> Int where S.Element == UInt16 {
  var t = 0
  for x in s { t += Int(x) }
  return t
}

func bytes() -> some Sequence {
  let b: [Int16] = [1, 2, 3]
  return b
}

struct Counter<T: Strideable> {
  var value: T
  var by: T.Stride
  mutating func step() -> T {
    value = value.advanced(by: by)
    return value
  }
}

print(successor(41 as Int8))
let big: UInt64 = 7
print(successor(big))
let small: [Int32] = [1, 2, 3]
print(countElements(small))
let set: Set<UInt16> = [4, 5]
print(countElements(set))
print(countElements(["a": 1, "b": 2]))
print(countElements("héllo"))
print(total([UInt16(300), 400]))
print(countElements(bytes()))
for b in bytes() { print(b) }
let start: UInt32 = 9
var c = Counter(value: start, by: 2)
print(c.step(), c.step())
for x in stride(from: Int16(0), to: 10, by: 4) { print(x) }
print(countElements(stride(from: UInt(1), through: 9, by: 2)))
