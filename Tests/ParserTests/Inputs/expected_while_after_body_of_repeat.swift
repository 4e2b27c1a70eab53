// expected-error@+1 {{expected 'while' after body of 'repeat' statement}}
repeat { }
print(1)
