// Hashable, as Swift's standard library declares it (Hashable.swift), but for its
// requirement: Swift's `func hash(into hasher: inout Hasher)` feeds a `Hasher`, which
// miniswiftc does not have in the library yet (the runtime's hashing is not reachable
// from Swift source): a type's hash is derived by the compiler, which hashes its stored
// properties in order (Sema/HashableConformance.swift, IRGen/GenDictionary.swift).

/// A type that can be hashed, and so be a set element or a dictionary key.
public protocol Hashable: Equatable {
}
