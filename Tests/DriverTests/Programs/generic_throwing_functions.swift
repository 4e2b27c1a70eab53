// Throwing and rethrowing generic code: free functions, members of a generic struct
// and of extension Array, specialized per type; the error reaches the caller's catch
// and the values alive at the throw are released.
enum Failure: Error {
  case tooBig(Int)
  case named(String)
}
func checkSmall(_ x: Int) throws -> Bool {
  if x > 5 { throw Failure.tooBig(x) }
  return x == 3
}
func firstMatch<T>(_ xs: [T], _ p: (T) throws -> Bool) rethrows -> T? {
  for x in xs where try p(x) { return x }
  return nil
}
func require<T: Equatable>(_ a: T, equals b: T, or message: String) throws -> T {
  if a != b { throw Failure.named(message) }
  return a
}
struct Box<T> {
  var items: [T]
  func each(_ body: (T) throws -> Void) rethrows {
    for x in items { try body(x) }
  }
  mutating func add(_ x: T, unless bad: (T) throws -> Bool) throws {
    if try bad(x) { throw Failure.named("refused") }
    items.append(x)
  }
}
extension Array {
  func mapOrFail<U>(_ f: (Element) throws -> U) rethrows -> [U] {
    var out: [U] = []
    for e in self { out.append(try f(e)) }
    return out
  }
}
print(firstMatch([1, 3, 4], { $0 > 2 }) ?? 0)
do {
  print(try firstMatch([1, 3, 9], checkSmall) ?? 0)
  print(try firstMatch([1, 9, 3], checkSmall) ?? 0)
} catch Failure.tooBig(let n) {
  print("too big:", n)
} catch {
  print("other", error)
}
do {
  print(try require("a", equals: "a", or: "x"))
  print(try require(["p", "q"].count, equals: 3, or: "count differs"))
} catch {
  print(error)
}
var box = Box(items: ["one"])
do {
  try box.add("two") { $0.isEmpty }
  try box.add("") { $0.isEmpty }
} catch {
  print("add:", error)
}
box.each { print($0) }
do {
  try box.each { if $0 == "two" { throw Failure.named($0 + "!") } else { print("saw", $0) } }
} catch {
  print("each:", error)
}
print(["1", "22"].mapOrFail { $0.count })
do {
  print(try [1, 2, 7].mapOrFail { try checkSmall($0) ? "three" : String($0) })
} catch {
  print("map:", error)
}
