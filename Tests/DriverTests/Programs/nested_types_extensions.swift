// Extensions of nested types (adding methods and further nested types), a nested type
// found through a subclass, siblings naming each other, an optional of a nested enum.
struct Garage {
  struct Car { var plate: String }
  static let capacity = 2
  enum Size: Int { case small = 1, big }
}
extension Garage.Car {
  func honk() -> String { "honk \(plate)" }
  struct Horn { var loud = true }
  var horn: Horn { Horn() }
}
class Base { class Inner { func hi() -> String { "base inner" } } }
class Sub: Base {}
let c = Garage.Car(plate: "X")
print(c.honk(), c.horn.loud, c)
print(sizes0())
func sizes0() -> Garage.Size? { Garage.Size(rawValue: 2) }
print(Sub.Inner().hi())
let sizes: [Garage.Size] = [.small, .big]
print(sizes.map { $0.rawValue })
print(Garage.Car.Horn(loud: false).loud)
struct Outer {
  struct A { var b: B }
  struct B { var x = 1; static func make() -> A { A(b: B()) } }
  var a = B.make()
}
print(Outer().a.b.x)
