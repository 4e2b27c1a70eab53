// Array's range subscripts, as Swift's Array.swift and MutableCollection have them:
// `a[1..<3]`, `a[0...1]`, `a[1...]`, `a[..<2]`, `a[...1]` read an `ArraySlice` (stdlib/
// ArraySlice.swift), a view of those elements with the array's indices, and set one:
// `a[1..<3] = [9]` (the literal an `ArraySlice`), `a[0...1] = a[2...3]`, `a[1...].sort()`
// (the slice read, sorted, written back) replace those elements with the slice's. Swift
// declares `subscript(bounds: Range<Int>)` and one generic subscript of any
// `RangeExpression` whose `Bound` is the index; the subset has no `RangeExpression`
// protocol (its `Range` and `ClosedRange` of Int are built in), so each range type has
// its own overload here, each the `Range` Swift's `relative(to:)` makes of it, whose
// `..<` traps first when its bounds are out of order (`a[5...]` of three elements).

extension Array {
  /// The elements at the positions in `bounds`, each bound checked as Swift's
  /// `_checkIndex(_:)` checks it. Setting it replaces them with the slice's elements
  /// (as many as it has), over the runtime's replace-subrange, which checks the bounds
  /// the same way.
  public subscript(bounds: Range<Int>) -> ArraySlice<Element> {
    get {
      _checkBound(bounds.lowerBound)
      _checkBound(bounds.upperBound)
      return ArraySlice(_base: self, _startIndex: bounds.lowerBound, _endIndex: bounds.upperBound)
    }
    set {
      Builtin.arrayReplaceSubrange(&self, bounds.lowerBound, bounds.upperBound, newValue._base, newValue.startIndex,
                                   newValue.endIndex)
    }
  }

  /// `a[lower...upper]`: the elements from `lower` through `upper`.
  public subscript(bounds: ClosedRange<Int>) -> ArraySlice<Element> {
    get { return self[bounds.lowerBound..<bounds.upperBound + 1] }
    set { self[bounds.lowerBound..<bounds.upperBound + 1] = newValue }
  }

  /// `a[lower...]`: the elements from `lower` on.
  public subscript(bounds: PartialRangeFrom<Int>) -> ArraySlice<Element> {
    get { return self[bounds.lowerBound..<count] }
    set { self[bounds.lowerBound..<count] = newValue }
  }

  /// `a[..<upper]`: the elements before `upper`.
  public subscript(bounds: PartialRangeUpTo<Int>) -> ArraySlice<Element> {
    get { return self[0..<bounds.upperBound] }
    set { self[0..<bounds.upperBound] = newValue }
  }

  /// `a[...upper]`: the elements up to and including `upper`.
  public subscript(bounds: PartialRangeThrough<Int>) -> ArraySlice<Element> {
    get { return self[0..<bounds.upperBound + 1] }
    set { self[0..<bounds.upperBound + 1] = newValue }
  }

  /// Swift's `Array._checkIndex(_:)`: a bound of a range subscript is in `0...count`,
  /// reported as swiftc's library reports it.
  public func _checkBound(_ index: Int) {
    if index > count {
      Builtin.libraryPreconditionFailure("Array index is out of range", "Swift/Array.swift", 430)
    }
    if index < 0 {
      Builtin.libraryPreconditionFailure("Negative Array index is out of range", "Swift/Array.swift", 431)
    }
  }
}

// A slice's, as Swift's ArraySlice.swift has them: a slice of the same array, with its
// indices (`a[2...][3...]`); setting one replaces those elements of the slice, which
// grows or shrinks by the difference.
extension ArraySlice {
  /// The elements at the positions in `bounds`, which must be within the slice's.
  public subscript(bounds: Range<Int>) -> ArraySlice<Element> {
    get {
      _checkBound(bounds.lowerBound)
      _checkBound(bounds.upperBound)
      return ArraySlice(_base: _base, _startIndex: bounds.lowerBound, _endIndex: bounds.upperBound)
    }
    set {
      _checkBound(bounds.lowerBound)
      _checkBound(bounds.upperBound)
      Builtin.arrayReplaceSubrange(&_base, bounds.lowerBound, bounds.upperBound, newValue._base, newValue.startIndex,
                                   newValue.endIndex)
      _endIndex += newValue.count - (bounds.upperBound - bounds.lowerBound)
    }
  }

  /// `s[lower...upper]`: the elements from `lower` through `upper`.
  public subscript(bounds: ClosedRange<Int>) -> ArraySlice<Element> {
    get { return self[bounds.lowerBound..<bounds.upperBound + 1] }
    set { self[bounds.lowerBound..<bounds.upperBound + 1] = newValue }
  }

  /// `s[lower...]`: the elements from `lower` on.
  public subscript(bounds: PartialRangeFrom<Int>) -> ArraySlice<Element> {
    get { return self[bounds.lowerBound..<endIndex] }
    set { self[bounds.lowerBound..<endIndex] = newValue }
  }

  /// `s[..<upper]`: the elements before `upper`.
  public subscript(bounds: PartialRangeUpTo<Int>) -> ArraySlice<Element> {
    get { return self[startIndex..<bounds.upperBound] }
    set { self[startIndex..<bounds.upperBound] = newValue }
  }

  /// `s[...upper]`: the elements up to and including `upper`.
  public subscript(bounds: PartialRangeThrough<Int>) -> ArraySlice<Element> {
    get { return self[startIndex..<bounds.upperBound + 1] }
    set { self[startIndex..<bounds.upperBound + 1] = newValue }
  }

  /// Swift's `ArraySlice._checkIndex(_:)`: a bound of a range subscript is in
  /// `startIndex...endIndex`.
  public func _checkBound(_ index: Int) {
    if index > endIndex {
      Builtin.libraryPreconditionFailure("ArraySlice index is out of range", "Swift/ArraySlice.swift", 216)
    }
    if index < startIndex {
      Builtin.libraryPreconditionFailure("ArraySlice index is out of range (before startIndex)", "Swift/ArraySlice.swift", 217)
    }
  }
}
