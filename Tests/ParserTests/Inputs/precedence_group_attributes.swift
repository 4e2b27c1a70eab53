precedencegroup P { foo: bar } // expected-error {{'foo' is not a valid precedence group attribute}}
precedencegroup Q { associativity: up } // expected-error {{expected 'none', 'left', or 'right' after 'associativity'}}
precedencegroup R { assignment: yes } // expected-error {{expected 'true' or 'false' after 'assignment'}}
precedencegroup S { higherThan: } // expected-error {{expected name of related precedence group after 'higherThan'}}
precedencegroup T { higherThan AdditionPrecedence } // expected-error {{expected colon after attribute name in precedence group}}
precedencegroup U { associativity: left associativity: right } // expected-error {{'associativity' attribute for precedence group declared multiple times}}
func f() {
  precedencegroup V {} // expected-error {{declaration is only valid at file scope}}
}
