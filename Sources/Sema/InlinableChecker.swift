import AST
import Basic

/// In a library, a public generic function is specialized by each importer, so its body
/// goes into the module interface as an `@inlinable` function's does: like swiftc for
/// `@inlinable`, the body may only name public declarations of the module. So may the
/// members of a public generic type, which the interface carries whole (where swiftc
/// has no such rule: "not supported yet").
extension TypeChecker {
  /// Reports `d` (a declaration of this module named in an expression at `loc`) when
  /// the code being checked is such a body and `d` is not public.
  func checkInlinableReference(_ d: ValueDecl, at loc: SourceLoc) {
    guard module.isLibrary, d.access < .public, !isImported(d), let kind = inlinableKind(of: d) else { return }
    var ctx: FunctionContext? = context
    while let c = ctx {
      if let f = c.decl as? FuncDecl, !f.genericParameters.isEmpty || f.protocolExtension != nil, f.access >= .public {
        error(SemaDiagnostics.notInlinableReference(kind, d.name, d.access), at: loc,
              notes: [.note(SemaDiagnostics.genericIsInlinable(f.name), at: f.nameLoc)])
        return
      }
      if let n = publicGenericType(enclosing: c) {
        // (Valid Swift: swiftc's importers do not specialize a generic type's members.)
        notSupported("a member of public generic type '\(n.name)' naming \(d.access) \(kind) '\(d.name)'", at: loc)
        return
      }
      ctx = c.parent
    }
  }

  /// The public generic type (of this module) whose member, or extension's member, the
  /// code of context `c` is (an initial value of its stored property too).
  private func publicGenericType(enclosing c: FunctionContext) -> NominalTypeDecl? {
    guard let n = c.decl?.enclosingNominal ?? (c.kind == .propertyInitializer ? c.nominal : nil),
      isCarriedWhole(n)
    else { return nil }
    return n
  }

  /// Does the module interface carry `n` whole (a library's public generic type)?
  private func isCarriedWhole(_ n: NominalTypeDecl) -> Bool {
    module.isLibrary && !n.genericParameters.isEmpty && n.access >= .public && n.builtinType == nil
      && !(n is ProtocolDecl) && n.moduleName == module.name
  }

  /// The members of a library's public generic type (and of its extensions) use only
  /// public types of the module in their signatures and stored properties, or the
  /// type's own nested ones: an importer has no other.
  func checkCarriedGenericTypeSignatures() {
    for n in nominals where isCarriedWhole(n) {
      let members = n.members + n.extensions.filter { extensionModules[ObjectIdentifier($0)] == nil }.flatMap(\.members)
      for case let v as ValueDecl in members where !v.isImplicit {
        let type = (v as? AbstractFunctionDecl)?.interfaceType ?? (v as? SubscriptDecl)?.getter?.interfaceType
          ?? (v as? VarDecl)?.interfaceType
        guard let type, let used = restrictingType(type), used.access < .public,
          used.outermostNominal !== n.outermostNominal
        else { continue }
        notSupported("a member of public generic type '\(n.name)' using \(used.access) type '\(used.name)'", at: v.nameLoc)
      }
    }
  }

  /// How swiftc names a module-level declaration (`global function`, `var`, `struct`),
  /// nil for anything else.
  private func inlinableKind(of d: ValueDecl) -> String? {
    switch d {
    case let f as FuncDecl where (globalValues[f.name] ?? []).contains { $0 === f }: return "global function"
    case let v as VarDecl where isGlobal(v): return v.isLet ? "let" : "var"
    case let n as NominalTypeDecl where globalTypes[n.name] === n:
      switch n {
      case is ClassDecl: return "class"
      case is EnumDecl: return "enum"
      case is ProtocolDecl: return "protocol"
      default: return "struct"
      }
    default: return nil
    }
  }
}
