// A `do` is a nested scope; a labeled `do` is left by a `break` naming it (its defers run).
var x = 1
outer: do {
  print("a")
  if x == 1 { break outer }
  x = 2
  print("b")
}
print(x)
for i in 0..<3 {
  lbl: do {
    defer { print("defer", i) }
    if i == 1 { break lbl }
    let s = "v\(i)"
    print(s)
  }
}
func f() -> Int {
  do {
    return 3
  }
}
print(f())
do {
  let a = [1, 2]
  print(a)
}
