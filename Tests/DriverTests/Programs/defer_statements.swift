// defer: bodies run at every exit of their scope, last written first, after the value
// of a `return` is computed, interleaved with the release of the scope's objects.
final class Probe {
  let name: String
  init(_ name: String) { self.name = name; print("+\(name)") }
  deinit { print("-\(name)") }
}

var counter = 0

func bump() -> Int {
  counter += 1
  defer { counter += 10 }
  return counter  // the value before the defer ran
}

func early(_ stop: Bool) -> String {
  let a = Probe("a")
  defer { print("defer 1 sees \(a.name)") }
  if stop {
    defer { print("inner defer") }
    return "stopped"
  }
  let b = Probe("b")
  defer { print("defer 2 sees \(b.name)") }
  return "finished"
}

func loops() {
  for i in 0..<4 {
    defer { print("end of iteration \(i)") }
    if i == 1 { continue }
    if i == 3 { break }
    print("body \(i)")
  }
  var n = 0
  while true {
    defer { n += 1 }
    if n == 2 { break }
  }
  print("n = \(n)")
}

func guarded(_ x: Int?) -> Int {
  defer { print("guarded done") }
  guard let v = x else { return -1 }
  defer {
    for k in 0..<2 {
      if k == 1 { break }
      print("loop inside defer \(k)")
    }
  }
  return v * 2
}

print(bump(), counter)
print(early(true))
print(early(false))
loops()
print(guarded(nil), guarded(21))
do {
  defer { print("do scope left") }
  print("in do")
}
