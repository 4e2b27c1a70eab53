import AST

extension IRGenFunction {
  /// `{ ... }`: a scope; its locals are released when control leaves it.
  /// Its scope ends with it, but for a top-level code declaration of `main`
  /// (`endsScope` false): the program's top-level code is one scope, so a `defer` written
  /// at the top level runs when that code ends (`emitMain`'s return), as in swiftc.
  func emitBrace(_ brace: BraceStmt, endsScope: Bool = true) {
    let depth = cleanupDepth
    braceDepth += 1
    for element in brace.elements {
      if b.isTerminated { startDeadBlock() }
      let outerStatement = statementLoc
      if element.node.loc.isValid { statementLoc = element.node.loc }
      defer { statementLoc = outerStatement }
      withDebugLocation(element.node) {
        switch element {
        case .decl(let d): emitLocalDecl(d)
        case .stmt(let s): emitStmt(s)
        case .expr(let e): emitIgnored(e)
        }
      }
    }
    braceDepth -= 1
    if b.isTerminated {
      cleanups.removeLast(cleanups.count - depth)
    } else if endsScope {
      popScope(to: depth)
    }
  }

  /// An expression whose value is not used: evaluated, then released.
  func emitIgnored(_ e: Expr) {
    if let a = e as? AssignExpr {
      emitAssignExpr(a)
      return
    }
    let mv = emitRValue(e)
    emitEndUse(mv)
  }

  func emitLocalDecl(_ d: Decl) {
    switch d {
    case let pbd as PatternBindingDecl:
      emitPatternBinding(pbd)
    case let f as FuncDecl where f.captures != nil:
      emitLocalFunction(f)
    case let f as FuncDecl:
      // Emitted after the current function (the builder is shared).
      if f.genericParameters.isEmpty { igm.pendingBodies.append { [igm] in igm.emitFunctionBody(f) } }
    case let v as VarDecl where v.accessors.contains { $0.captures != nil }:
      // A local computed variable: its accessors are local functions.
      v.accessors.forEach(emitLocalFunction)
    case is VarDecl, is ImportDecl:
      break  // declared by their pattern binding
    case let t as NominalTypeDecl:
      igm.pendingBodies.append { [igm] in igm.emitNominal(t) }
    case let tl as TopLevelCodeDecl:
      emitBrace(tl.body)
    default:
      break
    }
  }

  /// `let x = e`, `var y: T`, `let _ = e`.
  func emitPatternBinding(_ pbd: PatternBindingDecl) {
    for entry in pbd.entries {
      let pattern = unwrapTyped(entry.pattern)
      if let named = pattern as? NamedPattern {
        let v = named.decl
        if isTopLevel && braceDepth <= 1 && igm.eagerGlobals.contains(ObjectIdentifier(v)) {
          if let initializer = entry.initializer {
            let value = emitOwned(emitRValue(initializer, expected: lowered(v.interfaceType)))
            emitReferenceStorageInit(owned: value, at: igm.globalAddress(v), v.referenceOwnership)
          }
          continue
        }
        if v.kind != .stored { continue }
        let addr = emitLocalVariable(v)
        if let initializer = entry.initializer {
          let value = emitOwned(emitRValue(initializer, expected: lowered(v.interfaceType)))
          emitReferenceStorageInit(owned: value, at: addr, v.referenceOwnership)
        }
      } else if pattern is TuplePattern {
        emitTupleBinding(pattern, entry.initializer, topLevel: isTopLevel && braceDepth <= 1)
      } else if let initializer = entry.initializer {
        // `let _ = e`: evaluated and dropped.
        emitIgnored(initializer)
      }
    }
  }

  func unwrapTyped(_ p: Pattern) -> Pattern {
    var p = p
    while true {
      if let t = p as? TypedPattern {
        p = t.subPattern
      } else if let bp = p as? BindingPattern {
        p = bp.subPattern
      } else {
        return p
      }
    }
  }

  func emitStmt(_ s: Stmt) {
    switch s.stmtKind {
    case .brace(let brace): emitBrace(brace)
    case .return(let r): emitReturnStmt(r)
    case .if(let i): emitIf(i)
    case .guard(let g): emitGuard(g)
    case .while(let w): emitWhile(w)
    case .repeatWhile(let r): emitRepeatWhile(r)
    case .defer(let d): pushCleanup(Cleanup(kind: .deferred(d.body)))
    case .forEach(let f): emitForEach(f)
    case .break(let br): emitBreak(br)
    case .continue(let c): emitContinue(c)
    case .switch(let sw): emitSwitch(sw)
    case .fallthrough: emitFallthrough()
    case .case: unexpectedNode(s, "only inside a switch, emitted by emitSwitch")
    case .throw(let t): emitThrowStmt(t)
    case .doCatch(let d): emitDoCatch(d)
    case .do(let d): emitDo(d)
    }
  }

