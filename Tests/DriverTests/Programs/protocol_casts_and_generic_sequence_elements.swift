// TSPL's Protocols chapter: "Checking for Protocol Conformance" casts an AnyObject to a
// protocol (a class instance and a protocol value cast the same way), and a
// Collection extension compares each element with `first` (an Element with an
// Element?).
protocol HasArea { var area: Double { get } }
class Circle: HasArea {
  let pi = 3.1415927
  var radius: Double
  var area: Double { pi * radius * radius }
  init(radius: Double) { self.radius = radius }
}
class Country: HasArea {
  var area: Double
  init(area: Double) { self.area = area }
}
class Animal {
  var legs: Int
  init(legs: Int) { self.legs = legs }
}
class Garden: Animal, HasArea { var area: Double { Double(legs) * 10 } }
let objects: [AnyObject] = [Circle(radius: 2.0), Country(area: 243_610), Animal(legs: 4), Garden(legs: 2)]
for object in objects {
  if let objectWithArea = object as? HasArea {
    print("Area is \(objectWithArea.area)")
  } else {
    print("Something that doesn't have an area")
  }
}
print(objects.map { $0 is HasArea })
let animals: [Animal] = [Animal(legs: 4), Garden(legs: 3)]
for a in animals { print((a as? HasArea)?.area ?? -1.5) }
protocol Named { var name: String { get } }
struct Pet: HasArea, Named { var name: String; var area: Double { 1.5 } }
let areas: [any HasArea] = [Pet(name: "Rex"), Country(area: 2)]
for a in areas { print((a as? Named)?.name ?? "unnamed") }
extension Collection where Element: Equatable {
  func allEqual() -> Bool {
    for element in self {
      if element != self.first { return false }
    }
    return true
  }
}
print([100, 100, 100].allEqual(), [100, 100, 1].allEqual(), ["a"].allEqual(), "aaa".allEqual())
