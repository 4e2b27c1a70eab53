// Generic local functions called from closures, capturing the body's variables, and
// recursive with a closure argument.
func process(_ values: [Int]) -> [String] {
  let prefix = "#"
  func tag<T>(_ v: T) -> String { prefix + "\(v)" }
  func both<A, B>(_ a: A, _ b: B) -> String { "\(a)&\(b)" }
  var out = values.map { tag($0) }
  out.append(both(values.count, prefix))
  out.append(tag(Point(x: 1, y: 2)))
  return out
}
struct Point: CustomStringConvertible { var x, y: Int; var description: String { "(\(x), \(y))" } }
print(process([1, 2]))
func memo() {
  var cache: [Int: Int] = [:]
  func fib(_ n: Int) -> Int {
    if n < 2 { return n }
    if let c = cache[n] { return c }
    let r = fib(n - 1) + fib(n - 2)
    cache[n] = r
    return r
  }
  print(fib(30), cache.count)
  func countMatching<S: Sequence>(_ s: S, _ pred: (S.Element) -> Bool) -> Int {
    var n = 0
    for x in s where pred(x) { n += 1 }
    return n
  }
  print(countMatching([1, 5, 8], { $0 > 2 }), countMatching("hello", { $0 == "l" }))
  func apply<T>(_ n: Int, _ x: T, _ f: (T) -> T) -> T { n == 0 ? x : apply(n - 1, f(x), f) }
  print(apply(3, 1) { $0 * 2 }, apply(2, "a") { $0 + "b" })
}
memo()
