// expected-error@+1 {{expected ':' in dictionary literal}}
let d = ["a": 1, "b" 2]
