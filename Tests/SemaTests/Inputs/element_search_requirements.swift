// The library's searches of an array need Equatable (Comparable) elements; swiftc's
// errors name the protocol Swift declares them on.
struct S {}
let xs = [S()]
_ = xs.firstIndex(of: S()) // expected-error {{referencing instance method 'firstIndex(of:)' on 'Collection' requires that 'S' conform to 'Equatable'}}
_ = xs.lastIndex(of: S()) // expected-error {{referencing instance method 'lastIndex(of:)' on 'BidirectionalCollection' requires that 'S' conform to 'Equatable'}}
_ = xs.min() // expected-error {{referencing instance method 'min()' on 'Sequence' requires that 'S' conform to 'Comparable'}}
_ = [true].max() // expected-error {{referencing instance method 'max()' on 'Sequence' requires that 'Bool' conform to 'Comparable'}}
