// expected-error@+2 {{expected identifier after '.' expression}}
let x = .
