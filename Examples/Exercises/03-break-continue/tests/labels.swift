// A labeled `break` or `continue` names the loop it leaves or goes on with.
outer: for i in 1...4 {
  for j in 1...4 {
    if j > i { continue outer }
    if i * j == 9 { break outer }
    print(i, j)
  }
}

var found = -1
search: while true {
  for n in 10..<100 {
    if n % 7 == 0 && n % 5 == 0 {
      found = n
      break search
    }
  }
  break
}
print("found", found)

rows: for r in 0..<3 {
  var c = 0
  while c < 3 {
    c += 1
    if c == 2 { continue rows }
    print("cell", r, c)
  }
}
