import AST
import Basic

/// Statements, local declarations, function bodies and top-level code.
extension TypeChecker {
  // MARK: - Braces

  /// Checks a brace in a new scope. Locals become visible as they are declared.
  func checkBrace(_ b: BraceStmt) {
    expandLocalPropertyWrappers(in: b)
    withScope {
      for element in b.elements {
        guard case .decl(let d) = element else { continue }
        if let f = d as? FuncDecl {
          // Local functions are visible in their whole brace (they may call each other).
          // (Its signature first: a function overloading another by type is not its
          // redeclaration.)
          resolveFunctionSignature(f, selfType: nil, isStatic: false)
          declareLocal(f)
          continue
        }
        for v in declaredValues(d) where scope.laterNames[v.name] == nil {
          scope.laterNames[v.name] = v
        }
      }
      for i in b.elements.indices {
        b.elements[i] = checkElement(b.elements[i])
      }
    }
  }

  /// The names a local declaration introduces.
  private func declaredValues(_ d: Decl) -> [ValueDecl] {
    switch d {
    case let p as PatternBindingDecl: p.entries.flatMap { patternVariables($0.pattern) }
    case let f as FuncDecl: [f]
    case let v as VarDecl: [v]
    default: []
    }
  }

  func checkElement(_ node: ASTNode) -> ASTNode {
    switch node {
    case .expr(let e):
      let checked = checkExpr(e)
      diagnoseUnusedResult(checked)
      return .expr(checked)
    case .stmt(let s):
      return .stmt(checkStmt(s))
    case .decl(let d):
      checkLocalDecl(d)
      return node
    }
  }

  private func checkLocalDecl(_ d: Decl) {
    if let access = d.modifiers.access, !(d is VarDecl) {
      error(SemaDiagnostics.accessInLocalScope(access), at: d.modifiers.accessRange?.start ?? d.loc)
    }
    switch d.declKind {
    case .patternBinding(let p):
      for i in p.entries.indices {
        checkBindingEntry(p, i)
        for v in patternVariables(p.entries[i].pattern) { declareLocal(v) }
      }
    case .var(let v):
      if v.binding == nil { declareLocal(v) }
      // A local computed variable: its accessors are local functions.
      if v.kind == .computed {
        for a in v.accessors { checkLocalFunction(a) }
      }
    case .subscript(let sd):
      error(SemaDiagnostics.subscriptOutsideType(), at: sd.loc)
    case .func(let f):
      if f.modifiers.isMutating {
        error(SemaDiagnostics.mutatingOutsideType(), at: f.modifiers.written.first { $0.name == "mutating" }?.range.start ?? f.loc)
      }
      resolveFunctionSignature(f, selfType: nil, isStatic: false)
      checkLocalFunction(f)
    case .struct, .class, .enum, .protocol, .extension:
      notSupportedDeclaration("local type", at: d.loc)
    case .import:
      error(SemaDiagnostics.onlyAtFileScope(), at: d.loc)
    case .operator, .precedenceGroup:
      break  // declared with the file's declarations (the parser reports one in a body)
    case .param, .genericTypeParam, .constructor, .destructor, .accessor, .typeAlias, .enumCase, .enumElement,
      .topLevelCode:
      notSupported("this declaration", at: d.loc)
    case .associatedType:
      error(SemaDiagnostics.associatedTypeOutsideProtocol(), at: d.loc)
    }
  }

  /// Adds a local to the current scope, reporting a redeclaration in the same scope.
  func declareLocal(_ v: ValueDecl) {
    guard let previous = scope.declare(v), previous !== v else { return }
    switch (previous as? FuncDecl, v as? FuncDecl) {
    case (let f?, let g?) where !(scope.overloadsHere(g.name) ?? [f]).contains(where: { isRedeclaration(g, of: $0) }):
      // Local functions overload by their labels and types (`func y()`, `func y(_: Int)`,
      // `func y(_: String)`), as swiftc's.
      scope.overload(f, with: g)
      return
    case (nil, .some), (.some, nil):
      // `let y` beside `func y(_:)`: swiftc declares both, and a use of `y` finds the
      // variable.
      if !(v is FuncDecl) { scope.rebind(v) }
      return
    case (let f?, _):
      // (swiftc names a function with its labels, `y()`, unless the name is overloaded.)
      let overloads = scope.overloadsHere(f.name)
      let same = (overloads ?? [f]).first { isRedeclaration(v, of: $0) } ?? f
      let name = overloads == nil ? same.fullName : same.name
      error(SemaDiagnostics.invalidRedeclaration(name), at: v.nameLoc,
            notes: [.note(SemaDiagnostics.previouslyDeclaredHere(name), at: same.nameLoc)])
      if overloads != nil { return }
    case (nil, nil):
      error(SemaDiagnostics.invalidRedeclaration(v.name), at: v.nameLoc,
            notes: [.note(SemaDiagnostics.previouslyDeclaredHere(v.name), at: previous.nameLoc)])
    }
    scope.rebind(v)
  }

  /// Does local function `g` redeclare `f` (the same labels and type) rather than
  /// overload it?
  private func isRedeclaration(_ g: ValueDecl, of f: FuncDecl) -> Bool {
    guard let g = g as? FuncDecl, g.fullName == f.fullName else { return false }
    return g.interfaceType == nil || g.interfaceType == f.interfaceType
  }

  // MARK: - Pattern bindings

  /// Where the type of `p` is written (`let x: Int`), if it is.
  private func writtenTypeLoc(of p: Pattern) -> SourceLoc? {
    switch p {
    case let t as TypedPattern: t.typeRepr.loc
    case let b as BindingPattern: writtenTypeLoc(of: b.subPattern)
    default: nil
    }
  }

  /// The type written in a pattern (`x: Int`), as written.
  private func writtenTypeRepr(of p: Pattern) -> TypeRepr? {
    switch p {
    case let t as TypedPattern: t.typeRepr
    case let b as BindingPattern: writtenTypeRepr(of: b.subPattern)
    default: nil
    }
  }

