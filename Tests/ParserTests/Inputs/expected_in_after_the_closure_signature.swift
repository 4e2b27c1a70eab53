// expected-error@+2 {{expected 'in' after the closure signature}}
let f = { (x: Int) -> Int
 x }
