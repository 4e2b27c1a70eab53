// expected-error@+1 {{expected '{' or 'if' after 'else'}}
if true {} else print(1)