  /// The type written in a pattern (`x: Int`), resolved.
  private func declaredType(of p: Pattern) -> SwiftType? {
    switch p {
    case let t as TypedPattern: resolveType(t.typeRepr)
    case let b as BindingPattern: declaredType(of: b.subPattern)
    default: nil
    }
  }

  /// Gives the variables of a pattern their type.
  func bindPattern(_ p: Pattern, type t: SwiftType) {
    p.type = t
    switch p.patternKind {
    case .named(let n):
      n.decl.interfaceType = t
      updateAccessorTypes(n.decl)
      applyContextSameTypes(n.decl)
    case .typed(let tp):
      bindPattern(tp.subPattern, type: t)
    case .binding(let b):
      bindPattern(b.subPattern, type: t)
    case .any:
      break
    case .tuple(let tp):
      bindTuplePattern(tp, type: t)
    case .expr, .enumElement, .optionalSome, .isPattern:
      notSupported("this pattern", at: p.loc)
      for v in patternVariables(p) { v.interfaceType = .error }
    }
  }

  /// Checks one `pattern = initializer` of a `let`/`var` (once).
  func checkBindingEntry(_ pbd: PatternBindingDecl, _ i: Int) {
    guard checkedBindings.insert(BindingKey(binding: ObjectIdentifier(pbd), index: i)).inserted else { return }
    let entry = pbd.entries[i]
    // (A local's or a global's ownership is checked once its type is known, below.)
    let untyped = patternVariables(entry.pattern).filter { $0.interfaceType == nil && owningNominal(of: $0) == nil }
    for v in patternVariables(entry.pattern) {
      // A property's is checked with its type (resolveProperty).
      if owningNominal(of: v) == nil {
        checkReferenceOwnership(v)
        if v.modifiers.isLazy { notSupportedDeclaration("a lazy local or global variable", at: v.loc) }
      }
      checkAttributes(v)
      checkObservers(v)
    }
    if let (e, set) = checkBareSetBinding(entry.pattern, initializer: entry.initializer) {
      pbd.entries[i].initializer = e
      bindPattern(entry.pattern, type: set)
      return
    }
    let declared = declaredType(of: entry.pattern)
    var t: SwiftType = declared ?? .error
    if let initExpr = entry.initializer {
      let e: Expr
      if let declared {
        let outer = writtenTypeOfInitializer
        let outerTarget = writtenConversionTarget
        writtenTypeOfInitializer = writtenTypeLoc(of: entry.pattern).map { (initExpr, $0) }
        writtenConversionTarget = writtenTypeRepr(of: entry.pattern).map { (initExpr, $0) }
        e = checkExpr(initExpr, convertTo: declared, reason: .specifiedType)
        writtenTypeOfInitializer = outer
        writtenConversionTarget = outerTarget
      } else {
        // (`let g = max`: no type to choose the function by, GenericFunctionValues.swift.)
        e = reportUninferableFunctionValue(initExpr) ?? checkExpr(initExpr)
        t = e.type ?? .error
        if case .metatype = t, !t.isError, isBareType(e) {
          notSupported("a type used as a value", at: e.loc)
          t = .error
        }
      }
      pbd.entries[i].initializer = e
      checkEscapingClosure(e, .binding)
      let named = (entry.pattern as? TypedPattern)?.subPattern ?? entry.pattern
      if let v = (named as? NamedPattern)?.decl {
        warnIfImmediatelyDeallocated(e, into: v, written: declared, at: bindingEqualLoc(entry.pattern, initExpr),
                                     lowered: initExpr.range.start)
      }
    } else if declared == nil {
      error(SemaDiagnostics.typeAnnotationMissing(), at: entry.pattern.loc)
    }
    if !checkDestructuring(entry.pattern, t, initializer: pbd.entries[i].initializer) { t = .error }
    if declared == nil { t = inferredOwnershipType(entry.pattern, t) }
    bindPattern(entry.pattern, type: t)
    // A property's type inferred from its initializer is known only now.
    for v in patternVariables(entry.pattern) where declared == nil && owningNominal(of: v) != nil {
      checkReferenceOwnership(v)
    }
    for v in untyped { checkReferenceOwnership(v) }
  }

  // MARK: - Statements

