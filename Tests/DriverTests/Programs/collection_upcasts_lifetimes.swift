// Collection upcasts make new collections (or, for class upcasts, share the same one):
// every element is released exactly once, however often the collection is converted.
protocol Named { var name: String { get } }

var alive = 0

final class Tag: Named {
  let name: String
  init(_ name: String) { self.name = name; alive += 1 }
  deinit { alive -= 1 }
}

class Animal { let name: String; init(name: String) { self.name = name; alive += 1 }; deinit { alive -= 1 } }
class Dog: Animal, Named {}

struct Boxed: Named {
  let tag: Tag
  var name: String { "boxed " + tag.name }
}

func names(_ items: [any Named]) -> [String] { items.map { $0.name } }

do {
  let tags = [Tag("a"), Tag("b"), Tag("c")]
  var total = 0
  for _ in 0..<1000 {
    let named: [any Named] = tags
    let anys: [Any] = tags
    let objects: [AnyObject] = tags
    total += named.count + anys.count + objects.count
  }
  print(total, alive)
  var boxes = [Boxed(tag: Tag("x")), Boxed(tag: Tag("y"))]
  for i in 0..<500 {
    var named: [any Named] = boxes
    if i % 100 == 0 { named.append(Tag("extra")) }
    total += names(named).count
    boxes[0] = Boxed(tag: Tag("x\(i)"))
  }
  print(total, alive)
  print(names(boxes))
  let dogs = [Dog(name: "Rex"), Dog(name: "Fido")]
  var animals: [Animal] = dogs
  animals.append(Animal(name: "Cat"))
  print(dogs.count, animals.count, animals.map { $0.name }, alive)
  var byKey: [String: any Named] = ["t": Tag("t")]
  for i in 0..<200 {
    let source = ["k\(i % 3)": Boxed(tag: Tag("v\(i)"))]
    byKey = source
  }
  print(byKey.count, byKey.values.map { $0.name }, alive)
  let nested: [[any Named]] = [tags, dogs]
  print(nested.map { names($0) }, alive)
}
print("after", alive)
