// `==` and `!=` of generic Equatable structs and of optionals of Equatable types:
// `Box(v: 1) != Box(v: 2)` uses the library's `!=` over the derived `==`; an operand
// `Box(items: [])` takes its generic argument from the other operand, as swiftc
// infers it; an optional compares its wrapped values by their type's `==`.
struct Box<T: Equatable>: Equatable {
  var v: T
}

struct Boxes<T: Equatable>: Equatable {
  var items: [T]
}

struct P: Equatable {
  var x: Int
}

print(Box(v: 1) != Box(v: 2), Box(v: 1) == Box(v: 1), Box(v: [1.5]) != Box(v: [1.5]))
let boxes = Boxes(items: [1, 2])
print(boxes == Boxes(items: []), Boxes(items: []) != boxes, boxes == Boxes(items: [1, 2]))
let words = Boxes(items: ["a"])
print(Boxes(items: []) == words, words != Boxes(items: ["a"]))

let p: P? = P(x: 1)
let q: P? = nil
print(p == P(x: 1), p != q, q == q, P(x: 2) == p)
let b: Box<[Int]>? = Box(v: [1])
print(b == Box(v: [1]), b == nil, b != Box(v: [2]))
