// Array(_:), Swift's `init<S: Sequence>(_ s: S) where S.Element == Element`
// (Array.swift): an array of a sequence's elements, in order (`Array(1...3)`,
// `Array(someSet)`, `Array(dictionary.keys)`). Written before an `extension Array`
// could declare an initializer, and not one yet: the compiler checks `Array(s)`, `[T](s)` and
// `Array<T>(s)` as a call of this function (Sema/Arrays.swift), as Swift's own
// initializer copies the elements with `_copySequenceToContiguousArray`.

/// The elements of `source`, in the order the sequence gives them.
public func _copySequenceToArray<S: Sequence>(_ source: S) -> [S.Element] {
  var result: [S.Element] = []
  for element in source {
    result.append(element)
  }
  return result
}
