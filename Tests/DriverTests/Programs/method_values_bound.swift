// A method named on a value without a call (`box.contains`): the method applied to the
// value, evaluated once; a generic type's, overloaded ones chosen by the context, labels.
protocol Describer { func describe(_ n: Int) -> String }
struct Box<T: Equatable> {
  var items: [T]
  func contains(_ x: T) -> Bool { items.contains(x) }
  func first(where test: (T) -> Bool) -> T? { items.first(where: test) }
}
struct Counter {
  var count = 0
  func plus(_ k: Int) -> Int { count + k }
  func plus(_ s: String) -> String { "\(count)\(s)" }
  func add(_ a: Int, to b: Int) -> Int { a + b + count }
  func report() { print("count is", count) }
  func selfValue() -> (Int) -> Int { self.plus }
}
class Logger: Describer {
  var lines: [String] = []
  func log(_ s: String) { lines.append(s) }
  func describe(_ n: Int) -> String { "logger \(n) \(lines.count)" }
}
let box = Box(items: [1, 2])
let f: (Int) -> Bool = box.contains
let f2 = box.contains
print(f(2), f2(3), [0, 1, 2].map(box.contains))
let words = Box(items: ["a", "b"])
print([String](["b", "z"]).filter(words.contains))
var counter = Counter(count: 1)
let viaInt: (Int) -> Int = counter.plus
let viaString: (String) -> String = counter.plus
counter.count = 10
print(viaInt(1), viaString("!"), counter.selfValue()(5))
let add = counter.add
print(add(1, 2))
let report = counter.report
report()
let logger = Logger()
let log = logger.log
log("one")
log("two")
print(logger.lines)
let d: Describer = logger
let describe = d.describe
print(describe(7))
print([1, 2].map(logger.describe))
struct Adder {
  var count = 0
  func add(_ a: Int, to b: Int) -> Int { a + b + count }
  func add(_ a: Int) -> Int { a + count }
  func twice(_ a: Int) -> Int { a * 2 }
  func inner() -> Int { let g: (Int) -> Int = add; let h = twice; return g(1) + h(3) }
}
let adder = Adder(count: 1)
let withLabels = adder.add(_:to:)
let oneLabel = adder.add(_:)
print(withLabels(1, 2), oneLabel(5), adder.inner())
struct Pairer<T> {
  var v: T
  func pair<U>(_ u: U) -> (T, U) { (v, u) }
  func twice<U>(_ u: U) -> [U] { [u, u] }
}
let pairer = Pairer(v: 1)
let pairWithString: (String) -> (Int, String) = pairer.pair
let twiceDouble: (Double) -> [Double] = pairer.twice
print(pairWithString("a"), twiceDouble(1.5))
