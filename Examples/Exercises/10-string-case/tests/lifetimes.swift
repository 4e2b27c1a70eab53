// Calling the methods on temporaries, in loops and through properties.
struct Person {
  var name: String
  var shortName: String { name.lowercased() }
}

class Greeter {
  let greeting: String
  init(greeting: String) {
    self.greeting = greeting
  }
  func greet(_ p: Person) -> String {
    return greeting.uppercased() + ", " + p.name.uppercased() + " (" + p.shortName + ")"
  }
}

let g = Greeter(greeting: "hello")
var p = Person(name: "Ada")
for i in 1...3 {
  p.name = p.name + String(i)
  print(g.greet(p))
}
var s = "ab"
for _ in 0..<3 {
  s = s.uppercased() + s.lowercased()
}
print(s, s.count)
