import AST
import Basic

/// The checks swiftc makes after type checking (on SIL): a function with a result
/// must not fall off its end, a `guard` body must not fall through, a variable (or an
/// initializer's stored property) must be initialized before use and a `let` only once,
/// and integer arithmetic that overflows on constants is an error (ConstantFolder).
extension TypeChecker {
  func checkFlow() {
    for d in flowErrors { report(d) }
    functionsWithBodies = allFunctionsWithBodies()
    for f in functionsWithBodies {
      guard let body = f.body, !hasFailedConstraint(f) else { continue }
      checkReachability(of: f, body)
      if f is ConstructorDecl || declaresUninitialized(body) {
        DefiniteInitialization(checker: self, function: f).run(body)
      }
    }
    for (c, result) in closuresWithResults where canFallThrough(c.body) {
      error(SemaDiagnostics.missingReturn("closure", result), at: c.body.range.end.advanced(by: -1))
    }
    for file in module.files {
      // A file's top-level statements run as one body: a global declared without a
      // value in one statement must be assigned by the statements before its uses.
      let bodies = file.decls.compactMap { ($0 as? TopLevelCodeDecl)?.body }
      bodies.forEach(checkGuards)
      guard let first = bodies.first, let last = bodies.last else { continue }
      let topLevel = BraceStmt(elements: bodies.flatMap(\.elements), range: SourceRange(start: first.range.start, end: last.range.end), isImplicit: true)
      if declaresUninitialized(topLevel) {
        DefiniteInitialization(checker: self, function: nil).run(topLevel)
      }
    }
    phase = TypeChecker.constantFoldingPhase
    ConstantFolder(checker: self).run()
  }

  /// Every function, method, initializer, deinitializer and accessor with a body (of
  /// module Swift's members on built-in types, those a lookup asked for).
  func allFunctionsWithBodies() -> [AbstractFunctionDecl] {
    var result: [AbstractFunctionDecl] = []
    func hasCheckedBody(_ f: AbstractFunctionDecl) -> Bool {
      f.hasBody && (f.isBodyChecked || !isCheckedOnRequest(f))
    }
    func add(_ d: Decl) {
      switch d {
      case let f as AbstractFunctionDecl where hasCheckedBody(f): result.append(f)
      case let v as VarDecl: result.append(contentsOf: v.accessors.filter(hasCheckedBody))
      default: break
      }
    }
    for file in module.files {
      for decl in file.decls {
        add(decl)
        if let t = decl as? TopLevelCodeDecl {
          for case .decl(let d) in t.body.elements { add(d) }
        }
      }
    }
    for d in nominals where d.moduleName == module.name || d.builtinType != nil {
      d.members.forEach(add)
      for ext in d.extensions { ext.members.forEach(add) }
    }
    return result
  }

  /// Does a body declare a variable without a value (so definite initialization has
  /// something to check)? Only statements are looked at.
  private func declaresUninitialized(_ s: Stmt) -> Bool {
    var found = false
    forEachStatement(in: s) { st in
      guard !found, let b = st as? BraceStmt else { return }
      for case .decl(let p as PatternBindingDecl) in b.elements where p.entries.contains(where: { $0.initializer == nil }) {
        found = true
      }
    }
    return found
  }

  // MARK: - Missing return

  private func functionKind(_ f: AbstractFunctionDecl) -> String {
    switch f {
    case let a as AccessorDecl: return a.accessorKind == .get ? "getter" : "setter"
    case let fn as FuncDecl:
      if fn.parent is NominalTypeDecl || fn.parent is ExtensionDecl {
        return fn.modifiers.isStatic ? "static method" : fn.modifiers.isClass ? "class method" : "instance method"
      }
      return fn.parent == nil || fn.parent is TopLevelCodeDecl ? "global function" : "local function"
    default: return "function"
    }
  }

  private func checkReachability(of f: AbstractFunctionDecl, _ body: BraceStmt) {
    checkGuards(body)
    let result = resultType(of: f)
    guard !(f is ConstructorDecl), result != .void, !result.isError else { return }
    if canFallThrough(body) {
      let message = result.isUninhabited
        ? SemaDiagnostics.missingNeverCall(functionKind(f), result)
        : SemaDiagnostics.missingReturn(functionKind(f), result)
      error(message, at: body.range.end.advanced(by: -1))
    }
  }