  func checkStmt(_ s: Stmt) -> Stmt {
    switch s.stmtKind {
    case .brace(let b):
      checkBrace(b)
    case .return(let r):
      checkReturn(r)
    case .if(let i):
      context.ifDepth += 1
      withScope {
        checkConditions(&i.conditions)
        checkBrace(i.thenStmt)
      }
      if let e = i.elseStmt { i.elseStmt = checkStmt(e) }
      context.ifDepth -= 1
    case .guard(let g):
      // Names bound by the conditions stay visible after the guard.
      checkConditions(&g.conditions)
      checkBrace(g.body)
    case .while(let w):
      withScope {
        checkConditions(&w.conditions)
        inLoop(w) { checkBrace(w.body) }
      }
    case .repeatWhile(let r):
      inLoop(r) { checkBrace(r.body) }
      r.condition = checkCondition(r.condition)
    case .defer(let d):
      let outer = (context.breakTargets, context.ifDepth, context.inDefer)
      (context.breakTargets, context.ifDepth, context.inDefer) = ([], 0, true)
      checkBrace(d.body)
      (context.breakTargets, context.ifDepth, context.inDefer) = outer
    case .forEach(let f):
      checkForEach(f)
    case .break(let b):
      // A labeled `do` is left only by a `break` naming it.
      let targets = b.label == nil
        ? context.breakTargets.filter { !($0 is DoStmt) && !($0 is DoCatchStmt) } : context.breakTargets
      if context.inDefer, !targets.contains(where: { b.label == nil || ($0 as? LabeledStmt)?.label == b.label }) {
        error(SemaDiagnostics.jumpOutOfDefer("break"), at: b.loc)
      } else if let label = b.label {
        if let target = targets.last(where: { ($0 as? LabeledStmt)?.label == label }) {
          if target is DoCatchStmt {
            notSupported("'break' to a labeled 'do'-'catch' statement", at: b.loc)
          }
          b.target = target
        } else {
          error(SemaDiagnostics.unknownLabel(label), at: b.loc)
        }
      } else if let target = targets.last {
        b.target = target
      } else if context.ifDepth > 0 {
        error(SemaDiagnostics.breakOutsideLoop(), at: b.loc)
      } else {
        error(SemaDiagnostics.breakOutsideAnything(), at: b.loc)
      }
    case .continue(let c):
      let loops = context.breakTargets.filter { !($0 is SwitchStmt) && !($0 is DoStmt) && !($0 is DoCatchStmt) }
      if context.inDefer, !loops.contains(where: { c.label == nil || ($0 as? LabeledStmt)?.label == c.label }) {
        error(SemaDiagnostics.jumpOutOfDefer("continue"), at: c.loc)
      } else if let label = c.label {
        if let target = loops.last(where: { ($0 as? LabeledStmt)?.label == label }) {
          c.target = target
        } else if let target = context.breakTargets.last(where: { ($0 as? LabeledStmt)?.label == label }) {
          if target is DoStmt || target is DoCatchStmt {
            notSupported("'continue' to a 'do' statement", at: c.loc)
          } else {
            error(SemaDiagnostics.continueToSwitch(), at: c.loc)
          }
        } else {
          error(SemaDiagnostics.unknownLabel(label), at: c.loc)
        }
      } else if let target = loops.last {
        c.target = target
      } else {
        error(SemaDiagnostics.continueOutsideLoop(), at: c.loc)
      }
    case .switch(let sw):
      checkSwitch(sw)
    case .fallthrough(let f):
      notSupported("'fallthrough'", at: f.loc)
    case .case:
      // Only ever inside a switch, checked by checkSwitch.
      notSupported("this statement", at: s.loc)
    case .throw(let t):
      checkThrow(t)
    case .doCatch(let d):
      // (A `break` naming it finds it, to be told it is not supported yet.)
      if d.label != nil {
        inLoop(d) { checkDoCatch(d) }
      } else {
        checkDoCatch(d)
      }
    case .do(let d):
      // An unlabeled `break` in it is told to name a label, as in an `if`.
      context.ifDepth += 1
      if d.label != nil {
        inLoop(d) { checkBrace(d.body) }
      } else {
        checkBrace(d.body)
      }
      context.ifDepth -= 1
    }
    return s
  }

  private func inLoop(_ s: Stmt, _ body: () -> Void) {
    context.breakTargets.append(s)
    body()
    context.breakTargets.removeLast()
  }

  private func checkReturn(_ r: ReturnStmt) {
    if context.inDefer {
      if let e = r.result { r.result = checkExpr(e) }
      error(SemaDiagnostics.jumpOutOfDefer("return"), at: r.loc)
      return
    }
    switch context.kind {
    case .topLevel, .globalInitializer, .propertyInitializer, .defaultArgument:
      if let e = r.result { r.result = checkExpr(e) }
      error(SemaDiagnostics.returnOutsideFunction(), at: r.loc)
      return
    default:
      break
    }
    if context.infersResult, context.infersOptionalResult, let e = r.result, isNilLiteral(e) {
      // `return nil` first decides nothing (swiftc: the generic parameter "could not be
      // inferred"): it is checked below as an optional of the unknown type.
      context.infersResult = false
    }
    if context.infersResult {
      context.infersResult = false
      if let e = r.result {
        var checked = checkExpr(e)
        if context.infersOptionalResult, let t = checked.type, !t.isError {
          if case .optional = t {} else { checked = coerce(checked, to: .optional(t), reason: .closureResult) }
        }
        r.result = checked
        context.resultType = checked.type ?? .error
      } else {
        context.resultType = .void
      }
      return
    }
    let expected = context.resultType
    if case .opaque(let o, _) = expected, let e = r.result {
      r.result = checkOpaqueReturn(e, o)
      return
    }
    guard let e = r.result else {
      if expected != .void && !expected.isError {
        error(SemaDiagnostics.nonVoidShouldReturn(), at: r.loc)
      }
      return
    }
    if context.kind == .initializer {
      if isNilLiteral(e), let c = context.decl as? ConstructorDecl {
        // `return nil`: the initializer fails.
        if c.isFailable {
          r.isInitializerFailure = true
          setNilType(e, resultType(of: c))
        } else {
          error(SemaDiagnostics.onlyFailableReturnsNil(), at: diagLoc(e),
                notes: [.note(SemaDiagnostics.makeFailable(c.fullName), at: c.loc)])
          setNilType(e, .error)
        }
        return
      }
      let checked = checkExpr(e)
      r.result = checked
      if !(checked.type?.isError ?? true) {
        error(SemaDiagnostics.returnValueInInitializer(), at: diagLoc(checked))
      }
      return
    }
    if expected == .void {
      let checked = checkExpr(e)
      r.result = checked
      if let t = checked.type, t != .void, !t.isError, let c = context.closure, let repr = c.resultTypeRepr {
        // `{ () -> Void in return 1 }`: swiftc blames the written result type when the
        // `return` is the closure's one statement, else the value.
        let declared = describe(.void, writtenAs: repr)
        if c.body.elements.count == 1 {
          error(SemaDiagnostics.closureResultIncompatibleText(declared, t.description), at: repr.loc)
        } else {
          error(SemaDiagnostics.cannotConvertClosureResultText(t.description, declared), at: diagLoc(checked))
        }
      } else if let t = checked.type, t != .void, !t.isError {
        // (swiftc suggests a return type only where none is written: not after `-> Void`.)
        let written = (context.decl as? FuncDecl)?.resultTypeRepr != nil
        error(SemaDiagnostics.unexpectedReturnValue(), at: diagLoc(checked),
              notes: written ? [] : [.note(SemaDiagnostics.addReturnType(), at: diagLoc(checked))])
      }
      return
    }
    r.result = checkExpr(e, convertTo: expected, reason: context.kind == .closure ? .closureResult : .returnValue)
    if let result = r.result { checkEscapingClosure(result, .returned) }
  }

