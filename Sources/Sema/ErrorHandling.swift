import AST
import Basic

/// Error handling (the Language Guide's "Error Handling"): the types of `try`,
/// `try?`, `try!`, `throw` and `do`-`catch`, and the throws-checking swiftc does after
/// type checking a body (its "effects checking"): which calls can throw, whether each
/// is marked with `try`, and whether what it throws is handled (by a `catch` that
/// matches every error, by a throwing function, by top-level code) or not.
///
/// The thrown value is an `any Error` (the standard library's `Error` protocol, which
/// a struct, enum or class conforms to by declaring it and has no requirements).
extension TypeChecker {
  var errorExistential: SwiftType { .existential(stdlib.errorProtocol) }

  // MARK: - Type checking

  /// `try e`, `try! e`: the type of `e`. `try? e`: `e`'s type made optional, unless it
  /// is optional already (Swift 5 flattens `try?`).
  func checkTry(_ t: TryExpr, contextual: SwiftType?) -> Expr {
    switch t.kind {
    case .plain, .forced:
      t.subExpr = checkExpr(t.subExpr, contextual: contextual)
      t.type = t.subExpr.type
    case .optional:
      var inner = contextual
      if case .optional(let w)? = contextual { inner = w }
      t.subExpr = checkExpr(t.subExpr, contextual: inner)
      switch t.subExpr.type ?? .error {
      case .error: t.type = .error
      case .optional(let w): t.type = .optional(w)
      case let other: t.type = .optional(other)
      }
    }
    return t
  }

  /// Folds a sequence in which a `try` (or an `await`) covers everything to its right
  /// (`try a + b` is `try (a + b)`; `x = try f() + 1` assigns `try (f() + 1)`), as
  /// swiftc does. A `try` right of an operator other than an assignment is an error.
  /// Returns nil when the sequence has no `try` between its operands.
  func foldSequenceCoveredByTry(_ seq: SequenceExpr) -> Expr? {
    let elements = seq.elements
    guard elements.count >= 3,
      let k = stride(from: 0, to: elements.count, by: 2).first(where: { elements[$0] is EffectMarkerExpr }),
      let t = elements[k] as? EffectMarkerExpr
    else { return nil }
    if k > 0, !isAssignmentOperator(elements[k - 1]) {
      error(SemaDiagnostics.markerRightOfOperator(t.keyword), at: t.loc)
    }
    let covered = [t.subExpr] + elements[(k + 1)...]
    if covered.count > 1 {
      let range = t.subExpr.range.union(covered[covered.count - 1].range)
      t.subExpr = foldSequence(SequenceExpr(elements: covered, range: range))
    }
    t.range = t.range.union(t.subExpr.range)
    if k == 0 { return t }
    return foldOperators(Array(elements[..<k]) + [t], seq)
  }

  /// `=`, `+=`, ...: a `try` may follow them.
  private func isAssignmentOperator(_ op: Expr) -> Bool {
    if op is AssignExpr { return true }
    if let r = op as? UnresolvedDeclRefExpr { return PrecedenceGroup.of(r.name) == .assignment }
    return false
  }

  /// `throw e`: `e` must be an error; it is thrown as an `any Error`.
  func checkThrow(_ s: ThrowStmt) {
    let e = checkExpr(s.subExpr, contextual: errorExistential)
    s.subExpr = e
    guard let t = e.type, !t.containsError else { return }
    if t == errorExistential { return }
    if case .nominal(let n) = t, declaresConformance(n, to: stdlib.errorProtocol) {
      s.subExpr = coerce(e, to: errorExistential, reason: .argument)
    } else if case .genericParameter = t, conforms(t, to: stdlib.errorProtocol) {
      // `throw failure` in Result's `get()`, `Failure: Error`: boxed as the
      // specialization's error type.
      s.subExpr = coerce(e, to: errorExistential, reason: .argument)
    } else {
      error(SemaDiagnostics.thrownTypeNotError(t), at: diagLoc(e))
    }
  }

