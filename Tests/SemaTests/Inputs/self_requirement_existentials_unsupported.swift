// miniswiftc-only
// A value as an existential of a protocol with 'Self' requirements, its own or
// inherited (Hashable's, from Equatable's '=='): its witness table would take and
// return values of the conforming type. Not yet, for a program's types as for the
// built-in ones.
struct Point: Hashable {
  var x: Int
}
class Key: Hashable {
  static func == (a: Key, b: Key) -> Bool { true }
  func hash(into hasher: inout Hasher) {}
}
protocol Same {
  func same(as other: Self) -> Bool
}
protocol Refined: Same {}
extension Point: Refined {
  func same(as other: Point) -> Bool { x == other.x }
}
let h: any Hashable = Point(x: 1) // expected-error {{a value of protocol type 'Hashable' (a protocol with 'Self' requirements) is not supported yet by miniswiftc}}
let k: any Hashable = Key() // expected-error {{a value of protocol type 'Hashable' (a protocol with 'Self' requirements) is not supported yet by miniswiftc}}
let e: any Equatable = Point(x: 2) // expected-error {{a value of protocol type 'Equatable' (a protocol with 'Self' requirements) is not supported yet by miniswiftc}}
let r: any Refined = Point(x: 3) // expected-error {{a value of protocol type 'Refined' (a protocol with 'Self' requirements) is not supported yet by miniswiftc}}
let points: [any Hashable] = [Point(x: 4)] // expected-error {{a value of protocol type 'Hashable' (a protocol with 'Self' requirements) is not supported yet by miniswiftc}}
