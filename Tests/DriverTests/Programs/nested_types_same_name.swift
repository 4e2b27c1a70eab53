// The same inner name in two outer types: each outer type finds its own.
struct Circle {
  struct Metrics {
    var radius: Double
    var area: Double { 3.0 * radius * radius }
  }
  var metrics: Metrics
  init(radius: Double) { metrics = Metrics(radius: radius) }
}
struct Square {
  struct Metrics {
    var side: Double
    var area: Double { side * side }
  }
  var metrics: Metrics
  init(side: Double) { metrics = Metrics(side: side) }
  func bigger() -> Metrics { Metrics(side: metrics.side * 2) }
}
struct Metrics {
  var label: String
}
let c = Circle(radius: 2)
let s = Square(side: 3)
print(c.metrics.area, s.metrics.area, s.bigger().area)
let m1: Circle.Metrics = Circle.Metrics(radius: 1)
let m2 = Square.Metrics(side: 1.5)
let m3 = Metrics(label: "top level")
print(m1.area, m2.area, m3.label)
print(type(of: m1), type(of: m2), type(of: m3))
print(m1, m2, m3)
