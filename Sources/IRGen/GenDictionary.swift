import AST

// Dictionaries and sets: a `[K: V]` or `Set<K>` value is one `MSDictionary *`, a hash
// table in the runtime (Sources/Runtime/dictionary.c), copy-on-write like an array.
//
// The runtime is type-erased: each table points at a constant `MSHashWitness` made here
// once per type (`hashWitness`), holding the key and value sizes, the key type's hash and
// `==` (small functions made here, on the builtin comparisons), and the element
// retain/release callbacks arrays use. Keys and values cross the runtime boundary by
// address: a temporary holds the value, the runtime copies (and retains) what it keeps.
//
// A Set is a table whose values are empty (`valueSize` 0): the lowering below passes
// `.void` as its value type.

/// The key (or element) and value types of a dictionary or set type (`.void` values for a set).
func hashedCollectionTypes(_ t: SwiftType?) -> (key: SwiftType, value: SwiftType)? {
  switch t {
  case .dictionary(let k, let v)?: (k, v)
  case .set(let e)?: (e, .void)
  default: nil
  }
}

extension IRGenModule {
  /// `MSDictionary`'s header up to `count`: `{ %swift.refcounted, i64 count }`.
  var dictionaryHeaderType: IRType { ir.literalStruct([refCountedType, ir.i64]) }

  /// The `MSHashWitness` constant of the table type with these key and value types.
  func hashWitness(key: SwiftType, value: SwiftType) -> IRValue {
    let name = "ms.hash.witness.\(key).\(value)"
    if let g = ir.global(named: name) { return ir.constPointerCast(g) }
    let (retainKey, releaseKey) = arrayElementCallbacks(key)
    let (retainValue, releaseValue) = isVoidLike(value) ? (ir.null(), ir.null()) : arrayElementCallbacks(value)
    let fields = [
      ir.int(ir.size(of: irType(key))), ir.int(isVoidLike(value) ? 0 : ir.size(of: irType(value))),
      ir.constPointerCast(hashCallback(key)), equalityCallback(key) ?? ir.null(),
      retainKey, releaseKey, retainValue, releaseValue,
    ]
    let g = ir.defineGlobal(name, initializer: ir.constStruct(fields), linkage: .private, constant: true)
    return ir.constPointerCast(g)
  }

  /// A helper function made while another may be under construction (the builder's
  /// position is saved and restored), private to the module.
  private func helperFunction(_ name: String, _ type: IRType, zeroExtendedResult: Bool = false,
                              body: (IRGenFunction) -> Void) -> IRValue {
    if let f = ir.function(named: name) { return f }
    let f = ir.declareFunction(name, type)
    ir.setLinkage(f, .private)
    if zeroExtendedResult { ir.addAttribute(f, "zeroext", at: 0) }
    let saved = IRBuilder(ir).insertBlock
    body(IRGenFunction(igm: self, fn: f))
    if let saved { IRBuilder(ir).position(at: saved) }
    return f
  }

  /// `uint64_t (const void *key)`: Hashable's hash of a key type (`emitHash`).
  private func hashCallback(_ t: SwiftType) -> IRValue {
    helperFunction("ms.hash.\(t)", ir.function([ir.ptr], ir.i64)) { igf in
      igf.b.ret(igf.emitHash(igf.b.load(irType(t), igf.fn.param(0)), t))
    }
  }

  /// `bool (const void *a, const void *b)`: `==` of two values of `t` in memory,
  /// by the builtin comparison; nil when `t` has none.
  func equalityCallback(_ t: SwiftType) -> IRValue? {
    let name = "ms.equal.\(t)"
    if let f = ir.function(named: name) { return ir.constPointerCast(f) }
    guard equalityBuiltin(t) != nil else { return nil }
    let f = helperFunction(name, ir.function([ir.ptr, ir.ptr], ir.i1), zeroExtendedResult: true) { igf in
      let l = ManagedValue(value: igf.b.load(irType(t), igf.fn.param(0)), type: t, isOwned: false)
      let r = ManagedValue(value: igf.b.load(irType(t), igf.fn.param(1)), type: t, isOwned: false)
      let builtin = equalityBuiltin(t) ?? .intEqual
      igf.b.ret(igf.emitBuiltinCall(builtin, operands: [l, r], resultType: .bool).value)
    }
    return ir.constPointerCast(f)
  }

