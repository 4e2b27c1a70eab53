/// The witnesses of module Swift's `Hashable` (stdlib/Hashable.swift) for a type whose
/// conformance Sema checks itself rather than recording it (the built-in types, a
/// program's Hashable struct or enum, as for `Equatable` and `Comparable`): the type's
/// own `hash(into:)` when it writes one, else the library's default in `extension
/// Hashable`, which feeds the compiler's hash of the value (`Builtin.hash`) to the
/// hasher. IRGen asks both for a requirement used through a generic parameter
/// (`value.hash(into: &self)` in `Hasher.combine`), and the first for a dictionary key.
extension NominalTypeDecl {
  /// `func hash(into hasher: inout Hasher)` written in this type or its extensions (a
  /// subclass's is its nearest superclass's).
  public var writtenHashInto: FuncDecl? {
    var current: NominalTypeDecl? = self
    while let c = current {
      let members = c.members + c.extensions.flatMap(\.members)
      if let f = members.lazy.compactMap({ $0 as? FuncDecl }).first(where: { f in
        guard f.name == "hash", !f.isStaticMember, f.parameters.parameters.map(\.argumentLabel) == ["into"],
          case .function(let ft)? = f.interfaceType, ft.result == .void,
          ft.parameters.count == 1, ft.parameters[0].isInOut, case .nominal(let h) = ft.parameters[0].type,
          h.name == "Hasher", h.moduleName == "Swift"
        else { return false }
        return true
      }) {
        return f
      }
      current = (c as? ClassDecl)?.superclass
    }
    return nil
  }
}

extension ProtocolDecl {
  /// The member of this protocol's extensions that implements `requirement` by default
  /// (same name and kind; a module Swift protocol's defaults are one per requirement).
  public func defaultImplementation(of requirement: ValueDecl) -> ValueDecl? {
    for e in extensions {
      for case let v as ValueDecl in e.members
      where v.name == requirement.name && (v is VarDecl) == (requirement is VarDecl) && !(v is AccessorDecl) {
        return v
      }
    }
    return nil
  }
}

extension ModuleDecl {
  /// The `hash(into:)` values of type `t` have when one is written: a nominal type's own
  /// (`NominalTypeDecl.writtenHashInto`), or the one module Swift's extension of a
  /// built-in generic type writes (`extension Array: Hashable where Element: Hashable`,
  /// stdlib/ArrayHashable.swift; Optional's, Dictionary's, Set's), found on the type's
  /// stand-in. Nil for a type hashed by the compiler (`Builtin.hash`).
  public func writtenHashInto(of t: SwiftType) -> FuncDecl? {
    if let n = t.nominalDecl { return n.writtenHashInto }
    return builtinStandIn(of: t)?.writtenHashInto
  }

  /// The `hashValue` of module Swift's `extension Hashable`: a hasher fed the value's
  /// `hash(into:)`, finalized; what a table hashes a key with when its type writes
  /// `hash(into:)`.
  public var standardLibraryHashValue: VarDecl? {
    for m in imports where m.name == "Swift" {
      for case let e as ExtensionDecl in m.decls {
        guard let p = e.extendedNominal as? ProtocolDecl, p.name == "Hashable" else { continue }
        if let v = e.members.lazy.compactMap({ $0 as? VarDecl }).first(where: { $0.name == "hashValue" }) { return v }
      }
    }
    return nil
  }
}
