import AST

/// The layout of an enum (the `ext` tier). Cases are numbered in declaration order. An
/// enum without associated values is its case number (`i64`); otherwise it is
/// `%T4main5ShapeO = { i64 case, [N x i64] payload }`, where each case's associated
/// values are stored as a struct `{ T1, T2, ... }` at the start of the payload words
/// (N is enough for the largest). Copying or destroying such a value retains or
/// releases the references in the payload of its case (private outlined helpers).
///
/// An `indirect` case keeps its associated values in a heap box of its own,
/// `{ %swift.refcounted, { T1, T2, ... } }`, and only the box's pointer in the payload:
/// so the enum may contain itself, and copying the value retains the box.
final class EnumLayout {
  let decl: EnumDecl
  /// The enum type laid out: `.nominal(decl)`, or a generic enum with its arguments
  /// (`Tree<Int>`: each list of arguments is a layout of its own).
  let type: SwiftType
  /// The mangled name of `type` without `$s` (`4main4TreeOySiG`): the LLVM struct's
  /// (`%T4main4TreeOySiG`) and the outlined helpers' names.
  let mangledName: String
  let elements: [EnumElementDecl]
  /// Associated value types of each case (empty when it has none).
  let payloadTypes: [[SwiftType]]
  /// What the payload words hold for each case with associated values: `{ T1, T2, ... }`,
  /// or `{ i8* }` (the box) for an indirect case.
  let payloadStructs: [IRType?]
  /// Whether each case is boxed (`indirect`).
  let isIndirect: [Bool]
  let irType: IRType
  let hasPayload: Bool
  let isTrivial: Bool

  init(_ decl: EnumDecl, type: SwiftType, mangledName: String, igm: IRGenModule) {
    self.decl = decl
    self.type = type
    self.mangledName = mangledName
    var elements: [EnumElementDecl] = []
    for m in decl.members {
      if let c = m as? EnumCaseDecl { elements += c.elements }
    }
    for m in decl.members {
      if let e = m as? EnumElementDecl, !elements.contains(where: { $0 === e }) { elements.append(e) }
    }
    self.elements = elements
    let subs = decl.substitutions(in: type)
    let payloadTypes = elements.map { e in
      (e.parameters?.parameters ?? []).map { ($0.interfaceType ?? .error).substituting(subs) }
    }
    self.payloadTypes = payloadTypes
    let isIndirect = elements.map { decl.isIndirect($0) }
    self.isIndirect = isIndirect
    hasPayload = payloadTypes.contains { !$0.isEmpty }
    // A boxed case's own types are lowered only when the box is used: they may be this
    // enum, whose layout is being made.
    payloadStructs = zip(payloadTypes, isIndirect).map { types, boxed in
      types.isEmpty ? nil : boxed ? igm.ir.literalStruct([igm.ir.ptr]) : igm.ir.literalStruct(types.map(igm.irType))
    }
    isTrivial = !isIndirect.contains(true) && payloadTypes.allSatisfy { $0.allSatisfy(igm.isTrivial) }
    if hasPayload {
      let bytes = payloadStructs.compactMap { $0 }.map { igm.ir.size(of: $0) }.max() ?? 0
      let t = igm.ir.namedStruct("T" + mangledName)
      igm.ir.setBody(t, [igm.ir.i64, igm.ir.array(igm.ir.i64, count: Int((bytes + 7) / 8))])
      irType = t
    } else {
      irType = igm.ir.i64
    }
  }

  func index(of e: EnumElementDecl) -> Int { elements.firstIndex { $0 === e } ?? 0 }
}

extension IRGenModule {
  func enumLayout(_ e: EnumDecl) -> EnumLayout {
    enumLayout(e, .nominal(e))
  }

  /// The layout of enum type `t` (`Shape`, `Tree<Int>`), nil when `t` is not an enum.
  func enumLayout(of t: SwiftType) -> EnumLayout? {
    switch t {
    case .nominal(let e as EnumDecl), .boundGeneric(let e as EnumDecl, _): enumLayout(e, t)
    default: nil
    }
  }

