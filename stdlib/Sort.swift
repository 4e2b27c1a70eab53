// Sorting, as Swift's standard library has it (Sort.swift, MutableCollection.swift,
// RandomAccessCollection.swift): `sorted()` and `sorted(by:)` of every Sequence,
// `sort()` and `sort(by:)` of every MutableCollection that is a RandomAccessCollection
// (Array, ArraySlice). Swift 5's sort is stable, so any stable sort gives the same order
// as Swift's for any strict weak ordering; this one is a merge sort as Swift's is:
// insertion sort of short runs, then bottom-up merges of neighbouring runs, from the
// collection into a scratch array and back. It works on the collection in place, through
// its subscript and indices, so an array is sorted in its own buffer (made unique first:
// `var b = a; b.sort()` leaves `a` alone) and, specialized for `[Int]` at -O, it is loops
// over the buffers with the comparator inlined. They are `rethrows`, as Swift's are
// (SequenceAlgorithms.swift); a comparator that throws leaves the elements in some
// order, none lost, as Swift promises.

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
  public func sorted(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> [Element] {
    var result: [Element] = []
    for element in self {
      result.append(element)
    }
    try result.sort(by: areInIncreasingOrder)
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
  public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
    // Runs of 16 elements, each sorted by insertion.
    let runLength = 16
    let n = count
    var runStart = startIndex
    while runStart != endIndex {
      let runEnd = _index(runStart, offsetBy: runLength, limitedBy: endIndex)
      try _insertionSort(from: runStart, to: runEnd, by: areInIncreasingOrder)
      runStart = runEnd
    }
    if n <= runLength { return }
    // Then neighbouring runs merged, their length doubling at each pass, from the
    // collection into a scratch array of the same length and back: each pass moves
    // each element once.
    var buffer: [Element] = []
    buffer.reserveCapacity(n)
    for element in self {
      buffer.append(element)
    }
    var width = runLength
    var isInBuffer = false
    while width < n {
      if isInBuffer {
        try _mergeRuns(of: buffer, count: n, width: width, by: areInIncreasingOrder)
      } else {
        try _mergeRuns(width: width, into: &buffer, by: areInIncreasingOrder)
      }
      isInBuffer = !isInBuffer
      width = width * 2
    }
    if isInBuffer {
      var destination = startIndex
      for element in buffer {
        self[destination] = element
        destination = index(after: destination)
      }
    }
  }

  /// Sorts the elements in `start ..< end` by insertion, each element moved before the
  /// greater ones before it, after the equal ones.
  internal mutating func _insertionSort(
    from start: Index, to end: Index, by areInIncreasingOrder: (Element, Element) throws -> Bool
  ) rethrows {
    if start == end { return }
    var i = index(after: start)
    while i != end {
      // Where the element goes, found before anything moves (a comparator that throws
      // leaves the collection as it was), then the elements after it moved up by one.
      let element = self[i]
      var j = i
      while j != start {
        let before = index(before: j)
        if try !areInIncreasingOrder(element, self[before]) { break }
        j = before
      }
      var k = i
      while k != j {
        let before = index(before: k)
        self[k] = self[before]
        k = before
      }
      self[j] = element
      i = index(after: i)
    }
  }

  /// Merges each pair of neighbouring sorted runs of `width` elements of the collection
  /// into one run of `buffer`, at the same offsets, taking the left run's element of two
  /// equal ones (stable).
  internal func _mergeRuns(
    width: Int, into buffer: inout [Element], by areInIncreasingOrder: (Element, Element) throws -> Bool
  ) rethrows {
    var low = startIndex
    var k = 0
    while low != endIndex {
      let middle = _index(low, offsetBy: width, limitedBy: endIndex)
      let high = _index(middle, offsetBy: width, limitedBy: endIndex)
      var i = low
      var j = middle
      while i != middle && j != high {
        let left = self[i]
        let right = self[j]
        if try areInIncreasingOrder(right, left) {
          buffer[k] = right
          j = index(after: j)
        } else {
          buffer[k] = left
          i = index(after: i)
        }
        k += 1
      }
      while i != middle {
        buffer[k] = self[i]
        i = index(after: i)
        k += 1
      }
      while j != high {
        buffer[k] = self[j]
        j = index(after: j)
        k += 1
      }
      low = high
    }
  }

  /// Merges each pair of neighbouring sorted runs of `width` elements of `buffer`'s
  /// `count` elements into one run of the collection, at the same offsets, taking the
  /// left run's element of two equal ones (stable).
  internal mutating func _mergeRuns(
    of buffer: [Element], count: Int, width: Int, by areInIncreasingOrder: (Element, Element) throws -> Bool
  ) rethrows {
    // (A comparator that throws leaves the collection with `buffer`'s elements, all of
    // them, as the last pass left them.)
    var isMerged = false
    defer {
      if !isMerged {
        var position = startIndex
        for element in buffer {
          self[position] = element
          position = index(after: position)
        }
      }
    }
    var destination = startIndex
    var low = 0
    while low < count {
      let middle = count - low > width ? low + width : count
      let high = count - middle > width ? middle + width : count
      var i = low
      var j = middle
      while i < middle && j < high {
        let left = buffer[i]
        let right = buffer[j]
        if try areInIncreasingOrder(right, left) {
          self[destination] = right
          j += 1
        } else {
          self[destination] = left
          i += 1
        }
        destination = index(after: destination)
      }
      while i < middle {
        self[destination] = buffer[i]
        i += 1
        destination = index(after: destination)
      }
      while j < high {
        self[destination] = buffer[j]
        j += 1
        destination = index(after: destination)
      }
      low = high
    }
    isMerged = true
  }
}
