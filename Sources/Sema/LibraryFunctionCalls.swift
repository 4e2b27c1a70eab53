import AST
import Basic

/// A call of a library function that Sema writes where the program wrote something the
/// library does not declare yet (an initializer of a built-in type: `Character(scalar)`
/// is `_characterFromScalar(scalar)`; the table in docs/standard-library.md, "What the
/// library cannot declare yet").
extension TypeChecker {
  /// The checked, implicit call `name(arguments)` of module Swift's file-scope functions
  /// named `name`, its callee at `nameRange`.
  func checkLibraryFunctionCall(_ name: String, _ arguments: [Argument], argumentsRange: SourceRange,
                                range: SourceRange, nameRange: SourceRange) -> Expr {
    let ref = UnresolvedDeclRefExpr(name: name, range: nameRange)
    let call = CallExpr(fn: ref, arguments: arguments, argumentsRange: argumentsRange, range: range)
    call.isImplicit = true
    var funcs = (libraryFunctions(named: name) ?? []).compactMap { $0 as? FuncDecl }
    // (In module Swift's own code, `Array(self)` in `extension Sequence`, they are the
    // module's own.)
    if funcs.isEmpty, case .globals(let decls) = lookupUnqualified(name, at: nameRange.start) {
      funcs = decls.compactMap { $0 as? FuncDecl }
    }
    guard !funcs.isEmpty else {
      error(SemaDiagnostics.cannotFindInScope(name), at: nameRange.start)
      return failCall(call)
    }
    return checkGlobalCall(call, funcs, ref: ref, contextual: nil)
  }
}
