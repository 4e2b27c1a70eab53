// min(_:_:) and max(_:_:), and their variadic forms, as Swift's standard library has
// them (Algorithm.swift): specialized for each type they are called with.

/// The lesser of two comparable values; `x` when they are equal, which keeps the order
/// of equal values (`(min(x, y), max(x, y))` is `(x, y)` when `x == y`).
public func min<T: Comparable>(_ x: T, _ y: T) -> T {
  return y < x ? y : x
}

/// The least of three or more comparable values; the first of equal ones.
public func min<T: Comparable>(_ x: T, _ y: T, _ z: T, _ rest: T...) -> T {
  var minValue = min(min(x, y), z)
  for value in rest where value < minValue {
    minValue = value
  }
  return minValue
}

/// The greater of two comparable values; `y` when they are equal.
public func max<T: Comparable>(_ x: T, _ y: T) -> T {
  return y >= x ? y : x
}

/// The greatest of three or more comparable values; the last of equal ones.
public func max<T: Comparable>(_ x: T, _ y: T, _ z: T, _ rest: T...) -> T {
  var maxValue = max(max(x, y), z)
  for value in rest where value >= maxValue {
    maxValue = value
  }
  return maxValue
}
