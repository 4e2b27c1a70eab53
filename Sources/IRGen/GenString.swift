import AST

extension IRGenModule {
  /// `ptr (T)`: the description of a struct or enum value (owned), `qualified` as inside
  /// a collection (`main.Point(x: 1)`). Made once per type as a private function, so that
  /// a recursive type (an indirect enum) describes its payloads through calls.
  /// A generic struct's is made per argument list (`t`, its bound type).
  func nominalDescriptionFunction(_ d: NominalTypeDecl, qualified: Bool, type: SwiftType? = nil) -> IRValue {
    let t = type ?? SwiftType.nominal(d)
    let name = "ms.description.\(runtimeTypeName(t, qualified: true))\(qualified ? ".qualified" : "")"
    if let f = ir.function(named: name) { return f }
    let f = ir.declareFunction(name, ir.function([irType(t)], ir.ptr))
    ir.setLinkage(f, .private)
    let saved = IRBuilder(ir).insertBlock
    let igf = IRGenFunction(igm: self, fn: f)
    let value = ManagedValue(value: f.param(0), type: t, isOwned: false)
    if let l = enumLayout(of: t) {
      igf.b.ret(igf.emitEnumDescription(value, l, qualified: qualified))
    } else if let s = d as? StructDecl {
      igf.b.ret(igf.emitStructDescription(value, s, qualified: qualified))
    }
    if let saved { IRBuilder(ir).position(at: saved) }
    return f
  }

  /// A string literal: an immortal constant `MSString` (refCount -1, so retain and
  /// release leave it alone), as `i8*`. Equal literals share one global.
  func stringLiteral(_ s: String) -> IRValue {
    let bytes = Array(s.utf8)
    if let g = stringLiterals[bytes] { return g }
    let metadata = ir.declareGlobal("ms_string_metadata", ir.i8)
    let header = ir.constStruct([ir.constPointerCast(metadata), ir.int(-1)], type: refCountedType)
    let count = ir.int(Int64(bytes.count))
    let value = ir.constStruct([header, count, count, ir.constCString(bytes + [0])])
    let g = ir.defineGlobal(
      ".str.\(stringLiterals.count)", initializer: value, linkage: .private, constant: true, unnamedAddr: true)
    let p = ir.constPointerCast(g)
    stringLiterals[bytes] = p
    return p
  }
}

extension IRGenFunction {
  /// `"a \(x) b"`: each segment becomes a string (Int, Double and Bool through the
  /// runtime's conversions) and is appended to an accumulator, in order.
  func emitInterpolation(_ lit: InterpolatedStringLiteralExpr) -> ManagedValue {
    let acc = makeAlloca(ir.ptr, "interpolation")
    b.store(b.call(ir.runtime(.stringEmpty), []), acc)
    let depth = cleanupDepth
    if lit.segments.contains(where: { if case .interpolation(let e) = $0 { mayThrow(e) } else { false } }) {
      guardTemporary(at: acc, .string)
    }
    defer { dropTemporaryCleanups(to: depth) }
    for segment in lit.segments {
      switch segment {
      case .literal(let text):
        if text.isEmpty { continue }
        b.call(ir.runtime(.stringAppend), [acc, igm.stringLiteral(text)])
      case .interpolation(let e):
        let mv = emitRValue(e)
        switch mv.type {
        case .string, .character, .substring:
          b.call(ir.runtime(.stringAppend), [acc, mv.value])
          emitEndUse(mv)
        case .int:
          b.call(ir.runtime(.stringAppendInt), [acc, mv.value])
        case .double:
          b.call(ir.runtime(.stringAppendDouble), [acc, mv.value])
        case .bool:
          b.call(ir.runtime(.stringAppendBool), [acc, mv.value])
        default:
          let s = emitDescription(mv)
          emitEndUse(mv)
          b.call(ir.runtime(.stringAppend), [acc, s])
          emitReleaseCall(s)
        }
      }
    }
    return ManagedValue(value: b.load(ir.ptr, acc), type: .string, isOwned: true)
  }

