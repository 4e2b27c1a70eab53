// Conversions the context decides: an optional enum compared with an implicit member,
// an array literal of different conforming structs as `[any Shape]`, and `[Sub]`
// passed and assigned as `[Base]`.
enum Unit: String {
    case inches = "in", centimeters = "cm"
}
print(Unit(rawValue: "in") == .inches)
print(Unit(rawValue: "cm") != .inches, Unit(rawValue: "ft") == .inches)
let chosen: Unit? = nil
print(chosen == .centimeters, chosen != .centimeters)

protocol Shape {
    func area() -> Double
}
struct Square: Shape {
    var side: Double
    func area() -> Double { return side * side }
}
struct Rectangle: Shape {
    var width: Double, height: Double
    func area() -> Double { return width * height }
}
func totalArea(_ shapes: [any Shape]) -> Double {
    var total = 0.0
    for s in shapes { total += s.area() }
    return total
}
print(totalArea([Square(side: 2), Rectangle(width: 1, height: 3), Square(side: 1)]))

class Animal {
    let name: String
    init(name: String) { self.name = name }
    func sound() -> String { return "..." }
}
class Dog: Animal {
    override func sound() -> String { return "woof" }
}
func chorus(_ animals: [Animal]) -> String {
    var s = ""
    for a in animals { s += a.name + ":" + a.sound() + " " }
    return s
}
let dogs = [Dog(name: "rex"), Dog(name: "fido")]
print(chorus(dogs))
var zoo: [Animal] = dogs
zoo.append(Animal(name: "generic"))
print(chorus(zoo), dogs.count)
