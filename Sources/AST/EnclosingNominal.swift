/// The type a declaration is written in: the one query for "the enclosing type of a
/// declaration", used by Sema (nested types, member lookup), IRGen and the mangler.
extension Decl {
  /// The nominal type this declaration is a member of (through its extension, an
  /// accessor through its storage); nil at file level and inside a function body.
  public var enclosingNominal: NominalTypeDecl? {
    var p = parent
    while let q = p {
      if let n = q as? NominalTypeDecl { return n }
      if let e = q as? ExtensionDecl { return e.extendedNominal }
      if let a = q as? AccessorDecl, let s = a.storage { return s.enclosingNominal }
      if q is AbstractFunctionDecl { return nil }
      p = q.parent
    }
    return nil
  }
}

extension NominalTypeDecl {
  /// The type's name qualified by the types it is nested in, as swiftc spells it in
  /// messages (`BlackjackCard.Suit`, `Character.Kind`); its name at file level.
  public var nestedName: String {
    guard let outer = enclosingNominal else { return name }
    return outer.nestedName + "." + name
  }

  /// The generic parameters written on the type itself (`<Element>` of `Stack`; none of
  /// its nested `Iterator`'s, which has Stack's as its outer ones).
  public var ownGenericParameters: ArraySlice<GenericTypeParamDecl> {
    genericParameters.dropFirst(outerGenericParameterCount)
  }

  /// The file-level type this one is nested in (itself at file level): its module is
  /// the one that qualifies the nested name (`Swift.Character.Kind`).
  public var outermostNominal: NominalTypeDecl {
    enclosingNominal?.outermostNominal ?? self
  }
}