  private func equalityBuiltin(_ t: SwiftType) -> Builtin? {
    switch t {
    case .int, .sizedInteger: .intEqual
    case .double: .doubleEqual
    case .string, .character, .substring: .stringEqual
    case .bool: .boolEqual
    // Its written or derived `==` (a class's or an enum's with associated values, written
    // with their `hash(into:)`); a struct that is not Equatable has none (a dictionary of
    // its values is never compared: Sema allows `==` on Equatable values only).
    case .nominal(let n) where n.equalsOperator != nil, .boundGeneric(let n, _) where n.equalsOperator != nil:
      .genericEqual
    case .nominal(is EnumDecl), .boundGeneric(is EnumDecl, _) where enumLayout(of: t)?.hasPayload == false: .enumEqual
    // Equatable where their elements (values) are: a generic comparison specialized for
    // them calls the library's `==` (stdlib/ArrayHashable.swift, ...); a range of Int's
    // is the library's too (stdlib/RangeOfIntEquatable.swift).
    case .array, .optional, .dictionary, .set, .range: .genericEqual
    default: nil
    }
  }
}

extension IRGenFunction {
  /// Hashable's hash of a (borrowed) value of a key type (Sema allows the integer types,
  /// Double, Bool, String, Character, enums without associated values, structs of those
  /// that declare Hashable, and types that write `hash(into:)`). A Character is a String
  /// holding it, hashed by its normalized form as a String is; a struct combines its
  /// stored properties' hashes in order, as its derived `hash(into:)` feeds them to a
  /// Hasher; a written `hash(into:)` is called through the library's `hashValue`. (This is
  /// also `Builtin.hash`, the library's default `hash(into:)`.)
  func emitHash(_ v: IRValue, _ t: SwiftType) -> IRValue {
    switch t {
    case .double: return b.call(ir.runtime(.hashDouble), [v])
    case .string, .character: return b.call(ir.runtime(.hashString), [v])
    case .bool: return b.call(ir.runtime(.hashInt), [b.zext(v, ir.i64)])
    case .sizedInteger:
      return b.call(ir.runtime(.hashInt), [IntegerOperation(t, ir).widened(b, v)])
    case _ where igm.module.writtenHashInto(of: t) != nil:
      // Its written `hash(into:)` (a program's, or the library's for an array, an
      // optional, a dictionary or a set), through the library's `hashValue` (a Hasher
      // fed by it).
      guard let getter = igm.module.standardLibraryHashValue?.getter, let p = getter.protocolExtension,
        let arguments = igm.protocolExtensionArguments(p, base: t)
      else { return ir.int(0) }
      let (fn, type) = igm.specializedFunction(getter, arguments)
      return emitCall(fn, type: type, args: [], selfArg: v, resultType: .int).value
    case .nominal(is EnumDecl), .boundGeneric(is EnumDecl, _):
      guard let layout = igm.enumLayout(of: t) else { return ir.int(0) }
      return b.call(ir.runtime(.hashInt), [emitEnumTag(v, layout)])
    case .nominal(let s as StructDecl):
      return igm.storedPropertyTypes(of: s, t).enumerated().reduce(ir.int(0)) { h, field in
        b.call(ir.runtime(.hashInt), [b.add(b.mul(h, ir.int(31)), emitHash(b.extract(v, field.offset), field.element))])
      }
    default: return b.call(ir.runtime(.hashInt), [v])
    }
  }

  /// A new empty table of type `t` (owned).
  func emitEmptyHashedCollection(_ t: SwiftType, capacity: Int = 0) -> IRValue {
    guard let (k, v) = hashedCollectionTypes(t) else { return ir.null() }
    return b.call(ir.runtime(.dictionaryAlloc), [igm.hashWitness(key: k, value: v), ir.int(Int64(capacity))])
  }

  /// The number of entries of a table value.
  func emitHashedCount(_ table: IRValue) -> IRValue {
    b.load(ir.i64, b.fieldAddress(igm.dictionaryHeaderType, table, 1))
  }

  /// A value evaluated into a temporary (for the runtime, which takes values by address);
  /// the use ends with `emitEndUse` of the returned value.
  private func emitToMemory(_ e: Expr, _ t: SwiftType) -> (address: IRValue, value: ManagedValue) {
    let v = emitRValue(e, expected: t)
    let slot = makeAlloca(igm.irType(t), "hashed.arg")
    b.store(v.value, slot)
    return (slot, v)
  }

