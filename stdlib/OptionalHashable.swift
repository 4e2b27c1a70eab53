// Optional's conformances to Equatable and Hashable, as Swift's standard library
// declares them (Optional.swift): two optionals are equal when both are `nil` or both
// wrap equal values, and an optional hashes a discriminator (0 for `nil`, 1 for a
// value), then its wrapped value.

extension Optional: Equatable where Wrapped: Equatable {
  /// Whether two optionals are both `nil`, or both wrap equal values.
  public static func == (lhs: Wrapped?, rhs: Wrapped?) -> Bool {
    switch (lhs, rhs) {
    case let (l?, r?):
      return l == r
    case (nil, nil):
      return true
    default:
      return false
    }
  }
}

extension Optional: Hashable where Wrapped: Hashable {
  /// Feeds the discriminator and then the wrapped value, if any, to `hasher`.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .none:
      hasher.combine(0 as UInt8)
    case .some(let wrapped):
      hasher.combine(1 as UInt8)
      hasher.combine(wrapped)
    }
  }
}
