// expected-error@+1 {{missing condition in 'guard' statement}}
guard else {}
