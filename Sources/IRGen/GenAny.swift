import AST

// `Any` and `AnyObject`.
//
// An `AnyObject` is a class instance: the reference itself.
//
// An `Any` has a protocol existential's layout, `{ i8* object, i8* describe }`. The object
// is a class instance, or a heap box `{ %swift.refcounted, %T }` holding a value of any
// other type `T`; the box's metadata names `T` (a struct's or enum's own box metadata, as
// its protocol existentials use; for the other types one per type, named as swiftc names
// the type's metadata, `$sSaySiGN` for `[Int]`'s, its destroy function `$sSaySiGWOh`,
// merged across modules), so a checked cast compares metadata (GenCast.swift).
// The second word is `T`'s describe function, `(i8* object, i1 debug) -> String`: what
// `print` (or, with `debug`, a collection) shows for the boxed value.

extension IRGenModule {
  /// Does a `T` inside an `Any` live in a box (not a class instance)?
  func isBoxedInAny(_ t: SwiftType) -> Bool {
    !t.isClassReference
  }

  /// The metadata of the box holding a `t` inside an `Any`.
  func anyBoxMetadata(_ t: SwiftType) -> IRValue {
    if case .nominal(let n) = t, n is StructDecl || n is EnumDecl { return boxMetadata(n) }
    let mangled = mangler.typeName(t)
    if boxedTypes.updateValue(t, forKey: mangled) == nil { boxedTypeOrder.append(mangled) }
    return varBoxMetadata(
      t, named: "$s" + mangled + "N", destroyName: "$s" + mangled + "WOh",
      typeName: runtimeTypeName(t, qualified: true), linkage: .linkOnceODR)
  }

  /// The describe function of values of `t` inside an `Any` (or an existential): private
  /// to each module that boxes one, so a program defines no symbol swiftc does not.
  func anyDescribeFunction(_ t: SwiftType) -> IRValue {
    // (The built-in types' are the runtime's, any_box.c.)
    switch t {
    case .int: return ir.runtime(.anyDescribeInt)
    case .double: return ir.runtime(.anyDescribeDouble)
    case .bool: return ir.runtime(.anyDescribeBool)
    case .string, .character, .substring: return ir.runtime(.anyDescribeString)
    default: break
    }
    let name = "ms.any.describe." + mangler.typeName(t)
    if let fn = describeFunctions[name] { return fn }
    let fn = ir.declareFunction(name, ir.function([ir.ptr, ir.i1], ir.ptr))
    describeFunctions[name] = fn
    ir.setLinkage(fn, .private)
    pendingBodies.append { [self] in
      let igf = IRGenFunction(igm: self, fn: fn)
      let b = igf.b
      let object = fn.param(0)
      let value = isBoxedInAny(t) ? b.load(irType(t), b.fieldAddress(varBoxType(t), object, 1)) : object
      let mv = ManagedValue(value: value, type: t, isOwned: false)
      let debug = igf.newBlock("debug")
      let plain = igf.newBlock("plain")
      b.condBr(fn.param(1), debug, plain)
      b.position(at: debug)
      b.ret(igf.emitDebugDescription(mv))
      b.position(at: plain)
      b.ret(igf.emitDescription(mv))
    }
    return fn
  }
}

extension IRGenFunction {
  /// A value (`sub`, consumed) as an `Any`: a class instance is the object, a protocol
  /// value's object is kept, any other value is moved into a new box.
  func emitAnyErasure(_ sub: ManagedValue) -> ManagedValue {
    let t = sub.type
    if case .existential(let p) = t {
      // A protocol value's object (its class instance, or the box an `Any` would keep the
      // value in) moves into the `Any`, with the describe function its witness table
      // ends with: a cast of the `Any` finds the value's own type.
      let ex = emitOwned(sub)
      let describe = emitDescribeWitness(ex, describeEntry: igm.witnessTableLayout(p).entries.count)
      return ManagedValue(value: b.makeStruct(igm.existentialType, [b.extract(ex, 0), describe]), type: .any, isOwned: true)
    }
    let object: IRValue
    if igm.isBoxedInAny(t) {
      object = b.call(ir.runtime(.allocObject), [igm.anyBoxMetadata(t), ir.int(ir.size(of: igm.varBoxType(t)))])
      b.store(emitOwned(sub), b.fieldAddress(igm.varBoxType(t), object, 1))
    } else {
      object = emitOwned(sub)
    }
    let any = b.makeStruct(igm.existentialType, [object, ir.constPointerCast(igm.anyDescribeFunction(t))])
    return ManagedValue(value: any, type: .any, isOwned: true)
  }

  /// What `print` shows for an `Any` (`debug`: inside a collection), as an owned string.
  func emitAnyDescription(_ any: IRValue, debug: Bool) -> IRValue {
    let describe = b.extract(any, 1)
    return b.call(ir.function([ir.ptr, ir.i1], ir.ptr), describe, [b.extract(any, 0), ir.bool(debug)])
  }
}
