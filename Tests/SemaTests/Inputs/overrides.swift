// override required and forbidden; final; super.
class Animal {
  var name: String
  init(name: String) { self.name = name }
  func sound() -> String { return "..." } // expected-note {{overridden declaration is here}}
  final func id() -> String { return name } // expected-note {{overridden declaration is here}}
  var legs: Int { return 4 }
  func describe() -> String { return name + " says " + sound() }
}
final class Sealed {}

class Dog: Animal {
  override func sound() -> String { return "woof " + super.sound() }
  override var legs: Int { return super.legs }
  override init(name: String) { super.init(name: name + "!") }
}
class Cat: Animal {
  func sound() -> String { return "meow" }      // expected-error {{overriding declaration requires an 'override' keyword}}
  override func purr() -> String { return "" }  // expected-error {{method does not override any method from its superclass}}
  override func id() -> String { return "" }    // expected-error {{instance method overrides a 'final' instance method}}
}
class Kitten: Sealed {}              // expected-error {{inheritance from a final class 'Sealed'}}

let pets: Animal = Dog(name: "rex")
print(pets.describe(), pets.legs)
