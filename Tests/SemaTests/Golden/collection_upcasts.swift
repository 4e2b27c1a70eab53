// Collection upcasts in each place a conversion happens: DumpASTGoldenTests compares
// their `collection_upcast_expr` subtrees with swiftc's.
protocol Shape { func area() -> Int }
protocol Named { var name: String { get } }
struct Square: Shape, Named {
  var side: Int
  func area() -> Int { side * side }
  var name: String { "square" }
}
class Animal {}
class Dog: Animal {}

func total(_ shapes: [any Shape]) -> Int { shapes.count }
func erased(_ squares: [Square]) -> [any Shape] { return squares }

let squares = [Square(side: 2)]
let shapes: [any Shape] = squares
let anys: [Any] = squares
let dogs = [Dog()]
let animals: [Animal] = dogs
let objects: [AnyObject] = dogs
let byName = ["a": Square(side: 1)]
let shapesByName: [String: any Shape] = byName
let maybe: [Square]? = squares
let maybeShapes: [any Shape]? = maybe
var held: [any Shape] = []
held = erased(squares)
held = squares
let count = total(squares)
let nested: [[any Shape]] = [squares, squares]