  /// `do { } catch ... { }`: each `catch` is a `case` over the thrown `any Error`.
  func checkDoCatch(_ d: DoCatchStmt) {
    checkBrace(d.body)
    for c in d.catches {
      withScope {
        for i in c.labelItems.indices {
          c.labelItems[i].pattern = castingEnumCasePatterns(c.labelItems[i].pattern)
          var covers: Set<String> = []
          var catchAll = false
          checkCaseAlternative(c, i, errorExistential, &covers, &catchAll)
          if let g = c.labelItems[i].guardExpr {
            c.labelItems[i].guardExpr = checkCondition(g)
          } else if catchAll {
            d.isExhaustive = true
          }
        }
        checkBrace(c.body)
      }
    }
  }

  /// `catch E.someCase(let x)`: the enum case is matched against the `E` inside the
  /// error, so it gets an implicit `is E` around it (swiftc's tree has the same cast).
  private func castingEnumCasePatterns(_ p: Pattern) -> Pattern {
    switch p {
    case let b as BindingPattern:
      b.subPattern = castingEnumCasePatterns(b.subPattern)
      return b
    case let e as EnumElementPattern:
      guard let parent = e.parentType else { return e }
      let cast = IsPattern(subPattern: e, castTypeRepr: nil, range: e.range)
      cast.isImplicit = true
      cast.castType = resolveType(parent)
      return cast
    default:
      return p
    }
  }


  // MARK: - Throws checking

  /// Where an error thrown at some point goes.
  enum ErrorHandler {
    /// Out of a throwing function or closure, or out of top-level code (where Swift
    /// stops the program).
    case propagates
    /// A `catch` matches every error, or a `try?`/`try!` handles it.
    case handled
    /// Nowhere: the enclosing function does not throw.
    case notHandled
    /// The enclosing `do`-`catch` may not match it and the function does not throw.
    case notHandledByCatch
    /// Nowhere, ever: in a `defer` body, a property's initial value, a default argument,
    /// a global's initial value outside top-level code (the words say which).
    case cannotLeave(String)
  }

  /// Checks every body of the module: the throwing calls and `throw`s.
  func checkErrorHandling() {
    checkUnsupportedEffects()
    for file in module.files {
      for decl in file.decls {
        if let t = decl as? TopLevelCodeDecl {
          phase = 0
          let handler: ErrorHandler =
            module.allowsTopLevelCode(in: file) ? .propagates : .cannotLeave("a global variable initializer")
          visitEffects(t.body, handler: handler, covered: nil)
        }
      }
    }
    phase = 1
    for n in nominals where n.moduleName == module.name {
      for case let pbd as PatternBindingDecl in n.members + n.extensions.flatMap(\.members) {
        for entry in pbd.entries {
          if let e = entry.initializer { visitEffects(e, handler: .cannotLeave("a property initializer"), covered: nil) }
        }
      }
    }
    for f in allFunctionsWithBodies() {
      guard let body = f.body else { continue }
      if f.isRethrows && !f.parameters.parameters.contains(where: { isThrowingFunction($0.interfaceType) }) {
        error(SemaDiagnostics.rethrowsWithoutThrowingParameter(), at: f.throwsLoc ?? f.loc)
      }
      for p in f.parameters.parameters {
        if let d = p.defaultValue { visitEffects(d, handler: .cannotLeave("a default argument"), covered: nil) }
      }
      // A `rethrows` function may throw only what its function arguments throw; this
      // checks it as a throwing one.
      visitEffects(body, handler: f.isThrowing ? .propagates : .notHandled, covered: nil)
    }
  }

  /// Declarations miniswiftc cannot compile yet: throwing protocol
  /// requirements (their witness thunks would need the error parameter) and class
  /// initializers (a partly initialized instance to free).
  private func checkUnsupportedEffects() {
    func check(_ d: Decl, in owner: NominalTypeDecl?) {
      guard let f = d as? AbstractFunctionDecl else { return }
      guard let loc = f.throwsLoc else { return }
      if owner is ProtocolDecl {
        notSupportedDeclaration("a throwing protocol requirement", at: loc)
      } else if f is ConstructorDecl, owner is ClassDecl {
        notSupportedDeclaration("a throwing class initializer", at: loc)
      }
    }
    for file in module.files {
      for decl in file.decls {
        check(decl, in: nil)
        if let t = decl as? TopLevelCodeDecl {
          for case .decl(let d) in t.body.elements { check(d, in: nil) }
        }
      }
    }
    for n in nominals where n.moduleName == module.name {
      n.members.forEach { check($0, in: n) }
      // (A protocol extension's members are not requirements: `extension Sequence`'s
      // `rethrows` algorithms.)
      for ext in n.extensions { ext.members.forEach { check($0, in: n is ProtocolDecl ? nil : n) } }
    }
  }

