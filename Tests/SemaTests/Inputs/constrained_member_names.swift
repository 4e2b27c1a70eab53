// How swiftc names a method whose constrained extension an argument type misses: the
// base name when it has parameters and none is labelled, else the full name.
struct Stack<Element> {
  var items: [Element] = []
}
extension Stack where Element: Equatable { // expected-note 3 {{where 'Element' = 'N'}}
  func isTop() -> Bool { true }
  func has(_ x: Element) -> Bool { true }
  func has(item x: Element) -> Bool { true }
}
struct N {}
_ = Stack<N>().isTop() // expected-error {{referencing instance method 'isTop()' on 'Stack' requires that 'N' conform to 'Equatable'}}
_ = Stack<N>().has(N()) // expected-error {{referencing instance method 'has' on 'Stack' requires that 'N' conform to 'Equatable'}}
_ = Stack<N>().has(item: N()) // expected-error {{referencing instance method 'has(item:)' on 'Stack' requires that 'N' conform to 'Equatable'}}
