/// A range has two representations, and this file is where they meet: a range of `Int`
/// (or `String.Index`) is built in (`SwiftType.range`: IRGen's `{ i64, i64 }`, its loop
/// for `for i in 0..<n`, its members as builtins), a range of any other bound is module
/// Swift's struct (`Range<Bound>`, `ClosedRange<Bound>`, stdlib/Range.swift). Generic
/// code over the library's struct (`func f<T>(_ r: ClosedRange<T>)`,
/// `extension Comparable { func clamped(to r: ClosedRange<Self>) }`) meets a range of Int
/// when `T` or `Self` is Int: substituting `Int` into the struct yields the built-in
/// type (`canonicalBoundGeneric`), so there is one type `ClosedRange<Int>`, and the
/// struct's members see a built-in range as one of their own values
/// (`libraryRangeArguments`). The layouts agree: the struct's stored properties are
/// `lowerBound` then `upperBound`, two `i64`s as the built-in range's.
extension NominalTypeDecl {
  /// Which range the library's `Range` or `ClosedRange` struct is; nil for any other
  /// type (a program's own `struct Range` included).
  public var libraryRangeKind: RangeKind? {
    guard isInStandardLibrary, self is StructDecl, enclosingNominal == nil else { return nil }
    switch name {
    case "Range": return .halfOpen
    case "ClosedRange": return .closed
    default: return nil
    }
  }
}

extension SwiftType {
  /// Is `bound` a bound the compiler builds ranges of (`Int`, `String.Index`)?
  public static func isBuiltinRangeBound(_ bound: SwiftType) -> Bool {
    bound == .int || bound == .stringIndex
  }

  /// `d<args>`, except that the library's `Range<Int>` and `ClosedRange<Int>` (and of
  /// `String.Index`) are the built-in range types: every type made by substituting
  /// generic arguments goes through here, so the two spellings never differ.
  public static func canonicalBoundGeneric(_ d: NominalTypeDecl, _ args: [SwiftType]) -> SwiftType {
    if let kind = d.libraryRangeKind, args.count == 1, isBuiltinRangeBound(args[0]) { return .range(kind, args[0]) }
    return .boundGeneric(d, args)
  }

  /// The generic arguments of the library's range struct `d` for this type when it is a
  /// built-in range of the same kind (`[Int]` for `0..<5` and `Range`); nil otherwise.
  public func libraryRangeArguments(of d: NominalTypeDecl) -> [SwiftType]? {
    guard case .range(let kind, let bound) = self, d.libraryRangeKind == kind else { return nil }
    return [bound]
  }
}
