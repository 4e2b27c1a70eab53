// miniswiftc-only: valid Swift about generics and protocols that miniswiftc does not
// compile yet is "not supported yet" where it is written, not an error swiftc would
// not report.
protocol Shape { func draw() -> String }
struct Square: Shape { func draw() -> String { "[]" } }
extension Int: Shape { func draw() -> String { "\(self)" } }
func show<T: CustomStringConvertible>(_ x: T) -> any CustomStringConvertible {
  return x // expected-error {{a generic parameter's value as an existential ('any CustomStringConvertible') is not supported yet by miniswiftc}}
}
func flip<T: Shape>(_ shape: T) -> Shape { Square() }
let twice = flip(flip(Square())) // expected-error {{passing a value of protocol type 'any Shape' as the generic parameter 'T' (opening an existential) is not supported yet by miniswiftc}}
func drawn<T>(_ x: T) -> String {
  // A cast from a generic parameter to a type made of it.
  if x is [T] { return "array" } // expected-error {{a cast from 'T' to '[T]' is not supported yet by miniswiftc}}
  return ""
}
func describe<T: CustomStringConvertible>(_ x: T) -> String { x.description }
let d = describe(3) // expected-error {{the conformance of built-in type 'Int' to 'CustomStringConvertible' is not supported yet by miniswiftc}}
protocol Summable { static func + (a: Self, b: Self) -> Self }
extension Int: Summable {} // expected-error {{a built-in type's operator '+' as the witness of a protocol requirement is not supported yet by miniswiftc}}
struct Wrapper<T> { var value: T }
extension Wrapper where T: Numeric {} // expected-error {{type 'Numeric' is not supported yet by miniswiftc}}