  /// `["a": 1, "b": 2]`: inserts each pair, trapping on a duplicate key as Swift does.
  func emitDictionaryLiteral(_ d: DictionaryExpr) -> ManagedValue {
    let type = lowered(d.type) ?? .error
    guard case .dictionary(let k, let v) = type else { return trivial(ir.null(), type) }
    let slot = makeAlloca(ir.ptr, "dictionary")
    b.store(emitEmptyHashedCollection(type, capacity: d.pairs.count), slot)
    for pair in d.pairs {
      let key = emitToMemory(pair.key, k)
      let value = emitToMemory(pair.value, v)
      b.call(ir.runtime(.dictionaryLiteralInsert), [slot, key.address, value.address])
      emitEndUse(value.value)
      emitEndUse(key.value)
    }
    return ManagedValue(value: b.load(ir.ptr, slot), type: type, isOwned: true)
  }

  /// `[1, 2, 2]` as a `Set<Int>`: each element inserted (duplicates are allowed).
  func emitSetLiteral(_ a: ArrayExpr) -> ManagedValue {
    let type = lowered(a.type) ?? .error
    guard case .set(let e) = type else { return trivial(ir.null(), type) }
    let slot = makeAlloca(ir.ptr, "set")
    b.store(emitEmptyHashedCollection(type, capacity: a.elements.count), slot)
    for x in a.elements {
      let element = emitToMemory(x, e)
      b.call(ir.runtime(.setInsert), [slot, element.address, ir.null()])
      emitEndUse(element.value)
    }
    return ManagedValue(value: b.load(ir.ptr, slot), type: type, isOwned: true)
  }

  // MARK: Members

  /// `count`, `isEmpty`, `keys`, `values`, `==`, `!=` (operands evaluated, borrowed).
  func emitHashedCollectionBuiltin(_ builtin: Builtin, operands: [ManagedValue], resultType: SwiftType) -> ManagedValue {
    guard let table = operands.first?.value else { return trivial(ir.undef(igm.irType(resultType)), resultType) }
    switch builtin {
    case .setFromArray:
      guard let (k, v) = hashedCollectionTypes(resultType) else { return trivial(ir.null(), resultType) }
      let set = b.call(ir.runtime(.setFromArray), [igm.hashWitness(key: k, value: v), table])
      return ManagedValue(value: set, type: resultType, isOwned: true)
    case .dictionaryCount:
      return trivial(emitHashedCount(table), .int)
    case .dictionaryIsEmpty:
      return trivial(b.icmp(.eq, emitHashedCount(table), ir.int(0)), .bool)
    case .dictionaryKeys, .dictionaryValues:
      let f: RuntimeFunction = builtin == .dictionaryKeys ? .dictionaryKeys : .dictionaryValues
      return ManagedValue(value: b.call(ir.runtime(f), [table]), type: resultType, isOwned: true)
    case .hashedNextSlot where operands.count == 2:
      return trivial(b.call(ir.runtime(.dictionaryNext), [table, operands[1].value]), .int)
    case .setElementAt where operands.count == 2, .dictionaryEntryAt where operands.count == 2:
      if let (k, v) = hashedCollectionTypes(operands[0].type) {
        return emitHashedEntry(table, slot: operands[1].value, key: k, value: v, resultType: resultType)
      }
      return trivial(ir.undef(igm.irType(resultType)), resultType)
    default:
      // Methods: `emitHashedCollectionMethod`.
      return trivial(ir.undef(igm.irType(resultType)), resultType)
    }
  }

  /// A copy of the member (a set's) or the `(key:value:)` pair (a dictionary's) in
  /// occupied slot `slot` of `table`: what the library's iterators return.
  private func emitHashedEntry(_ table: IRValue, slot: IRValue, key k: SwiftType, value v: SwiftType,
                               resultType: SwiftType) -> ManagedValue {
    let key = b.load(igm.irType(k), b.call(ir.runtime(.dictionaryKeyAt), [table, slot]))
    emitRetain(key, k)
    if igm.isVoidLike(v) { return ManagedValue(value: key, type: k, isOwned: !igm.isTrivial(k)) }
    let value = b.load(igm.irType(v), b.call(ir.runtime(.dictionaryValueAt), [table, slot]))
    emitRetain(value, v)
    let pair = b.makeStruct(igm.irType(resultType), [key, value])
    return ManagedValue(value: pair, type: resultType, isOwned: !igm.isTrivial(resultType))
  }