  private func enumLayout(_ e: EnumDecl, _ t: SwiftType) -> EnumLayout {
    let name = e.genericParameters.isEmpty ? mangledTypeName(e) : mangler.typeName(t)
    if let l = enumLayouts[name] { return l }
    let l = EnumLayout(e, type: t, mangledName: name, igm: self)
    enumLayouts[name] = l
    return l
  }

  /// The raw value of each case: explicit literals, else Int 0, 1, ... (continuing from
  /// the previous explicit value; the sized integers' as their bit patterns; a Double's
  /// from the previous integer literal) or the case name for String (a Character's is
  /// always written).
  func rawValues(_ l: EnumLayout) -> [RawValue] {
    var out: [RawValue] = []
    var next: Int64 = 0
    var nextDouble: Double = 0
    for e in l.elements {
      switch l.decl.rawType {
      case .string?, .character?:
        if let s = e.rawValue as? StringLiteralExpr { out.append(.string(s.value)) } else { out.append(.string(e.name)) }
      case .double?:
        // (Sema requires a written value after a floating-point literal.)
        if let i = e.rawValue as? IntegerLiteralExpr { nextDouble = Double(i.value) }
        if let f = e.rawValue as? FloatLiteralExpr { nextDouble = f.value }
        out.append(.double(nextDouble))
        nextDouble += 1
      default:
        if let i = e.rawValue as? IntegerLiteralExpr { next = i.value }
        out.append(.int(next))
        next &+= 1
      }
    }
    return out
  }

  enum RawValue {
    case int(Int64)
    case double(Double)
    case string(String)
  }

  /// Outlined copy (`retain: true`) or destroy of an enum with references in payloads.
  func enumValueWitness(_ l: EnumLayout, retain: Bool) -> IRValue {
    let name = "ms.enum.\(retain ? "copy" : "destroy").\(l.mangledName)"
    if let f = ir.function(named: name) { return f }
    let f = ir.declareFunction(name, ir.function([l.irType], ir.void))
    ir.setLinkage(f, .private)
    pendingBodies.append { [self] in
      let igf = IRGenFunction(igm: self, fn: f)
      let value = f.param(0)
      let tag = igf.b.extract(value, 0)
      let done = igf.newBlock("done")
      for (i, types) in l.payloadTypes.enumerated() where l.isIndirect[i] || !types.allSatisfy(isTrivial) {
        let match = igf.newBlock("case")
        let next = igf.newBlock("next")
        igf.b.condBr(igf.b.icmp(.eq, tag, ir.int(Int64(i))), match, next)
        igf.b.position(at: match)
        if l.isIndirect[i] {
          let box = igf.emitEnumPayloadBox(value, l, i)
          retain ? igf.emitRetainCall(box) : igf.emitReleaseCall(box)
        } else {
          for (v, t) in zip(igf.emitEnumPayload(value, l, i), types) {
            if retain { igf.emitRetain(v, t) } else { igf.emitRelease(v, t) }
          }
        }
        igf.b.br(done)
        igf.b.position(at: next)
      }
      igf.b.br(done)
      igf.b.position(at: done)
      igf.b.retVoid()
    }
    return f
  }
}

extension IRGenModule {
  /// `{ T1, T2, ... }`: the associated values of indirect case `i`, in its box.
  func indirectValuesType(_ l: EnumLayout, _ i: Int) -> IRType {
    ir.literalStruct(l.payloadTypes[i].map(irType))
  }

  /// `{ %swift.refcounted, { T1, T2, ... } }`: the heap box of indirect case `i`.
  func indirectBoxType(_ l: EnumLayout, _ i: Int) -> IRType {
    ir.literalStruct([refCountedType, indirectValuesType(l, i)])
  }

