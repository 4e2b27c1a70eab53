// expected-error@+1 {{missing condition in 'if' statement}}
if {}
