// Classes: inheritance, overriding, super calls, dynamic dispatch, final.
class Animal {
    let name: String
    init(name: String) { self.name = name }
    func sound() -> String { "..." }
    func describe() -> String { "\(name) says \(sound())" }
}
class Dog: Animal {
    override func sound() -> String { "Woof" }
}
class Puppy: Dog {
    override func sound() -> String { super.sound() + " (squeaky)" }
    override func describe() -> String { "young " + super.describe() }
}
final class Cat: Animal {
    init() { super.init(name: "Cat") }
    override func sound() -> String { "Meow" }
}
let animals: [Animal] = [Animal(name: "Generic"), Dog(name: "Rex"), Puppy(name: "Bit"), Cat()]
for a in animals { print(a.describe()) }
