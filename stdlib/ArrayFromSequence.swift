// Array(_:), Swift's `init<S: Sequence>(_ s: S) where S.Element == Element`
// (Array.swift): an array of a sequence's elements, in order (`Array(1...3)`,
// `Array(someSet)`, `Array(dictionary.keys)`, `[Int](s)`, `Array<Int>(s)`), chosen as
// any initializer of `extension Array` is, its `Element` inferred from the sequence's
// (inside `extension Array` itself, `Array(s)` is an array of its own `Element`s, as
// ArrayReplaceSubrange.swift uses it). Swift's copies the elements with
// `_copySequenceToContiguousArray`.

extension Array {
  /// An array of the elements of `s`, in the order the sequence gives them.
  public init<S: Sequence>(_ s: S) where S.Element == Element {
    self = []
    for element in s {
      append(element)
    }
  }
}
