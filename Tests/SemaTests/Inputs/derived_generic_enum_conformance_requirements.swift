// A generic enum's derived ==, < and hash(into:) need every associated value to be
// Equatable (Comparable, Hashable) where the conformance is declared: in the enum, for
// every argument; in an extension, under its `where` clause, checked where it is used.
// expected-note@+1 {{add stubs for conformance}}
enum Box<T>: Equatable { // expected-error {{type 'Box<T>' does not conform to protocol 'Equatable'}}
  case one(T) // expected-note {{associated value type 'T' does not conform to protocol 'Equatable', preventing synthesized conformance of 'Box<T>' to 'Equatable'}}
  case none
}
enum W<T> { case w(T) } // expected-note {{associated value type 'T' does not conform to protocol 'Hashable', preventing synthesized conformance of 'W<T>' to 'Hashable'}} expected-note {{associated value type 'T' does not conform to protocol 'Equatable', preventing synthesized conformance of 'W<T>' to 'Equatable'}}
// expected-note@+1 {{add stubs for conformance}}
extension W: Hashable {} // expected-error {{type 'W' does not conform to protocol 'Hashable'}} expected-error {{type 'W<T>' does not conform to protocol 'Equatable'}}
// expected-note@+1 {{add stubs for conformance}}
enum C<T>: Comparable { case c(T), d } // expected-error {{type 'C<T>' does not conform to protocol 'Comparable'}} expected-error {{type 'C<T>' does not conform to protocol 'Equatable'}} expected-note {{associated value type 'T' does not conform to protocol 'Comparable', preventing synthesized conformance of 'C<T>' to 'Comparable'}} expected-note {{associated value type 'T' does not conform to protocol 'Equatable', preventing synthesized conformance of 'C<T>' to 'Equatable'}}
enum N<T> { case n(T) }
extension N: Equatable where T: Equatable {} // expected-note {{requirement from conditional conformance of 'N<Opaque>' to 'Equatable'}}
struct Opaque {}
let same = N<Opaque>.n(Opaque()) == .n(Opaque()) // expected-error {{operator function '==' requires that 'Opaque' conform to 'Equatable'}}
let fine = N.n(1) == .n(2)
