// expected-note@+2 {{to match this opening '{'}}
// expected-error@+3 {{expected '}' in class}}
class A {
  var x = 1
