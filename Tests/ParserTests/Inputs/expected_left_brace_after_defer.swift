func f() {
  defer print(1) // expected-error {{expected '{' after 'defer'}}
}
