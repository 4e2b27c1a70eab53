// expected-error@+1 {{expected '{' in class}}
class A
let x = 1