  /// Reports `guard` bodies that can fall through.
  private func checkGuards(_ s: Stmt) {
    forEachStatement(in: s) { st in
      if let g = st as? GuardStmt, canFallThrough(g.body) {
        error(SemaDiagnostics.guardFallsThrough(), at: g.body.range.end.advanced(by: -1))
      }
    }
  }

  /// Can control reach the end of `s` (as SIL sees it: `while true` without `break`
  /// never ends)?
  func canFallThrough(_ s: Stmt) -> Bool {
    switch s.stmtKind {
    case .brace(let b):
      for element in b.elements {
        switch element {
        case .stmt(let st): if !canFallThrough(st) { return false }
        case .expr(let e): if isNoReturnCall(e) { return false }
        case .decl: break
        }
      }
      return true
    case .return, .break, .continue, .fallthrough:
      return false
    case .if(let i):
      guard let e = i.elseStmt else { return true }
      return canFallThrough(i.thenStmt) || canFallThrough(e)
    case .while(let w):
      if isLiteralTrue(w.conditions) { return containsBreak(to: w, in: w.body) }
      return true
    case .repeatWhile(let r):
      if containsBreak(to: r, in: r.body) { return true }
      let bodyEnds = canFallThrough(r.body) || containsContinue(to: r, in: r.body)
      return bodyEnds && !isLiteralTrue([.boolean(r.condition)])
    case .switch(let sw):
      let exhaustive = exhaustiveSwitches.contains(ObjectIdentifier(sw))
      return !exhaustive || sw.cases.contains { canFallThrough($0.body) } || containsBreak(to: sw, in: sw)
    case .case(let c):
      return canFallThrough(c.body)
    case .throw:
      return false
    case .doCatch(let d):
      return canFallThrough(d.body) || d.catches.contains { canFallThrough($0.body) }
    case .do(let d):
      return canFallThrough(d.body) || containsBreak(to: d, in: d.body)
    case .guard, .defer, .forEach:
      return true
    }
  }

  /// An expression that ends the path: one of an uninhabited type (a call of
  /// `fatalError`, `preconditionFailure` or another function returning `Never`), a call
  /// of a builtin that never returns (the library's `Builtin.assertionFailure`), and the
  /// library's `assert(false)` or `precondition(false)` with a literal `false`, which
  /// swiftc's -Onone diagnostics also see as the end (its transparent bodies fold to the
  /// failure).
  func isNoReturnCall(_ e: Expr) -> Bool {
    if e.type?.isUninhabited == true { return true }
    guard let call = e as? CallExpr, let ref = call.fn as? DeclRefExpr, let f = ref.decl as? FuncDecl else {
      return false
    }
    if let builtin = f.builtin { return builtin.isNoReturn }
    guard f.outermostDecl.isInStandardLibrary, f.name == "assert" || f.name == "precondition" else { return false }
    return call.arguments.first.map { isLiteralFalse(autoclosed: $0.expr) } ?? false
  }

  /// Is `e`, an `@autoclosure` argument, the literal `false`?
  private func isLiteralFalse(autoclosed e: Expr) -> Bool {
    guard let c = e as? ClosureExpr, c.isAutoclosure, c.body.elements.count == 1,
      case .stmt(let r as ReturnStmt) = c.body.elements[0], let value = r.result
    else { return e.isLiteralFalse }
    return value.isLiteralFalse
  }

  private func isLiteralTrue(_ conditions: [StmtCondition]) -> Bool {
    guard conditions.count == 1, case .boolean(let e) = conditions[0] else { return false }
    return e.isLiteralTrue
  }

  private func containsBreak(to target: Stmt, in s: Stmt) -> Bool {
    containsJump(s) { ($0 as? BreakStmt)?.target === target }
  }

  private func containsContinue(to target: Stmt, in s: Stmt) -> Bool {
    containsJump(s) { ($0 as? ContinueStmt)?.target === target }
  }

  private func containsJump(_ s: Stmt, _ matches: (Stmt) -> Bool) -> Bool {
    var found = false
    forEachStatement(in: s) { if !found && matches($0) { found = true } }
    return found
  }
}

/// Definite initialization: a local declared without a value must be given one on every
/// path before it is read (and a `let` only once); in an initializer, every stored
/// property must be set before `self` is used, before `super.init`, and before returning.
struct DefiniteInitialization {
  let checker: TypeChecker
  let function: AbstractFunctionDecl?

