// An enum's derived hash(into:) needs every associated value to be Hashable (its
// derived == every one Equatable: both errors, the note to add stubs once).
struct OnlyEquatable: Equatable {}
enum A: Hashable { case a(OnlyEquatable), b } // expected-error {{type 'A' does not conform to protocol 'Hashable'}} expected-note {{associated value type 'OnlyEquatable' does not conform to protocol 'Hashable', preventing synthesized conformance of 'A' to 'Hashable'}}
struct Plain {}
// expected-note@+1 {{add stubs for conformance}}
enum B: Hashable { case a(Plain), b(Int) } // expected-error {{type 'B' does not conform to protocol 'Hashable'}} expected-error {{type 'B' does not conform to protocol 'Equatable'}} expected-note {{associated value type 'Plain' does not conform to protocol 'Hashable', preventing synthesized conformance of 'B' to 'Hashable'}} expected-note {{associated value type 'Plain' does not conform to protocol 'Equatable', preventing synthesized conformance of 'B' to 'Equatable'}}
enum C { case c(Int) }
extension C: Hashable {}
let s: Set<C> = [.c(1)]
