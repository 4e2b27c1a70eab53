// Required initializers, initializer inheritance and protocol initializer requirements.
protocol Named {
  init(name: String)
  var name: String { get }
}
class Animal: Named {
  var name: String
  required init(name: String) { self.name = name }
  convenience init() { self.init(name: "animal") }
}
class Dog: Animal {
  var tricks = 0
}
class Cat: Animal {
  var lives: Int
  required init(name: String) {
    lives = 9
    super.init(name: name + " the cat")
  }
}
final class Rock: Named {
  let name: String
  init(name: String) { self.name = name }
}
struct Tag: Named {
  var name: String
}
print(Animal().name, Dog().name, Dog(name: "Rex").tricks, Cat().name, Cat(name: "Tom").lives)
let all: [Named] = [Rock(name: "granite"), Tag(name: "tag"), Dog(name: "Fido")]
for n in all { print(n.name) }
