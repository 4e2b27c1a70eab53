// Constrained extensions of a generic type whose requirements name associated types
// of its parameter (TSPL's Generics chapter, with a sequence in place of a stack):
// in the members the requirements hold, and generic code that meets them calls them.
struct Shelf<Base: Sequence> {
  var items: Base
}
extension Shelf where Base.Element: Equatable {
  func contains(_ x: Base.Element) -> Bool {
    for y in items where y == x { return true }
    return false
  }
  var hasRepeats: Bool {
    var seen: [Base.Element] = []
    for y in items {
      for s in seen where s == y { return true }
      seen.append(y)
    }
    return false
  }
}
extension Shelf where Base.Element == Int {
  func total() -> Int {
    var s = 0
    for y in items { s += y }
    return s
  }
  var average: Double { return Double(total()) / Double(Array(items).count) }
}
extension Shelf where Base.Element: Comparable {
  func largest() -> Base.Element? {
    var best: Base.Element? = nil
    for y in items where best == nil || y > best! { best = y }
    return best
  }
}
extension Shelf where Base.Element: Sequence, Base.Element.Element == String {
  func sentence() -> String {
    var words: [String] = []
    for row in items { for w in row { words.append(w) } }
    return words.joined(separator: " ")
  }
}
let numbers = Shelf(items: [3, 9, 4, 9])
print(numbers.contains(4), numbers.contains(5), numbers.hasRepeats)
print(numbers.total(), numbers.average, numbers.largest()!)
print(Shelf(items: 1...4).total(), Shelf(items: Set([2, 5])).largest()!)
print(Shelf(items: ["pear", "fig"]).largest()!, Shelf(items: "hello").hasRepeats)
print(Shelf(items: [["a", "b"], ["c"]]).sentence())

func report<S: Sequence>(_ shelf: Shelf<S>) -> String where S.Element == Int {
  return "total \(shelf.total())"
}
func find<S: Sequence>(_ x: S.Element, in shelf: Shelf<S>) -> Bool where S.Element: Hashable {
  return shelf.contains(x)
}
print(report(numbers), report(Shelf(items: [1, 1])))
print(find("fig", in: Shelf(items: ["fig"])), find(2, in: numbers))

// A method's own where clause on them.
struct Bag<Base: Sequence> {
  var items: Base
  func has(_ x: Base.Element) -> Bool where Base.Element: Equatable {
    for y in items where y == x { return true }
    return false
  }
  func sum() -> Int where Base.Element == Int {
    var s = 0
    for y in items { s += y }
    return s
  }
}
print(Bag(items: [1, 2]).has(2), Bag(items: 1...3).sum(), Bag(items: "abc").has("d"))
