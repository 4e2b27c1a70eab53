// `.init(...)` is checked as the wanted type's initializer: its labels and argument
// types, and a protocol has none.
struct Outer<T> {
  struct Inner { var n: Int }
  func make() -> Inner { .init(m: 1) } // expected-error {{incorrect argument label in call (have 'm:', expected 'n:')}}
}
struct Plain { var n: Int }
func plain() -> Plain { .init(n: "x") } // expected-error {{cannot convert value of type 'String' to expected argument type 'Int'}}
protocol P {}
let p: P = .init() // expected-error {{'any P' cannot be constructed because it has no accessible initializers}}
