// The built-in types' conformances to Hashable, as Swift's library declares them next to
// each type (`extension Int: Hashable` in IntegerTypes.swift, ...). Their `hash(into:)`
// is the default of stdlib/Hashable.swift: the compiler's hash of the value.

extension Int: Hashable {}
extension Double: Hashable {}
extension Bool: Hashable {}
extension String: Hashable {}
extension Character: Hashable {}
extension Int8: Hashable {}
extension Int16: Hashable {}
extension Int32: Hashable {}
extension Int64: Hashable {}
extension UInt8: Hashable {}
extension UInt16: Hashable {}
extension UInt32: Hashable {}
extension UInt64: Hashable {}
extension UInt: Hashable {}
