// expected-error@+1 {{expected '{' after 'while' condition}}
while true print(1)
