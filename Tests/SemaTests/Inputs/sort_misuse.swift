// Sorting is the library's (stdlib/Sort.swift): misuse is reported as swiftc reports it,
// from the declarations of Sequence's sorted() and MutableCollection's sort().

struct Point {
  var x: Int
}

let fixed = [3, 1, 2] // expected-note 2 {{change 'let' to 'var' to make it mutable}}
fixed.sort() // expected-error {{cannot use mutating member on immutable value: 'fixed' is a 'let' constant}}
fixed.sort(by: >) // expected-error {{cannot use mutating member on immutable value: 'fixed' is a 'let' constant}}

let grid = [[2, 1]] // expected-note {{change 'let' to 'var' to make it mutable}}
grid[0].sort() // expected-error {{cannot use mutating member on immutable value: 'grid' is a 'let' constant}}

var points = [Point(x: 2), Point(x: 1)]
points.sort() // expected-error {{referencing instance method 'sort()' on 'MutableCollection' requires that 'Point' conform to 'Comparable'}}
_ = points.sorted() // expected-error {{referencing instance method 'sorted()' on 'Sequence' requires that 'Point' conform to 'Comparable'}}
_ = ["a": Point(x: 1)].values.sorted() // expected-error {{referencing instance method 'sorted()' on 'Sequence' requires that 'Point' conform to 'Comparable'}}
let count: Int = [1, 2].sorted() // expected-error {{cannot convert value of type '[Int]' to specified type 'Int'}}
