// A generic struct's derived == and hash(into:) need every stored property to be
// Equatable (Hashable) where the conformance is declared: in the struct, for every
// argument; in an extension, under its `where` clause, checked where it is used. A
// conditional conformance does not imply the protocols its protocol refines; swiftc
// derives no `<` for a struct and nothing for a class.
struct G<T>: Hashable { // expected-error {{type 'G' does not conform to protocol 'Hashable'}} expected-error {{type 'G<T>' does not conform to protocol 'Equatable'}} expected-note {{add stubs for conformance}}
  var v: T // expected-note {{stored property type 'T' does not conform to protocol 'Hashable', preventing synthesized conformance of 'G<T>' to 'Hashable'}} expected-note {{stored property type 'T' does not conform to protocol 'Equatable', preventing synthesized conformance of 'G<T>' to 'Equatable'}}
}
struct H<T> { var v: T }
// expected-note@+3 {{did you mean to explicitly state the conformance with relaxed bounds using 'where T: Equatable'?}}
// expected-note@+2 {{did you mean to explicitly state the conformance with the same bounds using 'where T: Hashable'?}}
// expected-note@+1 {{did you mean to explicitly state the conformance with different bounds?}}
extension H: Hashable where T: Hashable {} // expected-error {{conditional conformance of type 'H<T>' to protocol 'Hashable' does not imply conformance to inherited protocol 'Equatable'}}
struct S<A, B> { var a: A; var b: B }
// expected-note@+2 {{did you mean to explicitly state the conformance with the same bounds using 'where A: Comparable, B: Hashable'?}}
// expected-note@+1 {{did you mean to explicitly state the conformance with different bounds?}}
extension S: Comparable where A: Comparable, B: Hashable { // expected-error {{conditional conformance of type 'S<A, B>' to protocol 'Comparable' does not imply conformance to inherited protocol 'Equatable'}}
  static func < (l: S, r: S) -> Bool { l.a < r.a }
}
// expected-note@+1 {{add stubs for conformance}}
struct Ranked<T: Comparable>: Comparable { // expected-error {{type 'Ranked<T>' does not conform to protocol 'Comparable'}} expected-note {{automatic synthesis of 'Comparable' is not supported for generic struct declarations}}
  var value: T
}
// expected-note@+1 {{add stubs for conformance}}
class K<T>: Hashable { // expected-error {{type 'K' does not conform to protocol 'Hashable'}} expected-note {{automatic synthesis of 'Hashable' is not supported for generic class declarations}} expected-error {{type 'K<T>' does not conform to protocol 'Equatable'}} expected-note {{automatic synthesis of 'Equatable' is not supported for generic class declarations}}
  var v: T
  init(v: T) { self.v = v }
}
struct Opaque {}
struct Box<T> { var v: T }
extension Box: Equatable where T: Equatable {} // expected-note {{requirement from conditional conformance of 'Box<Opaque>' to 'Equatable'}}
extension Box: Hashable where T: Hashable {} // expected-note {{requirement from conditional conformance of 'Box<Opaque>' to 'Hashable'}}
let same = Box(v: Opaque()) == Box(v: Opaque()) // expected-error {{operator function '==' requires that 'Opaque' conform to 'Equatable'}}
// expected-note@+1 {{requirement from conditional conformance of 'Box<Opaque>' to 'Hashable'}} expected-note@+1 {{requirement specified as 'Opaque' : 'Hashable'}}
let set: Set<Box<Opaque>> = [] // expected-error {{type 'Opaque' does not conform to protocol 'Hashable'}} expected-error {{'Set' requires that 'Opaque' conform to 'Hashable'}}
func count<T: Hashable>(_ xs: [T]) -> Int { Set(xs).count }
let n = count([Box(v: Opaque())]) // expected-error {{global function 'count' requires that 'Opaque' conform to 'Hashable'}}
