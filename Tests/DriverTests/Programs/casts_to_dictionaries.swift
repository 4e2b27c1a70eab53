// Casts to a dictionary of other key or value types, entry by entry as Swift's runtime
// does: from a dictionary (`info as? [String: Int]` with `info: [String: Any]`), from an
// `Any` holding one, nested in arrays and dictionaries, and in `case let d as [K: V]`.
protocol P { func name() -> String }
struct S: P { var v: Int; func name() -> String { "S\(v)" } }
let info: [String: Any] = ["a": 1, "b": 2]
if let d = info as? [String: Int] { print(d.sorted { $0.key < $1.key }) }
let mixed: [String: Any] = ["a": 1, "b": "x"]
print(mixed as? [String: Int] as Any)
print(info is [String: Int], mixed is [String: Int])
let forced = info as! [String: Int]
print(forced["a"] as Any)
let anyDict: Any = info
if let d = anyDict as? [String: Int] { print(d.sorted { $0.key < $1.key }) }
print(anyDict is [String: String])
let direct: Any = ["k": 1]
print(direct as? [String: Int] as Any)
let ps: [Int: any P] = [1: S(v: 1)]
print((ps as? [Int: S])?[1]?.v as Any)
let lists: [String: Any] = ["x": [1, 2] as [Any]]
print(lists as? [String: [Int]] as Any)
let arrOfDicts: [Any] = [["a": 1] as [String: Any]]
print(arrOfDicts as? [[String: Int]] as Any)
switch anyDict {
case let d as [String: Int]: print("case", d.count)
default: print("default")
}
let e: [String: Any] = [:]
print(e as? [String: Int] as Any)
