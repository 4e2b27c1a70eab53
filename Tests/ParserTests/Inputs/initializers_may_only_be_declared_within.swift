// expected-error@+1 {{initializers may only be declared within a type}}
init() {}
