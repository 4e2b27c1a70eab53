// What does not conform keeps swiftc's errors, whatever the conformance: a generic
// type's argument that is Equatable only conditionally (an array, an optional, a
// dictionary, a program's `Stack`) names the innermost type that is not, with the
// conditional conformances that need it; a generic call's likewise; a generic type's
// stored property or method using the type's own parameter as a dictionary key or set
// element (swiftc infers requirements from a function's own parameters only).
struct Plain {}
struct Box<T: Equatable> { var v: T } // expected-note 5 {{requirement specified as 'Plain' : 'Equatable'}} expected-note {{requirement from conditional conformance of '[Plain]' to 'Equatable'}} expected-note {{requirement from conditional conformance of 'Plain?' to 'Equatable'}} expected-note {{requirement from conditional conformance of '[String : Plain]' to 'Equatable'}} expected-note 2 {{requirement from conditional conformance of 'Stack<Plain>' to 'Equatable'}} expected-note {{requirement from conditional conformance of '[Stack<Plain>]' to 'Equatable'}}
struct Stack<E> { var items: [E] }
extension Stack: Equatable where E: Equatable {}
let plain = Box<[Plain]>(v: []) // expected-error {{type 'Plain' does not conform to protocol 'Equatable'}} expected-error {{'Box' requires that 'Plain' conform to 'Equatable'}}
let maybe: Box<Plain?>? = nil // expected-error {{type 'Plain' does not conform to protocol 'Equatable'}} expected-error {{'Box' requires that 'Plain' conform to 'Equatable'}}
let table: Box<[String: Plain]>? = nil // expected-error {{type 'Plain' does not conform to protocol 'Equatable'}} expected-error {{'Box' requires that 'Plain' conform to 'Equatable'}}
let stack: Box<Stack<Plain>>? = nil // expected-error {{type 'Plain' does not conform to protocol 'Equatable'}} expected-error {{'Box' requires that 'Plain' conform to 'Equatable'}}
let stacks: Box<[Stack<Plain>]>? = nil // expected-error {{type 'Plain' does not conform to protocol 'Equatable'}} expected-error {{'Box' requires that 'Plain' conform to 'Equatable'}}
let pairs: Box<(Int, Int)>? = nil // expected-error {{type '(Int, Int)' does not conform to protocol 'Equatable'}}

func same<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }
_ = same([[Plain()]], [[Plain()]]) // expected-error {{global function 'same' requires that 'Plain' conform to 'Equatable'}}
_ = same(["k": Plain()], ["k": Plain()]) // expected-error {{global function 'same' requires that 'Plain' conform to 'Equatable'}}

struct Index<K> {
  var entries: [K: Int] // expected-error {{type 'K' does not conform to protocol 'Hashable'}}
  func keys(_ s: Set<K>) -> Int { s.count } // expected-error {{type 'K' does not conform to protocol 'Hashable'}}
}
let points: Set<Plain> = [] // expected-error {{type 'Plain' does not conform to protocol 'Hashable'}}
