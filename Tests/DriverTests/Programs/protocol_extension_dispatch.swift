// Default implementations against a type's own witness, through an existential and
// through a generic parameter; a non-requirement extension method is dispatched
// statically (the type's own method of that name is not called through P).
protocol Describable {
  var label: String { get }
  func describe() -> String
}

extension Describable {
  func describe() -> String { "default(\(label))" }
  func banner() -> String { "[extension banner of \(label)]" }
  var shouted: String { label.uppercased() }
  static func family() -> String { "describables" }
}

struct Plain: Describable {
  var label: String
}

struct Custom: Describable {
  var label: String
  func describe() -> String { "custom(\(label))" }
  func banner() -> String { "[Custom's own banner]" }
}

final class Node: Describable {
  let id: Int
  init(id: Int) { self.id = id }
  var label: String { "node\(id)" }
}

class Animal: Describable {
  var label: String { "animal" }
  func describe() -> String { "Animal.describe" }
}
class Dog: Animal {
  override var label: String { "dog" }
  override func describe() -> String { "Dog.describe" }
}

func viaGeneric<T: Describable>(_ x: T) -> String {
  x.describe() + " " + x.banner() + " " + x.shouted
}

let p = Plain(label: "p")
let c = Custom(label: "c")
let n = Node(id: 7)
print(p.describe(), c.describe(), n.describe())
print(p.banner())
print(c.banner())
print(viaGeneric(p))
print(viaGeneric(c))
print(viaGeneric(n))
let all: [Describable] = [p, c, n, Dog()]
for d in all {
  print(d.describe(), d.banner(), d.shouted)
}
let animal: Animal = Dog()
print(viaGeneric(animal))
print(Plain.family(), Node.family())
var mutable: Describable = p
print(mutable.describe())
mutable = c
print(mutable.describe())
