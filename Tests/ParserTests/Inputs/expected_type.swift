// expected-error@+1 {{expected type}}
let x: = 3
