// A 'required' initializer called through a class's metatype value: the initializer of
// the class the value is at run time (its own, inherited, or a final class's).
class Shape {
  let sides: Int
  required init() { sides = 0 }
  required init(sides: Int) { self.sides = sides }
  func describe() -> String { "shape with \(sides) sides" }
}
class Triangle: Shape {
  required init() { super.init(sides: 3) }
  required init(sides: Int) { super.init(sides: sides) }
  override func describe() -> String { "triangle" }
}
class Square: Shape {}
final class Blob: Shape {}
func make(_ kind: Shape.Type) -> Shape { kind.init() }
let kinds: [Shape.Type] = [Shape.self, Triangle.self, Square.self, Blob.self]
for k in kinds {
  let s = make(k)
  print(type(of: s), s.describe(), k.init(sides: 5).sides)
}
let t: Shape.Type = Triangle.self
let x = t.init()
print(type(of: x), x.sides)
let b: Blob.Type = Blob.self
print(b.init(sides: 9).sides)
