// A local function called from a closure or local function nested in its own body:
// the nested one captures it.
func f() {
  func walk(_ xs: [Int], _ depth: Int) -> Int {
    func step(_ u: Int) -> Int { depth > 2 ? 0 : walk(xs, depth + 1) + 1 }
    let mapped = xs.map { x in step(x) }
    return mapped.reduce(0, +)
  }
  print(walk([1, 2], 0))
}
f()
func outerFact() {
  func fact(_ n: Int) -> Int {
    let g = { fact(n - 1) }
    return n <= 1 ? 1 : n * g()
  }
  print(fact(5))
}
outerFact()
