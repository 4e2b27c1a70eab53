// CaseIterable's `allCases` is derived only for an enum without associated values.
enum Barcode: CaseIterable { // expected-error {{type 'Barcode' does not conform to protocol 'CaseIterable'}} expected-note {{add stubs for conformance}}
  case upc(Int, Int, Int, Int)
  case qrCode(String)
}

struct Point: CaseIterable { // expected-error {{type 'Point' does not conform to protocol 'CaseIterable'}} expected-note {{add stubs for conformance}}
  var x = 0
}

final class Shape: CaseIterable {} // expected-error {{type 'Shape' does not conform to protocol 'CaseIterable'}} expected-note {{add stubs for conformance}}

enum Planet { case mercury, venus }
let planets = Planet.allCases // expected-error {{type 'Planet' has no member 'allCases'}}
