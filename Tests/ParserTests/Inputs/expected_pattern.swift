// expected-error@+1 {{expected pattern}}
let = 3