  /// `do { }`: a nested scope; a `break` naming its label goes to its end.
  func emitDo(_ s: DoStmt) {
    guard s.label != nil else {
      emitBrace(s.body)
      return
    }
    let end = newBlock("do.end")
    loops.append(LoopTargets(stmt: s, breakBlock: end, continueBlock: nil, cleanupDepth: cleanupDepth))
    emitBrace(s.body)
    loops.removeLast()
    fallThrough(to: end)
  }

  func emitReturnStmt(_ r: ReturnStmt) {
    if r.isInitializerFailure {
      emitInitFailure(selfInitialized: r.failsInitializedSelf)
      return
    }
    var value: IRValue? = nil
    if let e = r.result {
      let mv = emitRValue(e, expected: resultType)
      if igm.isVoidLike(resultType) {
        emitEndUse(mv)
      } else {
        value = emitOwned(mv)
      }
    }
    emitReturn(value)
  }

  // MARK: Conditions

  /// Evaluates a condition list; continues in the block where every clause held and
  /// returns the block to go to when one fails.
  ///
  /// A failing clause after an optional binding first releases the variables bound so
  /// far (they are in scope only where every clause held).
  func emitConditions(_ conditions: [StmtCondition], onFailure: IRBlock) {
    let depth = cleanupDepth
    for c in conditions {
      // Where this clause goes when it fails.
      let failure: IRBlock
      if cleanupDepth > depth {
        failure = newBlock("cond.fail")
        let current = b.insertBlock
        b.position(at: failure)
        emitCleanups(downTo: depth)
        b.br(onFailure)
        if let current { b.position(at: current) }
      } else {
        failure = onFailure
      }
      switch c {
      case .boolean(let e):
        let v = emitBool(e)
        let next = newBlock("cond.true")
        b.condBr(v, next, failure)
        b.position(at: next)
      case .optionalBinding(let pattern, let initializer, _):
        emitOptionalBinding(pattern, initializer, onFailure: failure)
      case .patternMatch(let pattern, let initializer, _):
        emitPatternCondition(pattern, initializer, onFailure: failure)
      case .availability(let c):
        // Decided by Sema for Linux (Availability.swift): no test at run time.
        if c.holds != true {
          b.br(failure)
          startDeadBlock()
        }
      }
    }
  }

  /// `case pattern = initializer` in a condition: the value is kept (owned) while the
  /// pattern is matched against it, as a `switch` keeps its subject; the pattern's
  /// variables live until the condition's scope ends. A mismatch releases what this
  /// condition made (the variables bound so far, the value) before it goes to `onFailure`.
  func emitPatternCondition(_ pattern: Pattern, _ initializer: Expr, onFailure: IRBlock) {
    let depth = cleanupDepth
    for v in igm.variables(pattern) where locals[ObjectIdentifier(v)] == nil {
      _ = emitLocalVariable(v)
    }
    emitPatternMatch(pattern, keeping: emitRValue(initializer), since: depth, onFailure: onFailure)
  }

  /// Matches `pattern` (its variables already declared) against `subject`, which is kept
  /// (owned) in a slot while the pattern is matched, as a `switch` keeps its subject; a
  /// mismatch releases what was made since cleanup depth `depth` before it goes to
  /// `onFailure`.
  func emitPatternMatch(_ pattern: Pattern, keeping subject: ManagedValue, since depth: Int, onFailure: IRBlock) {
    let type = subject.type
    let slot = makeAlloca(igm.irType(type), "case.subject")
    b.store(emitOwned(subject), slot)
    if !igm.isTrivial(type) { pushCleanup(Cleanup(kind: .destroyAddress(slot, type))) }
    let mismatch = newBlock("case.mismatch")
    let value = ManagedValue(value: b.load(igm.irType(type), slot), type: type, isOwned: false)
    emitPatternMatch(pattern, value, onFailure: mismatch)
    let matched = b.insertBlock
    b.position(at: mismatch)
    emitCleanups(downTo: depth)
    b.br(onFailure)
    if let matched { b.position(at: matched) }
  }

  func emitBool(_ e: Expr) -> IRValue {
    let mv = emitRValue(e)
    return mv.value
  }

  func emitIf(_ s: IfStmt) {
    let elseBlock = newBlock("if.else")
    let end = newBlock("if.end")
    let depth = cleanupDepth
    emitConditions(s.conditions, onFailure: elseBlock)
    emitBrace(s.thenStmt)
    popScope(to: depth)
    fallThrough(to: end)
    b.position(at: elseBlock)
    if let e = s.elseStmt { emitStmt(e) }
    fallThrough(to: end)
  }

  func emitGuard(_ s: GuardStmt) {
    let elseBlock = newBlock("guard.else")
    let depth = cleanupDepth
    emitConditions(s.conditions, onFailure: elseBlock)
    let cont = b.insertBlock
    // The bound variables stay in scope after the guard, but not in its `else`.
    let bound = Array(cleanups[depth...])
    cleanups.removeLast(bound.count)
    b.position(at: elseBlock)
    emitBrace(s.body)
    if !b.isTerminated { b.unreachable() }
    cleanups += bound
    if let cont { b.position(at: cont) }
  }

