// enumerated() and reversed() as values: their types are Swift's EnumeratedSequence and
// ReversedCollection, not arrays.
let xs = [1, 2, 3]
let e = xs.enumerated()
let r = xs.reversed()
let n: Int = e // expected-error {{cannot convert value of type 'EnumeratedSequence<[Int]>' to specified type 'Int'}}
let m: [Int] = r // expected-error {{cannot convert value of type 'ReversedCollection<[Int]>' to specified type '[Int]'}}
print(r.isEmty) // expected-error {{value of type 'ReversedCollection<[Int]>' has no member 'isEmty'}}
for (a, b, c) in e {} // expected-error {{pattern cannot match values of type '(offset: Int, element: Int)'}}