  /// What is known to be initialized at a point of the program.
  struct State {
    var initialized: Set<ObjectIdentifier> = []
    /// Initialized on some path (a `let` assigned again is an error).
    var maybe: Set<ObjectIdentifier> = []
    var unreachable = false
    /// `super.init(...)` has been called on every path (a subclass initializer).
    var superInitialized = false

    func joined(_ other: State) -> State {
      if unreachable { return other }
      if other.unreachable { return self }
      return State(initialized: initialized.intersection(other.initialized), maybe: maybe.union(other.maybe),
                   superInitialized: superInitialized && other.superInitialized)
    }
  }

  /// The variables and properties being tracked (declared without a value).
  final class Tracking {
    var tracked: [ObjectIdentifier: VarDecl] = [:]
    var reported: Set<ObjectIdentifier> = []
    var breakStates: [ObjectIdentifier: State] = [:]
    var selfDecl: ParamDecl?
    /// The stored properties an initializer must set.
    var properties: [VarDecl] = []
    var isClassInit = false
    var selfReported = false
    /// A designated initializer of a subclass: `self` is usable only after `super.init`.
    var needsSuperInit = false
    /// A delegating initializer: `self` is usable only after `self.init` (tracked as
    /// `superInitialized`).
    var isDelegating = false
  }

  private let tracking = Tracking()

  init(checker: TypeChecker, function: AbstractFunctionDecl?) {
    self.checker = checker
    self.function = function
  }

  func run(_ body: BraceStmt) {
    var state = State()
    if let c = function as? ConstructorDecl, let owner = checker.owningNominal(of: c), owner.builtinType != nil {
      // An initializer of a built-in type's extension (`extension Int { init(twice x:
      // Int) { self = x * 2 } }`) has no properties to set: as a delegating one, it
      // must give `self` a whole value, by `self.init(...)` or `self = ...`.
      tracking.isDelegating = true
      tracking.selfDecl = c.selfDecl
    } else if let c = function as? ConstructorDecl, let owner = checker.owningNominal(of: c), !(owner is ProtocolDecl),
       !c.isDelegating {
      tracking.selfDecl = c.selfDecl
      tracking.isClassInit = owner is ClassDecl
      tracking.needsSuperInit = (owner as? ClassDecl)?.superclass != nil && !c.modifiers.isConvenience
      for v in checker.storedProperties(of: owner) where !checker.hasInitialValue(v) {
        tracking.properties.append(v)
        tracking.tracked[ObjectIdentifier(v)] = v
      }
    } else if let c = function as? ConstructorDecl, c.isDelegating {
      tracking.isDelegating = true
      tracking.selfDecl = c.selfDecl
    }
    brace(body, &state)
    if tracking.isDelegating && !state.unreachable {
      checkSelfInitCalled(state, at: body.range.end.advanced(by: -1))
    }
    if function is ConstructorDecl && !state.unreachable {
      checkAllPropertiesInitialized(state, at: body.range.end.advanced(by: -1),
                                    message: SemaDiagnostics.initReturnsWithoutInitializing())
    }
  }

  private func report(_ message: String, at loc: SourceLoc, notes: [Diagnostic] = []) {
    checker.error(message, at: loc, notes: notes)
  }

  private func uninitializedProperties(_ state: State) -> [VarDecl] {
    tracking.properties.filter { !state.initialized.contains(ObjectIdentifier($0)) }
  }

  private func checkAllPropertiesInitialized(_ state: State, at loc: SourceLoc, message: String) {
    let missing = uninitializedProperties(state)
    guard !missing.isEmpty, !tracking.selfReported else { return }
    tracking.selfReported = true
    report(message, at: loc, notes: missing.map { .note(SemaDiagnostics.propertyNotInitialized($0.name), at: $0.nameLoc) })
  }

  // MARK: Statements

  private func brace(_ b: BraceStmt, _ state: inout State) {
    for element in b.elements {
      switch element {
      case .expr(let e): expr(e, &state)
      case .stmt(let s): stmt(s, &state)
      case .decl(let p as PatternBindingDecl):
        for entry in p.entries {
          if let e = entry.initializer {
            expr(e, &state)
          } else {
            // Globals too: the top-level statements of a file are checked as one body.
            // An optional `var` starts as `nil`.
            for v in checker.patternVariables(entry.pattern) where v.kind == .stored && !checker.hasInitialValue(v) {
              tracking.tracked[ObjectIdentifier(v)] = v
            }
          }
        }
      case .decl: break
      }
    }
  }