  /// The text `print` and interpolation show for a value, as an owned string.
  func emitDescription(_ mv: ManagedValue) -> IRValue {
    if let text = emitCustomDescription(mv) { return text }
    switch mv.type {
    case .int: return b.call(ir.runtime(.stringFromInt), [mv.value])
    case .sizedInteger: return emitIntegerDescription(mv.value, IntegerOperation(mv.type, ir))
    case .double: return b.call(ir.runtime(.stringFromDouble), [mv.value])
    case .bool: return b.call(ir.runtime(.stringFromBool), [mv.value])
    case .string, .character, .substring:
      emitRetainCall(mv.value)
      return mv.value
    case .optional(let w):
      return emitOptionalDescription(mv, wrapped: w)
    case .array(let e):
      return emitArrayDescription(mv, element: e)
    case .range(.halfOpen, _), .range(.closed, _):
      return emitRangeDescription(mv, debug: false)
    case .tuple(let ts, _) where !ts.isEmpty:
      return emitTupleDescription(mv, ts)
    case .nominal(let e as EnumDecl):
      return b.call(igm.nominalDescriptionFunction(e, qualified: false), [mv.value])
    case .any:
      return emitAnyDescription(mv.value, debug: false)
    case .function:
      // A closure shows no more than that it is one (inside an `Any`).
      return igm.stringLiteral("(Function)")
    case .nominal(is ClassDecl), .boundGeneric(is ClassDecl, _), .anyObject:
      // `Module.Class` of the dynamic type: the name in the object's metadata.
      let metadata = b.load(ir.ptr, mv.value)
      let namePtr = b.load(ir.ptr, b.fieldAddress(igm.types.metadataHeader, metadata, 1))
      return emitStringFromCString(namePtr)
    case .nominal(let s as StructDecl):
      return b.call(igm.nominalDescriptionFunction(s, qualified: false), [mv.value])
    case .dictionary, .set:
      return emitHashedDescription(mv)
    case .existential(let p):
      return emitExistentialDescription(mv.value, p, debug: false)
    case .metatype(let t):
      return emitMetatypeDescription(mv, instance: t)
    case .boundGeneric(let d, _) where d is StructDecl || d is EnumDecl:
      return b.call(igm.nominalDescriptionFunction(d, qualified: false, type: mv.type), [mv.value])
    default:
      // Immortal: releasing it is a no-op.
      return igm.stringLiteral(mv.type.description)
    }
  }

  /// The `description` of a value whose type (or a superclass) conforms to the standard
  /// library's `CustomStringConvertible`, owned; nil for other values. Swift shows it
  /// wherever the value is printed: alone, interpolated, inside an optional, a
  /// collection or an `Any`.
  /// `debug`: shown inside a collection or an optional, where Swift prefers the value's
  /// `debugDescription` (`CustomDebugStringConvertible`); each falls back on the other.
  func emitCustomDescription(_ mv: ManagedValue, debug: Bool = false) -> IRValue? {
    guard let n = mv.type.nominalDecl, !(n is ProtocolDecl) else { return nil }
    let plain = n.customStringConvertibleConformance, detailed = n.customDebugStringConvertibleConformance
    guard let conformance = debug ? detailed ?? plain : plain ?? detailed,
          let (requirement, witness) = conformance.witnesses.first, let v = witness as? VarDecl,
          requirement.name == "description" || requirement.name == "debugDescription" else { return nil }
    let r: ManagedValue
    if n is ClassDecl {
      r = emitClassPropertyGet(object: mv.value, property: v, type: .string, superDispatch: false, objectType: mv.type)
    } else if v.kind == .computed, let getter = v.getter {
      r = emitCallee(.body(getter), args: [], selfArg: mv.value, selfType: mv.type)
    } else if let i = igm.storedProperties(of: n).firstIndex(where: { $0 === v }) {
      r = ManagedValue(value: b.extract(mv.value, i), type: .string, isOwned: false)
    } else {
      return nil
    }
    return emitOwned(r)
  }

  /// `Point(x: 1, y: 2)`: as Swift's reflection shows a struct (fields' debug
  /// descriptions).
  /// Nested inside another value (`debugDescription`) the type name is qualified:
  /// `main.Point(x: 1, y: 2)`.
  func emitStructDescription(_ mv: ManagedValue, _ s: StructDecl, qualified: Bool = false) -> IRValue {
    let slot = makeAlloca(ir.ptr, "struct.desc")
    b.store(b.call(ir.runtime(.stringEmpty), []), slot)
    let name = igm.runtimeTypeName(mv.type, qualified: qualified)
    b.call(ir.runtime(.stringAppend), [slot, igm.stringLiteral(name + "(")])
    let types = igm.storedPropertyTypes(of: s, mv.type)
    for (i, v) in igm.storedProperties(of: s).enumerated() {
      b.call(ir.runtime(.stringAppend), [slot, igm.stringLiteral((i > 0 ? ", " : "") + v.name + ": ")])
      let field = ManagedValue(value: b.extract(mv.value, i), type: types[i], isOwned: false)
      let text = emitDebugDescription(field)
      b.call(ir.runtime(.stringAppend), [slot, text])
      emitReleaseCall(text)
    }
    b.call(ir.runtime(.stringAppend), [slot, igm.stringLiteral(")")])
    return b.load(ir.ptr, slot)
  }

  func emitStringFromCString(_ p: IRValue) -> IRValue {
    let strlen = ir.declareFunction("strlen", ir.function([ir.ptr], ir.i64))
    let n = b.call(strlen, [p])
    return b.call(ir.runtime(.stringFromUTF8), [p, n])
  }
}
