// expected-error@+1 {{expected ':' following argument label and parameter name}}
func f(x Int) {}
