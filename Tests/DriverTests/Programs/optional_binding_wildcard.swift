// `if let _ = x` and `guard let _ = x` hold only when x is not nil (nothing is bound).
class Box {
  let n: Int
  init(_ n: Int) { self.n = n }
  deinit { print("box \(n) freed") }
}
func find(_ n: Int) -> Box? {
  if n > 0 { return Box(n) }
  return nil
}
func count(_ n: Int) -> Int? {
  if n > 0 { return n }
  return nil
}

for n in [0, 2] {
  if let _ = find(n) { print("found \(n)") } else { print("no box for \(n)") }
  if let _ = count(n), n > 1 { print("counted \(n)") }
}
func check(_ n: Int) -> String {
  guard let _ = find(n) else { return "guard failed for \(n)" }
  return "guard passed for \(n)"
}
print(check(0))
print(check(3))
