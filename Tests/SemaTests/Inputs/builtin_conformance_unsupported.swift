// miniswiftc-only: what miniswiftc does not have yet of built-in types' conformances,
// each at its own place: a built-in type's own mutating member (a builtin) as the
// witness in a table of an existential, a value of a built-in type as an existential
// of one of the standard library's protocols but CustomStringConvertible, a
// conformance to one of the standard library's protocols that module Swift does not
// state (one it states is swiftc's warning: restated_library_conformances.swift).
protocol Appending { mutating func append(_ s: String) }
extension String: Appending {}
var text: any Appending = "ab" // expected-error {{the built-in member 'append' of 'String' as the witness of an existential ('any Appending') is not supported yet by miniswiftc}}
text.append("c")
let anything: Any = "s"
let appending = anything as? Appending // expected-error {{the built-in member 'append' of 'String' as the witness of an existential ('any Appending') is not supported yet by miniswiftc}}
let n = 5
let hashable: any Hashable = n // expected-error {{a value of built-in type 'Int' as an existential ('any Hashable') is not supported yet by miniswiftc}}
extension Bool: Comparable { // expected-error {{a conformance of 'Bool' to the standard library's protocol 'Comparable' is not supported yet by miniswiftc}}
  public static func < (a: Bool, b: Bool) -> Bool { !a && b }
}
