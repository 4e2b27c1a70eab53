// Optional's transforms, as Swift's standard library has them (Optional.swift), written
// over `if let` on the optional that stays built in; `rethrows`, as Swift's are.

extension Optional {
  /// `transform` of the wrapped value, or `nil` when there is none.
  public func map<U>(_ transform: (Wrapped) throws -> U) rethrows -> U? {
    if let y = self {
      return try transform(y)
    }
    return nil
  }

  /// `transform` of the wrapped value (itself optional, not wrapped again), or `nil`
  /// when there is none.
  public func flatMap<U>(_ transform: (Wrapped) throws -> U?) rethrows -> U? {
    if let y = self {
      return try transform(y)
    }
    return nil
  }
}
