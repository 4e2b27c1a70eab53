// In a body under `where S.Element == T`, what a generic call gives in terms of
// `S.Element` is a `T`: `Array(s)` of the sequence is a `[T]` (its `Element` inferred
// through the same-type requirement in force), in a generic function and in a generic
// initializer of a generic struct or class.
func first<S: Sequence, T>(_ s: S, or fallback: T) -> T where S.Element == T {
  let all = Array(s)
  return all.isEmpty ? fallback : all[0]
}

func copied<S: Sequence, T>(_ s: S, as _: T.Type) -> [T] where S.Element == T {
  return Array(s)
}

struct Bag<T> {
  var items: [T]
  init<S: Sequence>(from s: S) where S.Element == T { items = Array(s) }
}

final class Node<T> {
  var value: T
  init<S: Sequence>(first s: S) where S.Element == T { value = Array(s)[0] }
}

print(first([7, 8], or: 0), first([String](), or: "none"), copied(1...3, as: Int.self))
print(Bag(from: "abc").items, Node(first: [4.5]).value)
