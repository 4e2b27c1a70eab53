// Generic method requirements: a witness is generic over as many parameters, its type
// the requirement's with them renamed, asking no more of them than the requirement does;
// swiftc's notes name the requirements by type with their generic parameters.
protocol P {}
protocol Q {}
struct PQ: P, Q {}

protocol Shape {
  func describe<T>(_ x: T) -> String  // expected-note 3 {{protocol requires function 'describe' with type '<T> (T) -> String'}}
  func pair<T: P>(_ x: T) -> Int      // expected-note 2 {{protocol requires function 'pair' with type '<T> (T) -> Int'}}
  static func make<T>(_ x: T) -> Self // expected-note {{protocol requires function 'make' with type '<T> (T) -> Wrong'}}
  mutating func absorb<T>(_ x: T) where T: Q // expected-note {{protocol requires function 'absorb' with type '<T> (T) -> ()'}}
}

// A candidate's argument labels are part of its type.
protocol Labels {
  func put<T>(_ x: T, into y: inout [T], at: Int)  // expected-note {{protocol requires function 'put(_:into:at:)' with type '<T> (T, into: inout [T], at: Int) -> ()'}}
}

struct Putter: Labels {  // expected-error {{type 'Putter' does not conform to protocol 'Labels'}}
  // expected-note@-1 {{add stubs for conformance}}
  func put<T>(_ x: T, into y: inout [T], at: String) {}  // expected-note {{candidate has non-matching type '<T> (T, into: inout [T], at: String) -> ()'}}
}

// Witnesses: parameters renamed, fewer constraints, a non-mutating one.
struct Good: Shape {
  func describe<U>(_ x: U) -> String { return "" }
  func pair<T>(_ x: T) -> Int { return 0 }
  static func make<T>(_ x: T) -> Good { return Good() }
  func absorb<T: Q>(_ x: T) {}
}

struct NotGeneric: Shape {  // expected-error {{type 'NotGeneric' does not conform to protocol 'Shape'}}
  // expected-note@-1 {{add stubs for conformance}}
  func describe(_ x: Int) -> String { return "" }  // expected-note {{candidate has non-matching type '(Int) -> String'}}
  func pair<T: Q>(_ x: T) -> Int { return 0 }  // expected-note {{candidate has non-matching type '<T> (T) -> Int'}}
  static func make<T>(_ x: T) -> NotGeneric { return NotGeneric() }
  func absorb<T>(_ x: T) where T: Q {}
}

struct WrongResult: Shape {  // expected-error {{type 'WrongResult' does not conform to protocol 'Shape'}}
  // expected-note@-1 {{add stubs for conformance}}
  func describe<T>(_ x: T) -> Int { return 0 }  // expected-note {{candidate has non-matching type '<T> (T) -> Int'}}
  func pair<T>(_ x: T) -> Int { return 0 }
  static func make<T>(_ x: T) -> WrongResult { return WrongResult() }
  mutating func absorb<T: Q>(_ x: T) {}
}

struct Wrong: Shape {  // expected-error {{type 'Wrong' does not conform to protocol 'Shape'}}
  // expected-note@-1 {{add stubs for conformance}}
  func pair<T: P & Q>(_ x: T) -> Int { return 0 }  // expected-note {{candidate has non-matching type '<T> (T) -> Int'}}
  mutating func absorb<T: P>(_ x: T) {}  // expected-note {{candidate has non-matching type '<T> (T) -> ()'}}
}

// A default implementation witnesses the requirement; one asking more does not.
protocol Named {
  func name<T>(of x: T) -> String  // expected-note {{protocol requires function 'name(of:)' with type '<T> (of: T) -> String'}}
  func tag<T: P>(_ x: T) -> String
}

extension Named {
  func tag<T: P>(_ x: T) -> String { return "tag" }
}

extension Named where Self: Q {
  func name<T>(of x: T) -> String { return "name" }  // expected-note {{candidate would match if 'Plain' conformed to 'Q'}}
}

struct Plain: Named {  // expected-error {{type 'Plain' does not conform to protocol 'Named'}}
  // expected-note@-1 {{add stubs for conformance}}
}

struct Both: Named, Q {}

class Base: Named {
  func name<T>(of x: T) -> String { return "base" }
}

class Derived: Base {}

func use<N: Named>(_ n: N) -> String { return n.name(of: 1) + n.tag(PQ()) }
_ = use(Both()) + use(Derived())
