// Generic `required` initializers: declared, overridden by a subclass's (its own generic
// parameter names), inherited by a subclass without initializers, failable ones, a
// generic subclass's, and called through a final class's metatype value.
class Shape {
  let tag: String
  required init<T>(_ x: T) {
    tag = "shape(\(x))"
    print("Shape.init \(x)")
  }
  required init?<T: Equatable>(same a: T, _ b: T) {
    if a != b { return nil }
    tag = "same(\(a))"
    print("Shape.init(same:) \(a)")
  }
}

final class Circle: Shape {
  required init<U>(_ u: U) {
    print("Circle.init")
    super.init(u)
  }
  required init?<V: Equatable>(same a: V, _ b: V) {
    print("Circle.init(same:)")
    super.init(same: a, b)
  }
}

class Tagged<X>: Shape {
  var extra: X?
  required init<T>(_ x: T) {
    print("Tagged<\(X.self)>.init")
    super.init(x)
  }
  required init?<T: Equatable>(same a: T, _ b: T) { super.init(same: a, b) }
}

// Inherits both.
class Polygon: Shape {}

class Square: Polygon {
  required init<V>(_ v: V) {
    print("Square.init")
    super.init([v, v])
  }
  required init?<T: Equatable>(same a: T, _ b: T) { super.init(same: a, b) }
}

let c = Circle(3)
print(c.tag, type(of: c))
let kind: Circle.Type = Circle.self
let c2 = kind.init(2.5)
print(c2.tag)
print(Circle(same: 1, 2) == nil, Circle(same: "a", "a")?.tag ?? "-")
let t = Tagged<Int>("t")
print(t.tag, t.extra ?? 0)
let p = Polygon(7)
print(p.tag, type(of: p))
print(Polygon(same: true, false) == nil)
let shapes: [Shape] = [Square("x"), Polygon([1, 2]), Circle((1, "one"))]
for s in shapes { print(type(of: s), s.tag) }
