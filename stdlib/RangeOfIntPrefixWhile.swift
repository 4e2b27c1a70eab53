// `prefix(while:)` and `drop(while:)` of a range of Int, as Swift's Collection.swift has
// them for every collection: a range of Int is its own slice there (`Range`'s
// `SubSequence` is `Range`), so the leading integers that satisfy a predicate, and the
// rest, are ranges too. (A `ClosedRange<Int>`'s are `Slice<ClosedRange<Int>>`, which the
// subset does not have.)

extension Range<Int> {
  /// The longest prefix whose integers all satisfy `predicate`.
  public func prefix(while predicate: (Int) throws -> Bool) rethrows -> Range<Int> {
    var end = lowerBound
    while end != upperBound {
      guard try predicate(end) else { break }
      end += 1
    }
    return lowerBound..<end
  }

  /// The integers after the longest prefix that satisfies `predicate`.
  public func drop(while predicate: (Int) throws -> Bool) rethrows -> Range<Int> {
    var start = lowerBound
    while start != upperBound {
      guard try predicate(start) else { break }
      start += 1
    }
    return start..<upperBound
  }
}
