import AST
import Basic

/// Types declared in types and in extensions (`BlackjackCard.Suit`, `extension Character
/// { enum Kind {...} }`), several levels deep: declared with their outer type (or when
/// their extension is bound), found unqualified from inside the outer types
/// (innermost first) and qualified from outside (`BlackjackCard.Suit.hearts`). A type
/// nested in a generic type is generic over the outer type's parameters
/// (`NominalTypeDecl.outerGenericParameterCount`): `Iterator` in `Stack<Element>`'s
/// members is `Stack<Element>.Iterator`, `Stack<Int>.Iterator` outside, and each
/// specialization of Stack has its own, as swiftc has it.
extension TypeChecker {
  /// Declares the types written among `members` of `d` (in `ext` if given), and theirs.
  func declareNestedTypes(in members: [Decl], of d: NominalTypeDecl, ext: ExtensionDecl?) {
    for case let n as NominalTypeDecl in members {
      n.parent = ext ?? d
      if d is ProtocolDecl {
        error(SemaDiagnostics.typeNestedInProtocol(n.name, d.name), at: n.nameLoc)
        continue
      }
      let isConstrained = !(ext?.whereClause.isEmpty ?? true)
      if n is ProtocolDecl {
        if !d.genericParameters.isEmpty || isConstrained {
          error(SemaDiagnostics.protocolNestedInGenericContext(n.name), at: n.nameLoc)
        } else {
          notSupportedDeclaration("nested protocol", at: n.loc)
        }
        continue
      }
      if isConstrained {
        notSupportedDeclaration("type nested in a constrained extension", at: n.loc)
        continue
      }
      if d.builtinType != nil && !d.genericParameters.isEmpty {
        notSupportedDeclaration("type nested in an extension of '\(d.name)'", at: n.loc)
        continue
      }
      if !n.genericParameters.isEmpty {
        notSupportedDeclaration("generic nested type", at: n.nameLoc.advanced(by: n.name.utf8.count))
        continue
      }
      if let previous = nestedTypes[ObjectIdentifier(d)]?[n.name] {
        error(SemaDiagnostics.invalidRedeclaration(n.name), at: n.nameLoc,
              notes: [.note(SemaDiagnostics.previouslyDeclaredHere(n.name), at: previous.nameLoc)])
        continue
      }
      // An extension of a built-in type declares its types in the extension's module.
      n.moduleName = ext.flatMap { extensionModules[ObjectIdentifier($0)] } ?? (d.builtinType != nil ? module.name : d.moduleName)
      n.access = n.modifiers.access ?? defaultMemberAccess(d, ext)
      // In a generic type, generic over its parameters (`Stack<Int>.Iterator`).
      n.genericParameters = d.genericParameters + n.genericParameters
      n.outerGenericParameterCount = d.genericParameters.count
      nestedTypes[ObjectIdentifier(d), default: [:]][n.name] = n
      admitType(n)
    }
  }

  /// The type named `name` declared in `d` or its extensions (a class's: or in a superclass).
  func nestedType(_ name: String, in d: NominalTypeDecl) -> NominalTypeDecl? {
    var owner: NominalTypeDecl? = d
    while let o = owner {
      if let n = nestedTypes[ObjectIdentifier(o)]?[name] { return n }
      owner = (o as? ClassDecl)?.superclass
    }
    return nil
  }

  /// The declaration whose nested types `t` names with `t.Name` (a built-in type's: the
  /// stand-in holding its extensions).
  func nestedTypeOwner(_ t: SwiftType) -> NominalTypeDecl? {
    t.nominalDecl ?? builtinStandIns[t]
  }

  /// The first answer of `find` in the types a name written here is looked up in: the
  /// type whose signature or body this is, then the types around it, innermost first.
  func lookupInEnclosingTypes<T>(_ find: (NominalTypeDecl) -> T?) -> T? {
    var starts = aliasOwners.reversed() as [NominalTypeDecl]
    var ctx: FunctionContext? = context
    while let c = ctx {
      if let n = c.nominal {
        starts.append(n)
        break
      }
      ctx = c.parent
    }
    for start in starts {
      var owner: NominalTypeDecl? = start
      while let o = owner {
        if let found = find(o) { return found }
        owner = o.enclosingNominal
      }
    }
    return nil
  }

  /// `'Colour' is not a member type of struct 'main.Card'`, with where the type is declared.
  func reportNoMemberType(_ name: String, of owner: NominalTypeDecl, at loc: SourceLoc) {
    let kind = owner is ClassDecl ? "class" : owner is EnumDecl ? "enum" : owner is ProtocolDecl ? "protocol" : "struct"
    let module = owner.moduleName.isEmpty ? self.module.name : owner.moduleName
    let notes: [Diagnostic] = owner.nameLoc.isValid ? [.note(SemaDiagnostics.declaredHere(owner.name), at: owner.nameLoc)] : []
    error(SemaDiagnostics.notMemberType(name, kind, module + "." + owner.nestedName), at: loc, notes: notes)
  }

  /// `Outer.Inner` written as a type or an expression: the nested type, checked for access
  /// from `loc` (nil when it is not there; reported when it is inaccessible).
  func qualifiedNestedType(_ name: String, in base: SwiftType, at loc: SourceLoc) -> SwiftType? {
    guard let owner = nestedTypeOwner(base), let n = nestedType(name, in: owner) else { return nil }
    if !isAccessible(n, at: loc) {
      reportInaccessible(name, n, at: loc)
      return .error
    }
    // (`Stack<Int>.Iterator`: Stack's arguments bind the parameters it has of Stack.)
    return type(of: n).substituting(owner.substitutions(in: base))
  }
}
