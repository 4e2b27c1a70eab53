// miniswiftc-only: an operator a program's extension of a standard library protocol
// declares is found through an operand's type (a built-in type's too: `one <=> 2`), but
// not yet when every operand is a literal, whose type is not known yet.
infix operator <=>: ComparisonPrecedence
extension Comparable {
  static func <=> (a: Self, b: Self) -> Int { a < b ? -1 : (a == b ? 0 : 1) }
}
let one = 1
print(one <=> 2)
print(1 <=> 2) // expected-error {{operator '<=>' of an extension of a standard library protocol on literals alone is not supported yet by miniswiftc}}
