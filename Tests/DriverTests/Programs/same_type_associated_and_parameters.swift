// Same-type requirements between associated types and generic parameters, and on the
// associated types of generic conforming types.
protocol Store {
  associatedtype Key: Equatable
  associatedtype Value
  func key(at i: Int) -> Key
  func value(at i: Int) -> Value
  var size: Int { get }
}

extension Store where Key == Value {
  // Key and Value are one type here: a key compares with a value.
  func matches() -> Int {
    var n = 0
    for i in 0..<size where key(at: i) == value(at: i) { n += 1 }
    return n
  }
}

extension Store where Value == Int {
  func sum() -> Int {
    var s = 0
    for i in 0..<size { s += value(at: i) }
    return s
  }
  func largest() -> Int {
    var best = self.value(at: 0)
    for i in 0..<size where value(at: i) > best { best = value(at: i) }
    return best
  }
}

struct Table<K: Equatable, V>: Store {
  var keys: [K]
  var values: [V]
  func key(at i: Int) -> K { return keys[i] }
  func value(at i: Int) -> V { return values[i] }
  var size: Int { return keys.count }
}

struct Words: Store {
  func key(at i: Int) -> String { return ["a", "b", "c"][i] }
  func value(at i: Int) -> String { return ["a", "x", "c"][i] }
  var size: Int { return 3 }
}

func find<S: Store, T>(_ s: S, _ x: T) -> Int? where T == S.Key {
  for i in 0..<s.size where s.key(at: i) == x { return i }
  return nil
}

func lookup<S: Store, T>(_ s: S, _ k: T) -> S.Value? where S.Key == T {
  if let i = find(s, k) { return s.value(at: i) }
  return nil
}

let t = Table(keys: [1, 2, 3], values: [1, 5, 3])
print(t.matches(), t.sum(), t.largest())
print(Words().matches())
print(find(t, 2) ?? -1, find(Words(), "c") ?? -1, find(Words(), "z") ?? -1)
print(lookup(t, 3) ?? 0, lookup(Words(), "b") ?? "none")
let names = Table(keys: ["x", "y"], values: [2.5, 4.0])
print(names.size, lookup(names, "y") ?? 0.0)
let same = Table(keys: ["p", "q"], values: ["p", "r"])
print(same.matches())
