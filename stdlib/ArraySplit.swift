// Array's `split`, as Swift's standard library defines it for a Collection
// (Collection.swift): the pieces between the separators, each an `ArraySlice` with the
// array's indices, at most `maxSplits` splits, empty pieces dropped unless
// `omittingEmptySubsequences` is false. (String's are in StringSplit.swift.)

extension Array {
  /// The pieces of the array between the elements `isSeparator` accepts, in order:
  /// `[1, 0, 2, 0].split { $0 == 0 }` is `[ArraySlice([1]), ArraySlice([2])]`.
  public func split(maxSplits: Int = Int.max, omittingEmptySubsequences: Bool = true,
                    whereSeparator isSeparator: (Element) throws -> Bool) rethrows -> [ArraySlice<Element>] {
    if maxSplits < 0 {
      Builtin.libraryPreconditionFailure("Must take zero or more splits", "Swift/Collection.swift", 1555)
    }
    var result: [ArraySlice<Element>] = []
    var pieceStart = 0
    if maxSplits == 0 || isEmpty {
      if !(omittingEmptySubsequences && pieceStart == count) { result.append(self[pieceStart..<count]) }
      return result
    }
    var pieceEnd = pieceStart
    while pieceEnd != count {
      if try isSeparator(self[pieceEnd]) {
        let appended = !(omittingEmptySubsequences && pieceStart == pieceEnd)
        if appended { result.append(self[pieceStart..<pieceEnd]) }
        pieceEnd += 1
        pieceStart = pieceEnd
        if appended && result.count == maxSplits { break }
        continue
      }
      pieceEnd += 1
    }
    if pieceStart != count || !omittingEmptySubsequences { result.append(self[pieceStart..<count]) }
    return result
  }
}

extension Array where Element: Equatable {
  /// The pieces of the array between the occurrences of `separator`:
  /// `[1, 0, 2].split(separator: 0)` is `[ArraySlice([1]), ArraySlice([2])]`.
  public func split(separator: Element, maxSplits: Int = Int.max,
                    omittingEmptySubsequences: Bool = true) -> [ArraySlice<Element>] {
    return split(maxSplits: maxSplits, omittingEmptySubsequences: omittingEmptySubsequences,
                 whereSeparator: { $0 == separator })
  }
}
