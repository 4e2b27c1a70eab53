// Array's `map`, as Swift's Collection.map: it reserves the array's count before
// appending, and hides Sequence's (SequenceAlgorithms.swift, where `filter`, `reduce`
// and `compactMap` are every sequence's); `rethrows`, as Swift's is.

extension Array {
  /// The results of `transform` on each element, in order.
  public func map<T>(_ transform: (Element) throws -> T) rethrows -> [T] {
    var result: [T] = []
    result.reserveCapacity(count)
    for element in self {
      result.append(try transform(element))
    }
    return result
  }
}
