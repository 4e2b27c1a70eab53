// Inside an extension of a generic type, its own parameters: `Array(self)` in
// `extension Array` is an `[Element]` (the initializer's `Element` bound to the
// extension's own), and a constrained extension's requirement holds in its members'
// signatures (`-> Set<Element>` under `where Element: Hashable`), as swiftc has them.
extension Array {
  func viaTypeName() -> [Element] { [Element](self) }
  func viaAnnotation() -> [Element] { let x: [Element] = Array(self); return x }
  func viaReversed() -> [Element] { Array(self.reversed()) }
  func copy() -> [Element] { Array(self) }
}

extension Array where Element: Hashable {
  func unique() -> Set<Element> { Set(self) }
  func count(in s: Set<Element>) -> Int { filter { s.contains($0) }.count }
}

extension Set {
  func same() -> Set<Element> { Set(self) }
  func sortedByText() -> [Element] { Array(self).sorted { "\($0)" < "\($1)" } }
}

extension Dictionary {
  func keyArray() -> [Key] { Array(keys) }
}

struct Stack<Element> {
  var items: [Element]
  func reversedItems() -> [Element] { Array(items.reversed()) }
}

extension Stack where Element: Hashable {
  func distinct() -> Set<Element> { Set(items) }
}

let xs = [3, 1, 3, 2]
print(xs.viaTypeName(), xs.viaAnnotation(), xs.viaReversed(), xs.copy())
print(xs.unique().count, xs.count(in: [3, 2]))
print(Set([7]).same(), Set(["b", "a", "c"]).sortedByText())
print(["k": 1].keyArray())
let s = Stack(items: ["x", "y", "x"])
print(s.reversedItems(), s.distinct().count)
