// Collection (module Swift, stdlib/Collection.swift): generic functions over
// `C: Collection` and `some Collection` results, with Array and String.
func firstAndLast<C: Collection>(_ c: C) -> (C.Element, C.Element)? {
  if c.isEmpty { return nil }
  var last = c.startIndex
  var i = c.startIndex
  while i != c.endIndex {
    last = i
    i = c.index(after: i)
  }
  return (c[c.startIndex], c[last])
}
func describe<C: Collection>(_ c: C) -> String {
  var parts: [String] = []
  var i = c.startIndex
  while i != c.endIndex {
    parts.append("\(c[i])")
    i = c.index(after: i)
  }
  return "\(c.count): " + parts.joined(separator: "|")
}
func repeated<T>(_ x: T, _ n: Int) -> some Collection {
  return Array<T>(repeating: x, count: n)
}
func letters() -> some Collection { "abc" }

print(firstAndLast([3, 1, 4]) as Any, firstAndLast("héllo") as Any)
print(firstAndLast([Int]()) as Any, firstAndLast("") as Any)
print(describe(["x", "y"]), describe("añb"), describe([[1], [2, 3]]))
let r = repeated("ab", 3)
print(r.count, r.isEmpty, r[r.startIndex], type(of: r[r.startIndex]))
let l = letters()
print(l.count, l[l.index(after: l.startIndex)], type(of: l[l.startIndex]))
print(repeated(1.5, 0).isEmpty)
struct Countdown: Collection {
  var from: Int
  var startIndex: Int { 0 }
  var endIndex: Int { from }
  var count: Int { from }
  var isEmpty: Bool { from == 0 }
  subscript(position: Int) -> Int { from - position }
  func index(after i: Int) -> Int { i + 1 }
}
print(describe(Countdown(from: 3)), firstAndLast(Countdown(from: 0)) as Any)
