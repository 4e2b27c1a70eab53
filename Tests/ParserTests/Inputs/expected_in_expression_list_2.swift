// expected-note@+2 {{to match this opening '('}}
// expected-error@+3 {{expected ')' in expression list}}
show(5, 
show(0, 3)
