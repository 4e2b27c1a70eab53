// An enum without raw values has no `rawValue` and no `init(rawValue:)`: one declared
// without a raw type, and one whose raw values are wrong or missing (it declares a raw
// type but is not RawRepresentable). A member of a case whose raw value was reported
// is not reported again, as in swiftc.
enum Plain { case a } // expected-note {{did you mean to specify a raw type on the enum declaration?}}
let plain = Plain.a
print(plain.rawValue) // expected-error {{value of type 'Plain' has no member 'rawValue'}}
let made = Plain(rawValue: 1) // expected-error {{'Plain' cannot be constructed because it has no accessible initializers}}

// expected-note@+2 {{did you mean to specify a raw type on the enum declaration?}}
// expected-note@+1 {{add stubs for conformance}}
enum Glyph: Character { // expected-error {{'Glyph' declares raw type 'Character', but does not conform to RawRepresentable and conformance could not be synthesized}}
  case star // expected-error {{enum cases require explicit raw values when the raw type is not expressible by integer or string literal}}
  case moon
}
print(Glyph.star.rawValue)
print(Glyph.moon.rawValue) // expected-error {{value of type 'Glyph' has no member 'rawValue'}}

// expected-note@+2 2 {{did you mean to specify a raw type on the enum declaration?}}
// expected-note@+1 {{add stubs for conformance}}
enum Level: Double { case low = 1.5, high } // expected-error {{'Level' declares raw type 'Double', but does not conform to RawRepresentable and conformance could not be synthesized}} expected-error {{enum case must declare a raw value when the preceding raw value is not an integer}}
print(Level.low.rawValue) // expected-error {{value of type 'Level' has no member 'rawValue'}}
print(Level.high.rawValue)
func describe(_ l: Level) -> String { "\(l.rawValue)" } // expected-error {{value of type 'Level' has no member 'rawValue'}}
