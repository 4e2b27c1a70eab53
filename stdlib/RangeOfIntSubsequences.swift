// `prefix(_:)`, `suffix(_:)`, `dropFirst(_:)` and `dropLast(_:)` of a range of Int, as
// Swift's Collection.swift and BidirectionalCollection.swift have them for every
// collection: a `Range<Int>` is its own slice there (`Range`'s `SubSequence` is `Range`),
// so they are ranges too, and they trap as Swift's do, with Swift's locations. (A
// `ClosedRange<Int>`'s are `Slice<ClosedRange<Int>>`, which the subset does not have.)
// `min()`, `max()` and `sorted()` of either range are Sequence's where the element is
// Comparable (its first and last integers, its integers in order; the subset's Sequence
// has no such extension yet).

extension Range<Int> {
  /// The first `maxLength` integers (all of them when there are fewer).
  public func prefix(_ maxLength: Int) -> Range<Int> {
    if maxLength < 0 {
      Builtin.libraryPreconditionFailure(
        "Can't take a prefix of negative length from a collection", "Swift/Collection.swift", 1329)
    }
    let end = maxLength < count ? lowerBound + maxLength : upperBound
    return lowerBound..<end
  }

  /// The last `maxLength` integers (all of them when there are fewer).
  public func suffix(_ maxLength: Int) -> Range<Int> {
    if maxLength < 0 {
      Builtin.libraryPreconditionFailure(
        "Can't take a suffix of negative length from a collection", "Swift/BidirectionalCollection.swift", 411)
    }
    let start = maxLength < count ? upperBound - maxLength : lowerBound
    return start..<upperBound
  }

  /// All but the first `k` integers (none when there are fewer).
  public func dropFirst(_ k: Int = 1) -> Range<Int> {
    if k < 0 {
      Builtin.libraryPreconditionFailure(
        "Can't drop a negative number of elements from a collection", "Swift/Collection.swift", 1252)
    }
    let start = k < count ? lowerBound + k : upperBound
    return start..<upperBound
  }

  /// All but the last `k` integers (none when there are fewer).
  public func dropLast(_ k: Int = 1) -> Range<Int> {
    if k < 0 {
      Builtin.libraryPreconditionFailure(
        "Can't drop a negative number of elements from a collection", "Swift/BidirectionalCollection.swift", 380)
    }
    let end = k < count ? upperBound - k : lowerBound
    return lowerBound..<end
  }

  /// The range's own indices: the range itself, as Swift's `Range<Int>.indices`.
  public var indices: Range<Int> {
    return self
  }

  /// The index of `element`: the integer itself when the range contains it
  /// (Collection's `firstIndex(of:)`, whose indices are a range's integers).
  public func firstIndex(of element: Int) -> Int? {
    return contains(element) ? element : nil
  }

  /// The least integer, or nil when the range is empty.
  public func min() -> Int? {
    return isEmpty ? nil : lowerBound
  }

  /// The greatest integer, or nil when the range is empty.
  public func max() -> Int? {
    return isEmpty ? nil : upperBound - 1
  }

  /// The range's integers in increasing order.
  public func sorted() -> [Int] {
    var result: [Int] = []
    for i in self {
      result.append(i)
    }
    return result
  }
}

extension ClosedRange<Int> {
  /// The least integer.
  public func min() -> Int? {
    return lowerBound
  }

  /// The greatest integer.
  public func max() -> Int? {
    return upperBound
  }

  /// The range's integers in increasing order.
  public func sorted() -> [Int] {
    var result: [Int] = []
    for i in self {
      result.append(i)
    }
    return result
  }
}
