import AST
import Basic

/// In a library, a public generic function is specialized by each importer, so its body
/// goes into the module interface as an `@inlinable` function's does: like swiftc for
/// `@inlinable`, the body may only name public declarations of the module.
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
      ctx = c.parent
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
