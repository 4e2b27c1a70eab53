import AST

// Tuples: an LLVM struct of the lowered elements (see `irType`), copied and destroyed
// element by element like a struct's fields, passed and returned by value. Labels are
// only in the Swift type: relabelling a tuple changes nothing in memory.

extension IRGenFunction {
  /// `t.0`, `t.x`: the element of the base value (a copy when the base is a temporary
  /// released here, else borrowed from it).
  func emitTupleElement(_ t: TupleElementExpr) -> ManagedValue {
    let base = emitRValue(t.base)
    let type = elementType(base.type, t.index) ?? t.type ?? .error
    let value = b.extract(base.value, t.index)
    guard base.isOwned else { return ManagedValue(value: value, type: type, isOwned: false) }
    emitRetain(value, type)
    emitEndUse(base)
    return ManagedValue(value: value, type: type, isOwned: !igm.isTrivial(type))
  }

  /// `p.0 = 3`, `p.x += 1`, `&p.1`: the element's field in the base's storage.
  func emitTupleElementLValue(_ t: TupleElementExpr) -> LValue {
    let baseLV = emitLValue(t.base)
    let access = baseLV.beginAccess(self)
    let type = elementType(baseLV.type, t.index) ?? t.type ?? .error
    let lv = LValue(.address(b.fieldAddress(igm.irType(baseLV.type), access.address, t.index)), type)
    lv.onEnd.append { igf in access.end(igf) }
    return lv
  }

  /// A tuple as another tuple type: relabelled (the same value), or element by element
  /// (each element, borrowed from the evaluated value, through its conversion).
  func emitTupleConversion(_ c: TupleConversionExpr, type: SwiftType) -> ManagedValue {
    var mv = emitRValue(c.subExpr)
    guard !c.conversions.isEmpty, case .tuple(let from, _) = mv.type else {
      mv.type = type
      return mv
    }
    var converted: [IRValue] = []
    for (i, (element, conversion)) in zip(c.elements, c.conversions).enumerated() where i < from.count {
      locals[ObjectIdentifier(element)] = .value(b.extract(mv.value, i), from[i])
      converted.append(emitOwned(emitRValue(conversion)))
      locals[ObjectIdentifier(element)] = nil
    }
    emitEndUse(mv)
    return ManagedValue(value: b.makeStruct(igm.irType(type), converted), type: type, isOwned: true)
  }

  private func elementType(_ t: SwiftType, _ i: Int) -> SwiftType? {
    if case .tuple(let ts, _) = t, i < ts.count { return ts[i] }
    return nil
  }

  /// `let (a, b) = value`, `for (i, x) in pairs`: binds the pattern's variables to copies
  /// of the elements, then ends the use of `value`. Top-level variables of the main
  /// program are globals, stored in place.
  func emitDestructuring(_ p: Pattern, _ value: ManagedValue, topLevel: Bool) {
    emitDestructuring(p, value) { v in
      topLevel && self.igm.eagerGlobals.contains(ObjectIdentifier(v)) ? self.igm.globalAddress(v) : self.emitLocalVariable(v)
    }
  }

  /// `let (a, b) = value`, or `let (a, b): (Int, Int)` assigned later (its variables are
  /// only allocated).
  func emitTupleBinding(_ p: Pattern, _ initializer: Expr?, topLevel: Bool) {
    if let initializer {
      emitDestructuring(p, emitRValue(initializer), topLevel: topLevel)
      return
    }
    for v in igm.variables(p) where !(topLevel && igm.eagerGlobals.contains(ObjectIdentifier(v))) {
      _ = emitLocalVariable(v)
    }
  }

  /// Destructures into the (zero-initialized) storage `address` gives for each variable.
  func emitDestructuring(_ p: Pattern, _ value: ManagedValue, into address: (VarDecl) -> IRValue) {
    bindElements(p, value, address)
    emitEndUse(value)
  }

