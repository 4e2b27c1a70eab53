// expected-error@+1 {{'let' declarations cannot be computed properties}}
struct S { let x: Int { 1 } }
