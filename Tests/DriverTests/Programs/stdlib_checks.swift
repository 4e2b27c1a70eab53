// The checks are the library's (stdlib/Assert.swift): `fatalError` and
// `preconditionFailure` return `Never`, so a path that ends in one needs no `return`;
// a program's own `-> Never` function ends its paths too. Their `file:`/`line:`
// defaults are the caller's place, as a program's own `#fileID`/`#line` defaults are.
func sign(_ n: Int) -> String {
  if n > 0 { return "+" }
  if n < 0 { return "-" }
  fatalError("zero")
}

func unwrap(_ x: Int?) -> Int {
  guard let x else { preconditionFailure("nil") }
  return x
}

func fail(_ why: String) -> Never {
  fatalError(why)
}

func pick(_ n: Int) -> Int {
  switch n {
  case 0: return 10
  default: fail("no \(n)")
  }
}

struct Checked {
  var values: [Int]
  func value(at i: Int) -> Int {
    if i < values.count { return values[i] }
    preconditionFailure("index \(i)")
  }
}

func log(_ s: String, file: String = #fileID, line: Int = #line, column: Int = #column) {
  print(file, line, column, s)
}

func here(line: UInt = #line) -> UInt { line }

var checks = 0
func counted() -> Bool {
  checks += 1
  return true
}

var total = 0
for i in 1...3 {
  total += i
  precondition(total > 0, "total \(total)")
  assert(total <= 6, "too big: \(total)")
}
precondition(counted(), "never shown")
assert(true)
print(sign(3), sign(-2), unwrap(4), pick(0), Checked(values: [7]).value(at: 0), total)
log("a")
log(
  "b")
  log("c", line: 0)
print(here(), here(line: 7))
print(checks)
