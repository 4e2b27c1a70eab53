// Array, Optional, Dictionary and Set are Equatable and Hashable by the library's
// conditional conformances (stdlib/ArrayHashable.swift, ...): `==` and `!=` on values
// whose elements (wrapped, values) are not Equatable get swiftc's error, naming the
// innermost type that does not conform; its note is at the library's conformance.
struct S {}
struct Key: Hashable { var id = 0 }

print([S]() == [S]()) // expected-error {{operator function '==' requires that 'S' conform to 'Equatable'}}
print([[S]]() != [[S]]()) // expected-error {{operator function '!=' requires that 'S' conform to 'Equatable'}}
let byKey: [Key: S] = [:]
print(byKey == byKey) // expected-error {{operator function '==' requires that 'S' conform to 'Equatable'}}
let maybe: S? = nil
print(maybe == maybe) // expected-error {{operator function '==' requires that 'S' conform to 'Equatable'}}
let maybeList: [S]? = nil
print(maybeList != maybeList) // expected-error {{operator function '!=' requires that 'S' conform to 'Equatable'}}
let sets: Set<Set<S>> = [] // expected-error {{type 'S' does not conform to protocol 'Hashable'}}
// expected-error@+4 {{type 'S' does not conform to protocol 'Hashable'}}
// expected-error@+3 {{'Set' requires that 'S' conform to 'Hashable'}}
// expected-note@+2 {{requirement specified as 'S' : 'Hashable'}}
// expected-note@+1 {{requirement from conditional conformance of '[S]' to 'Hashable'}}
let lists: Set<[S]> = []
// expected-error@+5 {{type 'S' does not conform to protocol 'Hashable'}}
// expected-error@+4 {{'Dictionary' requires that 'S' conform to 'Hashable'}}
// expected-note@+3 {{requirement specified as 'S' : 'Hashable'}}
// expected-note@+2 {{requirement from conditional conformance of 'S?' to 'Hashable'}}
// expected-note@+1 {{requirement from conditional conformance of '[S?]' to 'Hashable'}}
let table: [[S?]: Int] = [:]
