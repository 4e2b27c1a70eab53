// `split` of a range of Int, as Swift's Collection.swift defines it for every
// collection: the pieces between the separators, at most `maxSplits` splits, empty
// pieces dropped unless `omittingEmptySubsequences` is false. A range of Int is its own
// slice there (`Range`'s `SubSequence` is `Range`), so every piece is a range:
// `(0..<10).split(whereSeparator: { $0 % 3 == 0 })` is `[1..<3, 4..<6, 7..<9]`. (A
// `ClosedRange<Int>`'s pieces are `Slice<ClosedRange<Int>>`, which the subset does not
// have.) It is `rethrows`, as Swift's is.

extension Range<Int> {
  /// The pieces of the range between the integers that satisfy `isSeparator`.
  public func split(maxSplits: Int = Int.max, omittingEmptySubsequences: Bool = true,
                    whereSeparator isSeparator: (Int) throws -> Bool) rethrows -> [Range<Int>] {
    if maxSplits < 0 {
      Builtin.libraryPreconditionFailure("Must take zero or more splits", "Swift/Collection.swift", 1555)
    }
    var result: [Range<Int>] = []
    var pieceStart = lowerBound
    if maxSplits == 0 || isEmpty {
      if !(omittingEmptySubsequences && pieceStart == upperBound) { result.append(pieceStart..<upperBound) }
      return result
    }
    var pieceEnd = pieceStart
    while pieceEnd != upperBound {
      if try isSeparator(pieceEnd) {
        let appended = !(omittingEmptySubsequences && pieceStart == pieceEnd)
        if appended { result.append(pieceStart..<pieceEnd) }
        pieceEnd += 1
        pieceStart = pieceEnd
        if appended && result.count == maxSplits { break }
        continue
      }
      pieceEnd += 1
    }
    if pieceStart != upperBound || !omittingEmptySubsequences { result.append(pieceStart..<upperBound) }
    return result
  }

  /// The pieces of the range between the occurrences of `separator`.
  public func split(separator: Int, maxSplits: Int = Int.max,
                    omittingEmptySubsequences: Bool = true) -> [Range<Int>] {
    return split(maxSplits: maxSplits, omittingEmptySubsequences: omittingEmptySubsequences,
                 whereSeparator: { $0 == separator })
  }
}
