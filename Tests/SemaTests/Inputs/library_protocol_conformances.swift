// A type declaring `Comparable` writes `<` (swiftc derives it for enums only); it is
// `Equatable` too, derived for a struct, written for a class. `CustomStringConvertible`
// (declared in stdlib/) requires `description` of type String. `Hashable` is derived for a
// struct whose stored properties are Hashable, never for a class.
struct Plain: Comparable { // expected-error {{type 'Plain' does not conform to protocol 'Comparable'}} expected-note {{automatic synthesis of 'Comparable' is not supported for struct declarations}} expected-note {{add stubs for conformance}}
  var x: Int
}
class Counter: Comparable { // expected-error {{type 'Counter' does not conform to protocol 'Equatable'}} expected-note {{automatic synthesis of 'Equatable' is not supported for class declarations}} expected-note {{add stubs for conformance}}
  var x = 0
  static func < (a: Counter, b: Counter) -> Bool { a.x < b.x }
}
struct Point { var x: Int }
let _ = max(Point(x: 1), Point(x: 2)) // expected-error {{global function 'max' requires that 'Point' conform to 'Comparable'}}
let _ = [Point(x: 1)].sorted() // expected-error {{referencing instance method 'sorted()' on 'Sequence' requires that 'Point' conform to 'Comparable'}}
struct Nameless: CustomStringConvertible {} // expected-error {{type 'Nameless' does not conform to protocol 'CustomStringConvertible'}} expected-note {{add stubs for conformance}}
struct Numbered: CustomStringConvertible { // expected-error {{type 'Numbered' does not conform to protocol 'CustomStringConvertible'}} expected-note {{add stubs for conformance}}
  var description: Int // expected-note {{candidate has non-matching type 'Int'}}
}
struct Flag: Equatable { var on = false }
struct Handler: Hashable { // expected-error {{type 'Handler' does not conform to protocol 'Hashable'}}
  var flag: Flag // expected-note {{stored property type 'Flag' does not conform to protocol 'Hashable', preventing synthesized conformance of 'Handler' to 'Hashable'}}
}
class Node: Hashable { // expected-error {{type 'Node' does not conform to protocol 'Hashable'}} expected-note {{automatic synthesis of 'Hashable' is not supported for class declarations}}
  var x = 0
  static func == (a: Node, b: Node) -> Bool { a.x == b.x }
}
let table: [Flag: Int] = [:] // expected-error {{type 'Flag' does not conform to protocol 'Hashable'}}
enum Level: Int, Comparable { // expected-error {{type 'Level' does not conform to protocol 'Comparable'}} expected-note {{add stubs for conformance}}
  // expected-note@-1 {{enum declares raw type 'Int', preventing synthesized conformance of 'Level' to 'Comparable'}}
  case low = 1, high
}
