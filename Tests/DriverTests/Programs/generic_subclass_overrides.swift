// A generic subclass of a class: its overrides are dispatched through the vtable of
// each specialization, its own methods called directly (no class can inherit from a
// generic class yet).
class Animal {
  func speak() -> String { return "..." }
  func intro() -> String { return "I say " + speak() }
}
class Pet<T>: Animal {
  let tag: T
  init(_ tag: T) { self.tag = tag }
  override func speak() -> String { return "pet \(tag)" }
  func again() -> String { return speak() + "!" }
}
let a: Animal = Pet(7)
print(a.speak(), a.intro())
let p = Pet("x")
print(p.again(), p.intro())
let zoo: [Animal] = [Animal(), Pet(1.5), Pet([1])]
for z in zoo { print(z.intro()) }