  func emitWhile(_ s: WhileStmt) {
    let header = newBlock("while.cond")
    let body = newBlock("while.body")
    let end = newBlock("while.end")
    fallThrough(to: header)
    let depth = cleanupDepth
    emitConditions(s.conditions, onFailure: end)
    b.br(body)
    b.position(at: body)
    emitLoopBody(s, s.body, breakBlock: end, continueBlock: header, depth: depth)
    popScope(to: depth)
    if !b.isTerminated { b.br(header) }
    b.position(at: end)
  }

  func emitRepeatWhile(_ s: RepeatWhileStmt) {
    let body = newBlock("repeat.body")
    let cond = newBlock("repeat.cond")
    let end = newBlock("repeat.end")
    fallThrough(to: body)
    let depth = cleanupDepth
    emitLoopBody(s, s.body, breakBlock: end, continueBlock: cond, depth: depth)
    fallThrough(to: cond)
    let v = emitBool(s.condition)
    b.condBr(v, body, end)
    b.position(at: end)
  }

  /// The body of a loop, where `break` goes to `breakBlock` and `continue` to
  /// `continueBlock`, leaving the scopes above `depth`.
  private func emitLoopBody(_ s: Stmt, _ body: BraceStmt, breakBlock: IRBlock, continueBlock: IRBlock, depth: Int) {
    loops.append(LoopTargets(stmt: s, breakBlock: breakBlock, continueBlock: continueBlock, cleanupDepth: depth))
    emitBrace(body)
    loops.removeLast()
  }

  private func loopTargets(for target: Stmt?) -> LoopTargets? {
    if let target, let l = loops.last(where: { $0.stmt === target }) { return l }
    return loops.last
  }

  func emitBreak(_ s: BreakStmt) {
    guard let l = loopTargets(for: s.target) else { return }
    emitCleanups(downTo: l.cleanupDepth)
    b.br(l.breakBlock)
  }

  func emitContinue(_ s: ContinueStmt) {
    // An unlabeled `continue` skips the switches it is in.
    let target = s.target ?? loops.last(where: { $0.continueBlock != nil })?.stmt
    guard let l = loopTargets(for: target), let c = l.continueBlock else { return }
    emitCleanups(downTo: l.cleanupDepth)
    b.br(c)
  }

  // MARK: for-in

  /// `for x in s`: `makeIterator()` and `next()` as Sema recorded them (an array's, a
  /// range's, a set's, a dictionary's and a string's iterators are the library's).
  func emitForEach(_ s: ForEachStmt) {
    guard let iterator = s.iterator else { unexpectedNode(s, "a for-in without the iterator Sema records") }
    emitForEachIterator(s, iterator)
  }

  /// One iteration of a `for`-`in` over the element `value` (owned), in a scope that
  /// began at cleanup depth `depth`: the element bound to the loop's pattern, then the
  /// body (`emitForEachBody`). A `for case` pattern that can fail (`let (x, 0)`, `let v?`)
  /// is matched as a `switch` case is; an element it does not match is released and the
  /// loop goes on to `next`.
  func emitForEachIteration(_ s: ForEachStmt, _ value: ManagedValue, next: IRBlock, end: IRBlock, depth: Int) {
    if s.pattern.isRefutable {
      for v in igm.variables(s.pattern) { _ = emitLocalVariable(v) }
      emitPatternMatch(s.pattern, keeping: value, since: depth, onFailure: next)
    } else {
      bindForEachElement(s, value)
    }
    emitForEachBody(s, next: next, end: end, depth: depth)
  }

  /// Binds the irrefutable pattern of a `for`-`in` to one element (an owned value): its
  /// variable takes it, a tuple pattern destructures it, `_` drops it.
  private func bindForEachElement(_ s: ForEachStmt, _ value: ManagedValue) {
    let pattern = unwrapTyped(s.pattern)
    if let v = (pattern as? NamedPattern)?.decl {
      let addr = emitLocalVariable(v)
      b.store(value.value, addr)
    } else if pattern is TuplePattern {
      emitDestructuring(pattern, value, topLevel: false)
    } else {
      emitEndUse(value)
    }
  }

  /// One iteration of a `for`-`in` once its loop variable is bound, in a scope that
  /// began at cleanup depth `depth`: the `where` clause (false: the iteration's cleanups,
  /// then `next`), the body with `break` to `end` and `continue` to `next`, then the end
  /// of the iteration's scope and a fall through to `next`.
  func emitForEachBody(_ s: ForEachStmt, next: IRBlock, end: IRBlock, depth: Int) {
    if let w = s.whereClause {
      let bodyStart = newBlock("for.body.start")
      let skip = newBlock("for.where.skip")
      let c = emitBool(w)
      b.condBr(c, bodyStart, skip)
      b.position(at: skip)
      emitCleanups(downTo: depth)
      b.br(next)
      b.position(at: bodyStart)
    }
    emitLoopBody(s, s.body, breakBlock: end, continueBlock: next, depth: depth)
    // The loop variable's scope ends before the next value (`continue` and a false
    // `where` release it on their own paths).
    popScope(to: depth)
    fallThrough(to: next)
  }
}
