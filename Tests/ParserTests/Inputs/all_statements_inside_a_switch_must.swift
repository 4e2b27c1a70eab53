// expected-error@+2 {{all statements inside a switch must be covered by a 'case' or 'default'}}
switch 1 {
print(1)
case 1: break
}
