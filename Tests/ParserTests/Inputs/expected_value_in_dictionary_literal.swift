// expected-error@+1 {{expected value in dictionary literal}}
let x = [1: ]
