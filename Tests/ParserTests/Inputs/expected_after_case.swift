// expected-error@+2 {{expected ':' after 'case'}}
switch x {
case 1 break
}
