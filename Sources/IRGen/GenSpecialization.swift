import AST

// Generic functions (the `ext` tier) by monomorphization, as swiftc's generic specializer
// does at -O: one LLVM function per distinct list of generic arguments, named with the
// specialization mangling (`$s4main7largestyxSayxGSLRzlFSi_Tg5`) and kept private, so
// the exported symbols stay the ones swiftc defines. Sema typed the body once with the
// generic parameters, and the tree keeps those types: IRGen emits a specialization from
// the same tree with a `SubstitutionMap` of its own (generic parameter -> concrete type)
// applied wherever it reads a type (`lowered`), and a protocol requirement used on a
// generic value resolved to the concrete type's witness (`member`).

/// The generic arguments of one specialization: generic parameter -> concrete type.
struct SubstitutionMap {
  private var types: [ObjectIdentifier: SwiftType] = [:]

  init() {}

  /// `parameters`, in order, bound to `arguments`.
  init(_ parameters: [GenericTypeParamDecl], _ arguments: [SwiftType]) {
    for (g, t) in zip(parameters, arguments) { types[ObjectIdentifier(g)] = t }
  }

  var isEmpty: Bool { types.isEmpty }

  /// `t` with the generic parameters replaced.
  func apply(_ t: SwiftType) -> SwiftType {
    t.substituting(types)
  }

  /// The map without `parameters` (a generic local function's specialization takes
  /// those of the code around it: GenGenericLocalFunction.swift).
  func removing(_ parameters: [GenericTypeParamDecl]) -> SubstitutionMap {
    var m = self
    for g in parameters { m.types[ObjectIdentifier(g)] = nil }
    return m
  }

  /// The map with `parameters` bound to `arguments` as well.
  func adding(_ parameters: [GenericTypeParamDecl], _ arguments: [SwiftType]) -> SubstitutionMap {
    var m = self
    for (g, t) in zip(parameters, arguments) { m.types[ObjectIdentifier(g)] = t }
    return m
  }

  /// A text naming the map's bindings, the same for equal maps within one compile.
  var key: String {
    types.map { "\(UInt(bitPattern: $0.key.hashValue))=\($0.value)" }.sorted().joined(separator: ",")
  }
}

extension IRGenModule {
  /// Runs `emit` (a specialization's body) with the substitutions `map`, then emits the
  /// closures it made, with the same substitutions.
  func withSubstitutions(_ map: SubstitutionMap, _ emit: () -> Void) {
    let outer = substitutions
    substitutions = map
    defer { substitutions = outer }
    let start = pendingBodies.count
    emit()
    while pendingBodies.count > start { pendingBodies.remove(at: start)() }
  }

  /// The generic parameters a specialization of `f` binds, outermost first: those of
  /// the generic type it is a member of (`Element` of `Stack`), then its own.
  func genericSignature(_ f: AbstractFunctionDecl) -> [GenericTypeParamDecl] {
    if let p = f.protocolExtension { return protocolExtensionSignature(p) + f.genericParameters }
    return (enclosingNominal(f)?.genericParameters ?? []) + f.genericParameters
  }

