// expected-error@+1 {{consecutive statements on a line must be separated by ';'}}
let a = 1 let b = 2
