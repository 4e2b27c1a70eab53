// A generic subscript requirement in a protocol without associated types (so one with
// witness tables, which hold no slot for it): witnessed by a struct's and a class's
// generic subscripts, used on the types and through generic parameters, beside a
// non-generic requirement used on protocol values.
protocol Lookup {
  subscript<K: CustomStringConvertible>(key: K) -> String { get }
  func size() -> Int
}

struct Table: Lookup {
  var prefix: String
  subscript<K: CustomStringConvertible>(key: K) -> String { return prefix + key.description }
  func size() -> Int { return prefix.count }
}

class Registry: Lookup {
  var entries: [String: String] = ["a": "apple", "b": "banana"]
  subscript<Key: CustomStringConvertible>(key: Key) -> String { return entries[key.description] ?? "?" }
  func size() -> Int { return entries.count }
}

final class Cached: Registry {}

struct Name: CustomStringConvertible {
  var text: String
  var description: String { return text }
}

func find<L: Lookup>(_ l: L, _ k: Name) -> String {
  return l[k] + "/" + l[Name(text: "b")]
}

let t = Table(prefix: "t:")
print(t[Name(text: "x")], find(t, Name(text: "y")))
let r = Registry()
print(r[Name(text: "a")], find(r, Name(text: "a")), find(Cached(), Name(text: "z")))
let all: [any Lookup] = [t, r, Cached()]
print(all.map { $0.size() })
