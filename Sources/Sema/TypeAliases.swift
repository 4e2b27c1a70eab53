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

  /// The type an alias stands for (resolved on first use; `.error` for an alias that
  /// refers to itself, directly or through other aliases).
  @discardableResult
  func resolveTypeAlias(_ alias: TypeAliasDecl) -> SwiftType {
    if let t = alias.underlyingType { return t }
    if alias.isResolving {
      error(SemaDiagnostics.typeAliasReferencesItself(alias.name), at: alias.nameLoc)
      alias.underlyingType = .error
      return .error
    }
    alias.isResolving = true
    let t = resolveType(alias.underlying)
    alias.isResolving = false
    // A cycle already set it to `.error` (and reported it once).
    if alias.underlyingType == nil { alias.underlyingType = t }
    return alias.underlyingType ?? .error
  }
}