  /// The specialization of `f` for `arguments` (one per `genericSignature(f)`): a
  /// generic function, or any member of a generic struct (declared, its body
  /// scheduled, on first use).
  func specializedFunction(_ f: AbstractFunctionDecl, _ arguments: [SwiftType]) -> (IRValue, IRType) {
    let map = SubstitutionMap(genericSignature(f), arguments)
    var params = f.parameters.parameters.map { p -> IRType in
      p.isInOut ? ir.ptr : irType(map.apply(p.interfaceType ?? .error))
    }
    // A method's `self`, last (a generic method of a struct or enum); an initializer
    // makes its `self` (a class's allocates it).
    let convention = f is ConstructorDecl ? .none : selfConvention(f)
    let selfType = map.apply(f.protocolExtension.map { .genericParameter($0.selfParameter) }
                               ?? enclosingNominal(f)?.selfInterfaceType ?? .error)
    switch convention {
    case .none: break
    case .object, .address: params.append(ir.ptr)
    case .value: params.append(irType(selfType))
    }
    // A throwing one's error out-parameter, last (as a non-generic function's).
    if f.isThrowing { params.append(ir.ptr) }
    let result = map.apply(resultType(f))
    let type = ir.function(params, irResultType(result))
    let name = mangler.specialization(f, arguments)
    if let existing = specializations[name] { return (existing, type) }
    let fn = ir.declareFunction(name, type)
    ir.setLinkage(fn, .private)
    specializations[name] = fn
    if arguments.contains(where: { nestingDepth($0) > 24 }) || (!f.hasBody && !f.isImplicit) {
      // Generic recursion that builds ever deeper types (`f([x])` inside `f`) has no
      // finite set of specializations: Sema rejects the direct case; anything left
      // stops here with a body that traps rather than a compiler that never ends.
      // (Likewise a body the module interface did not carry.)
      pendingSpecializations.append { [self] in
        let igf = IRGenFunction(igm: self, fn: fn)
        igf.trap(if: ir.bool(true))
        igf.b.unreachable()
      }
      return (fn, type)
    }
    pendingSpecializations.append { [self] in withSubstitutions(map) {
      if let c = f as? ConstructorDecl, let cls = enclosingNominal(c) as? ClassDecl, c.modifiers.isConvenience,
        cls.genericParameters.isEmpty
      {
        // A generic convenience initializer of a class: constructs that class (one
        // inherited by a subclass is not supported yet, Sema says).
        emitConvenienceBody(c, for: cls, into: fn)
        return
      }
      if let c = f as? ConstructorDecl, let cls = enclosingNominal(c) as? ClassDecl {
        emitGenericClassInit(c, cls, into: fn)
        return
      }
      if let c = f as? ConstructorDecl, let n = enclosingNominal(c) {
        emitValueInit(c, n, into: fn)
        return
      }
      let igf = IRGenFunction(igm: self, fn: fn)
      igf.function = f
      igf.resultType = result
      igf.bindParameters(f, selfConvention: convention,
                         selfArgument: convention == .none ? nil : fn.param(f.parameters.parameters.count))
      requireCheckedBody(f)
      igf.emitBody(f.body)
    } }
    return (fn, type)
  }

  /// A type read from the tree, as the code being emitted has it: in a specialization,
  /// with the generic arguments substituted (`T` is `Int` in `largest<Int>`).
  /// (An opaque result type is its underlying type: OpaqueTypes.swift in Sema.)
  func lowered(_ t: SwiftType) -> SwiftType { substitutions.apply(t).revealingOpaqueTypes }

  func lowered(_ t: SwiftType?) -> SwiftType? { t.map(lowered) }

  /// The member a reference in the tree uses: a protocol requirement used on a value of
  /// concrete type (a generic parameter in the tree, its argument in a specialization)
  /// is that type's witness; anything else is the member itself.
  func resolved(_ member: ValueDecl, on base: Expr) -> ValueDecl {
    resolved(member, onType: lowered(base.type))
  }

  /// `resolved(_:on:)` for a value of type `type` (as the code being emitted has it).
  func resolved(_ member: ValueDecl, onType type: SwiftType?) -> ValueDecl {
    guard let proto = member.parent as? ProtocolDecl, var type else { return member }
    // A static requirement used on the type (`Self.prefix` in a protocol extension):
    // the witness of the type its metatype is.
    if case .metatype(let instance) = type, member.isStaticMember { type = instance }
    if let conf = type.conformance(to: proto) { return conf.conformance.witness(for: member) ?? member }
    // Module Swift's Hashable, whose conformances Sema checks without recording them
    // (AST/HashableWitnesses.swift): the type's written `hash(into:)`, else the default.
    guard proto.moduleName == "Swift", proto.name == "Hashable" else { return member }
    if member.name == "hash", let f = module.writtenHashInto(of: type) { return f }
    return proto.defaultImplementation(of: member) ?? member
  }

  /// The property `m` reads or writes (`resolved`, when the witness is a property).
  func member(_ m: MemberRefExpr) -> VarDecl {
    resolved(m.decl, on: m.base) as? VarDecl ?? m.decl
  }
}

/// How deeply types are nested in `t` (`[[Int]]` is 3).
func nestingDepth(_ t: SwiftType) -> Int {
  switch t {
  case .array(let e), .optional(let e), .metatype(let e): return 1 + nestingDepth(e)
  case .tuple(let ts, _): return 1 + (ts.map(nestingDepth).max() ?? 0)
  case .function(let f): return 1 + ([f.result] + f.parameters.map(\.type)).map(nestingDepth).max()!
  case .dictionary(let k, let v): return 1 + max(nestingDepth(k), nestingDepth(v))
  case .set(let e): return 1 + nestingDepth(e)
  default: return 1
  }
}

extension IRGenFunction {
  /// `IRGenModule.lowered`: a type read from the tree, with the generic arguments of the
  /// specialization being emitted substituted.
  func lowered(_ t: SwiftType) -> SwiftType { igm.lowered(t) }

