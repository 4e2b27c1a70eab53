import AST
import Basic

/// `Builtin.name(args)`: module Swift's own source calls the compiler's builtins by name,
/// as swiftc's standard library calls `Builtin.xxx` (it is compiled with `-parse-stdlib`).
/// The name is a `Builtin` case's; what each takes and gives is declared once, in
/// `StandardLibrary.libraryBuiltins`, and the call is checked like a call of that
/// declaration; IRGen lowers it as it lowers every builtin (GenBuiltin.swift). In a
/// program `Builtin` is no name at all: "cannot find 'Builtin' in scope", as swiftc says.
extension TypeChecker {
  /// Is `d` `Builtin.name` written in module Swift's own source (with no declaration
  /// named `Builtin` in scope)?
  func isLibraryBuiltinReference(_ d: UnresolvedDotExpr) -> Bool {
    guard let r = d.base as? UnresolvedDeclRefExpr, r.name == "Builtin", r.genericArgs.isEmpty,
      isCheckingLibrarySource
    else { return false }
    if case .notFound = lookupUnqualified(r.name, at: r.loc) { return true }
    return false
  }

  /// Is the code being checked module Swift's (a body of the library, or a closure in one)?
  var isCheckingLibrarySource: Bool {
    var c: FunctionContext? = context
    while let current = c {
      if let f = current.decl { return f.outermostDecl.isInStandardLibrary }
      c = current.parent
    }
    return false
  }

  /// `Builtin.name(args)`: a call of the builtin's declaration.
  func checkLibraryBuiltinCall(_ call: CallExpr, _ d: UnresolvedDotExpr, contextual: SwiftType?) -> Expr {
    guard let f = stdlib.libraryBuiltins[d.name] else {
      error(SemaDiagnostics.moduleHasNoMember("Builtin", d.name), at: d.nameLoc)
      return failCall(call)
    }
    return checkGlobalCall(call, [f], ref: UnresolvedDeclRefExpr(name: d.name, range: d.range), contextual: contextual)
  }
}
