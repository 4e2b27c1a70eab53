// expected-error@+2 {{expected expression after operator}}
let x = 1 +
let y = 2
