// Array's conformances to Equatable and Hashable, as Swift's standard library declares
// them (Array.swift): two arrays are equal when they have the same count and equal
// elements in order, and an array hashes its count, then its elements in order.

extension Array: Equatable where Element: Equatable {
  /// Whether two arrays have the same count and equal elements in order. Two arrays
  /// sharing one buffer are equal without comparing their elements (even if one is a
  /// NaN), as in Swift.
  public static func == (lhs: [Element], rhs: [Element]) -> Bool {
    let lhsCount = lhs.count
    if lhsCount != rhs.count {
      return false
    }
    if lhsCount == 0 || Builtin.identical(lhs, rhs) {
      return true
    }
    var index = 0
    while index < lhsCount {
      if lhs[index] != rhs[index] {
        return false
      }
      index += 1
    }
    return true
  }
}

extension Array: Hashable where Element: Hashable {
  /// Feeds the count and then each element, in order, to `hasher`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for element in self {
      hasher.combine(element)
    }
  }
}
