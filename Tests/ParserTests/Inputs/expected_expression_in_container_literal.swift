// expected-error@+2 {{expected expression in container literal}}
let x = [1,
