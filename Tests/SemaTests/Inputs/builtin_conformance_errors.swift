// A built-in type that does not satisfy a program's protocol: swiftc's errors, named
// as swiftc names the type ('Array<Element>'), with the requirement noted; and a
// constrained protocol extension used on an array whose elements miss the constraint.
protocol Sized {
  var size: Int { get } // expected-note 2 {{protocol requires property 'size' with type 'Int'}}
}
extension Int: Sized {} // expected-error {{type 'Int' does not conform to protocol 'Sized'}}
// expected-note@-1 {{add stubs for conformance}}
extension Set: Sized {} // expected-error {{type 'Set<Element>' does not conform to protocol 'Sized'}}
// expected-note@-1 {{add stubs for conformance}}

protocol Stackable {
  mutating func push(_ x: Int) // expected-note 2 {{protocol requires function 'push' with type '(Int) -> ()'}}
}
extension Array: Stackable {} // expected-error {{type 'Array<Element>' does not conform to protocol 'Stackable'}}
// expected-note@-1 {{add stubs for conformance}}
extension Dictionary: Stackable {} // expected-error {{type 'Dictionary<Key, Value>' does not conform to protocol 'Stackable'}}
// expected-note@-1 {{add stubs for conformance}}

protocol Container {
  associatedtype Item
  var count: Int { get }
  subscript(i: Int) -> Item { get }
}
extension Array: Container {}
extension Container where Item: Equatable { // expected-note {{where 'Self.Item' = 'Opaque'}}
  func startsWith(_ item: Item) -> Bool { count >= 1 && self[0] == item }
}
struct Opaque {}
print([Opaque()].startsWith(Opaque())) // expected-error {{referencing instance method 'startsWith' on 'Container' requires that 'Opaque' conform to 'Equatable'}}