  /// The metadata of indirect case `i`'s boxes: its destroy releases the associated
  /// values (`main.Expression.addition` in traps and debuggers).
  func indirectBoxMetadata(_ l: EnumLayout, _ i: Int) -> IRValue {
    let name = "ms.enum.box.\(l.mangledName).\(i)"
    if let g = ir.global(named: name) { return ir.constPointerCast(g) }
    let destroy = ir.declareFunction(name + ".destroy", ir.function([ir.ptr], ir.void))
    ir.setLinkage(destroy, .private)
    pendingBodies.append { [self] in
      let igf = IRGenFunction(igm: self, fn: destroy)
      let box = indirectBoxType(l, i)
      let values = igf.b.load(indirectValuesType(l, i), igf.b.fieldAddress(box, destroy.param(0), 1))
      for (j, t) in l.payloadTypes[i].enumerated() { igf.emitRelease(igf.b.extract(values, j), t) }
      igf.b.retVoid()
    }
    let header = ir.constStruct(
      [ir.null(), cString(qualifiedName(l.decl) + "." + l.elements[i].name), ir.constPointerCast(destroy),
       ir.int(ir.size(of: indirectBoxType(l, i)))],
      type: types.metadataHeader)
    let g = ir.defineGlobal(name, initializer: header, linkage: .private, constant: true)
    return ir.constPointerCast(g)
  }
}

extension IRGenFunction {
  func emitEnumTag(_ value: IRValue, _ l: EnumLayout) -> IRValue {
    l.hasPayload ? b.extract(value, 0) : value
  }

  /// A case value; `payload` values are owned and move into it.
  func emitEnumCase(_ l: EnumLayout, _ index: Int, payload: [IRValue]) -> IRValue {
    guard l.hasPayload else { return ir.int(Int64(index)) }
    let slot = makeAlloca(l.irType, "enum")
    b.store(ir.null(l.irType), slot)
    b.store(ir.int(Int64(index)), b.fieldAddress(l.irType, slot, 0))
    if let ps = l.payloadStructs[index] {
      var words = payload
      if l.isIndirect[index] {
        // The associated values move into a new box; the payload holds the box.
        let boxType = igm.indirectBoxType(l, index)
        let box = b.call(ir.runtime(.allocObject), [igm.indirectBoxMetadata(l, index), ir.int(ir.size(of: boxType))])
        b.store(b.makeStruct(igm.indirectValuesType(l, index), payload), b.fieldAddress(boxType, box, 1))
        words = [box]
      }
      b.store(b.makeStruct(ps, words), b.fieldAddress(l.irType, slot, 1))
    }
    return b.load(l.irType, slot)
  }

  /// The box of indirect case `index` (borrowed from `value`).
  func emitEnumPayloadBox(_ value: IRValue, _ l: EnumLayout, _ index: Int) -> IRValue {
    let slot = makeAlloca(l.irType, "enum.box")
    b.store(value, slot)
    return b.load(ir.ptr, b.fieldAddress(l.irType, slot, 1))
  }

  /// The associated values of case `index` (borrowed from `value`).
  func emitEnumPayload(_ value: IRValue, _ l: EnumLayout, _ index: Int) -> [IRValue] {
    guard let ps = l.payloadStructs[index] else { return [] }
    if l.isIndirect[index] {
      let boxType = igm.indirectBoxType(l, index)
      let box = emitEnumPayloadBox(value, l, index)
      let values = b.load(igm.indirectValuesType(l, index), b.fieldAddress(boxType, box, 1))
      return (0..<l.payloadTypes[index].count).map { b.extract(values, $0) }
    }
    let slot = makeAlloca(l.irType, "enum.payload")
    b.store(value, slot)
    let payload = b.load(ps, b.fieldAddress(l.irType, slot, 1))
    return (0..<l.payloadTypes[index].count).map { b.extract(payload, $0) }
  }

