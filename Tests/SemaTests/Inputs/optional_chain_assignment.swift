// An assignment through `?.` is a `()?`, not a Bool nor an Int; the chain's storage
// must still be mutable.
struct Point { var x = 0; var y = 0 }
var p: Point? = Point()
let q: Point? = Point()
var i: Int? = 1
if p?.x = 1 {}  // expected-error {{optional type '()?' cannot be used as a boolean; test for '!= nil' instead}}
if i {}  // expected-error {{optional type 'Int?' cannot be used as a boolean; test for '!= nil' instead}}
let n: Int = (p?.x = 2)  // expected-error {{cannot convert value of type '()?' to specified type 'Int'}}
if (p?.x = 3) != nil, (p?.y += 1) == nil {}
