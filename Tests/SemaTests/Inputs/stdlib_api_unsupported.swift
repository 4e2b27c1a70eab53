// miniswiftc-only: the parts of the library API around CaseIterable, Array's and
// String's initializers and slices that miniswiftc does not have yet.
class Shape: CaseIterable {} // expected-error {{a 'CaseIterable' conformance of a non-final class is not supported yet by miniswiftc}}
