// expected-error@+1 {{expected 'in' after for-each pattern}}
for x [1] {}
