/// The type of a function that never returns (`fatalError`): an enum without cases, so
/// no value of it can be made, as Swift declares it; an `Error`, so that a `Result`
/// that cannot fail is `Result<T, Never>`.
public enum Never {}

extension Never: Error {}

/// As Swift's library has it (Policy.swift): `Set<Never>`, `[Never: V]` and a `T:
/// Comparable` of `Never` are types; the members are synthesized, an enum's without
/// cases, never called.
extension Never: Equatable, Comparable, Hashable {}
