// expected-error@+1 {{static properties may only be declared on a type}}
static var x = 1
