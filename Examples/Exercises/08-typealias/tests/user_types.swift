// Aliases of the program's own types, and aliases of aliases, declared before or
// after their use.
struct Point {
  var x: Int
  var y: Int
}

typealias Position = Point
typealias Origin = Position

func moved(_ p: Position, by d: Distance) -> Origin {
  return Point(x: p.x + d, y: p.y + d)
}

typealias Distance = Int

var p = Origin(x: 1, y: 2)
p = moved(p, by: 10)
print(p.x, p.y)

protocol Shape {
  var area: Int { get }
}
typealias AnyShape = Shape

struct Square: AnyShape {
  let side: Distance
  var area: Int { side * side }
}

class Box {
  let content: AnyShape
  init(content: AnyShape) {
    self.content = content
  }
}
let box = Box(content: Square(side: 7))
print(box.content.area)
