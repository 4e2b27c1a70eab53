// An array (a dictionary's values, an optional array) used as one of a wider element
// type is a new collection of the elements, each converted: swiftc's
// collection_upcast_expr, in every place a conversion happens.
protocol Shape { func area() -> Int }
protocol Named { var name: String { get } }

struct Square: Shape, Named {
  var side: Int
  func area() -> Int { side * side }
  var name: String { "square \(side)" }
}

enum Dot: Shape, Named {
  case small, big
  func area() -> Int { self == .small ? 1 : 4 }
  var name: String { self == .small ? "small dot" : "big dot" }
}

class Animal {
  let name: String
  init(name: String) { self.name = name }
  func speak() -> String { "..." }
}

class Dog: Animal, Shape {
  override func speak() -> String { "Woof" }
  func area() -> Int { 10 }
}

func total(_ shapes: [any Shape]) -> Int { shapes.reduce(0) { $0 + $1.area() } }
func erased(_ squares: [Square]) -> [any Shape] { return squares }
func labels(_ items: [any Shape & Named]) -> [String] { items.map { "\($0.name): \($0.area())" } }

let squares = [Square(side: 2), Square(side: 3)]
let dots: [Dot] = [.small, .big]
let dogs = [Dog(name: "Rex"), Dog(name: "Fido")]

// A typed `let`, an argument, a return.
let shapes: [any Shape] = squares
print(total(shapes), total(squares), total(dots), total(dogs))
print(erased(squares).map { $0.area() })

// An assignment.
var held: [any Shape] = []
held = dots
print(held.count, total(held))
held = squares
held.append(Dot.big)
print(held.count, total(held), squares.count)

// Array literal elements: nested upcasts.
let nested: [[any Shape]] = [squares, dots, dogs]
print(nested.map { total($0) })
let deeper = [squares, [Square(side: 5)]]
let deeperShapes: [[any Shape]] = deeper
print(deeperShapes.map { $0.count }, total(deeperShapes[1]))

// `??`
let none: [Square]? = nil
let some: [Square]? = [Square(side: 4)]
let fallback: [any Shape] = none ?? squares
let first: [any Shape] = some ?? squares
print(total(fallback), total(first))

// Compositions.
let both: [any Shape & Named] = squares
print(labels(both), labels(dots))

// Any and AnyObject.
let anys: [Any] = squares
print(anys)
let anyDots: [Any] = dots
print(anyDots)
let ints = [1, 2, 3]
let anyInts: [Any] = ints
print(anyInts, anyInts.count)
let objects: [AnyObject] = dogs
print(objects.count, objects[0] === dogs[0])

// A subclass's instances as the superclass's.
let animals: [Animal] = dogs
print(animals.map { $0.speak() })
var pets: [Animal] = dogs
pets.append(Animal(name: "Cat"))
print(pets.map { $0.name }, dogs.count)

// Built-in values as existentials.
let words = ["a", "b"]
let descriptions: [any CustomStringConvertible] = words
print(descriptions.map { $0.description })
let numbers: [any CustomStringConvertible] = ints
print(numbers.map { $0.description + "!" })

// Dictionary values.
let byName = ["big": Square(side: 4)]
let shapesByName: [String: any Shape] = byName
print(shapesByName["big"]!.area(), shapesByName.count)
let anyByName: [String: Any] = ["n": 1]
let countsByName = ["one": 1]
let countsAsAny: [String: Any] = countsByName
print(anyByName.count, countsAsAny)

// Optionals of them.
let maybeSquares: [Square]? = squares
let maybeShapes: [any Shape]? = maybeSquares
let noShapes: [any Shape]? = none
print(maybeShapes.map { total($0) } ?? -1, noShapes == nil)
let wrapped: [any Shape]? = squares
print(wrapped!.count)

// Elements that become optionals.
let optionals: [Int?] = ints
print(optionals)
let maybeAnimals: [Animal?] = dogs
print(maybeAnimals.map { $0?.name ?? "none" })

// A generic parameter's values.
func asShapes<T: Shape & Named>(_ items: [T]) -> [any Shape & Named] { items }
print(labels(asShapes(squares)), labels(asShapes(dots)))

// A generic overload taking the array as it is wins over one that would upcast it.
func kind(_ items: [Any]) -> String { "upcast to [Any]" }
func kind<T>(_ items: [T]) -> String { "generic" }
print(kind(ints), kind(squares), kind(anyInts))

// A conditional's branches, a closure's result, a stored property.
let pick: [any Shape] = ints.isEmpty ? squares : dots
let make: () -> [any Shape] = { squares }
struct Holder { var items: [any Shape] = [] }
var holder = Holder()
holder.items = dogs
print(total(pick), total(make()), total(holder.items))
for shape in squares as [any Shape] { print(shape.area()) }

// Operators on arrays take the array type both operands convert to: the context's for
// `+`, the other operand's.
let sum: [any Shape] = squares + dots
let literalFirst: [any Shape] = [Dot.small] + squares
let widened = squares + shapes
print(total(sum), total(literalFirst), total(widened))
print(ints == optionals, optionals != ints)
var gathered: [any Shape] = []
gathered += squares
print(gathered.count)