  /// `.red` / `Color.red` (a case without associated values).
  func emitEnumCaseRef(_ e: EnumElementDecl, type: SwiftType) -> ManagedValue? {
    guard let l = igm.enumLayout(of: type) else { return nil }
    return trivial(emitEnumCase(l, l.index(of: e), payload: []), type)
  }

  /// `.circle(radius: 1)`: a case with associated values.
  func emitEnumConstruction(_ e: EnumElementDecl, args: [Expr], type: SwiftType) -> ManagedValue {
    guard let l = igm.enumLayout(of: type) else { return trivial(ir.null(igm.irType(type)), type) }
    let i = l.index(of: e)
    let values = args.enumerated().map { j, a in
      emitOwned(emitRValue(a, expected: j < l.payloadTypes[i].count ? l.payloadTypes[i][j] : nil))
    }
    return ManagedValue(value: emitEnumCase(l, i, payload: values), type: type, isOwned: !l.isTrivial)
  }

  /// Matches `case .circle(let r)`.
  func emitEnumPatternMatch(_ p: EnumElementPattern, _ value: ManagedValue, onFailure: IRBlock) {
    guard let l = igm.enumLayout(of: value.type), let element = p.element ?? l.elements.first(where: { $0.name == p.name })
    else {
      b.br(onFailure)
      startDeadBlock()
      return
    }
    let i = l.index(of: element)
    let ok = newBlock("case.\(element.name)")
    b.condBr(b.icmp(.eq, emitEnumTag(value.value, l), ir.int(Int64(i))), ok, onFailure)
    b.position(at: ok)
    guard let sub = p.subPattern else { return }
    let fields = emitEnumPayload(value.value, l, i)
    let types = l.payloadTypes[i]
    var inner: Pattern = sub
    while let paren = inner as? TypedPattern { inner = paren.subPattern }
    if let tuple = inner as? TuplePattern, tuple.elements.count == fields.count {
      for (j, ep) in tuple.elements.enumerated() {
        emitPatternMatch(ep, ManagedValue(value: fields[j], type: types[j], isOwned: false), onFailure: onFailure)
      }
    } else if fields.count == 1 {
      emitPatternMatch(sub, ManagedValue(value: fields[0], type: types[0], isOwned: false), onFailure: onFailure)
    } else if !fields.isEmpty {
      let tupleType = SwiftType.tuple(types)
      let tuple = b.makeStruct(igm.irType(tupleType), fields)
      emitPatternMatch(sub, ManagedValue(value: tuple, type: tupleType, isOwned: false), onFailure: onFailure)
    }
  }

  /// `e.rawValue` of an enum with a raw type.
  func emitRawValue(_ value: IRValue, _ d: EnumDecl) -> ManagedValue {
    let l = igm.enumLayout(d)
    let raws = igm.rawValues(l)
    let t = rawValueType(d)
    let isString = t == .string || t == .character
    let integer = IntegerOperation(isString || t == .double ? .int : t, ir)
    let tag = emitEnumTag(value, l)
    let end = newBlock("raw.end")
    var incoming: [(IRValue, IRBlock)] = []
    for (i, raw) in raws.enumerated() {
      let next = newBlock("raw.next")
      let match = newBlock("raw.case")
      b.condBr(b.icmp(.eq, tag, ir.int(Int64(i))), match, next)
      b.position(at: match)
      switch raw {
      case .int(let v): incoming.append((integer.constant(v), match))
      case .double(let v): incoming.append((ir.real(v), match))
      case .string(let s): incoming.append((igm.stringLiteral(s), match))
      }
      b.br(end)
      b.position(at: next)
    }
    let irType = isString ? ir.ptr : t == .double ? ir.double : integer.type
    incoming.append((isString ? igm.stringLiteral("") : t == .double ? ir.real(0) : integer.constant(0), b.insertBlock!))
    b.br(end)
    b.position(at: end)
    return ManagedValue(value: b.phi(irType, incoming), type: t, isOwned: false)
  }

