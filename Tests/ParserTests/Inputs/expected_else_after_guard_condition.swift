// expected-error@+1 {{expected 'else' after 'guard' condition}}
guard true { }