  private func conditions(_ cs: [StmtCondition], _ state: inout State) {
    for c in cs {
      switch c {
      case .boolean(let e): expr(e, &state)
      case .optionalBinding(_, let e, _): if let e { expr(e, &state) }
      case .patternMatch(let p, let e, _):
        expr(e, &state)
        pattern(p, &state)
      case .availability: break
      }
    }
  }

  /// The expressions a pattern matches against (`case limit:`), read when it is tried.
  private func pattern(_ p: Pattern, _ state: inout State) {
    ASTWalk().walk(p) { node in
      guard let e = node as? ExprPattern else { return node is Pattern ? .visitChildren : .skipChildren }
      expr(e.expr, &state)
      return .skipChildren
    }
  }

  /// A case's label items, tried in order (each pattern, then its guard), then its body.
  private func caseBody(_ c: CaseStmt, _ state: inout State) {
    for item in c.labelItems {
      pattern(item.pattern, &state)
      if let g = item.guardExpr { expr(g, &state) }
    }
    stmt(c.body, &state)
  }

  private func stmt(_ s: Stmt, _ state: inout State) {
    switch s.stmtKind {
    case .brace(let b):
      brace(b, &state)
    case .return(let r):
      if let e = r.result { expr(e, &state) }
      if r.isInitializerFailure, let c = function as? ConstructorDecl {
        // `return nil`: the initializer fails; `self` is released if fully initialized.
        r.failsInitializedSelf = c.isDelegating || (tracking.needsSuperInit ? state.superInitialized
                                                   : uninitializedProperties(state).isEmpty)
      } else if tracking.isDelegating && !state.unreachable {
        checkSelfInitCalled(state, at: r.loc)
      } else if function is ConstructorDecl && !state.unreachable {
        checkAllPropertiesInitialized(state, at: r.loc, message: SemaDiagnostics.initReturnsWithoutInitializing())
      }
      state.unreachable = true
    case .if(let i):
      conditions(i.conditions, &state)
      var thenState = state
      stmt(i.thenStmt, &thenState)
      var elseState = state
      if let e = i.elseStmt { stmt(e, &elseState) }
      state = thenState.joined(elseState)
    case .guard(let g):
      conditions(g.conditions, &state)
      var bodyState = state
      stmt(g.body, &bodyState)
    case .while(let w):
      conditions(w.conditions, &state)
      var bodyState = state
      stmt(w.body, &bodyState)
      let breaks = tracking.breakStates.removeValue(forKey: ObjectIdentifier(w))
      if isLiteralTrue(w.conditions) {
        state = breaks ?? State(unreachable: true)
      } else if let breaks {
        state = state.joined(breaks)
      }
    case .defer(let d):
      // Checked where it is written, against what is initialized there: stricter than
      // swiftc (which checks it at each exit of the scope), never looser. What it
      // initializes does not count after it.
      var deferState = state
      stmt(d.body, &deferState)
    case .repeatWhile(let r):
      stmt(r.body, &state)
      if !state.unreachable { expr(r.condition, &state) }
      if let breaks = tracking.breakStates.removeValue(forKey: ObjectIdentifier(r)) {
        state = state.joined(breaks)
      }
    case .forEach(let f):
      expr(f.sequence, &state)
      var bodyState = state
      if let w = f.whereClause { expr(w, &bodyState) }
      stmt(f.body, &bodyState)
      tracking.breakStates[ObjectIdentifier(f)] = nil
    case .break(let b):
      if let t = b.target {
        let key = ObjectIdentifier(t)
        tracking.breakStates[key] = tracking.breakStates[key].map { $0.joined(state) } ?? state
      }
      state.unreachable = true
    case .continue, .fallthrough:
      state.unreachable = true
    case .switch(let sw):
      expr(sw.subject, &state)
      var out: State? = checker.exhaustiveSwitches.contains(ObjectIdentifier(sw)) ? nil : state
      for c in sw.cases {
        var caseState = state
        caseBody(c, &caseState)
        out = out.map { $0.joined(caseState) } ?? caseState
      }
      if let breaks = tracking.breakStates.removeValue(forKey: ObjectIdentifier(sw)) {
        out = out.map { $0.joined(breaks) } ?? breaks
      }
      state = out ?? State(unreachable: true)
    case .case(let c):
      caseBody(c, &state)
    case .throw(let t):
      expr(t.subExpr, &state)
      state.unreachable = true
    case .doCatch(let d):
      // A catch starts from what was initialized before the body (the body may have
      // stopped at any throwing call).
      var out = state
      stmt(d.body, &out)
      for c in d.catches {
        var catchState = state
        caseBody(c, &catchState)
        out = out.joined(catchState)
      }
      state = out
    case .do(let d):
      stmt(d.body, &state)
      if let breaks = tracking.breakStates.removeValue(forKey: ObjectIdentifier(d)) {
        state = state.joined(breaks)
      }
    }
  }