  private func checkConditions(_ conditions: inout [StmtCondition]) {
    for i in conditions.indices {
      switch conditions[i] {
      case .boolean(let e):
        conditions[i] = .boolean(checkCondition(e))
      case .optionalBinding(let pattern, let initializer, let range):
        var initType: SwiftType = .error
        var checkedInit = initializer
        // `if let x` (Swift 5.7) binds the variable of the same name: the initializer is
        // a reference to it, looked up before the new `x` is declared.
        if let source = initializer ?? shorthandBindingSource(pattern) {
          let e = checkExpr(source)
          checkedInit = e
          initType = e.type ?? .error
        }
        var bound: SwiftType = .error
        if case .optional(let w) = initType {
          bound = w
        } else if !initType.isError {
          error(SemaDiagnostics.conditionalBindingNotOptional(initType), at: range.start)
        }
        if let declared = declaredType(of: pattern), !declared.isError { bound = declared }
        bindPattern(pattern, type: bound)
        for v in patternVariables(pattern) { declareLocal(v) }
        conditions[i] = .optionalBinding(pattern: pattern, initializer: checkedInit, range: range)
      case .patternMatch(let pattern, let initializer, let range):
        let (p, e) = checkPatternCondition(pattern, initializer)
        conditions[i] = .patternMatch(pattern: p, initializer: e, range: range)
      case .availability(let c):
        checkAvailability(c, in: conditions)
      }
    }
  }

  private func checkForEach(_ f: ForEachStmt) {
    let saved = rangeAllowedFor
    var sequence = foldIfNeeded(f.sequence)
    if let p = sequence as? ParenExpr { p.subExpr = foldIfNeeded(p.subExpr); sequence = p }
    rangeAllowedFor = (sequence as? ParenExpr)?.subExpr ?? sequence
    f.sequence = checkExpr(sequence)
    rangeAllowedFor = saved
    var element: SwiftType = .error
    switch f.sequence.type {
    case .range(let kind, .stringIndex)?:
      // A Range<String.Index> is not a sequence (String.Index is not Strideable); a
      // string's `indices` is a `DefaultIndices<String>` (stdlib/DefaultIndices.swift).
      let range = SwiftType.range(kind, .stringIndex)
      for method in ["makeIterator()", "next()"] {
        error(SemaDiagnostics.requiresStrideable(method: method, on: range, .stringIndex), at: f.loc)
      }
      error(SemaDiagnostics.sequenceRequiresStrideable(.stringIndex), at: diagLoc(f.sequence))
    case .range(_, .int)?, .array?, .dictionary?, .set?, .string?, .substring?:
      // Through the library's iterators, as swiftc's: an array's `IndexingIterator`
      // (stdlib/Collection.swift), a range's `RangeIterator` or `ClosedRangeIterator`
      // (stdlib/RangeIteration.swift), a set's `SetIterator`, a dictionary's
      // `DictionaryIterator` (stdlib/HashedCollectionIteration.swift), a string's and a
      // substring's `String.Iterator` (stdlib/StringIteration.swift).
      if let t = f.sequence.type {
        if let e = checkSequenceIteration(f, over: t) {
          element = e
        } else {
          error(SemaDiagnostics.notSequence(t), at: diagLoc(f.sequence))
        }
      }
    case .range?:
      // (A range of another bound is an error where it is made.)
      break
    case .error?, nil:
      break
    case let t? where isLibraryRange(t):
      element = checkLibraryRangeIteration(f, over: t)
    case let t?:
      if let e = checkSequenceIteration(f, over: t) {
        element = e
      } else {
        error(SemaDiagnostics.notSequence(t), at: diagLoc(f.sequence))
      }
    }
    withScope {
      if f.pattern.isRefutable {
        // `for case let (x, 0) in points`, `for case let v? in optionals`: matched against
        // each element as a `switch` case is; the body runs for the elements that match.
        let p = optionalCasePattern(castPattern(f.pattern), subject: element)
        var covers: Set<String> = []
        var catchAll = false
        checkCasePattern(p, element, &covers, &catchAll)
        f.pattern = p
      } else {
        element = checkForEachPattern(f.pattern, element: element, sequence: f.sequence)
        bindPattern(f.pattern, type: element)
        for v in patternVariables(f.pattern) { declareLocal(v) }
      }
      if let w = f.whereClause { f.whereClause = checkCondition(w) }
      inLoop(f) { checkBrace(f.body) }
    }
  }

  /// `case (let d, 0), (0, let d) where d != 1:` on one line reads as if the `where`
  /// applied to both patterns, but it guards the second only: swiftc warns, at the
  /// `where`, unless a line break separates the patterns.
  private func warnWhereOnLastPattern(_ c: CaseStmt) {
    guard !isCheckingLibrarySource, c.labelItems.count > 1 else { return }
    for i in 1..<c.labelItems.count {
      let previous = c.labelItems[i - 1], item = c.labelItems[i]
      guard previous.guardExpr == nil, let guardExpr = item.guardExpr,
        let file = diags.sourceManager.file(item.pattern.range.start),
        file.lineAndColumn(Int(previous.pattern.range.end.offset)).0
          == file.lineAndColumn(Int(item.pattern.range.start.offset)).0
      else { continue }
      // The `where` keyword: the last one before the guard.
      var whereLoc = guardExpr.range.start
      var k = Int(guardExpr.range.start.offset) - 5
      while k >= Int(item.pattern.range.end.offset) {
        if file.bytes[k..<k + 5].elementsEqual("where".utf8) { whereLoc = file.loc(k); break }
        k -= 1
      }
      report(Diagnostic(.warning, SemaDiagnostics.whereOnLastPatternOnly(), at: whereLoc, notes: [
        .note(SemaDiagnostics.whereDisambiguateWithLineBreak(), at: item.pattern.range.start),
        .note(SemaDiagnostics.whereDuplicateOnBoth(), at: previous.pattern.range.start),
      ]))
    }
  }

