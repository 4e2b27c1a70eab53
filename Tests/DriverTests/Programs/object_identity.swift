// `===` and `!==`: the same instance, through subclass references, optionals and `nil`.
class Shape {
  let name: String
  init(name: String) { self.name = name }
}
class Circle: Shape {}

let shape = Shape(name: "square")
let circle = Circle(name: "circle")
let alias = shape
let upcast: Shape = circle
print(shape === alias, shape !== alias)
print(shape === circle, shape !== circle)
print(upcast === circle)

var maybe: Shape? = nil
print(maybe === nil, nil === maybe, maybe !== nil)
maybe = circle
print(maybe === circle, circle === maybe, maybe === shape, maybe !== nil)

func pick(_ first: Bool) -> Shape { first ? shape : circle }
if pick(true) === shape && pick(false) !== shape {
  print("picked by identity")
}
// Two equal-looking instances are still two.
print(Shape(name: "x") === Shape(name: "x"))
