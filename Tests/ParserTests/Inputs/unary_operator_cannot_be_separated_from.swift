// expected-error@+2 {{unary operator cannot be separated from its operand}}
let width = 12
let area = width * * 7
