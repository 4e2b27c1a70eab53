// Hashable, as Swift's standard library declares it (Hashable.swift): a type whose
// `hash(into:)` feeds the essential parts of a value to a `Hasher` (stdlib/Hasher.swift),
// and so can be a set element or a dictionary key.
//
// Where swiftc derives `hash(into:)` (a struct of Hashable stored properties, an enum
// without associated values) or the type is built in (Int, String, ...), miniswiftc's
// is the default below: the compiler's hash of the value (`Builtin.hash`, the properties'
// hashes in order for a struct) fed to the hasher. A type's written `hash(into:)` is its
// own, called by `Hasher.combine` and, through `hashValue`, by the runtime's tables.

/// A type that can be hashed into a `Hasher` to produce an integer hash value.
public protocol Hashable: Equatable {
  /// The hash value: a hasher fed this value's `hash(into:)`, finalized.
  var hashValue: Int { get }

  /// Hashes the essential components of this value by feeding them into the given
  /// hasher.
  func hash(into hasher: inout Hasher)
}

extension Hashable {
  /// The hash value (Swift's `_hashValue(for:)`).
  public var hashValue: Int {
    var hasher = Hasher()
    hasher.combine(self)
    return hasher.finalize()
  }

  /// The hash a built-in type has, and that swiftc derives for a struct of Hashable
  /// properties or an enum without associated values.
  public func hash(into hasher: inout Hasher) {
    hasher._combine(Builtin.hash(self))
  }
}
