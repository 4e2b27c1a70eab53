// Every way of changing a variable counts: assignment, compound assignment, `inout`,
// a mutating method, and assigning to a stored property of a struct value.
struct Counter {
  var value = 0
  mutating func bump() {
    value += 1
  }
}

func double(_ x: inout Int) {
  x *= 2
}

func run() {
  var a = 1
  a = 5
  var b = 2
  double(&b)
  var c = Counter()
  c.bump()
  var d = Counter()
  d.value = 10
  var e = 3
  e += 1
  var f = Counter()
  print(a, b, c.value, d.value, e, f.value)
}
run()
