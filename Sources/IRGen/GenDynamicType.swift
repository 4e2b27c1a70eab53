import AST

// `type(of: x)` and how `print` shows its value. A class instance's dynamic type is its
// own class: its metadata, whose name field says which (`main.Movie`). Every other type
// in the subset is known statically, so its metatype value has no content and its name
// is a constant.

extension IRGenFunction {
  func emitDynamicType(_ d: DynamicTypeExpr, type: SwiftType) -> ManagedValue {
    let base = emitRValue(d.base)
    defer { emitEndUse(base) }
    guard case .metatype(let t) = type, t.isClass else { return trivial(ir.undef(igm.irType(type)), type) }
    // The metadata is static: it outlives the object.
    return trivial(b.load(ir.ptr, base.value), type)
  }

  /// The type's name as `print` shows a metatype (`Movie`, `Array<Int>`, `(Int) -> Int`).
  func emitMetatypeDescription(_ mv: ManagedValue, instance t: SwiftType) -> IRValue {
    guard t.isClass else { return igm.stringLiteral(igm.runtimeTypeName(t)) }
    // `Module.Class` in the metadata; print shows the name without its module.
    let qualified = b.load(ir.ptr, b.fieldAddress(igm.types.metadataHeader, mv.value, 1))
    let strchr = ir.declareFunction("strchr", ir.function([ir.ptr, ir.i32], ir.ptr))
    let dot = b.call(strchr, [qualified, ir.int(Int64(UInt8(ascii: ".")), ir.i32)])
    return emitStringFromCString(b.elementAddress(ir.i8, dot, ir.int(1)))
  }
}

extension IRGenModule {
  /// How the Swift runtime names a type (`_typeName(_:qualified: false)`): generic types
  /// in their long form (`Optional<Int>`, `Array<String>`), functions with `->`.
  func runtimeTypeName(_ t: SwiftType) -> String {
    switch t {
    case .int, .double, .bool, .string, .void, .nominal, .genericParameter, .error, .character, .substring,
      .sizedInteger:
      return t.description
    case .stringIndex: return "Index"
    case .existential(let p): return "any \(p.name)"
    case .optional(let w): return "Optional<\(runtimeTypeName(w))>"
    case .array(let e): return "Array<\(runtimeTypeName(e))>"
    case .tuple(let ts, let labels):
      let elements = ts.indices.map { i in
        (i < labels.count ? labels[i].map { $0 + ": " } ?? "" : "") + runtimeTypeName(ts[i])
      }
      return "(" + elements.joined(separator: ", ") + ")"
    case .function(let f):
      let params = f.parameters.map { ($0.isInOut ? "inout " : "") + runtimeTypeName($0.type) }
      return "(" + params.joined(separator: ", ") + ")" + (f.isThrowing ? " throws" : "") + " -> "
        + runtimeTypeName(f.result)
    case .metatype(let i): return runtimeTypeName(i) + ".Type"
    case .range(let kind, let bound): return "\(kind.typeName)<\(runtimeTypeName(bound))>"
    case .dictionary(let k, let v): return "Dictionary<\(runtimeTypeName(k)), \(runtimeTypeName(v))>"
    case .set(let e): return "Set<\(runtimeTypeName(e))>"
    }
  }
}
