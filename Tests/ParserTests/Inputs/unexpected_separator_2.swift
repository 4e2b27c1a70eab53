// expected-error@+1 {{unexpected ',' separator}}
f(,1)
