// Existentials own what they hold: the object is freed when the last existential (or
// other reference) to it goes away.
protocol Greeter {
  func greet() -> String
}

class Loud: Greeter {
  let word: String
  init(_ word: String) {
    self.word = word
    print("make", word)
  }
  deinit { print("free", word) }
  func greet() -> String { word + "!" }
}

func make(_ w: String) -> Greeter {
  return Loud(w)
}

func run() {
  let g = make("hello")
  print(g.greet())
  var h: Greeter = Loud("first")
  print(h.greet())
  h = make("second")
  print(h.greet())
  print(make("temporary").greet())
  print("end of run")
}
run()
print("done")
