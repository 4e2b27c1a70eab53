import AST
import Basic

/// An expression used as a statement whose value nothing uses: `f()` returning an `Int`,
/// `a + 1`, `"text"`, `x`. swiftc warns (its `TypeChecker::checkIgnoredExpr`), naming
/// what was computed for nothing, in the group `no-usage`; a function left uncalled
/// (`f` alone, `g()` returning a closure) is an error. A value of type `()` (or `()?`,
/// an optional chain's) or of an uninhabited type (`fatalError()`'s `Never`), a call of
/// a `@discardableResult` function and an expression that failed to type-check say
/// nothing.
extension TypeChecker {
  func diagnoseUnusedResult(_ e: Expr) {
    guard !isCheckingLibrarySource, let type = e.type, !type.isError else { return }
    func warn(_ message: String, at loc: SourceLoc) {
      report(Diagnostic(.warning, message, at: loc, group: SemaDiagnostics.noUsageGroup))
    }
    if let kind = unusedStorageKind(e) {
      warn(SemaDiagnostics.storageUnused(kind), at: diagLoc(e))
      return
    }
    let value = valueProvidingExpr(e)
    if case .function = type {
      if let call = value as? CallExpr, calleeThroughCalls(call)?.attributes.contains("discardableResult") == true { return }
      report(Diagnostic(.error, SemaDiagnostics.functionUnused(), at: diagLoc(e), group: SemaDiagnostics.noUsageGroup))
      return
    }
    if isVoidThroughOptionals(value.type ?? type) { return }
    // (Nor does one of an uninhabited type: `fatalError()` gives no value at all.)
    if (value.type ?? type).isUninhabited { return }
    if let t = value as? TryExpr, t.kind == .optional {
      warn(SemaDiagnostics.resultOfOptionalTryUnused(), at: t.loc)
      return
    }
    if value is KeyPathExpr {
      report(Diagnostic(.error, SemaDiagnostics.keyPathUnused(), at: value.loc, group: SemaDiagnostics.noUsageGroup))
      return
    }
    if let kind = literalKind(value) {
      warn(SemaDiagnostics.literalUnused(kind), at: value.loc)
      return
    }
    switch unusedCall(value) {
    case .discardable: return
    case .unused(let message):
      warn(message, at: calleeLoc(value))
      return
    case nil: break
    }
    warn(SemaDiagnostics.expressionUnused(value.type ?? type), at: valueLoc(value))
  }

  /// `variable`, `property` or `subscript` when `e` is storage that could be assigned
  /// (swiftc's expression is then an lvalue, neither loaded nor stored).
  private func unusedStorageKind(_ e: Expr) -> String? {
    let storage = stripConversions(e)
    let kind: String
    switch storage {
    case let d as DeclRefExpr where d.decl is VarDecl: kind = d.decl.parent is NominalTypeDecl ? "property" : "variable"
    case is MemberRefExpr: kind = "property"
    case let s as SubscriptExpr where s.decl != nil: kind = "subscript"
    // (swiftc names no declaration for these: "variable".)
    case is ForceValueExpr, is TupleElementExpr: kind = "variable"
    default: return nil
    }
    return isAssignable(storage) ? kind : nil
  }

  /// The expression that gives the value, through parentheses, `try`, `await` and the
  /// conversions Sema adds (swiftc's `getValueProvidingExpr` and the casts it skips).
  private func valueProvidingExpr(_ e: Expr) -> Expr {
    switch e {
    case let p as ParenExpr: valueProvidingExpr(p.subExpr)
    case let t as TryExpr where t.kind != .optional: valueProvidingExpr(t.subExpr)
    case let a as AwaitExpr: valueProvidingExpr(a.subExpr)
    case let x as ErasureExpr: valueProvidingExpr(x.subExpr)
    case let x as DerivedToBaseExpr: valueProvidingExpr(x.subExpr)
    case let x as InjectIntoOptionalExpr: valueProvidingExpr(x.subExpr)
    // An optional chain that ends in a call (`a?.f()`), but not one that ends in a
    // property (`a?.x` is an unused `Int?`).
    case let o as OptionalEvaluationExpr where isCall(o.subExpr): valueProvidingExpr(o.subExpr)
    default: e
    }
  }

  private func isCall(_ e: Expr) -> Bool {
    switch e {
    case let x as InjectIntoOptionalExpr: isCall(x.subExpr)
    case let x as ErasureExpr: isCall(x.subExpr)
    case let x as DerivedToBaseExpr: isCall(x.subExpr)
    case is CallExpr: true
    default: false
    }
  }

  private func isVoidThroughOptionals(_ t: SwiftType) -> Bool {
    if case .optional(let wrapped) = t { return isVoidThroughOptionals(wrapped) }
    return t == .void
  }

  private func literalKind(_ e: Expr) -> String? {
    switch e {
    case is IntegerLiteralExpr: "integer"
    case is FloatLiteralExpr: "floating-point"
    case is BooleanLiteralExpr: "boolean"
    case is StringLiteralExpr: "string"
    case is InterpolatedStringLiteralExpr: "string"
    default: nil
    }
  }

  private enum UnusedCall {
    /// A call of a `@discardableResult` function: nothing to say.
    case discardable
    /// The warning for a call, an operator or an initializer.
    case unused(String)
  }

