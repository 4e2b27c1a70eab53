// expected-error@+2 {{consecutive statements on a line must be separated by ';'}}
// expected-error@+1 {{expected expression}}
let x = 1)
