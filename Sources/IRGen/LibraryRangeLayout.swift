import AST

/// A built-in range of Int (`{ i64, i64 }`) is, in generic code specialized for Int, a
/// value of the library's `Range<Bound>` or `ClosedRange<Bound>` struct
/// (AST/LibraryRangeRepresentation.swift): the struct's members are used on it, with
/// `Bound` its bound, and its stored properties `lowerBound` and `upperBound` are the
/// built-in range's two fields, in the same order.
extension IRGenModule {
  /// The declaration whose stored properties and generic parameters a value of type `t`
  /// has: a struct's, enum's or class's own, or the library's range struct for a
  /// built-in range; nil for any other type.
  func layoutDecl(of t: SwiftType) -> NominalTypeDecl? {
    if let n = t.nominalDecl { return n }
    if case .range(let kind, _) = t { return libraryRanges[kind] }
    return nil
  }
}
