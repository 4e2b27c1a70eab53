// Comparable, as Swift's standard library declares it (Comparable.swift): a type whose
// values are ordered by `<`; `>`, `<=` and `>=` are what the extension makes of it.

/// A type that can be compared using the relational operators `<`, `<=`, `>=`, and `>`.
public protocol Comparable: Equatable {
  /// Whether the first value is ordered before the second.
  static func < (lhs: Self, rhs: Self) -> Bool
}

extension Comparable {
  /// Whether the first value is ordered after the second.
  public static func > (lhs: Self, rhs: Self) -> Bool {
    return rhs < lhs
  }

  /// Whether the first value is ordered before the second or equal to it.
  public static func <= (lhs: Self, rhs: Self) -> Bool {
    return !(rhs < lhs)
  }

  /// Whether the first value is ordered after the second or equal to it.
  public static func >= (lhs: Self, rhs: Self) -> Bool {
    return !(lhs < rhs)
  }
}
