// expected-error@+1 {{anonymous closure argument not contained in a closure}}
let a = $0
