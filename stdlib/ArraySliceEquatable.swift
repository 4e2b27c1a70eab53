// An ArraySlice is Equatable where its elements are, as Swift's: two slices are equal
// when they have the same elements in the same order, whatever their indices
// (`[0, 1, 2][1...] == [1, 2]`, the literal a slice through `init(arrayLiteral:)`).

extension ArraySlice: Equatable where Element: Equatable {
  public static func == (lhs: ArraySlice<Element>, rhs: ArraySlice<Element>) -> Bool {
    if lhs.count != rhs.count {
      return false
    }
    var j = rhs.startIndex
    for i in lhs.startIndex..<lhs.endIndex {
      if lhs[i] != rhs[j] {
        return false
      }
      j += 1
    }
    return true
  }
}
