// Operator declarations: at file scope, with a fixity, a name, and (infix only) a
// precedence group.
infix operator +-: AdditionPrecedence
prefix operator +++
operator *** // expected-error {{operator must be declared as 'prefix', 'postfix', or 'infix'}}
prefix operator ~~: AdditionPrecedence // expected-error {{only infix operators may declare a precedence}}
struct S {
    infix operator <> // expected-error {{'operator' may only be declared at file scope}}
}