  /// What to say of a call whose result is unused; nil for what is not a call.
  private func unusedCall(_ e: Expr) -> UnusedCall? {
    let callee: AbstractFunctionDecl?
    switch e {
    case let d as DeclRefExpr where d.decl is EnumElementDecl:
      // `E.b`: swiftc applies the case to its type, a call of no declaration.
      return .unused(SemaDiagnostics.resultOfUnknownCallUnused(isClosure: false, e.type ?? .error))
    case let c as CallExpr:
      callee = calleeThroughCalls(c)
      if callee == nil {
        // (An enum case with a payload, `E.a(1)`, is such a call too.)
        let isClosure = valueProvidingExpr(c.fn) is ClosureExpr
        return .unused(SemaDiagnostics.resultOfUnknownCallUnused(isClosure: isClosure, e.type ?? .error))
      }
    case let b as BinaryExpr: callee = operatorFunction(b.op)
    case let p as PrefixUnaryExpr: callee = operatorFunction(p.op)
    case let p as PostfixUnaryExpr: callee = operatorFunction(p.op)
    default: return nil
    }
    guard let f = callee else { return nil }
    if f.attributes.contains("discardableResult") { return .discardable }
    if f is ConstructorDecl {
      return .unused(SemaDiagnostics.resultOfInitializerUnused(initializedTypeName(f, made: e.type ?? .error)))
    }
    if e is BinaryExpr || e is PrefixUnaryExpr || e is PostfixUnaryExpr || (f as? FuncDecl)?.isOperator == true {
      return .unused(SemaDiagnostics.resultOfOperatorUnused(f.name))
    }
    return .unused(SemaDiagnostics.resultOfCallUnused(diagnosticName(f)))
  }

  /// The function a call applies, through the member and initializer references that
  /// name it and through the calls that give a function (`r()()` is `r`'s, as swiftc
  /// digs), or nil for a closure or a function value.
  private func calleeThroughCalls(_ call: CallExpr) -> AbstractFunctionDecl? {
    var fn = call.fn
    while true {
      switch fn {
      case let p as ParenExpr: fn = p.subExpr
      case let c as CallExpr: fn = c.fn
      case let f as ForceValueExpr: fn = f.subExpr
      case let d as DotSyntaxCallExpr: return d.fn.decl as? AbstractFunctionDecl
      case let c as ConstructorRefCallExpr: return c.fn.decl as? AbstractFunctionDecl
      case let o as OtherConstructorDeclRefExpr: return o.decl
      case let d as DeclRefExpr: return d.decl as? AbstractFunctionDecl
      default: return nil
      }
    }
  }

  private func operatorFunction(_ op: Expr) -> AbstractFunctionDecl? {
    switch op {
    case let d as DeclRefExpr: d.decl as? AbstractFunctionDecl
    case let d as DotSyntaxCallExpr: d.fn.decl as? AbstractFunctionDecl
    default: nil
    }
  }

  /// Where swiftc reports an unused value: `x as T` at its `as`, `a?.b` at `b`.
  private func valueLoc(_ e: Expr) -> SourceLoc {
    switch e {
    case let c as CastExpr: c.keywordLoc
    case let o as OptionalEvaluationExpr: valueLoc(o.subExpr)
    case let i as InjectIntoOptionalExpr: valueLoc(i.subExpr)
    default: diagLoc(e)
    }
  }

  /// Where swiftc reports an unused call: at its callee's name, which for an enum case
  /// (`E.a(1)`, `E.b`) is the case's name, after the type.
  private func calleeLoc(_ e: Expr) -> SourceLoc {
    let callee = (e as? CallExpr)?.fn ?? e
    if let d = stripConversions(callee) as? DeclRefExpr, d.decl is EnumElementDecl, d.range.end > d.range.start {
      return d.range.end.advanced(by: -d.decl.name.utf8.count)
    }
    return diagLoc(e)
  }

  /// A function's name as swiftc's diagnostics print it: `f()`, `q(a:b:)`, and the base
  /// name alone when every argument is unlabelled (`p` for `p(_:)`, `map` for `map(_:)`).
  private func diagnosticName(_ f: AbstractFunctionDecl) -> String {
    let labels = f.parameters.parameters.map(\.argumentLabel)
    if !labels.isEmpty && labels.allSatisfy({ $0 == nil }) { return f.name }
    return f.fullName
  }

  /// The type swiftc names for an initializer: the one whose declaration (or extension)
  /// holds it, with its generic parameters (`Box<T>`); the integer types' initializers
  /// from text are `FixedWidthInteger`'s; a built-in one's is the type of the value
  /// `made`.
  private func initializedTypeName(_ f: AbstractFunctionDecl, made: SwiftType) -> String {
    if f.builtin == .intFromString { return "FixedWidthInteger" }
    let holder = (f.parent as? ExtensionDecl)?.extendedNominal ?? f.parent as? NominalTypeDecl
    if let n = holder {
      let parameters = n.genericParameters.map(\.name)
      return parameters.isEmpty ? n.name : n.name + "<" + parameters.joined(separator: ", ") + ">"
    }
    if case .optional(let wrapped) = made, (f as? ConstructorDecl)?.isFailable == true { return wrapped.description }
    return made.description
  }
}
