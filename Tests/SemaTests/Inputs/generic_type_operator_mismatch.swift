// An operator written in a generic type applies to values of one specialization:
// swiftc lists no partially matching overload for it (it does for a plain type's).
struct Pair<T> {
  var first: T
  var second: T
  static func + (a: Pair, b: Pair) -> Pair { return Pair(first: a.first, second: b.second) }
}
struct Plain {
  static func + (a: Plain, b: Plain) -> Plain { return a }
}
let p = Pair(first: 1, second: 2) + Pair(first: "a", second: "b") // expected-error {{binary operator '+' cannot be applied to operands of type 'Pair<Int>' and 'Pair<String>'}}
let q = Pair(first: 1, second: 2) + Plain() // expected-error {{binary operator '+' cannot be applied to operands of type 'Pair<Int>' and 'Plain'}} expected-note {{overloads for '+' exist with these partially matching parameter lists: (Plain, Plain)}}
let r = Pair(first: 1.5, second: 2) + Pair(first: 1.5, second: 2)
