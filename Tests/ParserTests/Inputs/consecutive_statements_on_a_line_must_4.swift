// expected-error@+5 {{consecutive statements on a line must be separated by ';'}}
// expected-error@+4 {{top-level statement cannot begin with a closure expression}}
// expected-error@+4 {{'case' label can only appear inside a 'switch' statement}}
// expected-error@+4 {{'default' label can only appear inside a 'switch' statement}}
let r = 3
 r {
case 1: print(1)
default: break
}
