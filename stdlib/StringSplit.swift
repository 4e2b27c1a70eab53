// String's `split(separator:)` for a Character separator, as Swift's standard library
// defines it for a Collection (Collection.swift) with its defaults: empty pieces are
// dropped (`omittingEmptySubsequences: true`) and every piece is a `Substring`.

extension String {
  /// The pieces of the string between the occurrences of `separator`, in order, the
  /// empty ones left out: `"a,,b,".split(separator: ",")` is `["a", "b"]`.
  public func split(separator: Character) -> [Substring] {
    var pieces: [Substring] = []
    var start = startIndex
    var i = startIndex
    while i != endIndex {
      if self[i] == separator {
        if start != i { pieces.append(self[start..<i]) }
        start = index(after: i)
      }
      i = index(after: i)
    }
    if start != endIndex { pieces.append(self[start..<endIndex]) }
    return pieces
  }
}
