// Checked casts to a protocol from an AnyObject, a class instance and another protocol's
// value (The Swift Programming Language's 'Checking for Protocol Conformance').
protocol HasArea { var area: Double { get } }
protocol Named { var name: String { get } }
class Circle: HasArea, Named { let pi = 3.1415927; var radius: Double; var area: Double { pi * radius * radius }; var name: String { "circle" }; init(radius: Double) { self.radius = radius } }
class Country: HasArea { var area: Double; init(area: Double) { self.area = area } }
class Animal { var legs: Int; init(legs: Int) { self.legs = legs } }
class Dog: Animal, Named { var name: String { "dog" } }
struct Plot: HasArea, Named { var area: Double; var name: String { "plot" } }
let objects: [AnyObject] = [Circle(radius: 2.0), Country(area: 243_610), Animal(legs: 4), Dog(legs: 4)]
for object in objects {
  if let objectWithArea = object as? HasArea { print("Area is \(objectWithArea.area)") } else { print("Something that doesn't have an area") }
  print(object is Named, (object as? Named)?.name ?? "-")
}
let areas: [HasArea] = [Circle(radius: 1), Plot(area: 3), Country(area: 5)]
for a in areas {
  if let n = a as? Named { print("named", n.name, a.area) } else { print("unnamed", a.area) }
}
let animal: Animal = Dog(legs: 3)
print(animal is Named, (animal as? Named)?.name ?? "none", (Animal(legs: 2) as? Named) == nil)
let forced = objects[0] as! HasArea
print(forced.area)
