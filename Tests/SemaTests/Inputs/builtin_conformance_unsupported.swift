// miniswiftc-only: what miniswiftc does not have yet of built-in types' conformances,
// each at its own place: a value of a built-in type as an existential (its witness
// table would hold the built-in type's members), a conformance to one of the standard
// library's protocols that module Swift does not state (one it states is swiftc's
// warning: restated_library_conformances.swift).
protocol Sized { var size: Int { get } }
extension Int: Sized { var size: Int { 8 } }
let n = 5
let boxed: Sized = n // expected-error {{a value of built-in type 'Int' as an existential ('any Sized') is not supported yet by miniswiftc}}
print(boxed.size)
extension Bool: Comparable { // expected-error {{a conformance of 'Bool' to the standard library's protocol 'Comparable' is not supported yet by miniswiftc}}
  public static func < (a: Bool, b: Bool) -> Bool { !a && b }
}
