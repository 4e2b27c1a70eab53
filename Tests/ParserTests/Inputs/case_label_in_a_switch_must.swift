// expected-error@+2 {{'case' label in a 'switch' must have at least one executable statement}}
switch 1 {
case 1:
default: break
}
