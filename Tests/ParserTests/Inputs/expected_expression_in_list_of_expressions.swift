// expected-error@+2 {{expected expression in list of expressions}}
let x = (1,
