// Array's `map`, as Swift's Collection.map: it reserves the array's count before
// appending, and hides Sequence's (SequenceAlgorithms.swift, where `filter`, `reduce`
// and `compactMap` are every sequence's). Swift's is `rethrows`; this takes a
// non-throwing closure (as SequenceAlgorithms.swift).

extension Array {
  /// The results of `transform` on each element, in order.
  public func map<T>(_ transform: (Element) -> T) -> [T] {
    var result: [T] = []
    result.reserveCapacity(count)
    for element in self {
      result.append(transform(element))
    }
    return result
  }
}
