// A static method or an enum case called on a generic type named without arguments:
// the type's arguments are inferred with the call, or it is swiftc's error at the
// type's name, with its notes.
enum Outcome<T> { // expected-note {{'T' declared as parameter to type 'Outcome'}}
  case ok(T), fail(String)
}
struct Stack<T> { // expected-note {{'T' declared as parameter to type 'Stack'}}
  var items: [T]
  static func one(_ x: T) -> Stack<T> { Stack(items: [x]) }
  static func empty() -> Stack<T> { Stack(items: []) }
}
struct Sorted<T: Comparable> { // expected-note {{where 'T' = 'Plain'}}
  static func of(_ x: T) -> Sorted<T> { Sorted() }
}
struct Plain {}

let a = Outcome.ok(3)
let b: Outcome<Int> = Outcome.fail("no")
let c = Stack.one("x")
let d: Stack<Double> = Stack.empty()
let e = Outcome.fail("x") // expected-error {{generic parameter 'T' could not be inferred}}
// expected-note@-1 {{explicitly specify the generic arguments to fix this issue}}
let f = Stack.empty() // expected-error {{generic parameter 'T' could not be inferred}}
// expected-note@-1 {{explicitly specify the generic arguments to fix this issue}}
let g: Stack<Int> = Stack.one("x") // expected-error {{cannot convert value of type 'String' to expected argument type 'Int'}}
let h = Sorted.of(Plain()) // expected-error {{generic struct 'Sorted' requires that 'Plain' conform to 'Comparable'}}
struct Ordered<T: Comparable> { var x: T } // expected-note {{where 'T' = 'Plain'}}
enum Ranked<T: Comparable> { case a(T) } // expected-note {{where 'T' = 'Plain'}}
let i = Ordered(x: Plain()) // expected-error {{generic struct 'Ordered' requires that 'Plain' conform to 'Comparable'}}
let j = Ranked.a(Plain()) // expected-error {{generic enum 'Ranked' requires that 'Plain' conform to 'Comparable'}}
