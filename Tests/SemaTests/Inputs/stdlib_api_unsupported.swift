// miniswiftc-only: the parts of the library API around CaseIterable, Array's and
// String's initializers and slices that miniswiftc does not have yet (Sequence's
// algorithms work on a slice: stdlib_array_slice.swift).
class Shape: CaseIterable {} // expected-error {{a 'CaseIterable' conformance of a non-final class is not supported yet by miniswiftc}}
let numbers = [1, 2, 3]
let head = numbers.prefix(2)
let joined = head + [3] // expected-error {{operator '+' on an 'ArraySlice' is not supported yet by miniswiftc}}