  /// A method call on a dictionary or set (`updateValue`, `insert`, `union`, ...).
  func emitHashedCollectionMethod(_ builtin: Builtin, base: Expr, args: [Expr], resultType: SwiftType) -> ManagedValue {
    guard let (k, v) = hashedCollectionTypes(lowered(base.type)) else {
      return trivial(ir.undef(igm.irType(resultType)), resultType)
    }
    switch builtin {
    case .dictionaryUpdateValue, .dictionaryRemoveValue, .dictionaryRemoveAll, .setInsert, .setRemove,
      .dictionaryValueAddress, .dictionaryInsertAddress:
      return emitHashedMutation(builtin, base: base, args: args, key: k, value: v, resultType: resultType)
    default:
      break
    }
    let table = emitRValue(base)
    defer { emitEndUse(table) }
    switch builtin {
    case .dictionaryLookup:
      // `ms_dictionary_get` copies the value out (retained) when the key is there.
      let key = emitToMemory(args[0], k)
      let out = makeAlloca(igm.irType(v), "lookup")
      let found = b.call(ir.runtime(.dictionaryGet), [table.value, key.address, out])
      emitEndUse(key.value)
      let some = emitOptionalWrap(b.load(igm.irType(v), out), wrapped: v)
      let type = SwiftType.optional(v)
      return ManagedValue(value: b.select(found, some, emitOptionalNone(wrapped: v)), type: type,
                          isOwned: !igm.isTrivial(type))
    case .setContains:
      let element = emitToMemory(args[0], k)
      let r = b.call(ir.runtime(.dictionaryContains), [table.value, element.address])
      emitEndUse(element.value)
      return trivial(r, .bool)
    default:
      return emitHashedCollectionBuiltin(builtin, operands: [table], resultType: resultType)
    }
  }

  /// The mutating methods: the arguments first (as swiftc evaluates them before the
  /// access to `self`), then the runtime works on the table variable in place.
  private func emitHashedMutation(_ builtin: Builtin, base: Expr, args: [Expr], key k: SwiftType, value v: SwiftType,
                                  resultType: SwiftType) -> ManagedValue {
    var temporaries: [ManagedValue] = []
    var addresses: [IRValue] = []
    // (`removeAll(keepingCapacity:)`'s flag only tunes the capacity: evaluated, not used.)
    let argTypes: [SwiftType] =
      builtin == .dictionaryUpdateValue || builtin == .dictionaryInsertAddress
      ? [v, k] : builtin == .dictionaryRemoveAll ? [.bool] : [k]
    for (arg, t) in zip(args, argTypes) {
      let m = emitToMemory(arg, t)
      addresses.append(m.address)
      temporaries.append(m.value)
    }
    let lv = emitLValue(base)
    let access = lv.beginAccess(self)
    let result: ManagedValue
    switch builtin {
    case .dictionaryUpdateValue, .dictionaryRemoveValue, .setRemove:
      let outType = builtin == .setRemove ? k : v
      let out = makeAlloca(igm.irType(outType), "old")
      let found = builtin == .dictionaryUpdateValue
        ? b.call(ir.runtime(.dictionarySet), [access.address, addresses[1], addresses[0], out])
        : b.call(ir.runtime(.dictionaryRemove), [access.address, addresses[0], out])
      let some = emitOptionalWrap(b.load(igm.irType(outType), out), wrapped: outType)
      result = ManagedValue(value: b.select(found, some, emitOptionalNone(wrapped: outType)), type: .optional(outType),
                            isOwned: !igm.isTrivial(.optional(outType)))
    case .dictionaryValueAddress:
      // (0 when the key is absent.)
      result = trivial(b.ptrToInt(b.call(ir.runtime(.dictionaryValueAddress), [access.address, addresses[0]])), .int)
    case .dictionaryInsertAddress:
      let address = b.call(ir.runtime(.dictionaryInsertAddress), [access.address, addresses[1], addresses[0]])
      result = trivial(b.ptrToInt(address), .int)
    case .setInsert:
      let out = makeAlloca(igm.irType(k), "member")
      let inserted = b.call(ir.runtime(.setInsert), [access.address, addresses[0], out])
      let tuple = b.makeStruct(igm.irType(resultType), [inserted, b.load(igm.irType(k), out)])
      result = ManagedValue(value: tuple, type: resultType, isOwned: !igm.isTrivial(resultType))
    default:
      b.call(ir.runtime(.dictionaryRemoveAll), [access.address])
      result = trivial(ir.undef(ir.literalStruct([])), .void)
    }
    access.end(self)
    temporaries.reversed().forEach(emitEndUse)
    return result
  }

