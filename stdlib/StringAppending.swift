// Appending a sequence of Characters to a string, as Swift's RangeReplaceableCollection
// gives a String (`append(contentsOf:)` of `[Character]`, beside the built-in one of a
// String).

extension String {
  /// Appends the characters of `newElements`, in order.
  public mutating func append(contentsOf newElements: [Character]) {
    for c in newElements {
      append(c)
    }
  }
}
