// expected-error@+1 {{expected ':' after '? ...' in ternary expression}}
let x = a ? 1
