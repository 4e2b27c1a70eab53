// expected-note@+2 {{to match this opening '{'}}
// expected-error@+3 {{expected '}' at end of brace statement}}
func f() {
  let x = 1
