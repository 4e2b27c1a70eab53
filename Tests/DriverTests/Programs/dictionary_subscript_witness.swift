// Dictionary's library subscripts are the witnesses of a protocol's subscript
// requirements (`Key` and `Value` inferred from them), read and written through in
// generic code specialized for a dictionary.

protocol Store {
  associatedtype Key: Hashable
  associatedtype Value
  subscript(key: Key) -> Value? { get set }
  subscript(key: Key, default defaultValue: @autoclosure () -> Value) -> Value { get set }
}

extension Dictionary: Store {}

func fallback<T>(_ v: T) -> T {
  print("fallback")
  return v
}

func fill<S: Store>(_ s: inout S, _ k: S.Key, _ v: S.Value, missing m: S.Key) {
  s[k] = v
  print(s[k] as Any, s[m] as Any, s[m, default: fallback(v)], s[k, default: fallback(v)])
  s[m, default: fallback(v)] = v
  print(s[m] as Any)
  s[k] = nil
  print(s[k] as Any)
}

var d = ["a": 1]
fill(&d, "z", 5, missing: "q")
print(d.sorted { $0.key < $1.key })

// A program's subscript with an `@autoclosure` index, as the library's `default:` has.
struct Settings {
  var values: [String: Int] = [:]
  subscript(name: String, or fallback: @autoclosure () -> Int) -> Int { values[name] ?? fallback() }
}
let settings = Settings(values: ["width": 80])
print(settings["width", or: fallback(10)], settings["height", or: fallback(24)])
