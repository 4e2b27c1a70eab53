import AST
import Basic

/// Concurrency as far as the Language Guide's sequential examples go: `async`
/// functions, `await`, actors, `Sendable`, `nonisolated`.
///
/// The compilation model: miniswiftc runs a program as one task on one thread. An
/// `await` marks where Swift *could* suspend, but without `Task`, `async let` or task
/// groups (not supported yet) nothing else can run there, so an `await f()` is an
/// ordinary call, and an actor an ordinary class whose isolation is a compile-time rule.
///
/// The rules are checked as swiftc checks them, after type checking a body (like its
/// effects checking, ErrorHandling.swift): each suspension point (a call of an `async`
/// function, a use of an actor's isolated member from outside the actor) must be under
/// an `await`, in a context that may suspend: an `async` function, or top-level code
/// that awaits somewhere (then swiftc makes `main` async, and the code runs on the main
/// actor, where Swift 5 only warns about a missing `await`).
extension TypeChecker {
  /// Where code runs: may it suspend, and which actor's `self` is isolated there.
  struct ConcurrencyContext {
    enum Kind {
      /// A function that is not `async` (the function, for swiftc's note), a closure, a
      /// property initializer, top-level code that never awaits.
      case synchronous(AbstractFunctionDecl?)
      /// An `async` function.
      case asynchronous
      /// Top-level code that awaits: swiftc's async `main` on the main actor.
      case mainActor
    }
    var kind: Kind
    /// The `self` of an actor's isolated method, initializer or accessor.
    var isolatedSelf: ParamDecl?
    /// In a closure (one that awaits would be an `async` closure).
    var inClosure = false
  }

  /// The `await` a node is under, and whether a suspension point was found under it.
  final class AwaitCoverage {
    let awaitExpr: AwaitExpr
    var coversSuspension = false
    init(_ a: AwaitExpr) { awaitExpr = a }
  }

  /// Checks every body of the module.
  func checkConcurrency() {
    for file in module.files {
      let topLevel = file.decls.compactMap { $0 as? TopLevelCodeDecl }
      let awaits = topLevel.contains { containsAwait($0.body) }
      for t in topLevel {
        visitConcurrency(t.body, ConcurrencyContext(kind: awaits ? .mainActor : .synchronous(nil)), covered: nil)
      }
    }
    for f in allFunctionsWithBodies() { checkConcurrency(of: f) }
  }

  private func checkConcurrency(of f: AbstractFunctionDecl) {
    guard let body = f.body else { return }
    visitConcurrency(body, context(of: f), covered: nil)
  }

  /// The context of `f`'s body.
  private func context(of f: AbstractFunctionDecl) -> ConcurrencyContext {
    var isolated: ParamDecl?
    let storage = (f as? AccessorDecl)?.storage
    if let actor = owningNominal(of: f) as? ClassDecl, actor.isActor, !f.modifiers.isStatic,
      !f.modifiers.isNonisolated, storage?.modifiers.isNonisolated != true
    {
      isolated = f.selfDecl
    }
    return ConcurrencyContext(kind: f.isAsync ? .asynchronous : .synchronous(f), isolatedSelf: isolated)
  }

  /// Does top-level code await (outside the closures and functions it declares)?
  private func containsAwait(_ node: Node) -> Bool {
    var found = false
    func visit(_ n: Node) {
      if found { return }
      switch n {
      case is AwaitExpr: found = true
      case is ClosureExpr, is FuncDecl, is NominalTypeDecl, is ExtensionDecl: return
      default: forEachChild(of: n, visit)
      }
    }
    visit(node)
    return found
  }

