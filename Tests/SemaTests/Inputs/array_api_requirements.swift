// Array methods and operators that need Equatable or Comparable elements.
struct Point {
  var x = 0
}
let points = [Point(), Point(x: 1)]
let ordered = points.sorted() // expected-error {{referencing instance method 'sorted()' on 'Sequence' requires that 'Point' conform to 'Comparable'}}
let same = points == points // expected-error {{operator function '==' requires that 'Point' conform to 'Equatable'}}
let where1 = points.firstIndex(of: Point()) // expected-error {{referencing instance method 'firstIndex(of:)' on 'Collection' requires that 'Point' conform to 'Equatable'}}
let least = points.min() // expected-error {{referencing instance method 'min()' on 'Sequence' requires that 'Point' conform to 'Comparable'}}
var copy = points
copy.sort() // expected-error {{referencing instance method 'sort()' on 'MutableCollection' requires that 'Point' conform to 'Comparable'}}
let flags = [true, false]
let most = flags.max() // expected-error {{referencing instance method 'max()' on 'Sequence' requires that 'Bool' conform to 'Comparable'}}
