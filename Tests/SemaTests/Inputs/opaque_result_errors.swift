// `some P`: every return statement must return the same underlying type, which must
// conform; callers see only the protocol's members.
protocol Shape {
  func draw() -> String
}

struct Square: Shape {
  func draw() -> String { "[]" }
  func corners() -> Int { 4 }
}

struct Circle: Shape {
  func draw() -> String { "()" }
}

struct Label {}

func pick(_ round: Bool) -> some Shape { // expected-error {{function declares an opaque return type 'some Shape', but the return statements in its body do not have matching underlying types}}
  if round {
    return Circle() // expected-note {{return statement has underlying type 'Circle'}}
  }
  return Square() // expected-note {{return statement has underlying type 'Square'}}
}

func label() -> some Shape { // expected-note {{opaque return type declared here}}
  return Label() // expected-error {{return type of global function 'label()' requires that 'Label' conform to 'Shape'}}
}

func square() -> some Shape {
  Square()
}

let s = square()
print(s.draw())
print(s.corners()) // expected-error {{value of type 'some Shape' has no member 'corners'}}
