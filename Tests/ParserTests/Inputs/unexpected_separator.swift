// expected-error@+1 {{unexpected ',' separator}}
print(1, , 2)
