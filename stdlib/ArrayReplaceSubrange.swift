// Array's range-replacing methods, as Swift's RangeReplaceableCollection has them
// (RangeReplaceableCollection.swift): each is a replacement of a range of the array by
// other elements, written over the one the compiler builds in, `self[r] = elements`
// (`ms_array_replace_subrange`). Swift's take any collection of the elements and any
// range expression; these take an array of them (`replaceSubrange`, overloaded on the
// range; one generic overload, of a `Range`, takes another sequence: a call infers one
// generic overload among concrete ones) or a sequence (`insert(contentsOf:at:)`), and a
// `Range` or `ClosedRange` of Int.

extension Array {
  /// The elements at `subrange` replaced by `newElements` (a count of its own).
  public mutating func replaceSubrange(_ subrange: Range<Int>, with newElements: [Element]) {
    self[subrange] = newElements
  }

  /// The elements at `subrange` replaced by the elements of another sequence
  /// (`a[1..<3]`, `1...4`); the overload the compiler infers when an array does not fit.
  public mutating func replaceSubrange<C: Sequence>(_ subrange: Range<Int>, with newElements: C)
    where C.Element == Element
  {
    self[subrange] = _copySequenceToArray(newElements)
  }

  /// The elements at `subrange` replaced by `newElements` (a count of its own).
  public mutating func replaceSubrange(_ subrange: ClosedRange<Int>, with newElements: [Element]) {
    self[subrange] = newElements
  }

  /// `newElements` inserted before the element at `i` (appended when `i` is `count`).
  public mutating func insert<C: Sequence>(contentsOf newElements: C, at i: Int) where C.Element == Element {
    self[i..<i] = _copySequenceToArray(newElements)
  }

  /// The elements at `bounds` removed.
  public mutating func removeSubrange(_ bounds: Range<Int>) {
    self[bounds] = []
  }

  /// The elements at `bounds` removed.
  public mutating func removeSubrange(_ bounds: ClosedRange<Int>) {
    self[bounds] = []
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
    self[0..<k] = []
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
    self[(count - k)..<count] = []
  }
}
