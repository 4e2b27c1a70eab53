// A type that declares a protocol must satisfy the protocols it inherits; only a
// class conforms to a class-only protocol (AnyObject anywhere in the clause).
protocol Named { var name: String { get } } // expected-note {{protocol requires property 'name' with type 'String'}}
protocol Described: Named { func describe() -> String }
protocol Owner: Named, AnyObject {}
protocol Manager: Owner {}
struct Report: Described { // expected-error {{type 'Report' does not conform to protocol 'Named'}}
    // expected-note@-1 {{add stubs for conformance}}
    func describe() -> String { "report" }
}
struct Store: Manager { // expected-error {{non-class type 'Store' cannot conform to class protocol 'Manager'}}
    // expected-error@-1 {{non-class type 'Store' cannot conform to class protocol 'Owner'}}
    var name = "store"
}
final class Office: Manager { var name = "office" }
