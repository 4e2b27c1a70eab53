// An implicitly unwrapped optional converted to 'Any' is not unwrapped: swiftc says so
// with its own wording and points at the declaration.
let z: Int! = 3 // expected-note {{implicitly unwrapped let 'z' declared here}}
let a: Any = z // expected-warning {{coercion of implicitly unwrappable value of type 'Int?' to 'Any' does not unwrap optional}}
// expected-note@-1 {{provide a default value to avoid this warning}}
// expected-note@-2 {{force-unwrap the value to avoid this warning}}
// expected-note@-3 {{explicitly cast to 'Any' with 'as Any' to silence this warning}}
func lookup() -> Int! { 1 } // expected-note {{global function 'lookup()' with implicitly unwrapped result type is declared here}}
let b: Any = lookup() // expected-warning {{coercion of implicitly unwrappable value of type 'Int?' to 'Any' does not unwrap optional}}
// expected-note@-1 {{provide a default value to avoid this warning}}
// expected-note@-2 {{force-unwrap the value to avoid this warning}}
// expected-note@-3 {{explicitly cast to 'Any' with 'as Any' to silence this warning}}
struct Form {
  var name: String! = "x" // expected-note {{implicitly unwrapped property 'name' declared here}}
  func show(_ p: Int!) { // expected-note {{implicitly unwrapped parameter 'p' declared here}}
    print(p) // expected-warning {{coercion of implicitly unwrappable value of type 'Int?' to 'Any' does not unwrap optional}}
    // expected-note@-1 {{provide a default value to avoid this warning}}
    // expected-note@-2 {{force-unwrap the value to avoid this warning}}
    // expected-note@-3 {{explicitly cast to 'Any' with 'as Any' to silence this warning}}
    let items: [Any] = [name] // expected-warning {{coercion of implicitly unwrappable value of type 'String?' to 'Any' does not unwrap optional}}
    // expected-note@-1 {{provide a default value to avoid this warning}}
    // expected-note@-2 {{force-unwrap the value to avoid this warning}}
    // expected-note@-3 {{explicitly cast to 'Any' with 'as Any' to silence this warning}}
    print(items.count, "\(p)") // expected-warning {{string interpolation produces a debug description for an optional value; did you mean to make this explicit?}}
    // expected-note@-1 {{use a default value parameter to avoid this warning}}
    // expected-note@-2 {{provide a default value to avoid this warning}}
    // expected-note@-3 {{use 'String(describing:)' to silence this warning}}
    print(p as Any, p!)
  }
}
Form().show(1)
print(a, b)
