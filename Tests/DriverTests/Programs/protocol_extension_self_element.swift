// In a protocol extension, `Self.Element` (the element of a `for`-`in` over `self`) and
// `Element` (`self.first`'s type) are one type: The Swift Programming Language's
// `allEqual()`.
extension Collection where Element: Equatable {
  func allEqual() -> Bool {
    for element in self {
      if element != self.first { return false }
    }
    return true
  }
}
print([100, 100, 100].allEqual(), [100, 100, 200].allEqual(), "aaa".allEqual(), ["x", "y"].allEqual())
struct P: Equatable { var v: Int }
print([P(v: 1), P(v: 1)].allEqual())
func firstMatches<C: Collection>(_ c: C, _ x: C.Element) -> Bool where C.Element: Equatable { c.first == x }
print(firstMatches([1, 2], 1), firstMatches("ab", "b"))
