// String's `split(separator:maxSplits:omittingEmptySubsequences:)` for a Character
// separator, as Swift's standard library defines `split` for a Collection
// (Collection.swift), and for a String separator (Swift's is in _StringProcessing): at
// most `maxSplits` splits, empty pieces dropped unless `omittingEmptySubsequences` is
// false, every piece a `Substring`.

extension String {
  /// The pieces of the string between the occurrences of `separator`, in order:
  /// `"a,,b,".split(separator: ",")` is `["a", "b"]`.
  public func split(separator: Character, maxSplits: Int = Int.max,
                    omittingEmptySubsequences: Bool = true) -> [Substring] {
    if maxSplits < 0 {
      Builtin.libraryPreconditionFailure("Must take zero or more splits", "Swift/Collection.swift", 1555)
    }
    var result: [Substring] = []
    var pieceStart = startIndex
    if maxSplits == 0 || isEmpty {
      if !(omittingEmptySubsequences && pieceStart == endIndex) { result.append(self[pieceStart..<endIndex]) }
      return result
    }
    var pieceEnd = pieceStart
    while pieceEnd != endIndex {
      if self[pieceEnd] == separator {
        let appended = !(omittingEmptySubsequences && pieceStart == pieceEnd)
        if appended { result.append(self[pieceStart..<pieceEnd]) }
        pieceEnd = index(after: pieceEnd)
        pieceStart = pieceEnd
        if appended && result.count == maxSplits { break }
        continue
      }
      pieceEnd = index(after: pieceEnd)
    }
    if pieceStart != endIndex || !omittingEmptySubsequences { result.append(self[pieceStart..<endIndex]) }
    return result
  }

  /// The pieces of the string between the occurrences of `separator` (found from the
  /// start, without overlaps): `"a, b".split(separator: ", ")` is `["a", "b"]`.
  public func split(separator: String, maxSplits: Int = Int.max,
                    omittingEmptySubsequences: Bool = true) -> [Substring] {
    if maxSplits < 0 {
      Builtin.libraryPreconditionFailure("Must take zero or more splits", "Swift/Collection.swift", 1555)
    }
    var result: [Substring] = []
    var pieceStart = startIndex
    var i = startIndex
    while maxSplits > 0 && !separator.isEmpty && i != endIndex {
      // Does `separator` start at `i`?
      var j = i
      var k = separator.startIndex
      while j != endIndex && k != separator.endIndex && self[j] == separator[k] {
        j = index(after: j)
        k = separator.index(after: k)
      }
      if k != separator.endIndex {
        i = index(after: i)
        continue
      }
      let appended = !(omittingEmptySubsequences && pieceStart == i)
      if appended { result.append(self[pieceStart..<i]) }
      i = j
      pieceStart = j
      if appended && result.count == maxSplits { break }
    }
    if pieceStart != endIndex || !omittingEmptySubsequences { result.append(self[pieceStart..<endIndex]) }
    return result
  }
}
