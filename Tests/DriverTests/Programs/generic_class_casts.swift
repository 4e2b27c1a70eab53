// Checked casts to and from a generic class's specializations, each with metadata of
// its own (`Pet<Int>` is not a `Pet<String>`), and `type(of:)` of a generic class's
// instance, named as Swift prints it (`Pet<Int>`, the arguments unqualified too).
class Animal {
  func speak() -> String { "..." }
}
class Pet<T>: Animal {
  let tag: T
  init(_ tag: T) { self.tag = tag }
  override func speak() -> String { "pet \(tag)" }
}
class Dog: Animal {}
struct Outer { class Inner {} }
class Pair<A, B> {}

let zoo: [Animal] = [Animal(), Pet(7), Pet("x"), Dog()]
for a in zoo {
  if let p = a as? Pet<Int> {
    print("int pet", p.tag)
  } else if let p = a as? Pet<String> {
    print("string pet", p.tag)
  } else {
    print(a is Dog ? "dog" : "animal")
  }
  print(a is Pet<Int>, a is Pet<Double>)
  switch a {
  case let p as Pet<String>: print("case", p.tag)
  case is Pet<Int>: print("case int")
  default: print("case other")
  }
}
let p: Pet<Int> = Pet(3)
let up = p as Animal
print(up.speak(), (up as! Pet<Int>).tag)
let any: Any = Pet(2.5)
print(any is Pet<Double>, any is Animal, (any as? Animal)?.speak() ?? "-")
print(type(of: p), type(of: up))
print(type(of: Pair<Int, [String: Double]>()), type(of: Pair<Outer.Inner, Animal?>()), type(of: Outer.Inner()))
