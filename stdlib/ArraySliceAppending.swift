// Appending to an ArraySlice, as Swift's RangeReplaceableCollection conformance of
// ArraySlice does: the new elements follow the slice's last one and take the next
// indices (`a[1..<3]` appended to ends at index 4), in the slice's own copy of the array,
// not in the array it was made from. (Array's `append(contentsOf:)` takes an array here,
// so this one does too.)

extension ArraySlice {
  /// Adds `newElement` after the last element.
  public mutating func append(_ newElement: Element) {
    _base.insert(newElement, at: _endIndex)
    _endIndex += 1
  }

  /// Adds the elements of `newElements`, in order, after the last element.
  public mutating func append(contentsOf newElements: [Element]) {
    for element in newElements {
      append(element)
    }
  }
}

extension ArraySlice {
  /// Appends the elements of `rhs` to `lhs` (`a[1..<3] += [9]` appends to the slice, then
  /// sets it back into the array).
  public static func += (lhs: inout ArraySlice<Element>, rhs: [Element]) {
    lhs.append(contentsOf: rhs)
  }
}
