// expected-error@+1 {{expected initial value after '='}}
let x = 
