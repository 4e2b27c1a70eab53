// Conformances derived or written under a `where` clause hold only for the generic
// arguments that meet it: swiftc's errors for a struct that cannot derive `==`, and for
// `==` and `!=` used on arguments that miss the requirement.
struct S {}

struct Box<T>: Equatable { // expected-error {{type 'Box<T>' does not conform to protocol 'Equatable'}} expected-note {{add stubs for conformance}}
  var v: T // expected-note {{stored property type 'T' does not conform to protocol 'Equatable', preventing synthesized conformance of 'Box<T>' to 'Equatable'}}
}

struct Tagged<T> {
  var v: T
  var tag: S // expected-note {{stored property type 'S' does not conform to protocol 'Equatable', preventing synthesized conformance of 'Tagged<T>' to 'Equatable'}}
}

extension Tagged: Equatable where T: Equatable {} // expected-error {{type 'Tagged<T>' does not conform to protocol 'Equatable'}} expected-note {{add stubs for conformance}}

struct Stack<Element> {
  var items: [Element]
}

extension Stack: Equatable where Element: Equatable {} // expected-note 2 {{requirement from conditional conformance of 'Stack<S>' to 'Equatable'}}

struct Only<Element> {
  var items: [Element]
}

extension Only where Element: Equatable {
  static func == (a: Only, b: Only) -> Bool { a.items == b.items }
}

let a = Stack(items: [S()])
print(a == a) // expected-error {{operator function '==' requires that 'S' conform to 'Equatable'}}
print(a != a) // expected-error {{operator function '!=' requires that 'S' conform to 'Equatable'}}
let o = Only(items: [S()])
print(o == o) // expected-error {{binary operator '==' cannot be applied to two 'Only<S>' operands}}
