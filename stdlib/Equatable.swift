// Equatable, as Swift's standard library declares it (Equatable.swift): a type whose
// values can be compared for equality with `==`, and so with `!=`.

/// A type that can be compared for value equality.
public protocol Equatable {
  /// Whether two values are equal.
  static func == (lhs: Self, rhs: Self) -> Bool
}

extension Equatable {
  /// Whether two values are not equal: the negation of `==`.
  public static func != (lhs: Self, rhs: Self) -> Bool {
    return !(lhs == rhs)
  }
}
