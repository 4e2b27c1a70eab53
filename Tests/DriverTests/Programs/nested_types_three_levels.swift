// Types nested three levels deep: unqualified names inside, qualified names outside,
// initializers through the outer types, implicit members, nested aliases.
struct Garage {
  struct Car {
    enum Gear {
      case park, drive(speed: Int)
      func describe() -> String {
        switch self {
        case .park: return "P"
        case .drive(let speed): return "D\(speed)"
        }
      }
    }
    typealias Plate = String
    var plate: Plate
    var gear: Gear = .park
    mutating func shift(_ g: Gear) { gear = g }
  }
  var cars: [Car] = []
  mutating func park(_ plate: Car.Plate) {
    cars.append(Car(plate: plate))
  }
  static let defaultGear: Car.Gear = .drive(speed: 30)
}

var g = Garage()
g.park("AB-1")
g.park("CD-2")
g.cars[1].shift(.drive(speed: 50))
for car in g.cars {
  print(car.plate, car.gear.describe())
}
let gear: Garage.Car.Gear = Garage.defaultGear
print(gear.describe())
let car = Garage.Car(plate: "EF-3", gear: .drive(speed: 10))
print(car.gear.describe(), car.plate)
print(type(of: car))
print(type(of: car.gear))
print(Garage.Car.Gear.park)
print(Garage.Car.Gear.drive(speed: 7))
print(car)
let plate: Garage.Car.Plate = "GH-4"
print(plate)

// A nested type declared in an extension, used through its outer type.
extension Garage {
  class Attendant {
    let name: String
    init(name: String) { self.name = name }
    func greet(_ car: Car) -> String { "\(name) greets \(car.plate)" }
  }
}
let attendant = Garage.Attendant(name: "Ann")
print(attendant.greet(car))
print(type(of: attendant))
