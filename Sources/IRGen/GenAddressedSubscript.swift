import AST

// A subscript with a mutable addressor (`unsafeMutableAddress`, Sema's
// MutableAddressors.swift): Array's `subscript(_: Int)` (stdlib/ArraySubscript.swift) and
// Dictionary's `subscript(_:default:)`, or with a payload addressor
// (`unsafeMutablePayloadAddress`): Dictionary's `subscript(_:)`
// (stdlib/DictionarySubscripts.swift).
// A read calls its getter on the base's value, as swiftc does: `a[i]` of a `let` array
// or a parameter copies nothing. A mutation (an assignment, `a[i] += 1`, a mutating
// method, `&a[i]`, and the base of another mutation, `a[i][j] = x`, `a[i].x = 1`) calls
// the addressor on the base in place and works on the address it gives: for an array,
// inside its buffer made unique, so nothing is copied out and set back and an inner
// array's buffer stays unique. At -O LLVM inlines both: a read is a bounds check and a
// load, `a[i] += 1` a bounds check, a uniqueness check and a store. A subscript with a
// payload addressor is set through its setter (`d[k] = v`, `d[k] = nil`); a mutation of
// the payload (`d[k]?.append(x)`, `d[k]! += 1`, `d["a"]?["b"] = 1`) calls the payload
// addressor instead and works on the address it gives, 0 meaning nil: the chain ends
// there, or `!` traps.

extension IRGenFunction {
  /// The subscript `s` uses, when it has a mutable addressor or a payload addressor.
  func addressedSubscript(_ s: SubscriptExpr) -> SubscriptDecl? {
    guard let d = s.decl, let resolved = igm.resolved(d, on: s.base) as? SubscriptDecl,
      resolved.mutableAddressor != nil || resolved.payloadAddressor != nil, resolved.getter != nil
    else { return nil }
    return resolved
  }

  /// `x[i]` read: the getter called on `x`'s value (borrowed) with the indices.
  func emitAddressedSubscriptGet(_ s: SubscriptExpr, _ d: SubscriptDecl) -> ManagedValue {
    guard let getter = d.getter else { return trivial(ir.undef(igm.irType(lowered(s.type) ?? .error)), .error) }
    let base = emitRValue(s.base)
    let indices = s.arguments.map { emitRValue($0.expr) }
    let r = emitCallee(.body(getter), args: indices.map(\.value), selfArg: base.value, selfType: s.base.type)
    indices.reversed().forEach(emitEndUse)
    emitEndUse(base)
    return r
  }

  /// `x[i]` as the target of a mutation: the address the addressor gives for `x` in
  /// place, once the access begins (its access to `x` held, and the indices kept, until
  /// the mutation ends). The base's location and the indices are evaluated now, the
  /// access to the base and the addressor's call when the mutation begins: after the
  /// right side of `x[i] += y` and the arguments of `x[i].append(y)`, as swiftc orders them.
  func emitAddressedSubscriptLValue(_ s: SubscriptExpr, _ d: SubscriptDecl) -> LValue {
    let element = memberType(d.interfaceType, base: s.base.type) ?? lowered(s.type) ?? .error
    guard let addressor = d.mutableAddressor else { return LValue(.discard, element) }
    let baseLV = emitLValue(s.base)
    let indices = s.arguments.map { emitRValue($0.expr) }
    let baseType = s.base.type
    let lv = LValue(.addressor { igf in
      let access = baseLV.beginAccess(igf)
      let pointer = igf.emitCallee(.body(addressor), args: indices.map(\.value), selfArg: access.address,
                                   selfType: baseType)
      // `UnsafeMutablePointer<Element>` holds the address as its one word.
      return LValueAccess(address: igf.b.intToPtr(igf.b.extract(pointer.value, 0))) { igf in access.end(igf) }
    }, element)
    lv.onEnd.append { igf in
      for i in indices.reversed() { igf.emitEndUse(i) }
    }
    return lv
  }

  /// `x[i]` as the optional whose payload a mutation works on (`x[i]?.append(v)`,
  /// `x[i]! += 1`): the address the payload addressor gives for `x` in place, once
  /// `check` (given whether it is not 0, an `i1`) has let through only an address. The
  /// indices are released once the address is known: it stays valid until the access
  /// to `x` ends.
  func emitPayloadAddressedLValue(_ s: SubscriptExpr, _ d: SubscriptDecl, wrapped w: SwiftType,
                                  check: (IRGenFunction, IRValue) -> Void) -> LValue {
    guard let addressor = d.payloadAddressor else { return LValue(.discard, w) }
    // (The indices are evaluated before the access to the base begins.)
    let baseLV = emitLValue(s.base)
    let indices = s.arguments.map { emitRValue($0.expr) }
    let access = baseLV.beginAccess(self)
    let pointer = emitCallee(.body(addressor), args: indices.map(\.value), selfArg: access.address,
                             selfType: s.base.type)
    indices.reversed().forEach(emitEndUse)
    // `UnsafeMutablePointer<Wrapped>` holds the address as its one word, 0 for nil.
    let word = b.extract(pointer.value, 0)
    check(self, b.icmp(.ne, word, ir.int(0)))
    let lv = LValue(.address(b.intToPtr(word)), w)
    lv.onEnd.append { igf in access.end(igf) }
    return lv
  }
}