  /// `switch` (the `ext` tier): the subject, patterns and bodies are checked so errors
  /// inside are found, and a `switch` that does not cover every value is an error.
  private func checkSwitch(_ sw: SwitchStmt) {
    sw.subject = checkExpr(sw.subject)
    let subjectType = sw.subject.type ?? .error
    var covered: Set<String> = []
    var catchAll = false
    for c in sw.cases {
      if c.isDefault { catchAll = true }
      withScope {
        for i in c.labelItems.indices {
          var itemCovers: Set<String> = []
          var itemCatchAll = false
          checkCaseAlternative(c, i, subjectType, &itemCovers, &itemCatchAll)
          if let g = c.labelItems[i].guardExpr {
            c.labelItems[i].guardExpr = checkCondition(g)
          } else {
            covered.formUnion(itemCovers)
            catchAll = catchAll || itemCatchAll
          }
        }
        warnWhereOnLastPattern(c)
        inLoop(sw) { checkBrace(c.body) }
      }
    }
    if !subjectType.isError { warnRedundantCases(sw, subjectType) }
    if catchAll || subjectType.isError {
      exhaustiveSwitches.insert(ObjectIdentifier(sw))
      return
    }
    if subjectType.isTupleOrOptional {
      // (Nil when too large to compute: swiftc then says a `default` is needed.)
      let missing = missingCases(sw, subjectType) ?? ["_"]
      if missing.isEmpty {
        exhaustiveSwitches.insert(ObjectIdentifier(sw))
      } else {
        reportNotExhaustive(sw, missing: missing)
      }
      return
    }
    if let e = subjectType.nominalDecl as? EnumDecl {
      // (A case holding a value of an uninhabited type, `.failure` of `Result<T, Never>`,
      // has no value to cover.)
      let missing = enumElements(of: e).filter { !covered.contains($0.name) && !holdsUninhabitedValue($0, of: subjectType) }
      if missing.isEmpty { exhaustiveSwitches.insert(ObjectIdentifier(sw)) }
      if !missing.isEmpty {
        // swiftc's notes, a payload's values too (`.some(.n(false))`); the cases not
        // written at all when they disagree.
        let spaces = missingCases(sw, subjectType).flatMap { $0.isEmpty ? nil : $0 }
        reportNotExhaustive(sw, missing: spaces ?? missing.map { ".\($0.name)" })
      }
    } else if subjectType == .bool {
      let missing = ["true", "false"].filter { !covered.contains($0) }
      if missing.isEmpty { exhaustiveSwitches.insert(ObjectIdentifier(sw)) }
      if !missing.isEmpty { reportNotExhaustive(sw, missing: missing) }
    } else {
      error(SemaDiagnostics.switchNotExhaustive(), at: sw.loc, notes: [.note(SemaDiagnostics.addDefaultClause(), at: sw.loc)])
    }
  }

  /// swiftc's error for a switch that misses values, with a note per missing case and,
  /// after several, one to add them all.
  private func reportNotExhaustive(_ sw: SwitchStmt, missing: [String]) {
    var notes = missing.map { Diagnostic.note(SemaDiagnostics.addMissingCase($0), at: sw.loc) }
    if missing.count > 1 { notes.append(.note(SemaDiagnostics.addMissingCases(), at: sw.loc)) }
    error(SemaDiagnostics.switchNotExhaustive(), at: sw.loc, notes: notes)
  }

  /// Checks the pattern of `c`'s alternative `i` (of a `switch` case or a `catch`
  /// clause) as `checkCasePattern` does: the first in the case's scope, each other one in
  /// a scope of its own, binding the same names as the first (see `unifyCaseAlternative`).
  func checkCaseAlternative(_ c: CaseStmt, _ i: Int, _ subjectType: SwiftType, _ covers: inout Set<String>,
                            _ catchAll: inout Bool) {
    c.labelItems[i].pattern = optionalCasePattern(castPattern(c.labelItems[i].pattern), subject: subjectType)
    if i == 0 {
      checkCasePattern(c.labelItems[i].pattern, subjectType, &covers, &catchAll)
    } else {
      withScope { checkCasePattern(c.labelItems[i].pattern, subjectType, &covers, &catchAll) }
      unifyCaseAlternative(c.labelItems[i].pattern, with: c.labelItems[0].pattern)
    }
  }

