// @autoclosure: the argument is evaluated only when (and each time) the function
// calls its parameter.
var log: [String] = []

func note(_ s: String) -> String {
  log.append(s)
  return s
}

func maybe(_ flag: Bool, _ value: @autoclosure () -> String) -> String {
  return flag ? value() : "skipped"
}

print(maybe(false, note("a")))
print(maybe(true, note("b")))
print(log)

func twice(_ value: @autoclosure () -> Int) -> Int {
  return value() + value()
}
var calls = 0
func next() -> Int {
  calls += 1
  return calls * 10
}
print(twice(next()), calls)

var pending: [() -> String] = []
func later(_ value: @autoclosure @escaping () -> String) {
  pending.append(value)
}
var name = "first"
later(name + "!")
name = "second"
later("constant")
for p in pending { print(p()) }

func check(_ condition: @autoclosure () -> Bool, _ message: String) {
  print(condition() ? "ok" : message)
}
struct Limits {
  var low = 1
  var high = 5
  func contains(_ x: Int) -> Bool {
    var hits = 0
    check(x >= low && x <= high, "out of range")
    check({ hits += 1; return hits > 0 }(), "never")
    return hits == 1
  }
}
print(Limits().contains(3), Limits().contains(9))

func optionalDefault(_ value: Int?, _ fallback: @autoclosure () -> Int) -> Int {
  if let v = value { return v }
  return fallback()
}
print(optionalDefault(4, next()), optionalDefault(nil, next()), calls)
