// expected-error@+1 {{expected '{' after 'if' condition}}
if true print(1)
