// expected-error@+1 {{class methods may only be declared on a type}}
class func f() {}
