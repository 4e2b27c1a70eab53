// CaseIterable, as Swift's standard library declares it (CompilerProtocols.swift): a
// type whose values can be listed. For an enum without associated values that declares
// the conformance and writes no `allCases`, the compiler derives it, as swiftc does: an
// array of the enum's cases in the order they are declared
// (Sema/CaseIterableConformance.swift).

/// A type that provides a collection of all of its values.
public protocol CaseIterable {
  /// A type that can represent a collection of all values of this type.
  associatedtype AllCases: Collection where AllCases.Element == Self

  /// A collection of all values of this type.
  static var allCases: AllCases { get }
}
