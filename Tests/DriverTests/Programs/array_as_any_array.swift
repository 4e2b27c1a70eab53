// `[T]` as `[Any]`: each element boxed in a new array (the original unchanged).
struct Point { var x: Int; var y: Int }
class Tag {
  let name: String
  init(_ name: String) { self.name = name }
  deinit { print("tag gone", name) }
}
func describeAll(_ items: [Any]) {
  for item in items {
    if let i = item as? Int { print("int", i) }
    else if let s = item as? String { print("string", s) }
    else if let p = item as? Point { print("point", p.x, p.y) }
    else if let t = item as? Tag { print("tag", t.name) }
    else { print("other", item) }
  }
}
func erase<T>(_ xs: [T]) -> [Any] { return xs as [Any] }
let ints = [1, 2, 3]
let anys = ints as [Any]
print(anys.count, ints)
describeAll(ints)
describeAll(["a", "b"])
describeAll([Point(x: 1, y: 2)])
var tags = [Tag("t1"), Tag("t2")]
describeAll(erase(tags))
tags.removeAll()
print("after tags")
let nested: [Any] = erase([[1, 2], [3]])
print(nested.count)
describeAll(erase([2.5, 3.5]))
print(erase([Int]()).isEmpty)
