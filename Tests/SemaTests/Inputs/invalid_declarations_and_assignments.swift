// Programs swiftc rejects at type checking: no-op self assignments, an array subscript
// without its one index, access modifiers on protocol requirements, stored properties
// in enums, overriding a static member.
var count = 1
count = count // expected-error {{assigning a variable to itself}}
struct Point {
    var x = 0
    mutating func reset() {
        x = x // expected-error {{assigning a property to itself}}
        self.x = x // expected-error {{assigning a property to itself}}
    }
}
var p = Point()
p.x = p.x // expected-error {{assigning a property to itself}}

var numbers = [1, 2]
print(numbers[0, 1]) // expected-error {{extra argument in subscript}}

protocol Named {
    public func name() -> String // expected-error {{'public' modifier cannot be used in protocols}}
    // expected-note@-1 {{protocol requirements implicitly have the same access as the protocol itself}}
}

enum Light {
    case on, off
    var brightness = 0 // expected-error {{enums must not contain stored properties}}
    static var count = 2
}

class Base {
    static var label: String { return "base" } // expected-note {{overridden declaration is here}}
    class var kind: String { return "base" }
}
class Derived: Base {
    override static var label: String { return "derived" } // expected-error {{cannot override static property}}
    override class var kind: String { return "derived" }
}