  /// The type of an enum's raw values as IRGen lowers them: String, Character, Double,
  /// Int or a sized integer.
  private func rawValueType(_ d: EnumDecl) -> SwiftType {
    switch d.rawType {
    case .string?: .string
    case .character?: .character
    case .double?: .double
    case .sizedInteger(let k)?: .sizedInteger(k)
    default: .int
    }
  }

  /// `init?(rawValue:)`: the case whose raw value equals the argument, else `nil`.
  func emitEnumFromRawValue(_ raw: ManagedValue, _ d: EnumDecl) -> ManagedValue {
    let l = igm.enumLayout(d)
    let optional = SwiftType.optional(.nominal(d))
    let t = rawValueType(d)
    let integer = IntegerOperation(t == .string || t == .character || t == .double ? .int : t, ir)
    let end = newBlock("fromraw.end")
    var incoming: [(IRValue, IRBlock)] = []
    for (i, r) in igm.rawValues(l).enumerated() {
      let next = newBlock("fromraw.next")
      let match = newBlock("fromraw.case")
      let equal: IRValue
      switch r {
      case .int(let v): equal = b.icmp(.eq, raw.value, integer.constant(v))
      case .double(let v): equal = b.fcmp(.oeq, raw.value, ir.real(v))
      case .string(let s): equal = b.call(ir.runtime(.stringEqual), [raw.value, igm.stringLiteral(s)])
      }
      b.condBr(equal, match, next)
      b.position(at: match)
      incoming.append((emitOptionalWrap(emitEnumCase(l, i, payload: []), wrapped: .nominal(d)), b.insertBlock!))
      b.br(end)
      b.position(at: next)
    }
    incoming.append((emitOptionalNone(wrapped: .nominal(d)), b.insertBlock!))
    b.br(end)
    b.position(at: end)
    return trivial(b.phi(igm.irType(optional), incoming), optional)
  }

  /// How `print` shows a case: its name, then its associated values in parentheses
  /// (`circle(radius: 1.0)`).
  /// Nested inside another value the case is qualified: `main.Shape.circle(radius: 1.0)`.
  func emitEnumDescription(_ mv: ManagedValue, _ l: EnumLayout, qualified: Bool = false) -> IRValue {
    let slot = makeAlloca(ir.ptr, "enum.desc")
    b.store(b.call(ir.runtime(.stringEmpty), []), slot)
    if qualified {
      b.call(ir.runtime(.stringAppend), [slot, igm.stringLiteral(igm.runtimeTypeName(l.type, qualified: true) + ".")])
    }
    let tag = emitEnumTag(mv.value, l)
    let end = newBlock("desc.end")
    for (i, e) in l.elements.enumerated() {
      let match = newBlock("desc.case")
      let next = newBlock("desc.next")
      b.condBr(b.icmp(.eq, tag, ir.int(Int64(i))), match, next)
      b.position(at: match)
      b.call(ir.runtime(.stringAppend), [slot, igm.stringLiteral(e.name)])
      let fields = emitEnumPayload(mv.value, l, i)
      if !fields.isEmpty {
        b.call(ir.runtime(.stringAppend), [slot, igm.stringLiteral("(")])
        let params = e.parameters?.parameters ?? []
        for (j, f) in fields.enumerated() {
          var prefix = j > 0 ? ", " : ""
          if j < params.count, let label = params[j].argumentLabel, !label.isEmpty { prefix += label + ": " }
          if !prefix.isEmpty { b.call(ir.runtime(.stringAppend), [slot, igm.stringLiteral(prefix)]) }
          let text = emitDebugDescription(ManagedValue(value: f, type: l.payloadTypes[i][j], isOwned: false))
          b.call(ir.runtime(.stringAppend), [slot, text])
          emitReleaseCall(text)
        }
        b.call(ir.runtime(.stringAppend), [slot, igm.stringLiteral(")")])
      }
      b.br(end)
      b.position(at: next)
    }
    b.br(end)
    b.position(at: end)
    return b.load(ir.ptr, slot)
  }
}
