// Array(_:), Swift's `init<S: Sequence>(_ s: S) where S.Element == Element`
// (Array.swift): an array of a sequence's elements, in order (`Array(1...3)`,
// `Array(someSet)`, `Array(dictionary.keys)`, `[Int](s)`, `Array<Int>(s)`), chosen as
// any initializer of `extension Array` is, its `Element` inferred from the sequence's.
// Swift's copies the elements with `_copySequenceToContiguousArray`; the library's
// other code that needs one calls `_copySequenceToArray` (ArrayReplaceSubrange.swift:
// `Array(s)` there, in `extension Array`, would be an `[C.Element]` that its `Element`
// does not take yet).

extension Array {
  /// An array of the elements of `s`, in the order the sequence gives them.
  public init<S: Sequence>(_ s: S) where S.Element == Element {
    self = []
    for element in s {
      append(element)
    }
  }
}

/// The elements of `source`, in the order the sequence gives them.
public func _copySequenceToArray<S: Sequence>(_ source: S) -> [S.Element] {
  var result: [S.Element] = []
  for element in source {
    result.append(element)
  }
  return result
}
