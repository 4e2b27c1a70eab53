// Memberwise, default and explicit initializers; inherited initializers; super.init.
struct Point {
  var x: Int
  var y: Int = 0
  let tag = "p"
}
struct Origin {
  var x = 0
  var y = 0
}
struct Sized {
  var w: Int
  init(side: Int) { w = side }
}
class Shape {
  var sides: Int
  init(sides: Int) { self.sides = sides }
}
class Square: Shape {
  var color = "red"                  // inherits init(sides:)
}
class Triangle: Shape {
  let base: Int
  init(base: Int) {
    self.base = base
    super.init(sides: 3)
  }
}
class Plain {
  var name = "plain"                 // the default init()
}
class Thermostat {                   // expected-error {{class 'Thermostat' has no initializers}}
  var target: Int                    // expected-note {{stored property 'target' without initial value prevents synthesized initializers}}
}

let p = Point(x: 1, y: 2)
let q = Point(x: 5)
let o = Origin()
let o2 = Origin(x: 1, y: 2)
let s = Sized(side: 3)
let sq = Square(sides: 4)
let t = Triangle(base: 2)
let plain = Plain()
print(p.x, q.y, o.x, o2.y, s.w, sq.sides, sq.color, t.base, t.sides, plain.name)
_ = Point(y: 2, x: 1)                // expected-error {{argument 'x' must precede argument 'y'}}
_ = Sized(w: 3)                      // expected-error {{incorrect argument label in call (have 'w:', expected 'side:')}}
_ = Triangle(sides: 3)               // expected-error {{incorrect argument label in call (have 'sides:', expected 'base:')}}
