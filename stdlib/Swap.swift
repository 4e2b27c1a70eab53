// swap(_:_:) and Array's swapAt(_:_:), as Swift's standard library has them
// (MutableCollection.swift).

/// Exchanges the values of `a` and `b`.
public func swap<T>(_ a: inout T, _ b: inout T) {
  let tmp = a
  a = b
  b = tmp
}

extension Array {
  /// Exchanges the elements at `i` and `j` (MutableCollection's `swapAt(_:_:)`).
  public mutating func swapAt(_ i: Int, _ j: Int) {
    guard i != j else { return }
    Builtin.arraySwapAt(&self, i, j)
  }
}
