// A closure that changes a captured variable changes it; one that only reads it
// does not.
func makeCounter() -> () -> Int {
  var count = 0
  let next = { () -> Int in
    count += 1
    return count
  }
  return next
}

func scaled(by factor: Int) -> (Int) -> Int {
  var f = factor
  return { (x: Int) -> Int in x * f }
}

func apply(_ g: (Int) -> Int, to v: Int) -> Int {
  var result = g(v)
  return result
}

let counter = makeCounter()
print(counter(), counter())
print(apply(scaled(by: 3), to: 5))