  func lowered(_ t: SwiftType?) -> SwiftType? { igm.lowered(t) }

  /// The generic arguments a use of member `f` on a value of type `base` (as the tree
  /// has it) binds: the base's (`Int` for a `Stack<Int>`), then `own` (those of a
  /// generic method); nil when `f` is not generic at all.
  func specializationArguments(_ f: AbstractFunctionDecl, base: SwiftType?, own: [SwiftType] = []) -> [SwiftType]? {
    guard !igm.genericSignature(f).isEmpty else { return nil }
    if let p = f.protocolExtension { return igm.protocolExtensionArguments(p, base: lowered(base)).map { $0 + own } }
    let owner = igm.enclosingNominal(f)
    let outer = owner?.genericParameters ?? []
    var instance = lowered(base)
    if case .metatype(let i)? = instance { instance = i }
    // (A generic superclass's member used on a subclass: `Base<Int>` for an `IntBox`.)
    if let owner = owner as? ClassDecl, let i = instance, i.nominalDecl !== owner, let sup = i.asSuperclass(owner) {
      instance = sup
    }
    // (A built-in type's stand-in binds the type's own arguments: `Element` of an array;
    // the library's range struct a built-in range's bound.)
    let bindsBuiltin = owner?.builtinType != nil || owner?.libraryRangeKind != nil
    let typeArguments = instance.map { t in bindsBuiltin ? owner!.genericArguments(of: t) : t.genericArguments } ?? []
    guard typeArguments.count == outer.count else { return nil }
    return typeArguments + own
  }

  /// The type of member `t` (a property's, a parameter's) used on a value of type
  /// `base`: a generic struct's parameters replaced by the base's arguments, then the
  /// specialization being emitted applied.
  func memberType(_ t: SwiftType?, base: SwiftType?) -> SwiftType? {
    guard let t else { return nil }
    guard let b = lowered(base),
      let n = igm.layoutDecl(of: b) ?? igm.module.builtinStandIns.first(where: { !$0.genericArguments(of: b).isEmpty })
    else { return lowered(t) }
    var subs = n.substitutions(in: b)
    if n is ClassDecl { subs.merge(b.inheritedSubstitutions) { a, _ in a } }
    return lowered(t.substituting(subs))
  }

  /// A protocol's operator function (a requirement, or a protocol extension's) applied
  /// to operands of `operandTypes`: the function it calls for the type `Self` is bound to, the type of
  /// the operand passed as its first `Self` parameter (Sema's `operatorType`): a
  /// requirement's witness (a static member, an operator written at file scope, a
  /// default implementation), or the extension's operator itself. nil for any other
  /// operator function.
  func protocolOperator(_ f: AbstractFunctionDecl, operandTypes: [SwiftType?]) -> (AbstractFunctionDecl, selfType: SwiftType)? {
    guard let (_, i) = f.protocolOperatorSelf, i < operandTypes.count, let selfType = lowered(operandTypes[i]) else {
      return nil
    }
    return (igm.resolved(f, onType: selfType) as? AbstractFunctionDecl ?? f, selfType)
  }

  /// `f(args)` for a generic `f`: a direct call of its specialization.
  /// `base.f(args)`: the same, with `self` passed as the method's convention wants.
  func emitSpecializedCall(_ f: AbstractFunctionDecl, substitutions: [SwiftType], args: [Expr], base: Expr? = nil) -> ManagedValue {
    let (fn, type) = igm.specializedFunction(f, substitutions)
    let result = SubstitutionMap(igm.genericSignature(f), substitutions).apply(igm.resultType(f))
    let convention = igm.selfConvention(f)
    guard let base, convention != .none else {
      emitMetatypeBaseForEffects(base)
      let evaluated = emitArguments(f.parameters.parameters, args)
      let r = emitCall(fn, type: type, args: evaluated.values, selfArg: nil, resultType: result, throwing: f.isThrowing)
      finish(evaluated)
      return r
    }
    if convention == .address {
      let access = emitLValue(base).beginAccess(self)
      let evaluated = emitArguments(f.parameters.parameters, args)
      let r = emitCall(fn, type: type, args: evaluated.values, selfArg: access.address, resultType: result,
                       throwing: f.isThrowing)
      finish(evaluated)
      access.end(self)
      return r
    }
    let selfValue = emitRValue(base)
    let evaluated = emitArguments(f.parameters.parameters, args)
    let r = emitCall(fn, type: type, args: evaluated.values, selfArg: selfValue.value, resultType: result,
                     throwing: f.isThrowing)
    finish(evaluated)
    emitEndUse(selfValue)
    return r
  }
}