  private func isLiteralTrue(_ conditions: [StmtCondition]) -> Bool {
    guard conditions.count == 1, case .boolean(let e) = conditions[0] else { return false }
    return e.isLiteralTrue
  }

  // MARK: Expressions

  /// The tracked variable an lvalue is rooted at, if the lvalue is exactly it
  /// (`x`, or `self.p` in an initializer).
  private func trackedSlot(_ e: Expr) -> VarDecl? {
    let x = checker.stripConversions(e)
    if let r = x as? DeclRefExpr, let v = r.decl as? VarDecl, tracking.tracked[ObjectIdentifier(v)] != nil,
       !tracking.properties.contains(where: { $0 === v }) {
      return v
    }
    if let m = x as? MemberRefExpr, isSelf(m.base), tracking.properties.contains(where: { $0 === m.decl }) {
      return m.decl
    }
    return nil
  }

  private func isSelf(_ e: Expr) -> Bool {
    guard let selfDecl = tracking.selfDecl else { return false }
    return (checker.stripConversions(e) as? DeclRefExpr)?.decl === selfDecl
  }

  /// The variable at the root of a member chain (`p` in `p.a.b`).
  private func rootVariable(_ e: Expr) -> VarDecl? {
    var x = checker.stripConversions(e)
    while let m = x as? MemberRefExpr { x = checker.stripConversions(m.base) }
    guard let r = x as? DeclRefExpr, let v = r.decl as? VarDecl, tracking.tracked[ObjectIdentifier(v)] != nil else {
      return nil
    }
    return v
  }

  private func use(_ v: VarDecl, at loc: SourceLoc, _ state: State, passedByReference: Bool = false) {
    let id = ObjectIdentifier(v)
    guard !state.unreachable, !state.initialized.contains(id), !tracking.reported.contains(id) else { return }
    tracking.reported.insert(id)
    if tracking.properties.contains(where: { $0 === v }) {
      selfUsed(at: loc, state)
      return
    }
    report(passedByReference ? SemaDiagnostics.passedBeforeInitialized(v.isLet, v.name)
                             : SemaDiagnostics.usedBeforeInitialized(v.isLet, v.name), at: loc,
           notes: [.note(SemaDiagnostics.definedHere(v.isLet), at: v.nameLoc)])
  }

  /// A delegating initializer returning before `self.init` on some path.
  private func checkSelfInitCalled(_ state: State, at loc: SourceLoc) {
    guard !state.superInitialized, !tracking.selfReported else { return }
    tracking.selfReported = true
    report(SemaDiagnostics.selfInitNotCalled(), at: loc)
  }

  /// A use of `self` in a delegating initializer before `self.init`.
  private func selfUsedBeforeSelfInit(at loc: SourceLoc, _ state: State) {
    guard tracking.isDelegating, !state.superInitialized, !state.unreachable, !tracking.selfReported else { return }
    tracking.selfReported = true
    report(SemaDiagnostics.selfUsedBeforeSelfInit(), at: loc)
  }

  private func selfUsed(at loc: SourceLoc, _ state: State) {
    guard !state.unreachable else { return }
    checkAllPropertiesInitialized(state, at: loc, message: SemaDiagnostics.selfUsedBeforeInit())
  }

  /// A stored property declared by the type being initialized (not inherited).
  private func isOwnStoredProperty(_ v: VarDecl) -> Bool {
    v.kind == .stored && checker.owningNominal(of: v) === checker.owningNominal(of: function ?? v)
  }

  /// A use of `self` (an inherited or computed property, a method) in a subclass
  /// initializer before `super.init`: swiftc's error at each use.
  private func selfUsedBeforeSuperInit(_ use: SemaDiagnostics.SelfUse, at loc: SourceLoc, _ state: State) {
    guard tracking.needsSuperInit, !state.superInitialized, !state.unreachable else { return }
    report(SemaDiagnostics.selfUsedBeforeSuperInit(use), at: loc)
  }

