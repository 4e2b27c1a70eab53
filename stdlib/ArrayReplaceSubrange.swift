// Array's range-replacing methods, as Swift's RangeReplaceableCollection has them
// (RangeReplaceableCollection.swift): each replaces a range of the array by other
// elements, through `_replace(_:_:with:)`, over the builtin the setter of the range
// subscript is written over too (stdlib/ArrayRangeSubscripts.swift; the runtime's
// `ms_array_replace_subrange`), here with a whole array. Swift's take any collection of
// the elements and any range expression; these take an array of them
// (`replaceSubrange`, overloaded on the range; one generic overload, of a `Range`, takes
// another sequence: a call infers one generic overload among concrete ones) or a
// sequence (`insert(contentsOf:at:)`), and a `Range` or `ClosedRange` of Int.

extension Array {
  /// The elements at `subrange` replaced by `newElements` (a count of its own).
  public mutating func replaceSubrange(_ subrange: Range<Int>, with newElements: [Element]) {
    _replace(subrange.lowerBound, subrange.upperBound, with: newElements)
  }

  /// The elements at `subrange` replaced by the elements of another sequence
  /// (`a[1..<3]`, `1...4`); the overload the compiler infers when an array does not fit.
  public mutating func replaceSubrange<C: Sequence>(_ subrange: Range<Int>, with newElements: C)
    where C.Element == Element
  {
    _replace(subrange.lowerBound, subrange.upperBound, with: Array(newElements))
  }

  /// The elements at `subrange` replaced by `newElements` (a count of its own).
  public mutating func replaceSubrange(_ subrange: ClosedRange<Int>, with newElements: [Element]) {
    _replace(subrange.lowerBound, subrange.upperBound + 1, with: newElements)
  }

  /// `newElements` inserted before the element at `i` (appended when `i` is `count`).
  public mutating func insert<C: Sequence>(contentsOf newElements: C, at i: Int) where C.Element == Element {
    _replace(i, i, with: Array(newElements))
  }

  /// The elements at `bounds` removed.
  public mutating func removeSubrange(_ bounds: Range<Int>) {
    _replace(bounds.lowerBound, bounds.upperBound, with: [])
  }

  /// The elements at `bounds` removed.
  public mutating func removeSubrange(_ bounds: ClosedRange<Int>) {
    _replace(bounds.lowerBound, bounds.upperBound + 1, with: [])
  }

  /// The first `k` elements removed.
  public mutating func removeFirst(_ k: Int) {
    if k == 0 { return }
    if k < 0 {
      Builtin.libraryPreconditionFailure("Number of elements to remove should be non-negative", "Swift/RangeReplaceableCollection.swift", 594)
    }
    if count < k {
      Builtin.libraryPreconditionFailure("Can't remove more items from a collection than it has", "Swift/RangeReplaceableCollection.swift", 596)
    }
    _replace(0, k, with: [])
  }

  /// The last `k` elements removed.
  public mutating func removeLast(_ k: Int) {
    if k == 0 { return }
    if k < 0 {
      Builtin.libraryPreconditionFailure("Number of elements to remove should be non-negative", "Swift/RangeReplaceableCollection.swift", 892)
    }
    if count < k {
      Builtin.libraryPreconditionFailure("Can't remove more items from a collection than it contains", "Swift/RangeReplaceableCollection.swift", 899)
    }
    _replace(count - k, count, with: [])
  }

  /// The elements at `lower..<upper` replaced by all of `newElements`'s.
  public mutating func _replace(_ lower: Int, _ upper: Int, with newElements: [Element]) {
    Builtin.arrayReplaceSubrange(&self, lower, upper, newElements, 0, newElements.count)
  }
}
