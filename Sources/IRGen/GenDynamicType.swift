import AST

// `type(of: x)` and how `print` shows its value. A class instance's dynamic type is its
// own class: its metadata, whose name field says which (`main.Movie`). A protocol value
// (`any Shape`, or an `Any`) holds a class instance or a box of a struct or enum, whose header is the
// box's metadata (GenProto.swift), named too: its dynamic type is that metadata. Every
// other type in the subset is known statically, so its metatype value has no content
// and its name is a constant.

extension SwiftType {
  /// Whether this type's metatype value is metadata read at run time: a class's, the
  /// dynamic type of a protocol value, or any type's as an `Any.Type` (AnyMetatypes.swift).
  var hasMetadataAsMetatype: Bool {
    switch self {
    case .existential, .any: return true
    default: return isClassReference
    }
  }
}

extension IRGenFunction {
  func emitDynamicType(_ d: DynamicTypeExpr, type: SwiftType) -> ManagedValue {
    let base = emitRValue(d.base)
    defer { emitEndUse(base) }
    guard case .metatype(let t) = type, t.hasMetadataAsMetatype else { return trivial(ir.undef(igm.irType(type)), type) }
    // The metadata is static: it outlives the object (or the box).
    switch t {
    case .existential, .any:
      // (An `Any`'s object is a class instance or a box too, GenAny.swift.)
      return trivial(b.load(ir.ptr, b.extract(base.value, 0)), type)
    default: break
    }
    return trivial(b.load(ir.ptr, base.value), type)
  }

  /// The type's name as `print` shows a metatype (`Movie`, `Array<Int>`, `(Int) -> Int`).
  func emitMetatypeDescription(_ mv: ManagedValue, instance t: SwiftType) -> IRValue {
    guard t.hasMetadataAsMetatype else { return igm.stringLiteral(igm.runtimeTypeName(t)) }
    // `Module.Outer.Class<Swift.Int>` in the metadata; print shows each name after its
    // last dot (`Class<Int>`).
    return b.call(ir.runtime(.metadataTypeName), [mv.value])
  }
}

extension IRGenModule {
  /// How the Swift runtime names a type (`_typeName(_:qualified:)`, what `type(of:)` and
  /// `String(describing: T.self)` print): generic types in their long form
  /// (`Optional<Int>`, `Stack<Array<Int>>`), functions with `->`; `qualified` by module
  /// (`main.Stack<Swift.Int>`) as reflection shows a value inside a collection.
  func runtimeTypeName(_ t: SwiftType, qualified: Bool = false) -> String {
    let swift = qualified ? "Swift." : ""
    func name(_ t: SwiftType) -> String { runtimeTypeName(t, qualified: qualified) }
    func generic(_ base: String, _ args: [SwiftType]) -> String {
      base + "<" + args.map(name).joined(separator: ", ") + ">"
    }
    switch t {
    case .int, .double, .bool, .string, .character, .substring, .sizedInteger: return swift + t.description
    case .void, .genericParameter, .error, .dependentMember: return t.description
    case .stringIndex: return qualified ? "Swift.String.Index" : "Index"
    case .nominal(let d): return qualified ? qualifiedName(d) : d.name
    case .boundGeneric(let d, let args) where d.outerGenericParameterCount > 0:
      // `Iterator`; qualified, its outer type's with the arguments it binds
      // (`main.Stack<Swift.Int>.Iterator`).
      let own = Array(args.dropFirst(d.outerGenericParameterCount))
      let outer = SwiftType.boundGeneric(d.enclosingNominal ?? d, Array(args.prefix(d.outerGenericParameterCount)))
      let base = qualified ? name(outer) + "." + d.name : d.name
      return own.isEmpty ? base : generic(base, own)
    case .boundGeneric(let d, let args): return generic(qualified ? qualifiedName(d) : d.name, args)
    case .existential(let p): return "any " + (qualified ? qualifiedName(p) : p.name)
    case .optional(let w): return generic(swift + "Optional", [w])
    case .array(let e): return generic(swift + "Array", [e])
    case .dictionary(let k, let v): return generic(swift + "Dictionary", [k, v])
    case .set(let e): return generic(swift + "Set", [e])
    case .range(let kind, let bound): return generic(swift + kind.typeName, [bound])
    case .tuple(let ts, let labels):
      let elements = ts.indices.map { i in
        (i < labels.count ? labels[i].map { $0 + ": " } ?? "" : "") + name(ts[i])
      }
      return "(" + elements.joined(separator: ", ") + ")"
    case .function(let f):
      let params = f.parameters.map { ($0.isInOut ? "inout " : "") + name($0.type) }
      return "(" + params.joined(separator: ", ") + ")" + (f.isThrowing ? " throws" : "") + " -> " + name(f.result)
    case .metatype(let i): return name(i) + ".Type"
    case .any: return "Any"
    case .anyObject: return swift + "AnyObject"
    case .opaque: return name(t.revealingOpaqueTypes)
    }
  }
}
