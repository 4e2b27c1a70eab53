// An operator function needs its operator declared; an infix operator's precedence
// group must exist.
infix operator **: NoSuchPrecedence // expected-error {{unknown precedence group 'NoSuchPrecedence'}}
infix operator +-: AdditionPrecedence
struct T {
    static func +- (a: T, b: T) -> T { a }
    static prefix func ~~ (a: T) -> T { a } // expected-error {{operator implementation without matching operator declaration}}
    static postfix func +- (a: T) -> T { a } // expected-error {{operator implementation without matching operator declaration}}
}
func <=> (a: Int, b: Int) -> Bool { a == b } // expected-error {{operator implementation without matching operator declaration}}
