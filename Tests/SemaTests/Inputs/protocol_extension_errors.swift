// A protocol extension's members do not make a type conform when a requirement has no
// implementation anywhere, a constrained extension's default applies only where its
// requirement holds, and a non-requirement member is found only on conforming types.
protocol Shape {
  func area() -> Double // expected-note {{protocol requires function 'area()' with type '() -> Double'}}
  func name() -> String
}

extension Shape {
  func name() -> String { "shape" }
  func describe() -> String { "\(name()) of area \(area())" }
}

struct Blob: Shape {} // expected-error {{type 'Blob' does not conform to protocol 'Shape'}}
// expected-note@-1 {{add stubs for conformance}}

protocol Named {
  var title: String { get }
}

protocol Greeter {
  func greet() -> String // expected-note {{protocol requires function 'greet()' with type '() -> String'}}
}

extension Greeter where Self: Named {
  func greet() -> String { "Hello, \(title)" } // expected-note {{candidate would match if 'Robot' conformed to 'Named'}}
}

struct Robot: Greeter {} // expected-error {{type 'Robot' does not conform to protocol 'Greeter'}}
// expected-note@-1 {{add stubs for conformance}}

struct Rock {}

func use(_ r: Rock) -> String {
  r.describe() // expected-error {{value of type 'Rock' has no member 'describe'}}
}

extension Shape: Named {} // expected-error {{extension of protocol 'Shape' cannot have an inheritance clause}}
