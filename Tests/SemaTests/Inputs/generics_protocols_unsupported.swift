// miniswiftc-only: valid Swift about generics and protocols that miniswiftc does not
// compile yet is "not supported yet" where it is written, not an error swiftc would
// not report.
protocol Shape { func draw() -> String }
struct Square: Shape { func draw() -> String { "[]" } }
func erase<T: Shape>(_ shape: T) -> Shape {
  return shape // expected-error {{a generic parameter's value as an existential ('any Shape') is not supported yet by miniswiftc}}
}
func describe<T: CustomStringConvertible>(_ x: T) -> String { x.description }
let d = describe(3) // expected-error {{the conformance of built-in type 'Int' to 'CustomStringConvertible' is not supported yet by miniswiftc}}
protocol Summable { static func + (a: Self, b: Self) -> Self }
extension Int: Summable {} // expected-error {{a built-in type's operator '+' as the witness of a protocol requirement is not supported yet by miniswiftc}}
struct Wrapper<T> { var value: T }
extension Wrapper where T: Numeric {} // expected-error {{type 'Numeric' is not supported yet by miniswiftc}}
