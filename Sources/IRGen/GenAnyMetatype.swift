import AST

// `Any.Type`: a value that may be any type's metatype (`let t: Any.Type = Int.self`), so
// it is metadata, whose name field says which type (Sema's conversion is an
// `ErasureExpr`). A protocol's own metatype value (`Shape.self`) and `Any.self` are such
// headers too. A class's metatype value and a protocol value's dynamic type are
// metadata already; any other type's metatype value has no content (it is known
// statically), so its `Any.Type` is a constant metadata header made for the type: no
// superclass, the type's name qualified by module as the runtime spells it
// (`Swift.Array<Swift.Int>`), no destroy, no size. `print` shows it by that name.

extension IRGenFunction {
  /// The `Any.Type` of metatype value `mv`.
  func emitAnyMetatype(_ mv: ManagedValue) -> ManagedValue {
    guard case .metatype(let instance) = mv.type else { return trivial(ir.null(ir.ptr), .metatype(.any)) }
    if instance.hasMetadataAsMetatype { return ManagedValue(value: mv.value, type: .metatype(.any), isOwned: false) }
    return trivial(igm.staticTypeMetadata(instance), .metatype(.any))
  }
}

extension IRGenModule {
  /// The constant metadata header standing for statically known type `t` as an
  /// `Any.Type` (one per type and module).
  func staticTypeMetadata(_ t: SwiftType) -> IRValue {
    // (A protocol's own metatype, `Shape.self`, is named for the protocol: `main.Shape`.)
    var name = runtimeTypeName(t, qualified: true)
    if case .existential = t, name.hasPrefix("any ") { name.removeFirst(4) }
    let symbol = "miniswift.type." + name
    if let g = ir.global(named: symbol) { return ir.constPointerCast(g) }
    let header = ir.constStruct([ir.null(), cString(name), ir.null(), ir.int(0)], type: types.metadataHeader)
    return ir.constPointerCast(ir.defineGlobal(symbol, initializer: header, linkage: .private, constant: true))
  }
}
