// Each destination of a tuple assignment must be mutable, and is reported where it is.
let k = 1 // expected-note {{change 'let' to 'var' to make it mutable}}
var m = 0
(m, k) = (1, 2) // expected-error {{cannot assign to value: 'k' is a 'let' constant}}

struct Point {
  var x = 0
  let y = 0 // expected-note {{change 'let' to 'var' to make it mutable}}
  mutating func reset() {
    (x, y) = (0, 0) // expected-error {{cannot assign to property: 'y' is a 'let' constant}}
  }
}
