// Array's transforms with a closure, as Swift's standard library has them
// (Sequence.swift, SequenceAlgorithms.swift): each makes a new value from the elements
// in order, over the members that stay built in (`for`-`in`, `append`). Swift declares
// them on `Sequence`, and `rethrows`; here they are on `Array`, specialized for each
// element type and result type, and take non-throwing closures (as ArraySearch.swift).

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

  /// The elements that satisfy `isIncluded`, in order.
  public func filter(_ isIncluded: (Element) -> Bool) -> [Element] {
    var result: [Element] = []
    for element in self {
      if isIncluded(element) {
        result.append(element)
      }
    }
    return result
  }

  /// `nextPartialResult` applied to `initialResult` and each element in turn.
  public func reduce<Result>(
    _ initialResult: Result, _ nextPartialResult: (_ partialResult: Result, Element) -> Result
  ) -> Result {
    var accumulator = initialResult
    for element in self {
      accumulator = nextPartialResult(accumulator, element)
    }
    return accumulator
  }

  /// The non-nil results of `transform` on each element, in order.
  public func compactMap<ElementOfResult>(_ transform: (Element) -> ElementOfResult?)
    -> [ElementOfResult]
  {
    var result: [ElementOfResult] = []
    for element in self {
      if let value = transform(element) {
        result.append(value)
      }
    }
    return result
  }
}
