// A name that is not found is reported once where it is written, also as the base of a
// member that Sema tries more than one way (a type written with arguments, in a print).
print(Foo<Int>.size) // expected-error {{cannot find 'Foo' in scope}}
let x = Foo<Int>.size // expected-error {{cannot find 'Foo' in scope}}
let y = Bar.size // expected-error {{cannot find 'Bar' in scope}}
print(Baz.make(1), Baz<String>.zero) // expected-error 2 {{cannot find 'Baz' in scope}}
