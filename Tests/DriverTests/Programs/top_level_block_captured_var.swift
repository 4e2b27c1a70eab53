// A `var` local to a top-level block (`do`, `if`, `for`, a top-level `guard`) that a
// closure mutates is shared with it, as in a function body.
do {
  var n = 0
  let f = { n += 1 }
  f()
  f()
  print(n)
}
if true {
  var received: [String] = []
  let add: ((String) -> Void)? = { name in received.append(name) }
  add?("a")
  print(received)
}
for i in 1...2 {
  var total = i
  let bump = { total *= 10 }
  bump()
  print(total)
}
guard var count = Optional(1) else { fatalError() }
let increment = { count += 1 }
increment()
print(count)
