// miniswiftc-only
// Casts to the library's protocols other than CustomStringConvertible are not
// supported yet: a built-in type's value as an `any Hashable` or an `any Equatable` has
// no table yet, and CustomDebugStringConvertible's conformers include generic classes
// (KeyPath) and built-in types whose debug text has no table.
let value: Any = 5
_ = value as? any Hashable // expected-error {{a cast from 'Any' to 'any Hashable' is not supported yet by miniswiftc}}
_ = value is any Equatable // expected-error {{a cast from 'Any' to 'any Equatable' is not supported yet by miniswiftc}}
_ = value as? CustomDebugStringConvertible // expected-error {{a cast from 'Any' to 'any CustomDebugStringConvertible' is not supported yet by miniswiftc}}
