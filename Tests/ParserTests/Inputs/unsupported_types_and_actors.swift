// miniswiftc-only: types and declarations miniswiftc does not implement are reported
// where they are written, and the rest of the file is still parsed.
protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
func keep(_ handler: @Sendable () -> Void) {} // expected-error {{type attributes ('@Sendable') are not supported yet by miniswiftc}}
struct Square: Named { var name = "square" }
typealias Pair<T> = (T, T) // expected-error {{generic type aliases are not supported yet by miniswiftc}}
actor Logger {
    var lines: [String] = []
}
var actor = 1
actor = 2
