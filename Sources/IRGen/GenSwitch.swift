import AST

// `switch` (the `ext` tier): the subject is evaluated once and kept (owned) until the
// switch ends; the cases are tried in order, each label item's pattern matched against it
// (binding its variables), then its `where` guard; the first match runs its body.

extension IRGenFunction {
  func emitSwitch(_ s: SwitchStmt) {
    let depth = cleanupDepth
    let subject = emitRValue(s.subject)
    let type = subject.type
    let slot = makeAlloca(igm.irType(type), "switch.subject")
    b.store(emitOwned(subject), slot)
    if !igm.isTrivial(type) { pushCleanup(Cleanup(kind: .destroyAddress(slot, type))) }

    let end = newBlock("switch.end")
    let bodies = s.cases.map { _ in newBlock("case.body") }
    let unmatched = emitCaseTests(s.cases, subject: slot, type: type, bodies: bodies)
    // No case matched (Sema checked exhaustiveness): leave the switch.
    b.position(at: unmatched)
    b.br(end)

    for (i, c) in s.cases.enumerated() {
      b.position(at: bodies[i])
      loops.append(LoopTargets(stmt: s, breakBlock: end, continueBlock: nil, cleanupDepth: cleanupDepth))
      fallthroughTargets.append(i + 1 < bodies.count ? bodies[i + 1] : end)
      emitBrace(c.body)
      fallthroughTargets.removeLast()
      loops.removeLast()
      fallThrough(to: end)
    }
    b.position(at: end)
    popScope(to: depth)
  }

  /// Declares the variables the cases' patterns bind (they live until the cases' scope
  /// ends: they hold copies of parts of the subject, which lives as long), then tries
  /// the cases in order against the subject stored at `slot`: each label item's pattern,
  /// then its guard; the first match goes to its case's block in `bodies`. Returns the
  /// block reached when no case matches. (A `switch`, and the `catch` clauses of a `do`.)
  func emitCaseTests(_ cases: [CaseStmt], subject slot: IRValue, type: SwiftType, bodies: [IRBlock]) -> IRBlock {
    for c in cases {
      for item in c.labelItems {
        for v in igm.variables(item.pattern) where locals[ObjectIdentifier(v)] == nil {
          _ = emitLocalVariable(v)
        }
      }
    }
    var test = newBlock("case.test")
    b.br(test)
    for (i, c) in cases.enumerated() {
      if c.isDefault {
        b.position(at: test)
        test = newBlock("case.test")
        b.br(bodies[i])
        continue
      }
      for item in c.labelItems {
        b.position(at: test)
        test = newBlock("case.test")
        let value = ManagedValue(value: b.load(igm.irType(type), slot), type: type, isOwned: false)
        emitPatternMatch(item.pattern, value, onFailure: test)
        if let g = item.guardExpr {
          b.condBr(emitBool(g), bodies[i], test)
        } else {
          b.br(bodies[i])
        }
      }
    }
    return test
  }

  /// `fallthrough`: into the next case's body (its patterns bind nothing).
  func emitFallthrough() {
    guard let target = fallthroughTargets.last else { return }
    b.br(target)
  }

  /// Matches `value` (borrowed) against `pattern`, binding variables (to copies); on a
  /// mismatch branches to `onFailure`, else continues in the current block.
  func emitPatternMatch(_ pattern: Pattern, _ value: ManagedValue, onFailure: IRBlock) {
    switch pattern.patternKind {
    case .any:
      return
    case .typed(let t):
      emitPatternMatch(t.subPattern, value, onFailure: onFailure)
    case .binding(let bp):
      emitPatternMatch(bp.subPattern, value, onFailure: onFailure)
    case .named(let n):
      guard let local = locals[ObjectIdentifier(n.decl)], case .address(let addr, let t) = local else { return }
      emitAssign(owned: emitOwned(ManagedValue(value: value.value, type: t, isOwned: false)), t, to: addr)
    case .optionalSome(let o):
      guard case .optional(let w) = value.type else { return }
      let ok = newBlock("some")
      b.condBr(emitOptionalIsSome(value.value, wrapped: w), ok, onFailure)
      b.position(at: ok)
      let payload = ManagedValue(value: emitOptionalPayload(value.value, wrapped: w), type: w, isOwned: false)
      emitPatternMatch(o.subPattern, payload, onFailure: onFailure)
    case .expr(let e):
      let ok = newBlock("match")
      b.condBr(emitExprPatternTest(e, value), ok, onFailure)
      b.position(at: ok)
    case .enumElement(let ep):
      emitEnumPatternMatch(ep, value, onFailure: onFailure)
    case .tuple(let t):
      for (i, p) in t.elements.enumerated() {
        guard case .tuple(let ts, _) = value.type, i < ts.count else { break }
        emitPatternMatch(p, ManagedValue(value: b.extract(value.value, i), type: ts[i], isOwned: false), onFailure: onFailure)
      }
    case .isPattern(let ip):
      guard let target = lowered(ip.castType) else { return }
      if ip.isCoercion, target == value.type {
        if let sub = ip.subPattern { emitPatternMatch(sub, value, onFailure: onFailure) }
        return
      }
      let ok = newBlock("is.match")
      if ip.neverMatches {
        // (No value of the subject's type is one: the sub-pattern's variables are bound
        // in a block never reached.)
        b.condBr(ir.bool(false), ok, onFailure)
        b.position(at: ok)
        if let sub = ip.subPattern {
          emitPatternMatch(sub, ManagedValue(value: ir.undef(igm.irType(target)), type: target, isOwned: false), onFailure: onFailure)
        }
        return
      }
      if isAnyToArrayCast(value, target) || isElementwiseArrayCast(value, target) {
        // An array of another element type, cast element by element (GenCollectionCast.swift).
        let cast = emitConditionalCast(value, to: target)
        b.condBr(emitOptionalIsSome(cast, wrapped: target), ok, onFailure)
        b.position(at: ok)
        let array = ManagedValue(value: emitOptionalPayload(cast, wrapped: target), type: target, isOwned: true)
        if let sub = ip.subPattern { emitPatternMatch(sub, array, onFailure: onFailure) }
        emitEndUse(array)
        return
      }
      b.condBr(emitCastCheck(value, to: target), ok, onFailure)
      b.position(at: ok)
      // Borrowed from the subject, which outlives the match (a protocol value may be
      // made from an Optional in an `Any`: owned then, released after the match).
      var owned = false
      if case .existential = target { owned = true }
      let cast = ManagedValue(value: emitCastPayload(value, to: target, retained: owned), type: target, isOwned: owned)
      if let sub = ip.subPattern { emitPatternMatch(sub, cast, onFailure: onFailure) }
      if owned { emitEndUse(cast) }
    }
  }