  private func isThrowingFunction(_ t: SwiftType?) -> Bool {
    switch t {
    case .function(let ft)?: ft.isThrowing
    case .optional(let w)?: isThrowingFunction(w)
    default: false
    }
  }

  /// The `try` a node is under, if any, and whether a throwing call was found under it.
  final class TryCoverage {
    let tryExpr: TryExpr
    var coversACall = false
    init(_ t: TryExpr) { tryExpr = t }
  }

  private func visitEffects(_ node: Node, handler: ErrorHandler, covered: TryCoverage?) {
    switch node {
    case let c as ClosureExpr:
      visitEffects(c.body, handler: c.isThrowing ? .propagates : .notHandled, covered: nil)
      return
    case let t as TryExpr:
      let coverage = TryCoverage(t)
      visitEffects(t.subExpr, handler: t.kind == .plain ? handler : .handled, covered: coverage)
      // (Not when the expression has an error: its calls may not be known.)
      if !coverage.coversACall && !hasPendingError(in: t.range) {
        report(Diagnostic(.warning, SemaDiagnostics.noCallsInTry(), at: t.loc))
      }
      return
    case let s as ThrowStmt:
      visitEffects(s.subExpr, handler: handler, covered: covered)
      switch handler {
      case .propagates, .handled: break
      case .notHandled: error(SemaDiagnostics.throwNotHandled(byCatch: false), at: s.loc)
      case .notHandledByCatch: error(SemaDiagnostics.throwNotHandled(byCatch: true), at: s.loc)
      case .cannotLeave(let place): error(SemaDiagnostics.throwCannotLeave(place), at: s.loc)
      }
      return
    case let d as DeferStmt:
      visitEffects(d.body, handler: .cannotLeave("a defer body"), covered: nil)
      return
    case let d as DoCatchStmt:
      let inner: ErrorHandler
      if d.isExhaustive {
        inner = .handled
      } else {
        switch handler {
        case .propagates, .handled, .cannotLeave: inner = handler
        case .notHandled, .notHandledByCatch: inner = .notHandledByCatch
        }
      }
      visitEffects(d.body, handler: inner, covered: nil)
      for c in d.catches { visitEffects(c, handler: handler, covered: nil) }
      return
    case is FuncDecl, is NominalTypeDecl, is ExtensionDecl:
      // Checked on their own.
      return
    case let call as CallExpr:
      // (A call that failed with a throwing argument was reported: its `try` covers it.)
      if call.type?.isError ?? true, call.arguments.contains(where: { isThrowingFunction(stripConversions($0.expr).type) }) {
        covered?.coversACall = true
      }
      if callThrows(call) {
        call.isThrowing = true
        covered?.coversACall = true
        if case .cannotLeave(let place) = handler {
          error(SemaDiagnostics.callCannotLeave(place), at: call.loc)
        } else if let covered {
          // (A `rethrows` call that throws by its argument is blamed itself, with a note at
          // the argument; another call's error is the `try`'s.)
          switch (handler, rethrowingArgumentNote(call)) {
          case (.propagates, _), (.handled, _), (.cannotLeave, _): break
          case (.notHandled, let note?): error(SemaDiagnostics.callNotHandled(byCatch: false), at: call.loc, notes: [note])
          case (.notHandledByCatch, let note?):
            error(SemaDiagnostics.callNotHandled(byCatch: true), at: call.loc, notes: [note])
          case (.notHandled, nil): error(SemaDiagnostics.tryNotHandled(byCatch: false), at: covered.tryExpr.loc)
          case (.notHandledByCatch, nil): error(SemaDiagnostics.tryNotHandled(byCatch: true), at: covered.tryExpr.loc)
          }
        } else {
          switch handler {
          case .propagates, .handled:
            error(SemaDiagnostics.callNotMarkedWithTry(), at: call.loc, notes: tryFixNotes(call.loc))
          case .cannotLeave: break
          case .notHandled, .notHandledByCatch:
            error(SemaDiagnostics.callNotMarkedWithTryNorHandled(), at: call.loc,
                  notes: rethrowingArgumentNote(call).map { [$0] } ?? [])
          }
        }
      }
    default:
      break
    }
    forEachChild(of: node) { visitEffects($0, handler: handler, covered: covered) }
  }

