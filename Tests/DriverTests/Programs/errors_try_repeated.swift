// `try` written again inside a `try` (`try? try f()`, `try! try f()`): each covers the
// next, and `try?` of an optional flattens as Swift 5 does (the parser expected an
// expression after the first `try` and blamed valid Swift).
enum Failure: Error { case negative }
func check(_ x: Int) throws -> Int {
  if x < 0 { throw Failure.negative }
  return x
}
let once = try? try? check(1)
let failed = try? try check(-1)
let forced = try! try check(2)
print(once, failed == nil, forced)
do {
  let value = try try check(3)
  print(value)
  _ = try try check(-3)
} catch {
  print("caught", error)
}
