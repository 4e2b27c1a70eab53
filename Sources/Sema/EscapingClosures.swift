import AST
import Basic

/// Where a closure value escapes to: the places swiftc checks.
enum EscapePosition {
  /// `let g = f`: a local may hold a non-escaping parameter, a closure stored there escapes.
  case binding
  /// `saved = f`
  case assignment
  /// `return f`
  case returned
  /// `keep(f)` where `keep`'s parameter is `@escaping`
  case escapingArgument
}

/// A closure that outlives the call it is written in (stored in a variable, assigned,
/// returned, passed to an `@escaping` parameter) must not capture an `inout` parameter
/// (nor a `mutating` method's `self`), whose storage belongs to the caller only during
/// the call, nor a non-escaping closure parameter; and such a parameter itself may not
/// be assigned, returned or passed on to an `@escaping` parameter. Reported with the
/// checks after type checking, as swiftc does.
extension TypeChecker {
  func checkEscapingClosure(_ e: Expr, _ position: EscapePosition) {
    let e = stripConversions(e)
    if let r = e as? DeclRefExpr, let p = r.decl as? ParamDecl, isNonEscapingClosure(p), position != .binding {
      let how: String =
        switch position {
        case .assignment: "assign"
        case .escapingArgument: "pass"
        case .returned, .binding: "use"
        }
      error(SemaDiagnostics.nonEscapingParameterEscapes(p.name, how), at: r.loc,
            notes: [.note(SemaDiagnostics.parameterImplicitlyNonEscaping(p.name), at: p.nameLoc)])
      return
    }
    guard let c = e as? ClosureExpr else { return }
    for case let p as ParamDecl in c.captures where p.isInOut || isNonEscapingClosure(p) {
      var use: SourceLoc?
      ASTWalk(entersClosures: true).forEachExpression(in: c.body) { x in
        if use == nil, let r = x as? DeclRefExpr, r.decl === p { use = r.loc }
      }
      let captured = Diagnostic.note(SemaDiagnostics.capturedHere(), at: use ?? c.loc)
      if p.isImplicit && p.name == "self" {
        flowErrors.append(Diagnostic(.error, SemaDiagnostics.escapingClosureCapturesMutatingSelf(), at: c.loc,
                                     notes: [captured]))
      } else if p.isInOut {
        flowErrors.append(Diagnostic(.error, SemaDiagnostics.escapingClosureCapturesInOut(p.name), at: c.loc, notes: [
          .note(SemaDiagnostics.parameterDeclaredInOut(p.name), at: p.nameLoc), captured,
        ]))
      } else {
        flowErrors.append(Diagnostic(.error, SemaDiagnostics.escapingClosureCapturesNonEscaping(p.name), at: c.loc, notes: [
          .note(SemaDiagnostics.parameterImplicitlyNonEscaping(p.name), at: p.nameLoc), captured,
        ]))
      }
    }
  }

  /// Argument `e` of parameter `p` (of type `pt` at the call): what escapes into an
  /// `@escaping` parameter is checked; a closure passed to another is non-escaping.
  func checkArgumentEscape(_ e: Expr, of p: ParamDecl, _ pt: SwiftType) {
    if p.isEscaping {
      checkEscapingClosure(e, .escapingArgument)
    } else {
      noteNonEscapingClosure(e, p.interfaceType ?? pt)
    }
  }

  /// A closure written as the argument of a non-escaping parameter of function type
  /// `parameterType` (`map { $0 + 1 }`): it cannot outlive the call (swiftc's noescape
  /// closure, which `-dump-ast` shows without `escaping`).
  func noteNonEscapingClosure(_ argument: Expr, _ parameterType: SwiftType) {
    guard case .function = parameterType, let c = stripConversions(argument) as? ClosureExpr else { return }
    c.isNonEscaping = true
  }

  /// A parameter of function type not marked `@escaping`.
  private func isNonEscapingClosure(_ p: ParamDecl) -> Bool {
    guard case .function? = p.interfaceType, !p.isInOut else { return false }
    return !p.isEscaping
  }
}
