// A member of a constrained extension of Dictionary or Optional used where the type
// arguments miss the extension's requirement.
struct S {}
extension Dictionary where Value: Equatable { // expected-note {{where 'Value' = 'S'}}
  func keys(for value: Value) -> [Key] { [] }
}
extension Optional where Wrapped: Comparable { // expected-note {{where 'Wrapped' = 'S'}}
  func isLess(than other: Wrapped) -> Bool { false }
}
let d = [1: S()]
_ = d.keys(for: S()) // expected-error {{referencing instance method 'keys(for:)' on 'Dictionary' requires that 'S' conform to 'Equatable'}}
let o: S? = nil
_ = o.isLess(than: S()) // expected-error {{referencing instance method 'isLess(than:)' on 'Optional' requires that 'S' conform to 'Comparable'}}
