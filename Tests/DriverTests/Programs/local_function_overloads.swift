// Local functions overloaded by their labels and their types, as swiftc allows: calls,
// values chosen by the type wanted, a generic overload, an inner scope's shadowing one,
// recursion between overloads.
func outer(_ base: Int) -> Int {
  var total = base
  func add(_ x: Int) { total += x }
  func add(_ s: String) { add(s.count) }
  func add() { add(1) }
  func add<T>(all xs: [T]) -> Int { xs.count }
  add(10)
  add("abc")
  add()
  print(add(all: ["a", "b"]))
  do {
    func add(_ x: Double) -> Double { x * 2 }
    print(add(2.5))
  }
  let f: (String) -> Void = add
  f("zz")
  let g: (Int) -> Void = add
  g(100)
  return total
}
print(outer(5))
func countdown(_ n: Int) -> [Int] {
  func go(_ n: Int, _ acc: [Int]) -> [Int] { n == 0 ? acc : go(n - 1, acc + [n]) }
  func go(_ n: Int) -> [Int] { go(n, []) }
  return go(n)
}
print(countdown(3))
