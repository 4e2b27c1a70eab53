// Observers an overriding property adds to an inherited stored property: the instance's
// own class decides which run (also through a superclass reference), outermost first
// around the inherited observers; `super.x = v` starts at the superclass.
class Counter {
  var value = 0 {
    willSet { print("Counter willSet \(value) -> \(newValue)") }
    didSet { print("Counter didSet \(oldValue) -> \(value)") }
  }
  var label = "plain"
  func reset() { value = 0 }
}
class Logged: Counter {
  override var value: Int {
    didSet { print("Logged didSet from \(oldValue)") }
  }
}
class Loud: Logged {
  override var value: Int {
    willSet(next) { print("Loud willSet \(next)") }
  }
  override var label: String {
    didSet { print("label \(oldValue) -> \(label)") }
  }
  func bypass() { super.value = 100 }
}
class Quiet: Counter {}

let loud = Loud()
loud.value = 1
print("--")
let asBase: Counter = loud
asBase.value = 2
print("--")
asBase.value += 5
print("--")
loud.reset()
print("--")
loud.bypass()
print("--")
let logged: Counter = Logged()
logged.value = 3
print("--")
let quiet: Counter = Quiet()
quiet.value = 4
print("--")
loud.label = "fancy"
asBase.label += "!"
print(loud.value, loud.label, logged.value, quiet.value)