  /// `expr ~= value`: equality for Int, Double, Bool and String; containment for a range;
  /// the call of module Swift's `~=` Sema chose for one of its range structs.
  private func emitExprPatternTest(_ p: ExprPattern, _ value: ManagedValue) -> IRValue {
    if let call = p.matchCall, let patternValue = p.patternValue, let matchValue = p.matchValue {
      let pattern = emitRValue(p.expr)
      locals[ObjectIdentifier(patternValue)] = .value(pattern.value, pattern.type)
      locals[ObjectIdentifier(matchValue)] = .value(value.value, value.type)
      let matched = emitBool(call)
      emitEndUse(pattern)
      return matched
    }
    let e = p.expr
    let inner = e.withoutParens
    if let bin = inner as? BinaryExpr, let ref = bin.op as? DeclRefExpr, let f = ref.decl as? AbstractFunctionDecl,
      f.builtin == .closedRange || f.builtin == .halfOpenRange
    {
      let lower = emitRValue(bin.lhs)
      let upper = emitRValue(bin.rhs)
      let belowPredicate: IntPredicate = f.builtin == .closedRange ? .sle : .slt
      if value.type == .character {
        // `case "a"..."z":` on a Character (CharacterRangePatterns.swift): as `<` compares them.
        let aboveLower = b.icmp(.sge, b.call(ir.runtime(.stringCompare), [value.value, lower.value]), ir.int(0))
        let belowUpper = b.icmp(belowPredicate, b.call(ir.runtime(.stringCompare), [value.value, upper.value]), ir.int(0))
        emitEndUse(lower)
        emitEndUse(upper)
        return b.and(aboveLower, belowUpper)
      }
      let aboveLower = b.icmp(.sge, value.value, lower.value)
      let belowUpper = b.icmp(belowPredicate, value.value, upper.value)
      return b.and(aboveLower, belowUpper)
    }
    if let ref = inner as? DeclRefExpr, let element = ref.decl as? EnumElementDecl,
      let l = igm.enumLayout(of: value.type)
    {
      return b.icmp(.eq, emitEnumTag(value.value, l), ir.int(Int64(l.index(of: element))))
    }
    if inner is NilLiteralExpr {
      // A value that is not optional is never nil (Sema typed the literal as its optional).
      guard case .optional(let w) = value.type else { return ir.bool(false) }
      return b.xor(emitOptionalIsSome(value.value, wrapped: w), ir.bool(true))
    }
    let other = emitRValue(inner, expected: value.type)
    if case .range = other.type {
      // `case r:` with a range value: `r.contains(value)`.
      return emitRangeBuiltin(.rangeContains, operands: [other, value], resultType: .bool).value
    }
    let result: IRValue
    switch value.type {
    case .int, .bool, .sizedInteger: result = b.icmp(.eq, value.value, other.value)
    case .double: result = b.fcmp(.oeq, value.value, other.value)
    case .string, .character: result = b.call(ir.runtime(.stringEqual), [value.value, other.value])
    case .optional:
      // The library's `==` (stdlib/OptionalHashable.swift), on the wrapped values' `==`.
      result = emitBuiltinCall(.genericEqual, operands: [value, other], resultType: .bool).value
    case .nominal(let d as EnumDecl):
      let l = igm.enumLayout(d)
      result = b.icmp(.eq, emitEnumTag(value.value, l), emitEnumTag(other.value, l))
    default:
      // Sema lets through only the types above (`isMatchableByExpression`).
      preconditionFailure("expression pattern on a value of type '\(value.type)'")
    }
    emitEndUse(other)
    return result
  }
}
