// #line, #column and #function: the line, column and enclosing declaration's name where
// written, as literals (#line is an integer literal, so a Double too).
print(#line)
let l = #line
print(l, #column)
func f() { print(#function, #line) }
f()
struct S {
  var v: Int { print(#function); return 1 }
  var w: Int = 0 { didSet { print(#function) } }
  func m(_ x: Int, to y: Int) { print(#function) }
  init() { print(#function) }
  init(x: Int) { print(#function) }
  subscript(i: Int) -> Int { print(#function); return i }
  subscript(row r: Int, col c: Int) -> Int {
    get { print(#function); return r }
    set { print(#function) }
  }
  static func make() -> S { print(#function); return S() }
}
var s = S()
_ = s.v
s.w = 2
s.m(1, to: 2)
_ = S(x: 1)
_ = s[0]
_ = s[row: 1, col: 2]
s[row: 1, col: 2] = 3
_ = S.make()
func outer() {
  func inner() { print(#function) }
  inner()
  let c = { print(#function) }
  c()
}
outer()
class C { deinit { print(#function) } }
do { _ = C() }
let d: Double = #line
print(d)
let x: Int8 = #line
print(x, #line + 1, "at \(#line)")
