// Sequence's algorithms with a closure, as Swift's standard library has them
// (Sequence.swift, SequenceAlgorithms.swift): written once, in `extension Sequence`,
// over `for`-`in` (the sequence's `makeIterator()` and `next()`), they are every
// sequence's:
// Array's, Set's, Dictionary's, the library's `Zip2Sequence` and `EnumeratedSequence`,
// a program's own. A type's own member of the same name hides one (Set's `filter` is a
// set, Dictionary's a dictionary, Array's `map` reserves the array's count). They are
// `rethrows`, as Swift's are: a call throws only when its closure can (`try
// names.map(parse)`); a non-throwing closure becomes a throwing one that never throws,
// and at -O, inlined, its error checks fold away.

extension Sequence {
  /// The results of `transform` on each element, in order.
  public func map<T>(_ transform: (Element) throws -> T) rethrows -> [T] {
    var result: [T] = []
    for element in self {
      result.append(try transform(element))
    }
    return result
  }

  /// The elements that satisfy `isIncluded`, in order.
  public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> [Element] {
    var result: [Element] = []
    for element in self {
      if try isIncluded(element) {
        result.append(element)
      }
    }
    return result
  }

  /// The non-nil results of `transform` on each element, in order.
  public func compactMap<ElementOfResult>(_ transform: (Element) throws -> ElementOfResult?) rethrows
    -> [ElementOfResult]
  {
    var result: [ElementOfResult] = []
    for element in self {
      if let value = try transform(element) {
        result.append(value)
      }
    }
    return result
  }

  /// `nextPartialResult` applied to `initialResult` and each element in turn.
  public func reduce<Result>(
    _ initialResult: Result, _ nextPartialResult: (_ partialResult: Result, Element) throws -> Result
  ) rethrows -> Result {
    var accumulator = initialResult
    for element in self {
      accumulator = try nextPartialResult(accumulator, element)
    }
    return accumulator
  }

  /// `initialResult` updated in place by `updateAccumulatingResult` with each element
  /// in turn (`words.reduce(into: [:]) { counts, w in counts[w, default: 0] += 1 }`).
  public func reduce<Result>(
    into initialResult: Result, _ updateAccumulatingResult: (_ partialResult: inout Result, Element) throws -> ()
  ) rethrows -> Result {
    var accumulator = initialResult
    for element in self {
      try updateAccumulatingResult(&accumulator, element)
    }
    return accumulator
  }

  /// Whether an element satisfies `predicate`.
  public func contains(where predicate: (Element) throws -> Bool) rethrows -> Bool {
    for element in self {
      if try predicate(element) {
        return true
      }
    }
    return false
  }

  /// Whether every element satisfies `predicate` (true for an empty sequence).
  public func allSatisfy(_ predicate: (Element) throws -> Bool) rethrows -> Bool {
    for element in self {
      if try !predicate(element) {
        return false
      }
    }
    return true
  }

  /// The first element that satisfies `predicate`, if any.
  public func first(where predicate: (Element) throws -> Bool) rethrows -> Element? {
    for element in self {
      if try predicate(element) {
        return element
      }
    }
    return nil
  }

  /// Calls `body` on each element, in order.
  public func forEach(_ body: (Element) throws -> Void) rethrows {
    for element in self {
      try body(element)
    }
  }

  /// The least element by `areInIncreasingOrder` (the first of equal ones), or nil
  /// when the sequence is empty.
  public func min(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> Element? {
    var result: Element? = nil
    for element in self {
      if let least = result {
        if try areInIncreasingOrder(element, least) {
          result = element
        }
      } else {
        result = element
      }
    }
    return result
  }

  /// The greatest element by `areInIncreasingOrder` (the first of equal ones), or nil
  /// when the sequence is empty.
  public func max(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> Element? {
    var result: Element? = nil
    for element in self {
      if let greatest = result {
        if try areInIncreasingOrder(greatest, element) {
          result = element
        }
      } else {
        result = element
      }
    }
    return result
  }
}
