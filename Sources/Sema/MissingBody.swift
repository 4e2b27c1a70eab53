import AST
import Basic

extension TypeChecker {
  /// A function or initializer written without a body outside a protocol (swiftc's
  /// errors, at the name): it would otherwise reach the linker as an undefined symbol.
  func checkHasBody(_ f: AbstractFunctionDecl) {
    guard !f.hasBody, !f.isImplicit, !(f.parent is ProtocolDecl), isDeclaredInThisModule(f) else { return }
    switch f {
    case is FuncDecl: error(SemaDiagnostics.functionNeedsBody(), at: f.nameLoc)
    case let c as ConstructorDecl where !c.isMemberwise: error(SemaDiagnostics.initializerNeedsBody(), at: f.loc)
    default: break
    }
  }

  /// Whether `f` is written in this module's files (an imported module's interface
  /// declares its functions without bodies).
  private func isDeclaredInThisModule(_ f: AbstractFunctionDecl) -> Bool {
    switch f.parent {
    case let e as ExtensionDecl: extensionModules[ObjectIdentifier(e)] == nil
    case let n as NominalTypeDecl: n.moduleName == module.name
    default: true
    }
  }
}
