// abs(_:). Swift's is one generic function over `SignedNumeric & Comparable`, which the
// subset does not have: here it is one overload per signed type, with Swift's results
// (the magnitude; a trap for the minimum integer, whose magnitude does not fit).

/// The absolute value of `x`.
public func abs(_ x: Int) -> Int {
  return x < 0 ? -x : x
}

public func abs(_ x: Int8) -> Int8 {
  return x < 0 ? -x : x
}

public func abs(_ x: Int16) -> Int16 {
  return x < 0 ? -x : x
}

public func abs(_ x: Int32) -> Int32 {
  return x < 0 ? -x : x
}

public func abs(_ x: Int64) -> Int64 {
  return x < 0 ? -x : x
}

/// The magnitude of `x`: `abs(-0.0)` is `0.0`, `abs(-.infinity)` is `.infinity`.
public func abs(_ x: Double) -> Double {
  if x == 0 { return 0 }
  return x < 0 ? -x : x
}
