// Array's conformances to Equatable and Hashable, as Swift's standard library declares
// them (Array.swift): two arrays are equal when they have the same count and equal
// elements in order, and an array hashes its count, then its elements in order.

extension Array: Hashable where Element: Hashable {
  /// Feeds the count and then each element, in order, to `hasher`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for element in self {
      hasher.combine(element)
    }
  }
}
