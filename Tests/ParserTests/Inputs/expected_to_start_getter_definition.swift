// expected-error@+1 {{expected '{' to start getter definition}}
struct S { var x: Int { get } }
