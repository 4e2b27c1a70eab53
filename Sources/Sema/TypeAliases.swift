import AST
import Basic

/// `typealias Name = Type` at file level: another name for a type, usable wherever a
/// type name is (annotations, parameters, results, `Name(...)` conversions, `Name.max`).
extension TypeChecker {
  /// Records a file-level alias, reporting a second declaration of its name.
  func declareTypeAlias(_ d: TypeAliasDecl) {
    d.access = d.modifiers.access ?? .internal
    if let previous: ValueDecl = typeAliases[d.name] ?? globalTypes[d.name] {
      error(SemaDiagnostics.invalidRedeclaration(d.name), at: d.nameLoc,
            notes: [.note(SemaDiagnostics.previouslyDeclaredHere(d.name), at: previous.nameLoc)])
      return
    }
    typeAliases[d.name] = d
  }

  /// Resolves every alias once the module's types are known, so that an alias nobody
  /// uses still gets its errors; a type declared after an alias of the same name is a
  /// redeclaration too.
  func resolveTypeAliases() {
    for alias in typeAliases.values.sorted(by: { $0.nameLoc < $1.nameLoc }) {
      if let type = globalTypes[alias.name], alias.nameLoc < type.nameLoc {
        error(SemaDiagnostics.invalidRedeclaration(type.name), at: type.nameLoc,
              notes: [.note(SemaDiagnostics.previouslyDeclaredHere(alias.name), at: alias.nameLoc)])
      }
      resolveTypeAlias(alias)
    }
  }

  /// An alias declared in a type or one of its extensions (`struct Stack { typealias
  /// Element = Int }`).
  func memberTypeAlias(_ name: String, in d: NominalTypeDecl) -> TypeAliasDecl? {
    for m in d.members + d.extensions.flatMap(\.members) {
      if let a = m as? TypeAliasDecl, a.name == name {
        if a.parent == nil { a.parent = d }
        return a
      }
    }
    return nil
  }

  /// A member alias visible where a type name is written: in the signature of a member
  /// (`aliasOwners`), or in a body of the type (the context's type), or of a type
  /// around them.
  func enclosingMemberTypeAlias(_ name: String) -> TypeAliasDecl? {
    lookupInEnclosingTypes { memberTypeAlias(name, in: $0) }
  }

  /// The type an alias stands for (resolved on first use; `.error` for an alias that
  /// refers to itself, directly or through other aliases). A member alias is resolved
  /// in its type, so it may name the type's other aliases.
  @discardableResult
  func resolveTypeAlias(_ alias: TypeAliasDecl) -> SwiftType {
    if let t = alias.underlyingType { return t }
    if alias.isResolving {
      error(SemaDiagnostics.typeAliasReferencesItself(alias.name), at: alias.nameLoc)
      alias.underlyingType = .error
      return .error
    }
    alias.isResolving = true
    let owner = (alias.parent as? NominalTypeDecl) ?? (alias.parent as? ExtensionDecl)?.extendedNominal
    if let owner { aliasOwners.append(owner) }
    let t = resolveType(alias.underlying)
    if owner != nil { aliasOwners.removeLast() }
    alias.isResolving = false
    // A cycle already set it to `.error` (and reported it once).
    if alias.underlyingType == nil { alias.underlyingType = t }
    return alias.underlyingType ?? .error
  }
}
