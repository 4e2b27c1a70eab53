// miniswiftc-only
// Casts to `any Hashable` and `any Equatable` are not supported yet: an existential of
// a protocol with `Self` requirements (Equatable's `==`, which Hashable refines) is not
// representable in miniswiftc, whose witness tables would take values of the
// conforming type. (CustomStringConvertible and CustomDebugStringConvertible are.)
let value: Any = 5
_ = value as? any Hashable // expected-error {{a cast to 'any Hashable' ('Equatable' has 'Self' requirements) is not supported yet by miniswiftc}}
_ = value is any Equatable // expected-error {{a cast to 'any Equatable' ('Equatable' has 'Self' requirements) is not supported yet by miniswiftc}}
_ = value as? CustomDebugStringConvertible
