// Sorting, as Swift's standard library has it (Sort.swift, MutableCollection.swift,
// RandomAccessCollection.swift): `sorted()` and `sorted(by:)` of every Sequence,
// `sort()` and `sort(by:)` of every MutableCollection that is a RandomAccessCollection
// (Array). Swift 5's sort is stable, so any stable sort gives the same order as Swift's
// for any strict weak ordering; this one is a merge sort as Swift's is: insertion sort of
// short runs, then bottom-up merges of neighbouring runs through a scratch array holding
// the left run. It works on the collection in place, through its subscript and indices,
// so an array is sorted in its own buffer (made unique first: `var b = a; b.sort()`
// leaves `a` alone) and, specialized for `[Int]` at -O, it is loops over the buffer with
// the comparator inlined. Swift's take throwing comparators (`rethrows`); these take
// non-throwing ones, as the other algorithms over closures do (SequenceAlgorithms.swift).

/// A collection whose elements can be replaced through its subscript.
public protocol MutableCollection: Collection {
  /// The element at `position`, which must be a valid index other than `endIndex`.
  subscript(position: Index) -> Element { get set }
}

/// A bidirectional collection whose indices can move any distance at once; Swift's
/// requires that of its `index(_:offsetBy:)` and `distance(from:to:)`, which the
/// subset's Collection does not declare yet, so here it only marks the collection.
public protocol RandomAccessCollection: BidirectionalCollection {}

extension Array: MutableCollection, RandomAccessCollection {}

extension Sequence {
  /// The elements, ordered by `areInIncreasingOrder` (equal elements keep their order).
  public func sorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element] {
    var result: [Element] = []
    for element in self {
      result.append(element)
    }
    result.sort(by: areInIncreasingOrder)
    return result
  }
}

extension Sequence where Element: Comparable {
  /// The elements in increasing order (equal elements keep their order).
  public func sorted() -> [Element] {
    return sorted(by: <)
  }
}

extension MutableCollection where Self: RandomAccessCollection, Element: Comparable {
  /// Sorts the collection in place, in increasing order.
  public mutating func sort() {
    sort(by: <)
  }
}

extension MutableCollection where Self: RandomAccessCollection {
  /// Sorts the collection in place by `areInIncreasingOrder`, which must be a strict
  /// weak ordering; equal elements keep their order.
  public mutating func sort(by areInIncreasingOrder: (Element, Element) -> Bool) {
    // Runs of `_minimumRunLength` elements, each sorted by insertion.
    var runStart = startIndex
    var runCount = 0
    while runStart != endIndex {
      let runEnd = _index(runStart, advancedBy: _minimumRunLength)
      _insertionSort(from: runStart, to: runEnd, by: areInIncreasingOrder)
      runStart = runEnd
      runCount += 1
    }
    if runCount < 2 { return }
    // Then neighbouring runs merged, their length doubling at each pass.
    var buffer: [Element] = []
    var width = _minimumRunLength
    while runCount > 1 {
      var low = startIndex
      runCount = 0
      while low != endIndex {
        let middle = _index(low, advancedBy: width)
        let high = _index(middle, advancedBy: width)
        if middle != endIndex {
          _merge(low, middle, high, buffer: &buffer, by: areInIncreasingOrder)
        }
        low = high
        runCount += 1
      }
      width = width * 2
    }
  }

  /// The length of the runs sorted by insertion before merging.
  internal var _minimumRunLength: Int { 16 }

  /// The index `distance` positions after `i`, or `endIndex` if that is nearer.
  internal func _index(_ i: Index, advancedBy distance: Int) -> Index {
    var result = i
    var steps = 0
    while steps < distance && result != endIndex {
      result = index(after: result)
      steps += 1
    }
    return result
  }

  /// Sorts the elements in `start ..< end` by insertion, each element moved before the
  /// greater ones before it, after the equal ones.
  internal mutating func _insertionSort(
    from start: Index, to end: Index, by areInIncreasingOrder: (Element, Element) -> Bool
  ) {
    if start == end { return }
    var i = index(after: start)
    while i != end {
      let element = self[i]
      var j = i
      while j != start {
        let before = index(before: j)
        let other = self[before]
        if !areInIncreasingOrder(element, other) { break }
        self[j] = other
        j = before
      }
      self[j] = element
      i = index(after: i)
    }
  }

  /// Merges the sorted runs `low ..< middle` and `middle ..< high` into one, taking the
  /// left run's element of two equal ones (stable). The left run is copied into the start
  /// of `buffer` first, and the merge writes from `low` on, never past the right run's
  /// next element.
  internal mutating func _merge(
    _ low: Index, _ middle: Index, _ high: Index, buffer: inout [Element],
    by areInIncreasingOrder: (Element, Element) -> Bool
  ) {
    // Already in order: the left run's last element is not after the right run's first.
    if !areInIncreasingOrder(self[middle], self[index(before: middle)]) { return }
    var leftEnd = 0
    var i = low
    while i != middle {
      // The buffer keeps its elements from merge to merge, overwritten, so that it is
      // allocated as it grows and not at each merge.
      if leftEnd < buffer.count {
        buffer[leftEnd] = self[i]
      } else {
        buffer.append(self[i])
      }
      leftEnd += 1
      i = index(after: i)
    }
    var left = 0
    var right = middle
    var destination = low
    while left != leftEnd && right != high {
      let element = self[right]
      if areInIncreasingOrder(element, buffer[left]) {
        self[destination] = element
        right = index(after: right)
      } else {
        self[destination] = buffer[left]
        left += 1
      }
      destination = index(after: destination)
    }
    while left != leftEnd {
      self[destination] = buffer[left]
      left += 1
      destination = index(after: destination)
    }
  }
}