  /// Is an error reported within `range` (so what it covers may not be known)?
  func hasPendingError(in range: SourceRange) -> Bool {
    pending.contains { p in
      p.diagnostic.severity == .error && !(p.diagnostic.loc < range.start) && !(range.end < p.diagnostic.loc)
    }
  }

  private func tryFixNotes(_ loc: SourceLoc) -> [Diagnostic] {
    [TryExpr.Kind.plain, .optional, .forced].map { .note(SemaDiagnostics.didYouMean($0), at: loc) }
  }

  /// For a call of a `rethrows` function: swiftc's note at the function argument that
  /// makes it throw.
  private func rethrowingArgumentNote(_ call: CallExpr) -> Diagnostic? {
    guard calledFunction(call)?.isRethrows == true, let arg = call.arguments.first(where: { argumentThrows($0.expr) })
    else { return nil }
    return .note(SemaDiagnostics.rethrowingCall(), at: diagLoc(arg.expr))
  }

  /// Can this call throw? A call of a throwing function, method, initializer or
  /// function value; of a `rethrows` function only when a function argument throws.
  func callThrows(_ call: CallExpr) -> Bool {
    if let callee = calledFunction(call) {
      guard callee.isThrowing else { return false }
      if !callee.isRethrows { return true }
      return call.arguments.contains { argumentThrows($0.expr) }
    }
    return isThrowingFunction(stripConversions(call.fn).type)
  }

  /// The function, method or initializer a call calls directly, if any.
  func calledFunction(_ call: CallExpr) -> AbstractFunctionDecl? {
    switch stripConversions(call.fn) {
    case let r as DeclRefExpr: r.decl as? AbstractFunctionDecl
    case let d as DotSyntaxCallExpr: d.fn.decl as? AbstractFunctionDecl
    case let c as ConstructorRefCallExpr: c.fn.decl as? AbstractFunctionDecl
    case let o as OtherConstructorDeclRefExpr: o.decl
    default: nil
    }
  }

  /// A function argument of a `rethrows` call that can throw: a closure whose body
  /// throws (or that is written `throws`), or a throwing function value.
  private func argumentThrows(_ e: Expr) -> Bool {
    let x = stripConversions(e)
    if let c = x as? ClosureExpr { return c.throwsLoc != nil || bodyThrows(c.body) }
    // A key path as a function (`map(\.count)`) reads a property.
    if x is KeyPathExpr { return false }
    // A named function: its own declaration says (its value may be typed as throwing).
    if let r = x as? DeclRefExpr, let f = r.decl as? AbstractFunctionDecl { return f.isThrowing }
    // A variable: its own type says (its value may be converted to a throwing one).
    if let r = x as? DeclRefExpr, let v = r.decl as? VarDecl { return isThrowingFunction(typeOfVar(v)) }
    return isThrowingFunction(x.type)
  }

  /// Does a closure body throw (a `try` or `throw` not handled inside it)? Decides the
  /// type of a closure whose context does not say.
  func bodyThrows(_ s: Stmt) -> Bool {
    var found = false
    func visit(_ n: Node) {
      if found { return }
      switch n {
      case is ClosureExpr, is FuncDecl, is NominalTypeDecl: return
      case let t as TryExpr where t.kind != .plain: return
      case is TryExpr, is ThrowStmt:
        found = true
        return
      case let d as DoCatchStmt:
        if !d.catches.contains(where: isCatchAll) { visit(d.body) }
        d.catches.forEach { visit($0) }
        return
      default:
        forEachChild(of: n, visit)
      }
    }
    visit(s)
    return found
  }

