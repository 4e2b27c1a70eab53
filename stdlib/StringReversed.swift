// A string's Characters in reverse order, as Swift has them: String is a
// BidirectionalCollection (its own `index(before:)`), so `s.reversed()` is a
// `ReversedCollection<String>` (Reversed.swift), a `for`-`in` over it walks the string
// backwards, and `String(s.reversed())` makes the reversed string.

extension String: BidirectionalCollection {}

extension String {
  /// The string's characters in reverse order.
  public func reversed() -> ReversedCollection<String> {
    return ReversedCollection(_base: self)
  }
}
