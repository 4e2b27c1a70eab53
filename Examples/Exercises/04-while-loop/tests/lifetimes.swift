// A value made in the body is destroyed at the end of each pass, and before a
// `break` or `continue` leaves the body.
class Token {
  let id: Int
  init(_ id: Int) {
    self.id = id
    print("make", id)
  }
  deinit { print("free", id) }
}

var k = 0
while k < 5 {
  k += 1
  let t = Token(k)
  if t.id == 2 { continue }
  if t.id == 4 { break }
  print("use", t.id)
}
print("after the loop")

func firstLong(_ limit: Int) -> Int {
  var n = 0
  while n < limit {
    let t = Token(100 + n)
    if n == 1 { return t.id }
    n += 1
  }
  return -1
}
print("returned", firstLong(5))
