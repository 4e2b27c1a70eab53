// expected-error@+1 {{expected type name in extension declaration}}
extension { }
