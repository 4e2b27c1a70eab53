// Throwing and rethrowing generic initializers of structs (and of the library's
// extensions, as Dictionary(grouping:by:)), throwing initializers of a generic struct
// and of extensions of built-in types, and non-throwing function values passed
// where a throwing function type is wanted: a function, a generic function (`max`), an
// operator (`+`), a variable's or parameter's closure (which IRGen wraps in a closure
// that never throws; the wrapped context is released with it).
enum Failure: Error { case bad(Int) }

struct Total {
  var value: Int
  init<S: Sequence>(_ s: S, weight: (S.Element) throws -> Int) rethrows {
    value = 0
    for x in s { value += try weight(x) }
  }
  init<T>(parsing items: [T], _ f: (T) throws -> Int) throws {
    value = 0
    for item in items { value += try f(item) }
  }
}

func apply(_ a: Int, _ b: Int, _ f: (Int, Int) throws -> Int) rethrows -> Int { try f(a, b) }
func twice(_ x: Int) -> Int { x * 2 }
let double: (Int) -> Int = { $0 * 2 }
var offset = 10
func run(_ g: (Int) -> Int) -> Int { apply(3, 4) { g($0) + g($1) } + Total([1], weight: g).value }

class Tracked {
  let n: Int
  init(_ n: Int) { self.n = n }
  deinit { print("released", n) }
}
func adder() -> (Int) -> Int {
  let t = Tracked(5)
  return { $0 + t.n }
}

print(Total(1...3, weight: { $0 * 2 }).value, Total(["a", "bc"], weight: { $0.count }).value)
print(Total([1, 2], weight: twice).value, Total([1, 2], weight: double).value)
print(apply(3, 4, +), apply(3, 4, max), apply(3, 4, min), apply(3, 4, -), apply(3, 4, *))
print(run { $0 + offset })
do {
  var h = adder()
  print(Total([1, 2], weight: h).value)
  h = { $0 }
  print(Total([1, 2], weight: h).value)
}
do {
  print(try Total([1, 2, 3], weight: { x in if x == 2 { throw Failure.bad(x) }; return x }).value)
} catch {
  print("caught", error)
}
do {
  print(try Total(parsing: ["1", "22"], { $0.count }).value)
  print(try Total(parsing: [1, -1], { x in if x < 0 { throw Failure.bad(x) }; return x }).value)
} catch {
  print("caught", error)
}

// A generic struct's throwing initializers, generic or not, delegating too; extensions
// of built-in types.
struct Bag<T> {
  var items: [T]
  init<S: Sequence>(_ s: S) throws where S.Element == T {
    items = Array(s)
    if items.isEmpty { throw Failure.bad(0) }
  }
  init(one: T) throws { try self.init([one]) }
}
extension Dictionary where Key == String {
  init(checked pairs: [(String, Value)]) throws {
    self = [:]
    for (k, v) in pairs {
      if self[k] != nil { throw Failure.bad(pairs.count) }
      self[k] = v
    }
  }
  init<S: Sequence>(keys: S, value: Value) throws where S.Element == String {
    try self.init(checked: keys.map { ($0, value) })
  }
}
extension Array {
  init(maybe x: Element, ok: Bool) throws {
    if !ok { throw Failure.bad(-1) }
    self = [x]
  }
}
do {
  print(try Bag(1...3).items, try Bag(one: "s").items)
  print(try Dictionary(keys: ["x", "y"], value: 0).count, try Array(maybe: 3, ok: true))
  _ = try Bag([Int]())
} catch {
  print("caught", error)
}
do { _ = try Dictionary(keys: ["x", "x"], value: 0) } catch { print("caught", error) }
do { _ = try Array(maybe: 1, ok: false) } catch { print("caught", error) }
