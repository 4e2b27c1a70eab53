// A class's metatype value may be a subclass's: its `class var`s, like its
// `class func`s, are read from the vtable of the metadata it holds.
class Animal {
  class var kind: String { "animal" }
  class var legs: Int { 4 }
  static let origin = "earth"
  final class var kingdom: String { "animalia" }
  required init() {}
  class func make() -> String { "Animal.make" }
}
class Dog: Animal {
  override class var kind: String { "dog" }
  override class func make() -> String { "Dog.make" }
}
class Puppy: Dog {
  override class var kind: String { "puppy" }
}
class Bird: Animal {
  override class var legs: Int { 2 }
}
let kinds: [Animal.Type] = [Animal.self, Dog.self, Puppy.self, Bird.self]
for t in kinds {
  print(t.kind, t.legs, t.kingdom, t.origin, t.make())
}
let pets: [Animal] = [Dog(), Bird(), Puppy()]
for p in pets {
  let t = type(of: p)
  print(t.kind, type(of: p).legs)
}
class Box<T> {
  class var name: String { "Box" }
}
class IntBox: Box<Int> {
  override class var name: String { "IntBox" }
}
let b: Box<Int>.Type = IntBox.self
print(b.name, Box<Int>.name, IntBox.name)
