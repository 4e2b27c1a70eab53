// expected-error@+2 {{expected '{' after 'if' condition}}
let x = 2.0
if print(-x > -3.0)
    print(1)
