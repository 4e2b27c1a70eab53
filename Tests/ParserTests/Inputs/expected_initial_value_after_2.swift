// expected-error@+1 {{expected initial value after '='}}
func f(x: Int = ) {}
