// Dictionary subscripts on storage with observers or accessors: a mutation through `set`,
// either addressor reads the storage, mutates the table and writes it back, so the
// observers and setters run once per mutation, as in swiftc.
final class Model {
  var table: [String: [Int]] = [:] {
    didSet { print("didSet", table.count) }
  }
}
let m = Model()
m.table["a"] = [1]
m.table["a"]?.append(2)
m.table["c", default: []].append(3)
print(m.table.sorted { $0.key < $1.key })
var global: [String: Int] = ["x": 1] {
  willSet { print("willSet", newValue.count) }
}
global["x"]! += 1
global["y", default: 0] += 5
print(global.sorted { $0.key < $1.key })
struct S { var d: [Int: String] = [:]; var computed: [Int: String] { get { d } set { print("set computed"); d = newValue } } }
var s = S()
s.computed[1] = "one"
s.computed[1]? += "!"
s.computed[2, default: "two"] += "?"
print(s.d.sorted { $0.key < $1.key })
let kp = \[String: [Int]].["a"]?.count
print(["a": [1, 2]][keyPath: kp] as Any)