  private func initialize(_ v: VarDecl, at loc: SourceLoc, _ state: inout State) {
    let id = ObjectIdentifier(v)
    if v.isLet && state.maybe.contains(id) && !state.unreachable {
      let name = tracking.properties.contains(where: { $0 === v }) ? "self." + v.name : v.name
      var notes: [Diagnostic] = []
      if let b = v.binding {
        notes.append(.note(SemaDiagnostics.changeLetToVar(), at: b.loc))
      }
      report(SemaDiagnostics.letInitializedTwice(name), at: loc, notes: notes)
    }
    state.initialized.insert(id)
    state.maybe.insert(id)
  }

  private func expr(_ e: Expr, _ state: inout State) {
    switch e {
    case let a as AssignExpr:
      if let s = a.source { expr(s, &state) }
      guard let dest = a.dest else { return }
      if tracking.isDelegating, let r = checker.stripConversions(dest) as? DeclRefExpr, r.decl === tracking.selfDecl,
        tracking.selfDecl != nil
      {
        // `self = x`: as `self.init(...)`, a whole value.
        state.superInitialized = true
        return
      }
      let loc = checker.foldedOperatorLocs[ObjectIdentifier(a)] ?? a.loc
      if let v = trackedSlot(dest) {
        initialize(v, at: loc, &state)
      } else if let (v, _) = uninitializedTupleRoot(dest, state) {
        checker.notSupported("initializing a tuple element by element", at: loc)
        initialize(v, at: loc, &state)
      } else if let v = rootVariable(dest), !state.initialized.contains(ObjectIdentifier(v)), !state.unreachable {
        if !tracking.reported.contains(ObjectIdentifier(v)) {
          tracking.reported.insert(ObjectIdentifier(v))
          let what = (v.interfaceType?.isClass ?? false) ? "variable" : "struct"
          if what == "struct" {
            report(SemaDiagnostics.structNotInitializedBeforeMember(v.name), at: loc)
          } else {
            report(SemaDiagnostics.usedBeforeInitialized(v.isLet, v.name), at: dest.loc)
          }
        }
      } else if let m = checker.stripConversions(dest) as? MemberRefExpr, isSelf(m.base), !isOwnStoredProperty(m.decl) {
        selfUsedBeforeSuperInit(.propertyAccess(m.decl.name), at: loc, state)
      } else if let m = checker.stripConversions(dest) as? MemberRefExpr, isSelf(m.base), m.decl.isLet,
                checker.hasInitialValue(m.decl), !state.unreachable {
        // `let c = 0` already has its one value.
        var notes = [Diagnostic.note(SemaDiagnostics.initialValueAlreadyProvided(), at: m.decl.nameLoc)]
        if let b = m.decl.binding { notes.append(.note(SemaDiagnostics.changeLetToVar(), at: b.loc)) }
        report(SemaDiagnostics.letInitializedTwice("self." + m.decl.name), at: loc, notes: notes)
      } else if isSelf(dest) {
        // `self = value` in a struct initializer sets every property.
        for p in tracking.properties { state.initialized.insert(ObjectIdentifier(p)) }
      } else {
        lvalue(dest, &state)
      }
    case let t as TupleElementExpr:
      if let (v, name) = uninitializedTupleRoot(t, state) {
        // swiftc names the element read (`t.0`).
        if tracking.reported.insert(ObjectIdentifier(v)).inserted {
          report(SemaDiagnostics.usedBeforeInitialized(v.isLet, name), at: t.nameLoc,
                 notes: [.note(SemaDiagnostics.definedHere(v.isLet), at: v.nameLoc)])
        }
      } else {
        expr(t.base, &state)
      }
    case let r as DeclRefExpr:
      if let v = r.decl as? VarDecl, tracking.tracked[ObjectIdentifier(v)] != nil {
        use(v, at: r.loc, state)
      } else if isSelf(r), !tracking.properties.isEmpty {
        selfUsed(at: r.loc, state)
      } else if isSelf(r) {
        selfUsedBeforeSelfInit(at: r.loc, state)
      }
    case let m as MemberRefExpr:
      if isSelf(m.base), tracking.properties.contains(where: { $0 === m.decl }) {
        use(m.decl, at: m.nameLoc.isValid ? m.nameLoc : m.loc, state)
      } else if isSelf(m.base), tracking.isDelegating {
        // swiftc points at a struct's property, at a class's `self`.
        let structProperty = !(checker.owningNominal(of: m.decl) is ClassDecl) && m.nameLoc.isValid
        selfUsedBeforeSelfInit(at: structProperty ? m.nameLoc : m.base.loc, state)
      } else if isSelf(m.base) {
        // A computed or inherited property of a `self` being initialized.
        if !isOwnStoredProperty(m.decl) {
          let loc = m.nameLoc.isValid ? m.nameLoc : m.loc
          selfUsed(at: loc, state)
          selfUsedBeforeSuperInit(.propertyAccess(m.decl.name), at: loc, state)
        }
      } else {
        expr(m.base, &state)
      }
    case let b as BinaryExpr:
      if let ref = b.op.operatorRef, let f = ref.decl as? FuncDecl,
         case .function(let ft)? = f.interfaceType, ft.parameters.first?.isInOut == true {
        expr(b.rhs, &state)
        if let v = trackedSlot(b.lhs) ?? rootVariable(b.lhs) {
          use(v, at: b.op.loc, state, passedByReference: true)
        } else {
          lvalue(b.lhs, &state)
        }
        return
      }
      expr(b.lhs, &state)
      expr(b.rhs, &state)
    case let c as CallExpr:
      if let o = c.fn as? OtherConstructorDeclRefExpr {
        for arg in c.arguments { expr(arg.expr, &state) }
        // `super.init`, or `self.init` in a delegating initializer.
        state.superInitialized = true
        if o.base is SuperRefExpr, !state.unreachable, !tracking.selfReported {
          let missing = uninitializedProperties(state)
          if !missing.isEmpty {
            tracking.selfReported = true
            for p in missing {
              report(SemaDiagnostics.propertyNotInitializedAtSuperInit(p.name), at: o.range.end.advanced(by: -4))
            }
          }
        }
        return
      }
      if let d = c.fn as? DotSyntaxCallExpr {
        if isSelf(d.base) {
          selfUsed(at: d.fn.loc, state)
          selfUsedBeforeSelfInit(at: d.base.isImplicit ? d.fn.loc : d.base.loc, state)
          if let f = (checker.stripConversions(d.fn) as? DeclRefExpr)?.decl {
            selfUsedBeforeSuperInit(.methodCall(f.name), at: d.fn.loc, state)
          }
        } else {
          expr(d.base, &state)
        }
      }
      for arg in c.arguments {
        if let io = arg.expr as? InOutExpr {
          if let v = trackedSlot(io.subExpr) ?? rootVariable(io.subExpr) {
            use(v, at: checker.diagLoc(c.fn), state, passedByReference: true)
          } else {
            lvalue(io.subExpr, &state)
          }
        } else {
          expr(arg.expr, &state)
        }
      }
    case is ClosureExpr:
      break
    default:
      forEachSubExpression(of: e) { expr($0, &state) }
    }
  }

