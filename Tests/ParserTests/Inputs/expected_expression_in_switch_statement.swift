// expected-error@+1 {{expected expression in 'switch' statement}}
switch {}
