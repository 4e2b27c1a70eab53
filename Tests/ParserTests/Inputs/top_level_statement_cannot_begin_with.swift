// expected-error@+1 {{top-level statement cannot begin with a closure expression}}
{ print(1) }
