// `s.filter(f)` of a String is a String, as Swift's RangeReplaceableCollection's
// `filter` gives a collection of the same type: the Characters for which `f` is true,
// appended in order. (Where an array is expected, Sequence's `filter` gives
// `[Character]`.)

extension String {
  /// The string of the characters that satisfy `isIncluded`, in order.
  public func filter(_ isIncluded: (Character) throws -> Bool) rethrows -> String {
    var result = ""
    for c in self {
      if try isIncluded(c) { result.append(c) }
    }
    return result
  }
}
