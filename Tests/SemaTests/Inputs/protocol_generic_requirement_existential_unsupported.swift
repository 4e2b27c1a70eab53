// miniswiftc-only: swiftc accepts these calls. A generic requirement called on a
// protocol value needs its witness for generic arguments known only at run time
// (swiftc passes their metadata); a witness table here holds compiled code, none for a
// generic requirement, so such a call is not supported yet, at the call, and so is a
// protocol extension's member that calls one on `Self`, itself or through another.
protocol Shape {
  func describe<T>(_ x: T) -> String
  mutating func absorb<T>(_ x: T)
  func area() -> Int
}

extension Shape {
  func twice<T>(_ x: T) -> String { return describe(x) + describe(x) }
  func thrice<T>(_ x: T) -> String { return twice(x) + describe(x) }
  var summary: String { return describe(area()) }
  // Only non-generic requirements: fine on a protocol value.
  func doubled() -> Int { return area() * 2 }
}

func viaGeneric<S: Shape>(_ s: S) -> String { return s.describe(0) }
extension Shape {
  func passed() -> String { return viaGeneric(self) }
}

struct Square: Shape {
  func describe<T>(_ x: T) -> String { return "square \(x)" }
  mutating func absorb<T>(_ x: T) {}
  func area() -> Int { return 4 }
}

var e: any Shape = Square()
_ = e.area()
_ = e.doubled()
_ = e.describe(1)  // expected-error {{calling generic requirement 'describe' on a value of protocol type 'any Shape' is not supported yet by miniswiftc}}
e.absorb("x")  // expected-error {{calling generic requirement 'absorb' on a value of protocol type 'any Shape' is not supported yet by miniswiftc}}
_ = e.twice(2)  // expected-error {{calling 'twice', which calls generic requirement 'describe', on a value of protocol type 'any Shape' is not supported yet by miniswiftc}}
_ = e.thrice(3)  // expected-error {{calling 'thrice', which calls generic requirement 'describe', on a value of protocol type 'any Shape' is not supported yet by miniswiftc}}
_ = e.summary  // expected-error {{calling 'summary', which calls generic requirement 'describe', on a value of protocol type 'any Shape' is not supported yet by miniswiftc}}
_ = e.passed()  // expected-error {{calling 'passed', which calls generic requirement 'describe', on a value of protocol type 'any Shape' is not supported yet by miniswiftc}}
let maybe: (any Shape)? = Square()
_ = maybe?.describe(4)  // expected-error {{calling generic requirement 'describe' on a value of protocol type 'any Shape' is not supported yet by miniswiftc}}
func show(_ s: Shape) -> String {
  return s.describe(5)  // expected-error {{calling generic requirement 'describe' on a value of protocol type 'any Shape' is not supported yet by miniswiftc}}
}
let shapes: [any Shape] = [Square()]
for s in shapes {
  _ = s.describe(6)  // expected-error {{calling generic requirement 'describe' on a value of protocol type 'any Shape' is not supported yet by miniswiftc}}
}
// On a concrete type, through a generic parameter and `some Shape`, they are supported.
_ = Square().twice(1) + viaGeneric(Square())
func some() -> some Shape { return Square() }
_ = some().thrice(1)
