// Array's library subscript witnesses a protocol's settable subscript requirement and
// Collection's: generic code specialized for an array reads through its getter and
// writes through its addressor.
protocol Container {
  associatedtype Item
  subscript(i: Int) -> Item { get set }
  var count: Int { get }
}
extension Array: Container {}
func doubleAll<C: Container>(_ c: inout C) where C.Item == Int {
  for i in 0..<c.count { c[i] *= 2 }
}
func firstOf<C: Collection>(_ c: C) -> C.Element { c[c.startIndex] }
var xs = [1, 2, 3]
doubleAll(&xs)
print(xs, firstOf(xs), firstOf(["a", "b"]), firstOf("hey"))
var grid = [[1], [2]]
func setTop<C: Container>(_ c: inout C, _ v: C.Item) { c[0] = v }
setTop(&grid, [9, 9])
print(grid)
