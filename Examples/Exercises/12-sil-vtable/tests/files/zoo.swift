// Three generations of classes: new methods, overrides, an override of an override,
// computed properties overridden, and final members (never in a vtable).
class Animal {
  let name: String
  init(name: String) { self.name = name }
  func sound() -> String { "..." }
  func speak() -> String { "\(name) says \(sound())" }
  var legs: Int { 4 }
  final func tag() -> String { "animal \(name)" }
}

class Bird: Animal {
  override func sound() -> String { "tweet" }
  override var legs: Int { 2 }
  func fly() -> String { "\(name) flies" }
}

class Parrot: Bird {
  override func sound() -> String { "hello" }
  override func fly() -> String { "\(name) flies and talks" }
  var mood: String { "happy" }
}

final class Penguin: Bird {
  override func fly() -> String { "\(name) cannot fly" }
  func swim() -> String { "\(name) swims" }
}

let birds: [Bird] = [Bird(name: "Tweety"), Parrot(name: "Polly"), Penguin(name: "Pingu")]
for b in birds { print(b.speak(), b.fly(), b.legs) }