  private func visitConcurrency(_ node: Node, _ context: ConcurrencyContext, covered: AwaitCoverage?) {
    switch node {
    case let c as ClosureExpr:
      // A closure that awaits would be an `async` closure: not supported yet.
      var inner = context
      inner.kind = .synchronous(nil)
      inner.inClosure = true
      visitConcurrency(c.body, inner, covered: nil)
      return
    case let a as AwaitExpr:
      if context.inClosure {
        notSupported("'await' in a closure", at: a.loc)
        return
      }
      let coverage = AwaitCoverage(a)
      visitConcurrency(a.subExpr, context, covered: coverage)
      if !coverage.coversSuspension && !hasPendingError(in: a.range) {
        report(Diagnostic(.warning, SemaDiagnostics.noAsyncInAwait(), at: a.loc))
      }
      return
    case let f as FuncDecl:
      // A local function in its own context (the functions of a type or of top-level
      // code are among allFunctionsWithBodies).
      if !(f.parent is TopLevelCodeDecl), owningNominal(of: f) == nil, let body = f.body {
        visitConcurrency(body, self.context(of: f), covered: nil)
      }
      return
    case is NominalTypeDecl, is ExtensionDecl:
      return
    case let d as DeferStmt:
      var inner = context
      inner.kind = .synchronous(nil)
      visitConcurrency(d.body, inner, covered: nil)
      return
    case let call as CallExpr:
      if let f = calledFunction(call), let dot = stripConversions(call.fn) as? DotSyntaxCallExpr,
        isActorIsolated(f), !isIsolatedSelf(dot.base, context)
      {
        crossActorUse(f, at: dot.fn.loc, context, covered: covered)
      } else if calledFunction(call)?.isAsync ?? isAsyncFunction(stripConversions(call.fn).type) {
        suspension(at: call.loc, context, covered: covered)
      }
    case let m as MemberRefExpr:
      if isActorIsolated(m.decl), !isIsolatedSelf(m.base, context) {
        if actorMutations.contains(ObjectIdentifier(m)) {
          mutationFromOutside(m, context)
        } else {
          crossActorUse(m.decl, at: m.nameLoc.isValid ? m.nameLoc : m.loc, context, covered: covered)
        }
      }
    default:
      break
    }
    forEachChild(of: node) { visitConcurrency($0, context, covered: covered) }
  }

  /// Records the actor properties that `e`, about to be mutated (Mutability.swift's
  /// `checkMutable`), mutates: `a.v = 1`, `a.list.append(2)`, `a.point.x += 1`.
  func noteMutation(_ e: Expr) {
    forEachMutatedExpression(e) { c in
      if let m = c as? MemberRefExpr, isActorIsolated(m.decl) { actorMutations.insert(ObjectIdentifier(m)) }
    }
  }

  private func isAsyncFunction(_ t: SwiftType?) -> Bool {
    if case .function(let ft)? = t { return ft.isAsync }
    return false
  }

  /// An instance member of an actor that only the actor's own code may use directly:
  /// its methods and `var`s (its `let`s are immutable, readable from anywhere in the
  /// module), unless `nonisolated`.
  func isActorIsolated(_ d: ValueDecl) -> Bool {
    guard let actor = owningNominal(of: d) as? ClassDecl, actor.isActor, !d.modifiers.isStatic,
      !d.modifiers.isNonisolated
    else { return false }
    switch d {
    case let v as VarDecl: return !v.isLet
    case is FuncDecl: return true
    default: return false
    }
  }

  /// Is `base` the `self` of the actor whose code this is?
  private func isIsolatedSelf(_ base: Expr, _ context: ConcurrencyContext) -> Bool {
    guard let isolated = context.isolatedSelf else { return false }
    return (stripConversions(base) as? DeclRefExpr)?.decl === isolated
  }

  /// A call of an `async` function.
  private func suspension(at loc: SourceLoc, _ context: ConcurrencyContext, covered: AwaitCoverage?) {
    covered?.coversSuspension = true
    switch context.kind {
    case .synchronous(let f):
      let notes = (f as? FuncDecl).map { [Diagnostic.note(SemaDiagnostics.addAsync(to: $0), at: $0.nameLoc)] } ?? []
      error(SemaDiagnostics.asyncCallInSynchronousContext(), at: loc, notes: notes)
    case .asynchronous, .mainActor:
      if covered == nil {
        error(SemaDiagnostics.asyncNotMarkedWithAwait(), at: loc, notes: [.note(SemaDiagnostics.callIsAsync(), at: loc)])
      }
    }
  }

