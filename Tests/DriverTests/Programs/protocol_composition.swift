// Protocol compositions as existential types (parameters, variables, arrays,
// optionals, with a class), `any P` spelled out, and `P & Q` as a generic constraint.
protocol Named {
  var name: String { get }
}
protocol Aged {
  var age: Int { get set }
  mutating func birthday()
}
extension Aged {
  func isAdult() -> Bool { age >= 18 }
}

struct Person: Named, Aged {
  var name: String
  var age: Int
  mutating func birthday() { age += 1 }
}

final class Cat: Named, Aged {
  var name: String
  var age: Int
  init(name: String, age: Int) {
    self.name = name
    self.age = age
  }
  func birthday() { age += 2 }
}

class Location {
  var latitude: Double
  init(latitude: Double) { self.latitude = latitude }
  func hemisphere() -> String { latitude >= 0 ? "north" : "south" }
}
class City: Location, Named {
  var name: String
  init(name: String, latitude: Double) {
    self.name = name
    super.init(latitude: latitude)
  }
}

func card(_ x: Named & Aged) -> String {
  "\(x.name), \(x.age)\(x.isAdult() ? " (adult)" : "")"
}

func oldest<T: Named & Aged>(_ xs: [T]) -> String {
  var best = xs[0]
  for x in xs where x.age > best.age { best = x }
  return best.name
}

func visit(_ place: Location & Named) -> String {
  "\(place.name) at \(place.latitude), \(place.hemisphere())"
}

var crowd: [any Named & Aged] = [Person(name: "Ann", age: 30), Cat(name: "Tom", age: 3)]
crowd.append(Person(name: "Bo", age: 17))
for x in crowd { print(card(x)) }
var someone: Named & Aged = Person(name: "Cy", age: 40)
someone.birthday()
someone.age += 10
print(card(someone))
someone = Cat(name: "Kit", age: 1)
someone.birthday()
print(card(someone))
let maybe: (Named & Aged)? = crowd.isEmpty ? nil : crowd[2]
print(maybe?.name ?? "nobody")
print(oldest([Person(name: "A", age: 5), Person(name: "B", age: 9)]))
let places: [Location & Named] = [City(name: "Seattle", latitude: 47.6), City(name: "Lima", latitude: -12.0)]
for p in places { print(visit(p)) }
let plain: any Named = City(name: "Oslo", latitude: 59.9)
print(plain.name)
