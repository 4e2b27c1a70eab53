// miniswiftc-only: swiftc accepts these casts. A cast from `Any` to a protocol tries
// each type that conforms; miniswiftc cannot yet when a generic type conforms
// conditionally, and says so at the cast.
let x: Any = 5
// A conditional conformance: whether `[Double]` is a `Described` is not asked at run
// time.
protocol Described { func describe() -> String }
extension Int: Described { func describe() -> String { "int" } }
extension Array: Described where Element: Described { func describe() -> String { "array" } }
let isDescribed = x is Described // expected-error {{a cast from 'Any' to 'any Described' is not supported yet by miniswiftc}}
func described<T>(_ t: T) -> Bool {
  t is Described // expected-error {{a cast from 'T' to 'any Described' is not supported yet by miniswiftc}}
}
