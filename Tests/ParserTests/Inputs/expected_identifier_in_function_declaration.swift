// expected-error@+1 {{expected identifier in function declaration}}
func (x: Int) {}
