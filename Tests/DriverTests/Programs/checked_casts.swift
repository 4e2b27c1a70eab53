// `is`, `as?`, `as!` and `as`: class instances up and down the hierarchy (the instance's
// own class decides), protocol values to their concrete types, optionals looked through.
protocol Shape {
  func area() -> Double
}
struct Square: Shape {
  var side: Double
  func area() -> Double { side * side }
}
struct Circle: Shape {
  var radius: Double
  func area() -> Double { 3.0 * radius * radius }
}
class Vehicle: Shape {
  let wheels: Int
  init(wheels: Int) { self.wheels = wheels }
  func area() -> Double { Double(wheels) }
  deinit { print("vehicle with \(wheels) wheels deinit") }
}
class Bike: Vehicle {
  var bell = "ring"
  init() { super.init(wheels: 2) }
}
class Tandem: Bike {}
class Truck: Vehicle {}

let fleet = [Bike(), Truck(wheels: 6), Tandem(), Vehicle(wheels: 4)]
print(type(of: fleet))
for v in fleet {
  let kind = v is Tandem ? "tandem" : v is Bike ? "bike" : v is Truck ? "truck" : "vehicle"
  print(kind, v is Vehicle)
  if let b = v as? Bike {
    print("  a bike that says \(b.bell), \(b.wheels) wheels")
  }
}
let someBike: Vehicle = Tandem()
let tandem = someBike as! Tandem
print(type(of: tandem), tandem.bell)
let up = tandem as Vehicle
print(up.wheels, 2 as Double, (someBike as? Truck) == nil)

var maybe: Vehicle? = nil
print(maybe is Bike, maybe as? Bike == nil)
maybe = Bike()
print(maybe is Bike, (maybe as? Bike)?.bell ?? "none")

let shapes: [Shape] = [Square(side: 2), Circle(radius: 1), Bike()]
for s in shapes {
  if let square = s as? Square {
    print("square of side \(square.side)")
  } else if let circle = s as? Circle {
    print("circle of radius \(circle.radius)")
  } else if let vehicle = s as? Vehicle {
    print("vehicle with \(vehicle.wheels) wheels, a bike: \(s is Bike)")
  }
  print(s is Square, s is Circle, s is Vehicle)
}
let firstSquare = shapes[0] as! Square
print(firstSquare.area())