  /// The parts of an lvalue that are read (bases of properties of classes, ...).
  /// `t.0`, `t.x.1` of a tuple variable not initialized yet: the variable and the
  /// element's name as swiftc shows it (`t.0`).
  private func uninitializedTupleRoot(_ e: Expr, _ state: State) -> (VarDecl, String)? {
    var x = checker.stripConversions(e)
    var names: [String] = []
    while let t = x as? TupleElementExpr {
      names.insert(t.base.type?.tupleLabel(t.index) ?? String(t.index), at: 0)
      x = checker.stripConversions(t.base)
    }
    guard !names.isEmpty, let r = x as? DeclRefExpr, let v = r.decl as? VarDecl,
      tracking.tracked[ObjectIdentifier(v)] != nil, !state.initialized.contains(ObjectIdentifier(v)), !state.unreachable
    else { return nil }
    return (v, ([v.name] + names).joined(separator: "."))
  }

  private func lvalue(_ e: Expr, _ state: inout State) {
    let x = checker.stripConversions(e)
    if let m = x as? MemberRefExpr {
      if isSelf(m.base) { return }
      if m.base.type?.isClass ?? false { expr(m.base, &state) } else { lvalue(m.base, &state) }
    } else if x is DeclRefExpr {
      return
    } else {
      expr(x, &state)
    }
  }
}