  private func bindElements(_ p: Pattern, _ value: ManagedValue, _ address: (VarDecl) -> IRValue) {
    switch p {
    case let t as TypedPattern:
      bindElements(t.subPattern, value, address)
    case let bp as BindingPattern:
      bindElements(bp.subPattern, value, address)
    case let tp as TuplePattern:
      guard case .tuple(let ts, _) = value.type else { return }
      for (i, e) in tp.elements.enumerated() where i < ts.count {
        bindElements(e, ManagedValue(value: b.extract(value.value, i), type: ts[i], isOwned: false), address)
      }
    case let n as NamedPattern:
      let copy = emitOwned(ManagedValue(value: value.value, type: value.type, isOwned: false))
      b.store(copy, address(n.decl))
    default:
      // `_`: nothing bound.
      break
    }
  }

  /// `print((1, "a"))`: `(1, "a")`, `(x: 1, y: 2)` — the elements' debug descriptions,
  /// labelled as the type is.
  func emitTupleDescription(_ mv: ManagedValue, _ elements: [SwiftType]) -> IRValue {
    let slot = makeAlloca(ir.ptr, "tuple.desc")
    b.store(b.call(ir.runtime(.stringEmpty), []), slot)
    b.call(ir.runtime(.stringAppend), [slot, igm.stringLiteral("(")])
    for (i, t) in elements.enumerated() {
      let label = mv.type.tupleLabel(i).map { $0 + ": " } ?? ""
      if i > 0 || !label.isEmpty {
        b.call(ir.runtime(.stringAppend), [slot, igm.stringLiteral((i > 0 ? ", " : "") + label)])
      }
      let text = emitDebugDescription(ManagedValue(value: b.extract(mv.value, i), type: t, isOwned: false))
      b.call(ir.runtime(.stringAppend), [slot, text])
      b.call(igm.releaseFunction, [text])
    }
    b.call(ir.runtime(.stringAppend), [slot, igm.stringLiteral(")")])
    return b.load(ir.ptr, slot)
  }

  /// `==`/`!=`/`<`/`<=`/`>`/`>=` on two tuples (the standard library's operators): equal
  /// when every element is; an ordering decided by the first elements that differ (with
  /// the strict ordering), or by the last ones (with the operator itself).
  func emitTupleComparison(_ builtin: Builtin, _ l: IRValue, _ r: IRValue, _ elements: [SwiftType]) -> IRValue {
    let isEquality = builtin == .genericEqual || builtin == .genericNotEqual
    let strict: Builtin = builtin == .genericLess || builtin == .genericLessEqual ? .genericLess : .genericGreater
    let end = newBlock("tuplecmp.end")
    var incoming: [(IRValue, IRBlock)] = []
    func compare(_ op: Builtin, _ i: Int) -> IRValue {
      let operands = [l, r].map { ManagedValue(value: b.extract($0, i), type: elements[i], isOwned: false) }
      return emitBuiltinCall(op, operands: operands, resultType: .bool).value
    }
    for i in 0..<(elements.count - 1) {
      let equal = compare(.genericEqual, i)
      let next = newBlock("tuplecmp.next")
      if isEquality {
        incoming.append((ir.bool(false), b.insertBlock!))
        b.condBr(equal, next, end)
      } else {
        let differ = newBlock("tuplecmp.differ")
        b.condBr(equal, next, differ)
        b.position(at: differ)
        let decided = compare(strict, i)
        incoming.append((decided, b.insertBlock!))
        b.br(end)
      }
      b.position(at: next)
    }
    let last = compare(isEquality ? .genericEqual : builtin, elements.count - 1)
    incoming.append((last, b.insertBlock!))
    b.br(end)
    b.position(at: end)
    let result = b.phi(ir.i1, incoming)
    return builtin == .genericNotEqual ? b.xor(result, ir.bool(true)) : result
  }
}

extension IRGenModule {
  /// The tuple pattern a global is destructured by (`let (lo, hi) = pair`), if any.
  func destructuringPattern(of v: VarDecl) -> Pattern? {
    guard let binding = v.binding else { return nil }
    for entry in binding.entries where variables(entry.pattern).contains(where: { $0 === v }) {
      var p = entry.pattern
      while true {
        if let t = p as? TypedPattern { p = t.subPattern } else if let b = p as? BindingPattern { p = b.subPattern } else { break }
      }
      return p is TuplePattern ? entry.pattern : nil
    }
    return nil
  }
}
