infix operator <+>: AdditionPrecedence

protocol Joinable {
  static func <+> (a: Self, b: Self) -> Self  // expected-note 3 {{protocol requires function '<+>' with type}}
  func joined(_ other: Self) -> Self  // expected-note {{protocol requires function 'joined' with type '(L) -> L'}}
}

// No witness at all.
struct S: Joinable {  // expected-error {{type 'S' does not conform to protocol 'Joinable'}} expected-note {{add stubs for conformance}}
  var v: Int
  func joined(_ other: S) -> S { self }
}

// A member operator of another type.
struct R: Joinable {  // expected-error {{type 'R' does not conform to protocol 'Joinable'}} expected-note {{add stubs for conformance}}
  var v: Int
  static func <+> (a: R, b: Int) -> R { a }  // expected-note {{candidate has non-matching type '(R, Int) -> R'}}
  func joined(_ other: R) -> R { self }
}

// A file-scope operator of another type.
struct Q {
  var v: Int
  func joined(_ other: Q) -> Q { self }
}
extension Q: Joinable {}  // expected-error {{type 'Q' does not conform to protocol 'Joinable'}} expected-note {{add stubs for conformance}}
func <+> (a: Q, b: Int) -> Q { a }  // expected-note {{candidate has non-matching type '(Q, Int) -> Q'}}

// The operator witnessed at file scope, the method missing.
struct L: Joinable {  // expected-error {{type 'L' does not conform to protocol 'Joinable'}} expected-note {{add stubs for conformance}}
  var v: Int
}
func <+> (a: L, b: L) -> L { a }

// Witnessed at file scope: conforms.
struct W: Joinable {
  var v: Int
  func joined(_ other: W) -> W { self <+> other }
}
func <+> (a: W, b: W) -> W { W(v: a.v + b.v) }

