import AST

/// `Any` and `AnyObject` as types, and `any P`.
///
/// A value of any type converts implicitly to `Any` (an `ErasureExpr` boxes it, IRGen's
/// GenAny.swift; a protocol value's own box is kept); a class instance converts to `AnyObject` (the same reference). Getting
/// the value back takes a checked cast (`as?`, `as!`, `is`, `case let x as T`:
/// Casts.swift).
extension TypeChecker {
  /// The type `Any` or `AnyObject` names (looked up after the module's own type
  /// declarations, which shadow it).
  func anyType(named name: String) -> SwiftType? {
    switch name {
    case "Any": .any
    case "AnyObject": .anyObject
    default: nil
    }
  }

  /// `any P`, `any Named & Aged`: the type its base names, which must be a protocol, a
  /// composition, `Any` or `AnyObject` (`any Int` is an error, as in swiftc).
  func existentialType(_ r: ExistentialTypeRepr) -> SwiftType {
    let t = resolveType(r.base)
    switch t {
    case .existential, .any, .anyObject, .error:
      return t
    default:
      error(SemaDiagnostics.anyHasNoEffect(t), at: r.loc)
      return .error
    }
  }

  /// Whether values of `from` convert implicitly to `Any` or `AnyObject` (`to`); nil when
  /// `to` is neither.
  func convertsToAny(from: SwiftType, to: SwiftType) -> Bool? {
    switch to {
    case .any: return true
    case .anyObject: return from.isClassReference
    default: return nil
    }
  }

  /// `value` (of type `from`) as an `Any` or `AnyObject` (`to`); nil when it does not
  /// convert. (`[T]` to `[Any]` is a new array of the elements each boxed,
  /// CollectionUpcasts.swift; `T?` to `Any?` is the value inside converted,
  /// Conversions.swift.)
  func coerceToAny(_ value: Expr, from: SwiftType, to: SwiftType) -> Expr? {
    switch (from, to) {
    case (.optional(let a), .optional(.anyObject)) where a.isClassReference:
      // The same reference, or null.
      return ErasureExpr(subExpr: value, type: to)
    case (_, .anyObject) where !from.isClassReference:
      error(SemaDiagnostics.notAClassInstance(from), at: diagLoc(value))
      return value
    default:
      guard convertsToAny(from: from, to: to) == true else { return nil }
      let erasure = ErasureExpr(subExpr: value, type: to)
      if to == .any, !isPrintable(from), !isCheckingLibrarySource { undescribedErasuresToAny.append((erasure, phase)) }
      if case .optional = from, to == .any { noteOptionalErasedToAny(erasure) }
      return erasure
    }
  }

  /// The erasures to `Any` of values whose text an `Any` cannot give as Swift's does
  /// (what `print` shows of it: miniswiftc's String indices are plain offsets, without
  /// Swift's `0[any]`, `2[utf8]`), reported as not supported unless an `as Any` wrote
  /// them, which says the text is not the point (`print(i as Any)` of a nil index).
  func reportUndescribedErasuresToAny() {
    let current = phase
    for (erasure, checkedIn) in undescribedErasuresToAny where !explicitErasures.contains(ObjectIdentifier(erasure)) {
      guard let t = erasure.subExpr.type else { continue }
      phase = checkedIn
      notSupported("a value of type '\(t)' as 'Any'", at: diagLoc(erasure.subExpr))
    }
    phase = current
    undescribedErasuresToAny = []
  }
}
