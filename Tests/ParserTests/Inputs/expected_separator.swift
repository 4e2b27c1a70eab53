// expected-error@+1 {{expected ',' separator}}
print(1 2)
