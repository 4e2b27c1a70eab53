// expected-error@+1 {{enum 'case' is not allowed outside of an enum}}
case a
