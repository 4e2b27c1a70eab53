// expected-error@+2 {{expected ']' in container literal expression}}
// expected-note@+1 {{to match this opening '['}}
let a = [1, 2
let b = 3
