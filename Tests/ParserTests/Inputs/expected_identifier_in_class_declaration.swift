// expected-error@+1 {{expected identifier in class declaration}}
class { }
