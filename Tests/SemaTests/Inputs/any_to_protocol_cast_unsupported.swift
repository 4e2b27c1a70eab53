// miniswiftc-only: swiftc accepts these casts. A cast from `Any` to a protocol tries
// each type that conforms; miniswiftc cannot yet when a generic type or a built-in
// type conforms, or for a protocol of module Swift, and says so at the cast.
protocol Named { var name: String { get } }
struct Box<T>: Named { var name: String { "box" } }
protocol Sized { var size: Int { get } }
extension Int: Sized { var size: Int { self } }
let x: Any = 5
let a = x as? Named // expected-error {{a cast from 'Any' to 'any Named' is not supported yet by miniswiftc}}
let b = x is Sized // expected-error {{a cast from 'Any' to 'any Sized' is not supported yet by miniswiftc}}
let c = x as? CustomStringConvertible // expected-error {{a cast from 'Any' to 'any CustomStringConvertible' is not supported yet by miniswiftc}}