  // MARK: Loops and printing

  /// Calls `body` with each entry's key and value (borrowed, valid for the call) of the
  /// table `table`, in iteration order; `body` may branch to `next` (the continuation)
  /// and must end its block by branching there.
  func emitHashedIteration(_ table: IRValue, key k: SwiftType, value v: SwiftType,
                                   body: (_ key: ManagedValue, _ value: ManagedValue, _ next: IRBlock, _ end: IRBlock) -> Void) {
    emitHashedSlotLoop(table, "hashed") { i, next, end in
      let key = b.load(igm.irType(k), b.call(ir.runtime(.dictionaryKeyAt), [table, i]))
      let value = igm.isVoidLike(v)
        ? ir.undef(igm.irType(v)) : b.load(igm.irType(v), b.call(ir.runtime(.dictionaryValueAt), [table, i]))
      body(ManagedValue(value: key, type: k, isOwned: false), ManagedValue(value: value, type: v, isOwned: false), next, end)
    }
  }

  /// A loop over the occupied slots of the table `table`, in iteration order: `body` is
  /// emitted with the slot's index in the block `NAME.body` and must end its block by
  /// branching to `next` (on to the next slot) or `end` (out of the loop, where emission
  /// continues).
  private func emitHashedSlotLoop(_ table: IRValue, _ name: String,
                                  body: (_ i: IRValue, _ next: IRBlock, _ end: IRBlock) -> Void) {
    emitCounterLoop(
      name, counter: "slot", start: b.call(ir.runtime(.dictionaryNext), [table, ir.int(0)]),
      while: { b.icmp(.sge, $0, ir.int(0)) },
      advance: { b.call(ir.runtime(.dictionaryNext), [table, b.add($0, ir.int(1))]) }, body: body)
  }

  /// `["a": 1]` / `[1, 2]` as `print` shows a dictionary / set: keys and values by their
  /// debug descriptions, `[:]` when empty.
  func emitHashedDescription(_ mv: ManagedValue) -> IRValue {
    guard let (k, v) = hashedCollectionTypes(mv.type) else { return igm.stringLiteral(mv.type.description) }
    let isSet = igm.isVoidLike(v)
    let slot = makeAlloca(ir.ptr, "hashed.desc")
    b.store(b.call(ir.runtime(.stringFromUTF8), [igm.cString("["), ir.int(1)]), slot)
    let first = makeAlloca(ir.i1, "first")
    b.store(ir.bool(true), first)
    emitHashedIteration(mv.value, key: k, value: v) { key, value, next, _ in
      let sep = newBlock("desc.sep")
      let append = newBlock("desc.append")
      b.condBr(b.load(ir.i1, first), append, sep)
      b.position(at: sep)
      b.call(ir.runtime(.stringAppend), [slot, igm.stringLiteral(", ")])
      b.br(append)
      b.position(at: append)
      b.store(ir.bool(false), first)
      let parts: [ManagedValue] = isSet ? [key] : [key, value]
      for i in parts.indices {
        let part = parts[i]
        if i > 0 { b.call(ir.runtime(.stringAppend), [slot, igm.stringLiteral(": ")]) }
        let text = emitDebugDescription(part)
        b.call(ir.runtime(.stringAppend), [slot, text])
        emitReleaseCall(text)
      }
      b.br(next)
    }
    if !isSet {
      // An empty dictionary shows as `[:]`.
      let empty = newBlock("desc.empty")
      let done = newBlock("desc.done")
      b.condBr(b.icmp(.eq, emitHashedCount(mv.value), ir.int(0)), empty, done)
      b.position(at: empty)
      b.call(ir.runtime(.stringAppend), [slot, igm.stringLiteral(":")])
      b.br(done)
      b.position(at: done)
    }
    b.call(ir.runtime(.stringAppend), [slot, igm.stringLiteral("]")])
    return b.load(ir.ptr, slot)
  }
}
