// expected-error@+1 {{missing condition in 'while' statement}}
while {}