  /// A `catch` that matches every error (before type checking: `catch`, `catch let e`,
  /// `catch _`, without `where`).
  private func isCatchAll(_ c: CaseStmt) -> Bool {
    c.labelItems.contains { item in
      guard item.guardExpr == nil else { return false }
      var p = item.pattern
      while let b = p as? BindingPattern { p = b.subPattern }
      return p is NamedPattern || p is AnyPattern
    }
  }
}

extension SemaDiagnostics {
  static func markerRightOfOperator(_ keyword: String) -> String {
    "'\(keyword)' cannot appear to the right of a non-assignment operator"
  }
  static func thrownTypeNotError(_ t: SwiftType) -> String { "thrown expression type '\(t)' does not conform to 'Error'" }
  static func noCallsInTry() -> String { "no calls to throwing functions occur within 'try' expression" }
  /// Nothing handles the error a `throw` throws: the enclosing function does not throw
  /// and, `byCatch`, the enclosing `do`-`catch` may not match it.
  static func throwNotHandled(byCatch: Bool) -> String {
    "error is not handled because the enclosing "
      + (byCatch ? "catch is not exhaustive" : "function is not declared 'throws'")
  }
  static func throwCannotLeave(_ place: String) -> String { "errors cannot be thrown out of \(place)" }
  static func callCannotLeave(_ place: String) -> String {
    "call can throw, but errors cannot be thrown out of \(place)"
  }
  /// The same for the calls a `try` covers.
  static func tryNotHandled(byCatch: Bool) -> String {
    "errors thrown from here are not handled" + (byCatch ? " because the enclosing catch is not exhaustive" : "")
  }
  /// A `rethrows` call a `try` covers, throwing by its argument.
  static func callNotHandled(byCatch: Bool) -> String {
    "call can throw, but " + (byCatch ? "the enclosing catch is not exhaustive" : "the error is not handled")
  }
  static func callNotMarkedWithTry() -> String { "call can throw but is not marked with 'try'" }
  static func callNotMarkedWithTryNorHandled() -> String {
    "call can throw, but it is not marked with 'try' and the error is not handled"
  }
  static func rethrowingCall() -> String { "call is to 'rethrows' function, but argument function can throw" }
  /// The fix-it note that suggests a `try` of this kind.
  static func didYouMean(_ kind: TryExpr.Kind) -> String {
    switch kind {
    case .plain: "did you mean to use 'try'?"
    case .optional: "did you mean to handle error as optional value?"
    case .forced: "did you mean to disable error propagation?"
    }
  }
  static func rethrowsWithoutThrowingParameter() -> String {
    "'rethrows' function must take a throwing function argument"
  }
  static func invalidThrowingConversion(_ from: SwiftType, _ to: SwiftType) -> String {
    "invalid conversion from throwing function of type '\(from)' to non-throwing function type '\(to)'"
  }
}

// MARK: - Conversions of function types

extension TypeChecker {
  /// `a` is `b` without `throws`: a non-throwing function can be used where a throwing
  /// one is expected.
  func isNonThrowingVersion(_ a: FunctionType, of b: FunctionType) -> Bool {
    !a.isThrowing && b.isThrowing && a == b.withoutThrows
  }

  /// A function value converted to a type that differs from its own only by `throws`:
  /// a non-throwing one (a closure that does not throw, a function or a type's operator
  /// named here, a variable's value, `b ? f : g`) is wrapped in a
  /// `FunctionConversionExpr`, as swiftc's `function_conversion_expr`. A throwing
  /// function where a non-throwing one is expected is swiftc's error.
  func coerceThrowingFunction(_ e: Expr, from a: FunctionType, to b: FunctionType) -> Expr {
    if a.isThrowing {
      error(SemaDiagnostics.invalidThrowingConversion(.function(a), .function(b)), at: diagLoc(e))
      return e
    }
    return FunctionConversionExpr(subExpr: e, type: .function(b))
  }
}
