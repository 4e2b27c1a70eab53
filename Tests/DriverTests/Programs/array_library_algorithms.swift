// In extension Array, Array's built-in members named alone are self's (before a global
// of the same name), and a call picks the built-in method or the library's by its labels
// (contains(_:) and contains(where:)); the library's algorithms on several element types.
func count<T>(_ xs: [T]) -> Int { 42 }
extension Array {
  func size() -> Int { count }
  func twice() -> [Element] { var r = self; append2(&r); return r }
  func append2(_ r: inout [Element]) { r.append(contentsOf: self) }
  var firstTwo: [Element] { isEmpty ? [] : [first!, self[count > 1 ? 1 : 0]] }
}
extension Array where Element: Equatable {
  func has(_ x: Element) -> Bool { contains(x) || contains { $0 == x } }
}
print([1, 2, 3].size(), count([1]), [1, 2].twice(), [7, 8, 9].firstTwo, [1].has(1), ["a"].has("b"))
struct Item {
  var name: String
  var price: Double
}
let items = [Item(name: "pen", price: 1.5), Item(name: "book", price: 12), Item(name: "ink", price: 4)]
print(items.map { $0.name }, items.filter { $0.price > 2 }.count, items.reduce(0.0) { $0 + $1.price })
print(items.first { $0.price > 3 }?.name ?? "-", items.firstIndex { $0.name == "ink" } ?? -1)
print(items.allSatisfy { $0.price > 1 }, items.contains { $0.name.isEmpty })
print(["1", "two", "3"].compactMap { Int($0) }, [[1, 2], [], [3]].map { $0.count }.reduce(0, +))
items.forEach { print($0.name, terminator: " ") }
print()
let c = items.count > 2
let opts: [Int?] = [1, nil, 3]
print(c ? 1 : nil, opts.compactMap { $0 })
func total<S>(_ xs: [S], _ f: (S) -> Double) -> Double { xs.reduce(0.0) { $0 + f($1) } }
print(total(items) { $0.price }, total([1.0, 2.0]) { $0 * 2 })
