// Equatable is derived for a struct whose stored properties are all Equatable; a
// class must write its `==`.
class Box: Equatable { var x = 1 } // expected-error {{type 'Box' does not conform to protocol 'Equatable'}}
// expected-note@-1 {{automatic synthesis of 'Equatable' is not supported for class declarations}}
// expected-note@-2 {{add stubs for conformance}}
struct Action { var run: () -> Void }
struct Step: Equatable { // expected-error {{type 'Step' does not conform to protocol 'Equatable'}}
    // expected-note@-1 {{add stubs for conformance}}
    var action: Action // expected-note {{stored property type 'Action' does not conform to protocol 'Equatable', preventing synthesized conformance of 'Step' to 'Equatable'}}
}
struct Fine: Equatable { var x = 1, y = "a" }
final class Written: Equatable {
    static func == (a: Written, b: Written) -> Bool { true }
}
let same = Fine() == Fine(x: 1, y: "a") && Fine() != Fine(x: 2) && Written() == Written()
