// An enum's derived == and < need every associated value to be Equatable (Comparable).
struct NotEquatable {}
// expected-note@+1 {{add stubs for conformance}}
enum T: Equatable { case a(NotEquatable), b } // expected-error {{type 'T' does not conform to protocol 'Equatable'}} expected-note {{associated value type 'NotEquatable' does not conform to protocol 'Equatable', preventing synthesized conformance of 'T' to 'Equatable'}}
// expected-note@+1 {{add stubs for conformance}}
enum U: Comparable { case a(Int), b(NotEquatable) } // expected-error {{type 'U' does not conform to protocol 'Comparable'}} expected-error {{type 'U' does not conform to protocol 'Equatable'}} expected-note {{associated value type 'NotEquatable' does not conform to protocol 'Comparable', preventing synthesized conformance of 'U' to 'Comparable'}} expected-note {{associated value type 'NotEquatable' does not conform to protocol 'Equatable', preventing synthesized conformance of 'U' to 'Equatable'}}
