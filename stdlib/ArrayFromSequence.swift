// Array(_:), Swift's `init<S: Sequence>(_ s: S) where S.Element == Element`
// (Array.swift): an array of a sequence's elements, in order (`Array(1...3)`,
// `Array(someSet)`, `Array(dictionary.keys)`, `[Int](s)`, `Array<Int>(s)`), chosen as
// any initializer of `extension Array` is, its `Element` inferred from the sequence's
// (inside `extension Array` itself, `Array(s)` is an array of its own `Element`s, as
// ArrayReplaceSubrange.swift uses it). The sequence copies its elements
// (`_copyToArray()`, Swift's `_copyToContiguousArray()`): an array is itself, without a
// copy until one of the two is changed; any other sequence appends its elements to room
// for its `underestimatedCount` (stdlib/Sequence.swift).

extension Array {
  /// An array of the elements of `s`, in the order the sequence gives them.
  public init<S: Sequence>(_ s: S) where S.Element == Element {
    self = s._copyToArray()
  }
}

extension Array {
  /// The array itself: its buffer is shared until one of the two is changed.
  public func _copyToArray() -> [Element] {
    return self
  }
}
