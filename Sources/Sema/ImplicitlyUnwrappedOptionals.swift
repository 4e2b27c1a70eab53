import AST
import Basic

/// Implicitly unwrapped optionals: a variable, parameter or function result declared
/// `T!` has the type `T?` and is force-unwrapped (an implicit `ForceValueExpr`, which
/// traps with "... while implicitly unwrapping ...") where a `T` is needed: converted
/// to a `T`, as the base of a member, as an operand. `T!` is allowed only as the whole
/// type of such a declaration, as in swiftc.
extension TypeChecker {
  /// Is `e` the value of a declaration (or `init!` call) that is implicitly unwrapped?
  func isImplicitlyUnwrapped(_ e: Expr) -> Bool { implicitlyUnwrappedDeclaration(of: e) != nil }

  /// The declaration that makes `e` implicitly unwrapped: a variable or property
  /// declared `T!`, or the function or `init!` whose call `e` is; nil for any other `e`.
  func implicitlyUnwrappedDeclaration(of e: Expr) -> ValueDecl? {
    func unwrapped(_ f: AbstractFunctionDecl?) -> ValueDecl? {
      switch f {
      case let c as ConstructorDecl: c.isImplicitlyUnwrapped ? c : nil
      case let f as FuncDecl: f.hasImplicitlyUnwrappedResult ? f : nil
      default: nil
      }
    }
    switch e {
    case let p as ParenExpr: return implicitlyUnwrappedDeclaration(of: p.subExpr)
    case let r as DeclRefExpr: return (r.decl as? VarDecl).flatMap { $0.isImplicitlyUnwrapped ? $0 : nil }
    case let m as MemberRefExpr: return m.decl.isImplicitlyUnwrapped ? m.decl : nil
    case let call as CallExpr:
      switch call.fn {
      case let c as ConstructorRefCallExpr: return unwrapped(c.fn.decl as? ConstructorDecl)
      case let r as DeclRefExpr: return unwrapped(r.decl as? FuncDecl)
      case let m as DotSyntaxCallExpr: return unwrapped(m.fn.decl as? FuncDecl)
      default: return nil
      }
    default: return nil
    }
  }

  /// swiftc's note pointing at the declaration that makes `e` implicitly unwrapped:
  /// "implicitly unwrapped let 'z' declared here", "global function 'h()' with
  /// implicitly unwrapped result type is declared here".
  func implicitlyUnwrappedDeclarationNote(_ e: Expr) -> Diagnostic? {
    switch implicitlyUnwrappedDeclaration(of: e) {
    case let v as VarDecl:
      let kind = v is ParamDecl ? "parameter" : v.parent is NominalTypeDecl || v.parent is ExtensionDecl ? "property"
        : v.isLet ? "let" : "var"
      return .note("implicitly unwrapped \(kind) '\(v.name)' declared here", at: v.nameLoc)
    case let f as AbstractFunctionDecl:
      let kind: String
      if f is ConstructorDecl {
        kind = "initializer"
      } else if f.parent is NominalTypeDecl || f.parent is ExtensionDecl {
        kind = f.selfDecl.map { if case .metatype? = $0.interfaceType { true } else { false } } == true
          ? "static method" : "instance method"
      } else {
        kind = f.parent == nil ? "global function" : "local function"
      }
      return .note("\(kind) '\(f.fullName)' with implicitly unwrapped result type is declared here", at: f.nameLoc)
    default:
      return nil
    }
  }

  /// `e!`, implicitly, when `e` is an implicitly unwrapped optional; nil otherwise.
  func implicitlyUnwrapped(_ e: Expr) -> Expr? {
    guard case .optional(let w)? = e.type, isImplicitlyUnwrapped(e) else { return nil }
    let force = ForceValueExpr(subExpr: e, range: e.range)
    force.isImplicit = true
    force.type = w
    return force
  }

  /// "using '!' is not allowed here" for a `T!` inside another type.
  func rejectNestedImplicitlyUnwrapped(_ children: [TypeRepr]) {
    for c in children where c.isImplicitlyUnwrappedOptional {
      let bang = c.range.end.advanced(by: -1)
      error(SemaDiagnostics.implicitlyUnwrappedNotAllowedHere(), at: bang,
            notes: [.note(SemaDiagnostics.useQuestionMarkInstead(), at: bang)])
    }
  }
}
