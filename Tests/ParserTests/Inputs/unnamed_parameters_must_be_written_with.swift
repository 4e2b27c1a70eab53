// expected-error@+1 {{unnamed parameters must be written with the empty name '_'}}
func f(x) {}
