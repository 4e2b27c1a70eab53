// swap(_:_:), as Swift's standard library has it (MutableCollection.swift).

/// Exchanges the values of `a` and `b`.
public func swap<T>(_ a: inout T, _ b: inout T) {
  let tmp = a
  a = b
  b = tmp
}
