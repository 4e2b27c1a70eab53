import AST

// Collection upcasts (`CollectionUpcastExpr`, swiftc's `collection_upcast_expr`): `[Square]`
// as `[any Shape]`, `[Int]` as `[Any]`, `[String: Square]` as `[String: any Shape]`.
//
// The result is a new collection, made with room for every element, holding each element
// (each dictionary value) converted by the expression Sema made over a stand-in element:
// the stand-in is bound to the element borrowed from the source, the conversion's result
// (owned) moves into the new collection. The source is left as it was (its use ends
// here), so copy-on-write and reference counts stay those of any other copy.
//
// A conversion that keeps the representation of a value — a class instance as its
// superclass or as an `AnyObject`, a class metatype as its superclass's — keeps the
// collection: `[Dog]` as `[Animal]` is the same array (the same references, the same
// element callbacks).

extension IRGenFunction {
  func emitCollectionUpcast(_ c: CollectionUpcastExpr, type: SwiftType) -> ManagedValue {
    let sub = emitRValue(c.subExpr)
    if keepsRepresentation(c.valueConversion, of: c.element) {
      return ManagedValue(value: sub.value, type: type, isOwned: sub.isOwned)
    }
    switch (sub.type, type) {
    case (.array(let from), .array(let to)):
      return emitArrayUpcast(sub, from: from, to: to, c, type: type)
    case (.dictionary(let key, let from), .dictionary(_, let to)):
      return emitDictionaryUpcast(sub, key: key, from: from, to: to, c, type: type)
    default:
      unexpectedNode(c, "a collection upcast of an array or a dictionary, made by Sema")
    }
  }

  /// Whether `conversion` (of the stand-in `element`) leaves the value's bits as they are.
  private func keepsRepresentation(_ conversion: Expr, of element: OpaqueValueExpr) -> Bool {
    switch conversion {
    case let d as DerivedToBaseExpr:
      return d.subExpr === element
    case let x as ErasureExpr where x.type == .anyObject || x.type == .optional(.anyObject):
      return x.subExpr === element
    default:
      return false
    }
  }

  /// Each element of `array` converted, into a new array of `to` elements.
  private func emitArrayUpcast(_ array: ManagedValue, from: SwiftType, to: SwiftType, _ c: CollectionUpcastExpr,
                               type: SwiftType) -> ManagedValue {
    let count = emitArrayCount(array.value)
    let fromType = igm.irType(from)
    let toType = igm.irType(to)
    let (retain, release) = igm.arrayElementCallbacks(to)
    let result = b.call(ir.runtime(.arrayAlloc), [ir.int(ir.size(of: toType)), count, retain, release])
    emitCounterLoop("upcast", counter: "i", start: ir.int(0), while: { b.icmp(.slt, $0, count) },
                    advance: { b.add($0, ir.int(1)) }) { i, next, _ in
      let element = b.load(fromType, arrayElementAddress(array.value, i, elementType: fromType))
      let converted = emitConverted(element, from, c)
      b.store(converted, arrayElementAddress(result, i, elementType: toType))
      b.br(next)
    }
    // (The elements are in place: the count says so.)
    b.store(count, b.fieldAddress(igm.arrayHeaderType, result, 1))
    emitEndUse(array)
    return ManagedValue(value: result, type: type, isOwned: true)
  }

  /// Each value of `dictionary` converted, under its key, into a new dictionary.
  private func emitDictionaryUpcast(_ dictionary: ManagedValue, key: SwiftType, from: SwiftType, to: SwiftType,
                                    _ c: CollectionUpcastExpr, type: SwiftType) -> ManagedValue {
    let slot = makeAlloca(ir.ptr, "upcast.dictionary")
    let witness = igm.hashWitness(key: key, value: to)
    b.store(b.call(ir.runtime(.dictionaryAlloc), [witness, emitHashedCount(dictionary.value)]), slot)
    let keyTemporary = makeAlloca(igm.irType(key), "upcast.key")
    let valueTemporary = makeAlloca(igm.irType(to), "upcast.value")
    emitHashedIteration(dictionary.value, key: key, value: from) { k, v, next, _ in
      let converted = emitConverted(v.value, from, c)
      b.store(k.value, keyTemporary)
      b.store(converted, valueTemporary)
      // (The table keeps copies of both: the converted value's use ends here.)
      b.call(ir.runtime(.dictionaryLiteralInsert), [slot, keyTemporary, valueTemporary])
      emitEndUse(ManagedValue(value: converted, type: to, isOwned: true))
      b.br(next)
    }
    emitEndUse(dictionary)
    return ManagedValue(value: b.load(ir.ptr, slot), type: type, isOwned: true)
  }

  /// `element` (borrowed, of type `from`) through the upcast's conversion: owned.
  private func emitConverted(_ element: IRValue, _ from: SwiftType, _ c: CollectionUpcastExpr) -> IRValue {
    locals[ObjectIdentifier(c.element)] = .value(element, from)
    defer { locals[ObjectIdentifier(c.element)] = nil }
    return emitOwned(emitRValue(c.valueConversion))
  }
}
