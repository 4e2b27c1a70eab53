// Protocol conformance: property and method requirements, get/set, existentials.
protocol Shape {
  var area: Int { get }
  var name: String { get set }       // expected-note {{protocol requires property 'name' with type 'String'}}
  func describe() -> String          // expected-note {{protocol requires function 'describe()' with type '() -> String'}}
}

struct Square: Shape {
  var side: Int
  var name = "square"
  var area: Int { side * side }
  func describe() -> String { return "\(name) \(area)" }
}

class Circle: Shape {
  let radius: Int
  var name: String { get { return "circle" } set { } }
  init(radius: Int) { self.radius = radius }
  var area: Int { return 3 * radius * radius }
  func describe() -> String { return name }
}

struct Blob: Shape {                 // expected-error {{type 'Blob' does not conform to protocol 'Shape'}}
  // expected-note@-1 {{add stubs for conformance}}
  let area = 1
  let name = "blob"                  // expected-note {{candidate is not settable, but protocol requires it}}
  func describe() -> Int { return 0 } // expected-note {{candidate has non-matching type '() -> Int'}}
}

struct Later {
  var side = 2
}
extension Later: Shape {
  var area: Int { side }
  var name: String { get { "later" } set { side = newValue.count } }
  func describe() -> String { name }
}

func show(_ s: Shape) -> String { return s.describe() + " \(s.area)" }
var shapes: Shape = Square(side: 2)
print(show(shapes), show(Circle(radius: 1)), show(Later()))
shapes = Circle(radius: 2)
shapes.name = "renamed"
