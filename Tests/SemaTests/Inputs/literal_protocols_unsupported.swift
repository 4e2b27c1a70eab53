// miniswiftc-only: swiftc accepts these. An empty collection literal is the literal
// initializer called with no elements, which a call cannot tell from `init()` when the
// type has both; string interpolation into a type (`ExpressibleByStringInterpolation`)
// is not declared in the library yet. Each is one error, where it is written.
struct Bag: ExpressibleByArrayLiteral {
  var items: [Int]
  init() { items = [9] }
  init(arrayLiteral elements: Int...) { items = elements }
}
let bag: Bag = [] // expected-error {{an empty collection literal as 'Bag', a type with an 'init()' too is not supported yet by miniswiftc}}
let full: Bag = [1, 2]
struct Line: ExpressibleByStringInterpolation { // expected-error {{type 'ExpressibleByStringInterpolation' is not supported yet by miniswiftc}}
  init(stringLiteral value: String) {}
}
