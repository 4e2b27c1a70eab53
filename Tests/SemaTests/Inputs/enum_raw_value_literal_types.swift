// A raw value is a literal of the raw type: another kind is swiftc's "raw type" error
// (not "specified type"), and the enum is then not RawRepresentable (its follow-on
// error); an implicit Int raw value after a non-integer must be written.
// expected-note@+1 {{add stubs for conformance}}
enum I: Int { case a = "x" } // expected-error {{cannot convert value of type 'String' to raw type 'Int'}} expected-error {{'I' declares raw type 'Int', but does not conform to RawRepresentable and conformance could not be synthesized}}
// expected-note@+1 {{add stubs for conformance}}
enum S: String { case a = 1 } // expected-error {{cannot convert value of type 'Int' to raw type 'String'}} expected-error {{'S' declares raw type 'String', but does not conform to RawRepresentable and conformance could not be synthesized}}
// expected-note@+1 {{add stubs for conformance}}
enum D: Double { case a = "1", b = true, c = 2 } // expected-error {{cannot convert value of type 'String' to raw type 'Double'}} expected-error {{cannot convert value of type 'Bool' to raw type 'Double'}} expected-error {{'D' declares raw type 'Double', but does not conform to RawRepresentable and conformance could not be synthesized}}
// expected-note@+1 {{add stubs for conformance}}
enum J: Int { case a = 1.5, b } // expected-error {{cannot convert value of type 'Double' to raw type 'Int'}} expected-error {{enum case must declare a raw value when the preceding raw value is not an integer}} expected-error {{'J' declares raw type 'Int', but does not conform to RawRepresentable and conformance could not be synthesized}}
// expected-note@+1 {{add stubs for conformance}}
enum C: Character { case a = 1 } // expected-error {{cannot convert value of type 'Int' to raw type 'Character'}} expected-error {{'C' declares raw type 'Character', but does not conform to RawRepresentable and conformance could not be synthesized}}
