import AST

// Metatype values written `Point.self` (MetatypeValues.swift in Sema). A class's is its
// metadata (what `type(of:)` reads from an instance); any other type's has no content:
// how it prints is a constant (GenDynamicType.swift).

extension IRGenFunction {
  /// The value of `T.self` for the metatype type `type` (as lowered: a generic
  /// parameter is the type its specialization binds).
  func emitMetatypeValue(_ type: SwiftType) -> ManagedValue {
    if case .metatype(let instance) = type, instance.isClassReference, instance.nominalDecl is ClassDecl {
      return trivial(igm.classMetadata(of: igm.classLayout(of: instance)), type)
    }
    if case .metatype(let instance) = type, instance.hasMetadataAsMetatype {
      // `Shape.self`, `Any.self`: metadata naming the protocol (GenAnyMetatype.swift).
      return trivial(igm.staticTypeMetadata(instance), type)
    }
    return trivial(ir.undef(igm.irType(type)), type)
  }
}

extension IRGenFunction {
  /// `a == b` on two metatype values: two classes' metadata compared by address; any
  /// other pair is known statically (equal lowered types). Nil when the operands are not
  /// metatypes (`===` on class references).
  func emitMetatypeIdentity(_ operands: [ManagedValue]) -> IRValue? {
    guard operands.count == 2, case .metatype(let l) = operands[0].type, case .metatype(let r) = operands[1].type
    else { return nil }
    if l.isClassReference && r.isClassReference {
      return b.icmp(.eq, b.ptrToInt(operands[0].value), b.ptrToInt(operands[1].value))
    }
    return ir.bool(l == r)
  }
}

extension IRGenFunction {
  /// A metatype inside a collection or an optional: its name qualified by module
  /// (`main.Dog`, `Swift.Int`), a class's as its metadata spells it.
  func emitMetatypeDebugDescription(_ mv: ManagedValue, instance t: SwiftType) -> IRValue {
    guard t.hasMetadataAsMetatype else { return igm.stringLiteral(igm.runtimeTypeName(t, qualified: true)) }
    let namePtr = b.load(ir.ptr, b.fieldAddress(igm.types.metadataHeader, mv.value, 1))
    return emitStringFromCString(namePtr)
  }
}

extension IRGenFunction {
  /// `t.name()` where `t` is a class's metatype value (`type(of: x).name()`): a `class
  /// func` (or the getter of a `class var`, `t.kind`; a `required` initializer's
  /// allocating entry point, `t.init()`) from the vtable of the metadata `t` is, which
  /// may be a subclass's. Nil for any other call. (`own`: a generic initializer's own
  /// generic arguments, for a final class's, GenericRequiredInitializers.swift.)
  func emitClassMethodCallThroughMetatype(_ f: AbstractFunctionDecl, base: Expr, args: [Expr], resultType: SwiftType,
                                          own: [SwiftType] = []) -> ManagedValue?
  {
    // (A `required` initializer's slot holds the class's allocating entry point.)
    let required = f as? ConstructorDecl
    let isClassMember = f.modifiers.isClass || (f as? AccessorDecl)?.storage?.modifiers.isClass == true
      || required?.modifiers.isRequired == true
    guard !(base is TypeExpr), isClassMember, case .metatype(let instance)? = lowered(base.type),
      instance.nominalDecl is ClassDecl
    else { return nil }
    guard let slot = igm.classLayout(of: instance).vtableSlot(of: f) else {
      // A final class's metatype value is that class's: its initializer, directly.
      guard let required else { return nil }
      return emitConstruction(required, instanceType: instance, args: args, own: own)
    }
    let metadata = emitRValue(base)
    let entry = b.elementAddress(ir.ptr, metadata.value, ir.int(Int64(ClassMetadata.vtableOffset + slot)))
    let callee = b.load(ir.ptr, entry)
    // (A generic class's: the vtable holds the specialization for the class's arguments.)
    let type = specializationArguments(f, base: base.type).map { igm.specializedFunction(f, $0).1 }
      ?? igm.functionType(required.map { .allocatingInit($0) } ?? .body(f))
    let evaluated = emitArguments(f.parameters.parameters, args)
    let r = emitCall(callee, type: type, args: evaluated.values, selfArg: nil,
                     resultType: igm.resultType(f), throwing: f.isThrowing)
    finish(evaluated)
    emitEndUse(metadata)
    return r
  }
}
