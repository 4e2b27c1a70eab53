// expected-error@+1 {{expected member name following '.'}}
let x = a.
