// Checks after type checking: a global used before it is given a value, `self` used by
// a subclass initializer before `super.init`, an implicit raw value past Int.max.
let limit: Int // expected-note {{constant defined here}}
print(limit) // expected-error {{constant 'limit' used before being initialized}}
var count: Int
count = 2
print(count)

class Base {
    var total = 0
    func reset() {}
    init() {}
}
class Derived: Base {
    var extra: Int
    init(extra: Int) {
        self.extra = extra
        print(total) // expected-error {{'self' used in property access 'total' before 'super.init' call}}
        total = 1 // expected-error {{'self' used in property access 'total' before 'super.init' call}}
        reset() // expected-error {{'self' used in method call 'reset' before 'super.init' call}}
        super.init()
        total = 2
        reset()
    }
}

enum Big: Int {
    case last = 9223372036854775807
    case past // expected-error 2 {{integer literal '9223372036854775808' overflows when stored into 'Int'}}
}
