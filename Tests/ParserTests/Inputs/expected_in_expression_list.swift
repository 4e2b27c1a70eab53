// expected-note@+2 {{to match this opening '('}}
// expected-error@+2 {{expected ')' in expression list}}
print(1, 2
let y = 3