  /// Checks a `case` pattern against the subject's type; says which enum cases (or
  /// Bool values) it covers, or that it matches everything.
  func checkCasePattern(_ p: Pattern, _ subjectType: SwiftType, _ covers: inout Set<String>, _ catchAll: inout Bool) {
    p.type = subjectType
    switch p.patternKind {
    case .any:
      catchAll = true
    case .binding(let b):
      checkCasePattern(b.subPattern, subjectType, &covers, &catchAll)
    case .named(let n):
      n.decl.interfaceType = subjectType
      declareLocal(n.decl)
      catchAll = true
    case .typed(let t):
      let declared = resolveType(t.typeRepr)
      checkCasePattern(t.subPattern, declared, &covers, &catchAll)
    case .tuple(let tp):
      var ignoredCovers: Set<String> = []
      checkTupleCasePattern(tp, subjectType, &catchAll) { checkCasePattern($0, $1, &ignoredCovers, &$2) }
    case .optionalSome(let o):
      var ignoredCovers: Set<String> = []
      var ignoredCatchAll = false
      checkCasePattern(o.subPattern, optionalPatternPayload(o, subjectType), &ignoredCovers, &ignoredCatchAll)
    case .enumElement(let e):
      let element = lookupMembers(e.name, in: subjectType).first { $0 is EnumElementDecl } as? EnumElementDecl
      if let element {
        e.element = element
        covers.insert(element.name)
        if e.subPattern != nil, element.parameters == nil {
          error(SemaDiagnostics.associatedValuesPatternOnPlainCase(element.name), at: e.nameLoc,
                notes: [.note(SemaDiagnostics.removeAssociatedValues(), at: e.nameLoc)])
        }
      } else if !subjectType.isError {
        error(SemaDiagnostics.typeHasNoMember(subjectType, e.name), at: e.nameLoc)
      }
      if let sub = e.subPattern {
        let types = element?.parameters?.parameters.map { p in
          p.interfaceType.map { memberType($0, of: p, on: subjectType) } ?? .error
        }
        var ignoredCovers: Set<String> = []
        var ignoredCatchAll = false
        if let types, let tuple = sub as? TuplePattern, tuple.elements.count == types.count {
          tuple.type = types.count == 1 ? types[0] : .tuple(types)
          for (j, ep) in tuple.elements.enumerated() {
            checkCasePattern(ep, types[j], &ignoredCovers, &ignoredCatchAll)
          }
        } else if let types, types.count == 1 {
          checkCasePattern(sub, types[0], &ignoredCovers, &ignoredCatchAll)
        } else {
          for v in patternVariables(sub) {
            v.interfaceType = .error
            declareLocal(v)
          }
        }
      }
    case .isPattern(let i):
      // The cast type is written (`case let x as T`, `catch is E`), or set by Sema on an
      // implicit cast (a `catch E.someCase` pattern, see ErrorHandling.swift).
      let target = i.castType ?? i.castTypeRepr.map { resolveType($0) } ?? .error
      i.castType = target
      var ignoredCovers: Set<String> = []
      if !subjectType.isError, !target.isError, castAlwaysFails(from: subjectType, to: target) {
        // (swiftc names the type an optional subject holds.)
        var value = subjectType
        while case .optional(let w) = value { value = w }
        report(Diagnostic(.warning, SemaDiagnostics.castAlwaysFails(value, target), at: i.keywordLoc))
        i.neverMatches = true
      }
      if !subjectType.isError, !target.isError, target != subjectType, !i.neverMatches,
        !isSupportedCheckedCast(from: subjectType, to: target, allowOptional: true)
      {
        notSupported("a cast from '\(subjectType)' to '\(target)'", at: i.loc)
        for v in patternVariables(p) {
          v.interfaceType = .error
          declareLocal(v)
        }
      } else {
        // A cast that always succeeds matches everything its sub-pattern matches.
        i.isCoercion = !subjectType.isError && !target.isError && conversionScore(from: subjectType, to: target) != nil
        if i.isCoercion, i.subPattern == nil, i.castTypeRepr != nil {
          // (`case is S` on an `S`: swiftc's warning; `case let x as A` on a `B` has none.)
          report(Diagnostic(.warning, SemaDiagnostics.isTestAlwaysTrue(), at: i.loc))
        }
        var subCatchAll = i.subPattern == nil
        if let sub = i.subPattern { checkCasePattern(sub, target, &ignoredCovers, &subCatchAll) }
        if i.isCoercion && subCatchAll { catchAll = true }
      }
    case .expr(let e):
      let folded = foldIfNeeded(e.expr)
      let saved = rangeAllowedFor
      rangeAllowedFor = folded
      var contextual: SwiftType? = subjectType.isError ? nil : subjectType
      if folded is NilLiteralExpr, let t = contextual, !{ if case .optional = t { true } else { false } }() {
        // `case nil:` on a value that is not optional: Swift compares it as an optional
        // (`nil ~= Optional(value)`), which never matches.
        report(Diagnostic(.warning, SemaDiagnostics.neverNil(t), at: folded.loc))
        contextual = .optional(t)
      }
      if let range = libraryRangePatternType(folded, subject: subjectType) { contextual = range }
      if let t = programPatternMatchLiteralType(folded, subject: subjectType) { contextual = t }
      let checked = checkLibraryUnaryRangePattern(folded, subject: subjectType)
        ?? checkCharacterRangePattern(folded, subject: subjectType) ?? checkExpr(folded, contextual: contextual)
      rangeAllowedFor = saved
      e.expr = checked
      if checkProgramPatternMatchOperator(e, subject: subjectType) {
        // The program's own `~=`.
      } else if checked is NilLiteralExpr {
        // Matched by IRGen as "is nil".
      } else if let ref = checked as? DeclRefExpr, let element = ref.decl as? EnumElementDecl {
        covers.insert(element.name)
      } else if let b = checked as? BooleanLiteralExpr {
        covers.insert(b.value ? "true" : "false")
      } else if let t = checked.type, !t.isError, !subjectType.isError, t != subjectType {
        if case .range(_, let bound) = t, bound == subjectType { break }
        if checkPatternMatchOperator(e, subject: subjectType) { break }
        if case .range = t, case .sizedInteger = subjectType {
          // `case 1...9:` on a UInt8: ranges are built of Ints only.
          notSupported("a range pattern on a value of type '\(subjectType)'", at: diagLoc(checked))
          break
        }
        error(SemaDiagnostics.patternTypeMismatch(t, subjectType), at: diagLoc(checked))
      } else if case .nominal = subjectType, !conforms(subjectType, to: stdlib.protocols["Equatable"]) {
        error(SemaDiagnostics.patternMatchRequiresEquatable(subjectType), at: diagLoc(checked))
      } else if !subjectType.isError, !isMatchableByExpression(subjectType),
        !checkEquatablePatternMatch(e, subject: subjectType)
      {
        notSupported("matching a value of type '\(subjectType)' against an expression", at: diagLoc(checked))
      }
    }
  }

  /// The types an expression pattern (`case 3:`, `case name:`, `case nil:`) can match
  /// with the `==` IRGen emits for it: the built-in types, enums without associated
  /// values, and optionals of those.
  func isMatchableByExpression(_ t: SwiftType) -> Bool {
    switch t {
    case .int, .double, .bool, .string, .character, .sizedInteger: true
    case .nominal(let e as EnumDecl): !enumElements(of: e).contains { $0.parameters != nil }
    case .optional(.optional): false
    case .optional(let w): isMatchableByExpression(w)
    default: false
    }
  }

  // MARK: - Bodies

