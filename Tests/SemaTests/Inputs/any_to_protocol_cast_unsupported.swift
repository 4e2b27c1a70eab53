// miniswiftc-only: swiftc accepts these casts. A cast from `Any` to a protocol tries
// each type that conforms; miniswiftc cannot yet when a generic class conforms (its
// instances have class metadata per specialization) or a generic type conforms
// conditionally, and says so at the cast.
protocol Named { var name: String { get } }
class Box<T>: Named { var name: String { "box" } }
let x: Any = 5
let a = x as? Named // expected-error {{a cast from 'Any' to 'any Named' is not supported yet by miniswiftc}}
protocol Sized { var size: Int { get } }
extension Int: Sized { var size: Int { self } }
// A conditional conformance: whether `[Double]` is a `Described` is not asked at run
// time.
protocol Described { func describe() -> String }
extension Int: Described { func describe() -> String { "int" } }
extension Array: Described where Element: Described { func describe() -> String { "array" } }
let isDescribed = x is Described // expected-error {{a cast from 'Any' to 'any Described' is not supported yet by miniswiftc}}
func described<T>(_ t: T) -> Bool {
  t is Described // expected-error {{a cast from 'T' to 'any Described' is not supported yet by miniswiftc}}
}
