// expected-error@+2 {{expected ')' in parameter}}
// expected-note@+1 {{to match this opening '('}}
func f(x: Int