  /// Checks the body of a function, method, initializer, deinitializer or accessor.
  /// A local function sees the locals of `enclosingScope`.
  func checkFunctionBody(_ f: AbstractFunctionDecl, enclosingScope: Scope? = nil) {
    guard let body = f.body, !f.isBodyChecked else { return }
    // A generic method (not supported yet, already reported) is not checked.
    if !f.genericParameters.isEmpty && !isSupportedGeneric(f) { return }
    f.isBodyChecked = true
    if hasFailedConstraint(f) { return }
    let owner = (f as? AccessorDecl)?.storage.flatMap { owningNominal(of: $0) } ?? owningNominal(of: f)
    let kind: FunctionContext.Kind
    var result = resultType(of: f)
    switch f {
    case is ConstructorDecl: kind = .initializer; result = .void
    case is DestructorDecl: kind = .deinitializer
    case let a as AccessorDecl: kind = a.accessorKind == .get ? .getter : .setter
    default: kind = .function
    }
    var isStatic = false
    if case .metatype? = f.selfDecl?.interfaceType { isStatic = true }
    // A local function in a method uses the method's `self` (captured as a closure does).
    let isLocal = enclosingScope != nil && f.selfDecl == nil
    let ctx = FunctionContext(kind: kind, decl: f, resultType: result, selfDecl: isLocal ? context.selfDecl : f.selfDecl,
                              nominal: isLocal ? context.nominal : owner, isStatic: isLocal ? context.isStatic : isStatic,
                              parent: enclosingScope == nil ? nil : context)
    let root = Scope(parent: enclosingScope)
    for p in f.parameters.parameters where p.name != "_" {
      root.declare(p)
    }
    withContext(ctx, scope: root) {
      // A body that is a single expression returns it — unless it is of type `()`
      // (`func f() -> Int { print(1) }` is then missing its return, as in swiftc), or
      // `Never` (`func f() -> Int { fatalError() }` never gets to return).
      if case .opaque(let o, _) = result, body.elements.count == 1, case .expr(let e) = body.elements[0] {
        let r = ReturnStmt(result: checkOpaqueReturn(e, o), range: e.range)
        r.isImplicit = true
        body.elements[0] = .stmt(r)
      } else if result != .void, body.elements.count == 1, case .expr(let e) = body.elements[0] {
        let checked = checkExpr(e, contextual: result)
        if checked.type == .void || (checked.type?.isUninhabited == true && checked.type != result) {
          body.elements[0] = .expr(checked)
        } else {
          let r = ReturnStmt(result: coerce(checked, to: result, reason: .returnValue), range: e.range)
          r.isImplicit = true
          body.elements[0] = .stmt(r)
        }
      } else {
        checkBrace(body)
      }
      if let c = f as? ConstructorDecl { finishInitializer(c, body) }
    }
    finishOpaqueResult(of: f)
  }

  /// A subclass initializer that does not call `super.init` calls `super.init()` at its
  /// end, when the superclass has such an initializer.
  private func finishInitializer(_ c: ConstructorDecl, _ body: BraceStmt) {
    guard let cls = context.nominal as? ClassDecl, let sup = cls.superclass, let selfDecl = c.selfDecl,
          !c.modifiers.isConvenience else { return }
    if containsSuperInit(body) { return }
    ensureImplicitInitializers(sup)
    let inits = (memberTables[ObjectIdentifier(sup)]?["init"] ?? []).compactMap { $0 as? ConstructorDecl }
      .filter { !$0.modifiers.isConvenience && $0.parameters.parameters.isEmpty }
    guard let superInit = inits.first else {
      if !hasErrors {
        error(SemaDiagnostics.superInitNotCalled(), at: body.range.end.advanced(by: -1))
      }
      return
    }
    let loc = SourceRange(body.range.end.advanced(by: -1))
    let superRef = SuperRefExpr(range: loc, isImplicit: true)
    superRef.selfDecl = selfDecl
    superRef.type = .nominal(sup)
    let callee = OtherConstructorDeclRefExpr(decl: superInit, base: superRef, range: loc)
    callee.isImplicit = true
    callee.type = superInit.interfaceType
    let call = CallExpr(fn: callee, arguments: [], argumentsRange: loc, range: loc)
    call.isImplicit = true
    call.type = .void
    body.elements.append(.expr(call))
  }

  func containsSuperInit(_ s: Stmt) -> Bool {
    var found = false
    ASTWalk().forEachExpression(in: s) { e in
      if let o = e as? OtherConstructorDeclRefExpr, o.base is SuperRefExpr { found = true }
    }
    return found
  }

  /// Top-level code, file by file, in order: global variables become visible as
  /// they are declared.
  func checkTopLevelCode() {
    let ctx = FunctionContext(kind: .topLevel, decl: nil, resultType: .void, selfDecl: nil, nominal: nil,
                              isStatic: false, parent: nil)
    for file in module.files {
      // The variables a top-level `guard let` binds are visible to the top-level code
      // after it (`main`'s locals in IRGen), through one scope for the file's statements.
      let topLevelScope = rootScope()
      topLevelScopes.append(topLevelScope)
      for decl in file.decls {
        switch decl {
        case let t as TopLevelCodeDecl:
          if !module.allowsTopLevelCode(in: file) {
            for element in t.body.elements {
              switch element {
              case .expr(let e): error(SemaDiagnostics.expressionsAtTopLevel(), at: e.loc)
              case .stmt(let s): error(SemaDiagnostics.statementsAtTopLevel(), at: s.loc)
              case .decl: break
              }
            }
          }
          withContext(ctx, scope: topLevelScope) { checkTopLevelBody(t.body) }
        case let p as PatternBindingDecl:
          withContext(ctx, scope: rootScope()) { checkGlobalBinding(p) }
        case let v as VarDecl:
          declaredGlobals.insert(ObjectIdentifier(v))
        default:
          break
        }
      }
    }
  }

  private func checkGlobalBinding(_ p: PatternBindingDecl) {
    for i in p.entries.indices {
      checkBindingEntry(p, i)
      for v in patternVariables(p.entries[i].pattern) { declaredGlobals.insert(ObjectIdentifier(v)) }
    }
  }