  /// A call of an actor's isolated method, or a read of its property, from outside it.
  private func crossActorUse(_ d: ValueDecl, at loc: SourceLoc, _ context: ConcurrencyContext, covered: AwaitCoverage?) {
    // In an actor's own code, the other instance is the one not isolated.
    let inActor = context.isolatedSelf != nil
    switch context.kind {
    case .synchronous:
      if let f = d as? FuncDecl {
        error(SemaDiagnostics.actorCallInSynchronousContext(f, inActor: inActor), at: loc,
              notes: [.note(SemaDiagnostics.actorCallsImplicitlyAsync(f), at: f.nameLoc)])
      } else {
        error(SemaDiagnostics.actorPropertyReferenced(d, from: inActor ? "on a nonisolated actor instance" : "from a nonisolated context"),
              at: loc, notes: [.note(SemaDiagnostics.propertyDeclaredHere(), at: d.nameLoc)])
      }
    case .asynchronous, .mainActor:
      if let covered {
        covered.coversSuspension = true
        return
      }
      let message = SemaDiagnostics.actorMemberFromOutside(d)
      if case .mainActor = context.kind {
        report(Diagnostic(.warning, message + SemaDiagnostics.errorInSwift6, at: loc))
      } else {
        error(message, at: loc)
      }
    }
  }

  /// `actor.property = v` from outside the actor.
  private func mutationFromOutside(_ m: MemberRefExpr, _ context: ConcurrencyContext) {
    let loc = m.nameLoc.isValid ? m.nameLoc : m.loc
    var notes = [Diagnostic.note(SemaDiagnostics.mutationOnlyWithinActor(), at: m.decl.nameLoc)]
    let actor = owningNominal(of: m.decl)?.name ?? ""
    let place = context.isolatedSelf != nil ? "on a nonisolated actor instance" : "from a nonisolated context"
    switch context.kind {
    case .synchronous:
      error(SemaDiagnostics.actorPropertyMutated(m.decl, place), at: loc, notes: notes)
    case .asynchronous:
      notes.append(.note(SemaDiagnostics.considerIsolatedMethod(on: actor), at: loc))
      error(SemaDiagnostics.actorPropertyMutated(m.decl, place), at: loc, notes: notes)
    case .mainActor:
      notes.append(.note(SemaDiagnostics.considerIsolatedMethod(on: actor), at: loc))
      report(Diagnostic(.warning, SemaDiagnostics.actorPropertyMutated(m.decl, "from the main actor"), at: loc,
                        notes: notes))
    }
  }
}

extension SemaDiagnostics {
  static func noAsyncInAwait() -> String { "no 'async' operations occur within 'await' expression" }
  static func asyncCallInSynchronousContext() -> String { "'async' call in a function that does not support concurrency" }
  static func addAsync(to f: FuncDecl) -> String { "add 'async' to function '\(f.fullName)' to make it asynchronous" }
  static func asyncNotMarkedWithAwait() -> String { "expression is 'async' but is not marked with 'await'" }
  static func callIsAsync() -> String { "call is 'async'" }
  static func actorCallInSynchronousContext(_ d: FuncDecl, inActor: Bool) -> String {
    "call to actor-isolated instance method '\(d.printedName)' in a synchronous \(inActor ? "actor-isolated" : "nonisolated") context"
  }
  static func actorCallsImplicitlyAsync(_ d: FuncDecl) -> String {
    "calls to instance method '\(d.printedName)' from outside of its actor context are implicitly asynchronous"
  }
  static func actorPropertyReferenced(_ d: ValueDecl, from place: String) -> String {
    "actor-isolated property '\(d.name)' can not be referenced \(place)"
  }
  static func propertyDeclaredHere() -> String { "property declared here" }
  static func actorMemberFromOutside(_ d: ValueDecl) -> String {
    if let f = d as? FuncDecl { return "actor-isolated instance method '\(f.printedName)' cannot be called from outside of the actor" }
    return "actor-isolated property '\(d.name)' cannot be accessed from outside of the actor"
  }
  static let errorInSwift6 = "; this is an error in the Swift 6 language mode"
  static func actorPropertyMutated(_ d: ValueDecl, _ place: String) -> String {
    "actor-isolated property '\(d.name)' can not be mutated \(place)"
  }
  static func mutationOnlyWithinActor() -> String { "mutation of this property is only permitted within the actor" }
  static func considerIsolatedMethod(on actor: String) -> String {
    "consider declaring an isolated method on '\(actor)' to perform the mutation"
  }
}
