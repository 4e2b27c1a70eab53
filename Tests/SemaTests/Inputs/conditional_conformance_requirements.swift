// A generic argument that meets a conformance only conditionally: swiftc names the
// element type that is not Equatable (the innermost one), not the array.
struct S {}

struct Stack<Element> {
  var items: [Element] = []
}

extension Stack: Equatable where Element: Equatable { // expected-note 2 {{requirement from conditional conformance of 'Stack<S>' to 'Equatable'}}
  static func == (lhs: Stack, rhs: Stack) -> Bool { lhs.items == rhs.items }
}

func same<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }

let o: S? = nil
print(same([S()], [S()])) // expected-error {{global function 'same' requires that 'S' conform to 'Equatable'}}
print(same([[S()]], [[S()]])) // expected-error {{global function 'same' requires that 'S' conform to 'Equatable'}}
print(same(o, o)) // expected-error {{global function 'same' requires that 'S' conform to 'Equatable'}}
print(same(Stack(items: [S()]), Stack(items: [S()]))) // expected-error {{global function 'same' requires that 'S' conform to 'Equatable'}}
print(same([Stack(items: [S()])], [Stack(items: [S()])])) // expected-error {{global function 'same' requires that 'S' conform to 'Equatable'}}