  private func checkTopLevelBody(_ b: BraceStmt) {
    for i in b.elements.indices {
      switch b.elements[i] {
      case .decl(let p as PatternBindingDecl):
        checkGlobalBinding(p)
      case .decl(let v as VarDecl):
        declaredGlobals.insert(ObjectIdentifier(v))
      case .decl(let d)
      where d is FuncDecl || d is NominalTypeDecl || d is ExtensionDecl || d is ImportDecl || d is TypeAliasDecl:
        continue
      default:
        b.elements[i] = checkElement(b.elements[i])
      }
    }
  }

  /// Every function body, accessor, initial value and default argument of the module.
  func checkAllBodies() {
    var functions: [AbstractFunctionDecl] = []
    var bindings: [PatternBindingDecl] = []
    for file in module.files {
      for decl in file.decls {
        collectBodies(decl, &functions, &bindings)
        if let t = decl as? TopLevelCodeDecl {
          for case .decl(let d) in t.body.elements where d is FuncDecl {
            collectBodies(d, &functions, &bindings)
          }
        }
      }
    }
    // (The members of an imported module's generic type and of its extensions have
    // bodies, checked with the imported bodies below.)
    var importedFunctions: [AbstractFunctionDecl] = []
    var importedBindings: [PatternBindingDecl] = []
    for d in nominals {
      let isGeneric = !d.genericParameters.isEmpty
      let membersImported = isGeneric && isImportedWithBodies(d.moduleName)
      for m in d.members {
        if membersImported { collectBodies(m, &importedFunctions, &importedBindings) } else { collectBodies(m, &functions, &bindings) }
      }
      for ext in d.extensions {
        let membersImported = isGeneric && isImportedWithBodies(extensionModules[ObjectIdentifier(ext)] ?? module.name)
        for m in ext.members {
          if membersImported { collectBodies(m, &importedFunctions, &importedBindings) } else { collectBodies(m, &functions, &bindings) }
        }
      }
    }
    for b in bindings {
      for i in b.entries.indices {
        if let v = patternVariables(b.entries[i].pattern).first {
          checkBindingOutOfOrder(b, i, for: v)
        }
      }
    }
    for f in functions {
      checkHasBody(f)
      checkDefaultArguments(f)
    }
    for f in importedFunctions { checkDefaultArguments(f) }
    // swiftc checks function bodies after the declarations and top-level code; module
    // Swift's methods when a lookup asks for them (LibraryBodies.swift).
    phase = 1
    for f in deferLibraryMethods(functions) { checkFunctionBody(f) }
    // Imported generic functions with bodies (`@inlinable` in the interface, and module
    // `Swift`'s): IRGen specializes them here, so their bodies are typed here too, with
    // names looked up as their own module sees them (not this module's globals). Module
    // `Swift`'s functions are checked when used (LibraryBodies.swift).
    checkingImportedBodies = true
    defer { checkingImportedBodies = false }
    // A generic type's (its initial values too: an importer specializes its initializers).
    for b in importedBindings {
      for i in b.entries.indices {
        if let v = patternVariables(b.entries[i].pattern).first { checkBindingOutOfOrder(b, i, for: v) }
      }
    }
    for f in importedFunctions where f.body != nil && !isCheckedOnRequest(f) { checkFunctionBody(f) }
    for m in importedModules {
      var candidates: [Decl] = m.decls
      for d in m.decls {
        if let n = d as? NominalTypeDecl { candidates += n.members }
        if let e = d as? ExtensionDecl { candidates += e.members }
      }
      // Module Swift's functions all have bodies: IRGen emits the ones a program uses.
      for case let f as FuncDecl in candidates
      where (!f.genericParameters.isEmpty || f.protocolExtension != nil || f.outermostDecl.isInStandardLibrary)
        && f.hasBody && f.interfaceType != nil && !isCheckedOnRequest(f) {
        checkFunctionBody(f)
      }
    }
    checkRequestedLibraryBodies()
  }

  /// Are the members of a generic type that `moduleName` declares an imported module's,
  /// which carry bodies (a program's library's interface carries those of its generic
  /// types and their extensions; module Swift's are checked on request)?
  private func isImportedWithBodies(_ moduleName: String) -> Bool {
    moduleName != module.name && !moduleName.isEmpty && moduleName != "Swift"
  }

  private func collectBodies(_ d: Decl, _ functions: inout [AbstractFunctionDecl], _ bindings: inout [PatternBindingDecl]) {
    switch d {
    case let f as AbstractFunctionDecl:
      functions.append(f)
    case let v as VarDecl:
      functions.append(contentsOf: v.accessors)
    case let p as PatternBindingDecl:
      bindings.append(p)
    default:
      break
    }
  }

  /// Does `element` of `t` have an associated value of an uninhabited type (`Never`)?
  private func holdsUninhabitedValue(_ element: EnumElementDecl, of t: SwiftType) -> Bool {
    (element.parameters?.parameters ?? []).contains { memberType($0.interfaceType ?? .error, of: element, on: t).isUninhabited }
  }

  /// Checks `f`'s default values not checked yet (a library function's when a call
  /// first leaves one out: `fatalError()`).
  func checkDefaultArguments(_ f: AbstractFunctionDecl) {
    for p in f.parameters.parameters {
      guard let value = p.defaultValue, value.type == nil else { continue }
      let ctx = FunctionContext(kind: .defaultArgument, decl: nil, resultType: .void, selfDecl: nil,
                                nominal: owningNominal(of: f), isStatic: true, parent: nil)
      withContext(ctx, scope: rootScope()) {
        // An `@autoclosure` parameter's default is a value of the closure's result
        // (`_ message: @autoclosure () -> String = String()`), wrapped as an argument is.
        let type = p.interfaceType ?? .error
        let checked = checkExpr(value, convertTo: argumentType(for: p, type), reason: .argument)
        p.defaultValue = p.isAutoclosure ? makeAutoclosure(checked, type, escaping: p.isEscaping) : checked
      }
    }
  }
}
