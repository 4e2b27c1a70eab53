import AST
import Basic

// Closures and functions as values (the `ext` tier).
//
// A function value is `{ i8* function, i8* context }`: the function takes the closure's
// parameters and then the context, an ARC object holding the captures (null when there
// are none). A `var` that a closure captures lives in a heap box `{ %swift.refcounted,
// T }` instead of the stack, so the function and every closure share it; the context
// holds the box (retained). Constants and parameters are captured by value (copied into
// the context). A global function used as a value gets a forwarding thunk that ignores
// the context.

/// The closures of a body, for the variables they capture.
enum ClosureScan {
  /// The declarations some closure or local function in `body` (directly or nested)
  /// captures.
  static func capturedDecls(in body: BraceStmt) -> Set<ObjectIdentifier> {
    var captured: Set<ObjectIdentifier> = []
    ASTWalk(entersClosures: true, entersNestedDeclarations: true).walk(body) { node in
      if let c = node as? ClosureExpr {
        // A non-escaping autoclosure captures a variable by its address (no box).
        if c.isAutoclosure && c.isNonEscaping { return .visitChildren }
        for d in c.captures { captured.insert(ObjectIdentifier(d)) }
      } else if let f = node as? AbstractFunctionDecl, let captures = f.captures {
        for d in captures { captured.insert(ObjectIdentifier(d)) }
      }
      return .visitChildren
    }
    return captured
  }
}

/// How a closure's context holds one capture.
struct CaptureField {
  let decl: ValueDecl
  let type: SwiftType
  /// True for a boxed `var` (the field is the box); false for a copied value.
  let isBox: Bool
  /// True for an `inout` parameter (a `mutating` method's `self` too): the field is its
  /// address, neither retained nor released. Only a non-escaping closure captures one
  /// (Sema rejects the others), so the closure runs while the address is valid.
  var isInOutAddress = false

  /// Whether the field is a pointer (a box or an address) rather than the value.
  var isPointer: Bool { isBox || isInOutAddress }
}

extension IRGenModule {
  /// The LLVM type of a call through a function value of type `ft`.
  func thickFunctionType(_ ft: FunctionType) -> IRType {
    let params = ft.parameters.map { $0.isInOut ? ir.ptr : irType($0.type) } + [ir.ptr] + (ft.isThrowing ? [ir.ptr] : [])
    return ir.function(params, irResultType(ft.result))
  }

  /// `{ %swift.refcounted, T }` and its metadata (destroy releases the value), for a
  /// captured `var`.
  func varBoxType(_ t: SwiftType) -> IRType { ir.literalStruct([refCountedType, irType(t)]) }

  func varBoxMetadata(_ t: SwiftType) -> IRValue {
    varBoxMetadata(t, named: "ms.box.metadata.\(t)", destroyName: "ms.box.destroy.\(t)", typeName: "box", linkage: .private)
  }

  /// The metadata `name` of a `varBoxType(t)` box (a captured `var`'s, or an `Any`'s):
  /// its destroy function `destroyName` releases the value (none for a trivial value,
  /// the runtime's for one object); `typeName` is what casts and `print` call it.
  func varBoxMetadata(_ t: SwiftType, named name: String, destroyName: String, typeName: String, linkage: IRLinkage)
    -> IRValue
  {
    if let g = ir.global(named: name) { return ir.constPointerCast(g) }
    let destroy: IRValue
    switch valueKind(t) {
    case .trivial:
      // Nothing to release.
      destroy = ir.null()
    case .reference:
      // One object (a String, an Array): the runtime's `ms_box_release_object`.
      destroy = ir.runtime(.releaseBoxedObject)
    case .existential, .aggregate, .enumPayload:
      destroy = ir.declareFunction(destroyName, ir.function([ir.ptr], ir.void))
      ir.setLinkage(destroy, linkage)
      pendingBodies.append { [self] in
        let igf = IRGenFunction(igm: self, fn: destroy)
        let addr = igf.b.fieldAddress(varBoxType(t), destroy.param(0), 1)
        igf.emitRelease(igf.b.load(irType(t), addr), t)
        igf.b.retVoid()
      }
    }
    let header = ir.constStruct(
      [ir.null(), cString(typeName), ir.constPointerCast(destroy), ir.int(ir.size(of: varBoxType(t)))],
      type: types.metadataHeader)
    let g = ir.defineGlobal(name, initializer: header, linkage: linkage, constant: true)
    return ir.constPointerCast(g)
  }
}

/// A closure body (or a local function's) waiting to be emitted (after the function
/// that creates it).
struct ClosureJob {
  let fn: IRValue
  let parameters: [ParamDecl]
  let body: BraceStmt
  let loc: SourceLoc
  /// A local function: its body calls itself through `fn` and its own context.
  var localFunction: AbstractFunctionDecl? = nil
  /// `{ k, v in ... }` taking a `(K, V)` tuple: the parameters are its elements.
  var destructuresTupleParameter = false
  let type: FunctionType
  let fields: [CaptureField]
  let contextType: IRType
}

extension IRGenModule {
  /// The name of a local function, or `x.get` for an accessor of a local variable `x`.
  func localName(_ f: AbstractFunctionDecl) -> String {
    guard let a = f as? AccessorDecl else { return f.name }
    return (a.storage?.name ?? "") + "." + a.accessorKind.rawValue
  }

  /// Emits a closure's function: parameters, then the captures read from the context.
  func emitClosureBody(_ job: ClosureJob) {
    let fn = job.fn
    let ft = job.type
    let igf = IRGenFunction(igm: self, fn: fn)
    igf.beginDebugInfo(name: job.localFunction.map(localName) ?? "closure", at: job.loc)
    igf.resultType = ft.result
    let params = job.parameters
    if job.destructuresTupleParameter {
      // Each parameter borrows its element of the (borrowed) tuple.
      for (i, p) in params.enumerated() {
        igf.locals[ObjectIdentifier(p)] = .value(igf.b.extract(fn.param(0), i), lowered(p.interfaceType) ?? .error)
      }
    } else {
      for (i, p) in params.enumerated() {
        let t = lowered(p.interfaceType) ?? (i < ft.parameters.count ? ft.parameters[i].type : .error)
        igf.locals[ObjectIdentifier(p)] = p.isInOut ? .inoutAddress(fn.param(i), t) : .value(fn.param(i), t)
      }
      igf.declareDebugParameters(params)
    }
    let ctx = fn.param(ft.parameters.count)
    if ft.isThrowing { igf.bindErrorParameter(fn.param(ft.parameters.count + 1)) }
    for (i, f) in job.fields.enumerated() {
      let slot = igf.b.fieldAddress(job.contextType, ctx, i + 1)
      let id = ObjectIdentifier(f.decl)
      if f.isBox {
        let box = igf.b.load(ir.ptr, slot)
        igf.boxes[id] = box
        igf.locals[id] = .address(igf.b.fieldAddress(varBoxType(f.type), box, 1), f.type)
      } else if f.isInOutAddress {
        let addr = igf.b.load(ir.ptr, slot)
        igf.locals[id] = .inoutAddress(addr, f.type)
        if let p = f.decl as? ParamDecl, p.isImplicit, p.name == "self" { igf.currentSelf = .inoutAddress(addr, f.type) }
      } else if let ownership = (f.decl as? VarDecl)?.referenceOwnership, ownership != .strong {
        // A strong reference for the body's run (nil or a trap once the instance is gone).
        let v = igf.emitReferenceStorageLoad(at: slot, ownership, type: f.type)
        let tmp = igf.makeAlloca(irType(f.type), f.decl.name + ".strong")
        igf.b.store(v, tmp)
        igf.pushCleanup(Cleanup(kind: .destroyAddress(tmp, f.type)))
        igf.locals[id] = .value(v, f.type)
        if let p = f.decl as? ParamDecl, p.isImplicit, p.name == "self" { igf.currentSelf = .value(v, f.type) }
      } else {
        let v = igf.b.load(irType(f.type), slot)
        igf.locals[id] = .value(v, f.type)
        if let p = f.decl as? ParamDecl, p.isImplicit, p.name == "self" { igf.currentSelf = .value(v, f.type) }
      }
    }
    if let f = job.localFunction {
      let value = igf.b.makeStruct(irType(.function(ft)), [ir.constPointerCast(fn), ctx])
      igf.locals[ObjectIdentifier(f)] = .value(value, .function(ft))
    }
    igf.emitBody(job.body)
  }
}

extension IRGenFunction {
  /// Allocates the heap box of a captured `var` (zero-initialized) and schedules its
  /// release; the variable's storage is the box's payload.
  func emitBoxedLocalVariable(_ v: VarDecl) -> IRValue {
    let t = lowered(v.interfaceType) ?? .error
    let metadata = holdsReferenceStorage(v) ? igm.referenceStorageBoxMetadata(t, v.referenceOwnership) : igm.varBoxMetadata(t)
    let box = b.call(ir.runtime(.allocObject), [metadata, ir.int(ir.size(of: igm.varBoxType(t)))])
    let boxSlot = makeAlloca(ir.ptr, v.name + ".box")
    b.store(box, boxSlot)
    let payload = b.fieldAddress(igm.varBoxType(t), box, 1)
    locals[ObjectIdentifier(v)] = .address(payload, t)
    boxes[ObjectIdentifier(v)] = box
    pushCleanup(Cleanup(kind: .destroyAddress(boxSlot, .string)))  // releases the box
    return payload
  }

  /// A global function as a value: `{ thunk, null }` (a generic type's static member
  /// used on `selfType`, a generic function used with the generic arguments
  /// `substitutions`: its specialization's thunk).
  func emitFunctionRef(_ f: FuncDecl, type: SwiftType, selfType: SwiftType? = nil,
                       substitutions: [SwiftType] = []) -> ManagedValue {
    guard case .function(let ft) = type else { return trivial(ir.null(igm.irType(type)), type) }
    // A protocol's operator (`sorted(by: <=)` with `<=` of `extension Comparable`): the
    // witness, or the extension's operator specialized, for the type `Self` is bound to
    // (that of its first `Self` parameter), as `protocolOperator` calls it.
    if selfType == nil, let (callee, bound) = protocolOperator(f, operandTypes: ft.parameters.map(\.type)) {
      return emitFunctionRef(callee as? FuncDecl ?? f, type: type, selfType: .metatype(bound))
    }
    if let builtin = f.builtin {
      // `sorted(by: >)`: a thunk applying the builtin to its (borrowed) parameters.
      let thunk = igm.helperFunction("ms.thunk.builtin.\(builtin).\(type)", igm.thickFunctionType(ft)) { igf in
        let operands = ft.parameters.enumerated().map { i, p in
          ManagedValue(value: igf.fn.param(i), type: p.type, isOwned: false)
        }
        let r = igf.emitBuiltinCall(builtin, operands: operands, resultType: ft.result)
        if igm.isVoidLike(ft.result) { igf.b.retVoid() } else { igf.b.ret(igf.emitOwned(r)) }
      }
      return trivial(b.makeStruct(igm.irType(type), [ir.constPointerCast(thunk), ir.null()]), type)
    }
    // A non-throwing function used as a throwing function value: its thunk takes the
    // error parameter too, and never stores an error there.
    let arguments = specializationArguments(f, base: selfType, own: substitutions)
    let name = "ms.thunk." + (arguments.map { igm.mangler.specialization(f, $0) } ?? igm.symbolName(.body(f)))
      + (ft.isThrowing && !f.isThrowing ? ".throws" : "")
    let thunk: IRValue
    if let existing = ir.function(named: name) {
      thunk = existing
    } else {
      thunk = ir.declareFunction(name, igm.thickFunctionType(ft))
      ir.setLinkage(thunk, .private)
      let igm = self.igm
      igm.pendingBodies.append {
        let igf = IRGenFunction(igm: igm, fn: thunk)
        // A throwing function's error parameter is passed on (after the unused context).
        let args = (0..<ft.parameters.count).map { thunk.param($0) } + (f.isThrowing ? [thunk.param(ft.parameters.count + 1)] : [])
        let r = igf.b.call(arguments.map { igm.specializedFunction(f, $0).0 } ?? igm.function(.body(f)), args)
        if igm.isVoidLike(ft.result) { igf.b.retVoid() } else { igf.b.ret(r) }
      }
    }
    let value = b.makeStruct(igm.irType(type), [ir.constPointerCast(thunk), ir.null()])
    return trivial(value, type)
  }

  /// `{ (params) -> T in body }`: a private function for the body and a context holding
  /// the captures.
  /// (`type`: the throwing function type a non-throwing closure is converted to, whose
  /// function takes the error parameter and never sets it.)
  func emitClosure(_ c: ClosureExpr, as converted: SwiftType? = nil) -> ManagedValue {
    let type = converted ?? lowered(c.type) ?? .error
    guard case .function(let ft) = type else { return trivial(ir.null(igm.irType(type)), type) }
    igm.closureCount += 1
    let fn = ir.declareFunction("ms.closure.\(igm.closureCount)", igm.thickFunctionType(ft))
    ir.setLinkage(fn, .private)
    // The capture list's constants, from the enclosing scope, owned until the context
    // holds its copies.
    var listValues: [ManagedValue] = []
    for entry in c.captureList {
      let t = lowered(entry.decl.interfaceType) ?? .error
      let value = emitOwned(emitRValue(entry.initializer, expected: t))
      locals[ObjectIdentifier(entry.decl)] = .value(value, t)
      listValues.append(ManagedValue(value: value, type: t, isOwned: true))
    }
    defer { listValues.forEach(emitEndUse) }

    // A non-escaping closure's context (Sema's `isNonEscaping`: passed to a
    // non-escaping parameter, or called where it is written) is on the stack.
    let onStack = c.isNonEscaping
    let (fields, contextType, context) = emitContext(capturing: c.captures, onStack: onStack)
    // The body, after the current function.
    var job = ClosureJob(fn: fn, parameters: c.parameters?.parameters ?? [], body: c.body, loc: c.loc, type: ft,
                         fields: fields, contextType: contextType)
    job.destructuresTupleParameter = c.destructuresTupleParameter
    igm.pendingBodies.append { [igm] in igm.emitClosureBody(job) }
    return ManagedValue(value: b.makeStruct(igm.irType(type), [ir.constPointerCast(fn), context]), type: type,
                        isOwned: !fields.isEmpty && !onStack)
  }

  /// A local function's value, made where it is declared: its function (emitted after
  /// the current one) and a context holding its captures, kept in a local released at
  /// the end of the scope.
  func emitLocalFunction(_ f: AbstractFunctionDecl) {
    if let g = f as? FuncDecl, !g.genericParameters.isEmpty { return emitGenericLocalFunction(g) }
    guard case .function(let ft)? = lowered(f.interfaceType), let body = f.body else { return }
    let type = SwiftType.function(ft)
    igm.closureCount += 1
    let fn = ir.declareFunction("ms.local.\(igm.closureCount).\(igm.localName(f))", igm.thickFunctionType(ft))
    ir.setLinkage(fn, .private)
    let (fields, contextType, context) = emitContext(capturing: f.captures ?? [])
    var job = ClosureJob(fn: fn, parameters: f.parameters.parameters, body: body, loc: f.loc, type: ft,
                         fields: fields, contextType: contextType)
    job.localFunction = f
    igm.pendingBodies.append { [igm] in igm.emitClosureBody(job) }
    let slot = makeAlloca(igm.irType(type), igm.localName(f))
    b.store(b.makeStruct(igm.irType(type), [ir.constPointerCast(fn), context]), slot)
    locals[ObjectIdentifier(f)] = .address(slot, type)
    pushCleanup(Cleanup(kind: .destroyAddress(slot, type)))
  }

  /// The context of a closure or local function: `{ header, captures... }` (null when
  /// it captures nothing). `onStack` for a non-escaping closure (an autoclosure
  /// argument: `assert(x > 0)`), as swiftc's `partial_apply [on_stack]`: the context is
  /// an immortal object in the caller's frame (count -1: retains and releases do
  /// nothing), holding its captures borrowed and a variable's address, so that at -O,
  /// once the callee is inlined, nothing of it is left but what the body uses.
  func emitContext(capturing captures: [ValueDecl], onStack: Bool = false) -> ([CaptureField], IRType, IRValue) {
    if onStack, let stack = emitStackContext(capturing: captures) { return stack }
    var fields: [CaptureField] = []
    for d in captures {
      let id = ObjectIdentifier(d)
      guard let local = locals[id] else { continue }
      switch local {
      case .address(_, let t) where boxes[id] != nil: fields.append(CaptureField(decl: d, type: t, isBox: true))
      case .inoutAddress(_, let t): fields.append(CaptureField(decl: d, type: t, isBox: false, isInOutAddress: true))
      case .address(_, let t), .value(_, let t):
        fields.append(CaptureField(decl: d, type: t, isBox: false))
      }
    }
    let contextType = ir.literalStruct(
      [igm.refCountedType] + fields.map { $0.isPointer ? ir.ptr : igm.irType($0.type) })
    var context = ir.null()
    if !fields.isEmpty {
      let metadata = emitContextMetadata(contextType, fields)
      context = b.call(ir.runtime(.allocObject), [metadata, ir.int(ir.size(of: contextType))])
      for (i, f) in fields.enumerated() {
        let slot = b.fieldAddress(contextType, context, i + 1)
        if f.isBox, let box = boxes[ObjectIdentifier(f.decl)] {
          emitRetain(box, .string)
          b.store(box, slot)
        } else if f.isInOutAddress, case .inoutAddress(let addr, _)? = locals[ObjectIdentifier(f.decl)] {
          b.store(addr, slot)
        } else if let local = locals[ObjectIdentifier(f.decl)] {
          // A `weak`/`unowned` capture holds a side reference (GenWeak.swift).
          let ownership = (f.decl as? VarDecl)?.referenceOwnership ?? .strong
          let value: IRValue
          if let v = f.decl as? VarDecl, holdsReferenceStorage(v), case .address(let a, _) = local {
            value = emitReferenceStorageLoad(at: a, ownership, type: f.type)
          } else {
            value = emitOwned(emitLoad(local, isLet: true, type: f.type))
          }
          emitReferenceStorageInit(owned: value, at: slot, ownership)
        }
      }
    }
    return (fields, contextType, context)
  }

  /// `emitContext`'s context on the stack; nil when a capture needs the heap's (a
  /// `weak` or `unowned` variable, whose reference the context holds strongly).
  private func emitStackContext(capturing captures: [ValueDecl]) -> ([CaptureField], IRType, IRValue)? {
    var fields: [CaptureField] = []
    var values: [IRValue] = []
    for d in captures {
      let id = ObjectIdentifier(d)
      guard let local = locals[id] else { continue }
      if let v = d as? VarDecl, v.referenceOwnership != .strong { return nil }
      switch local {
      case .address(_, let t) where boxes[id] != nil:
        fields.append(CaptureField(decl: d, type: t, isBox: true))
        values.append(boxes[id]!)
      case .address(let addr, let t), .inoutAddress(let addr, let t):
        fields.append(CaptureField(decl: d, type: t, isBox: false, isInOutAddress: true))
        values.append(addr)
      case .value(let v, let t):
        fields.append(CaptureField(decl: d, type: t, isBox: false))
        values.append(v)
      }
    }
    let contextType = ir.literalStruct(
      [igm.refCountedType] + fields.map { $0.isPointer ? ir.ptr : igm.irType($0.type) })
    guard !fields.isEmpty else { return (fields, contextType, ir.null()) }
    let context = makeAlloca(contextType, "closure.context")
    let header = ir.constStruct([ir.null(), ir.int(-1)], type: igm.refCountedType)
    b.store(header, b.fieldAddress(contextType, context, 0))
    for (i, v) in values.enumerated() { b.store(v, b.fieldAddress(contextType, context, i + 1)) }
    return (fields, contextType, b.bitCast(context, ir.ptr))
  }

  /// A non-throwing function value as a throwing one (Sema's `FunctionConversionExpr`).
  /// A function or a type's static operator named here: its thunk at the throwing type
  /// takes the error parameter (`emitFunctionRef`). Any other value (a variable's, a
  /// local function's, `b ? f : g`): a closure whose context holds the value and whose
  /// function calls it, never storing an error.
  func emitFunctionConversion(_ c: FunctionConversionExpr, type: SwiftType) -> ManagedValue {
    guard case .function(let want) = type else { return emitRValue(c.subExpr) }
    switch c.subExpr.withoutParens {
    case let closure as ClosureExpr:
      // (A closure written here is made at the throwing type.)
      return emitClosure(closure, as: type)
    case let r as DeclRefExpr where r.decl is FuncDecl && locals[ObjectIdentifier(r.decl)] == nil:
      return emitDeclRef(r, type: type)
    case let d as DotSyntaxCallExpr where d.base is TypeExpr:
      if let f = d.fn.decl as? FuncDecl { return emitFunctionRef(f, type: type, selfType: d.base.type) }
    default:
      break
    }
    let value = emitOwned(emitRValue(c.subExpr))
    guard case .function(let have)? = lowered(c.subExpr.type) else { return trivial(value, type) }
    let valueType = igm.irType(.function(have))
    let contextType = ir.literalStruct([igm.refCountedType, valueType])
    let metadata = emitContextMetadata(contextType, [(.function(have), .strong)])
    let thunk = ir.declareFunction("ms.thunk.throws.\(igm.closureCount)", igm.thickFunctionType(want))
    ir.setLinkage(thunk, .private)
    let igm = self.igm
    igm.pendingBodies.append {
      let igf = IRGenFunction(igm: igm, fn: thunk)
      let count = want.parameters.count
      let inner = igf.b.load(valueType, igf.b.fieldAddress(contextType, thunk.param(count), 1))
      let args = (0..<count).map { thunk.param($0) } + [igf.b.extract(inner, 1)]
      let r = igf.b.call(igm.thickFunctionType(have), igf.b.extract(inner, 0), args)
      if igm.isVoidLike(have.result) { igf.b.retVoid() } else { igf.b.ret(r) }
    }
    let context = b.call(ir.runtime(.allocObject), [metadata, ir.int(ir.size(of: contextType))])
    b.store(value, b.fieldAddress(contextType, context, 1))
    return ManagedValue(value: b.makeStruct(igm.irType(type), [ir.constPointerCast(thunk), context]), type: type,
                        isOwned: true)
  }

  /// The metadata of a closure context: destroy releases each capture.
  private func emitContextMetadata(_ contextType: IRType, _ fields: [CaptureField]) -> IRValue {
    emitContextMetadata(contextType, fields.map { f in
      f.isInOutAddress ? nil : (f.isBox ? .string : f.type, f.isBox ? .strong : (f.decl as? VarDecl)?.referenceOwnership ?? .strong)
    })
  }

  /// The same for a context of values of these types (nil: a field never released), each
  /// released as its ownership says.
  private func emitContextMetadata(_ contextType: IRType, _ fields: [(type: SwiftType, ownership: ReferenceOwnership)?])
    -> IRValue
  {
    igm.closureCount += 1
    let destroy = ir.declareFunction("ms.closure.destroy.\(igm.closureCount)", ir.function([ir.ptr], ir.void))
    ir.setLinkage(destroy, .private)
    let igm = self.igm
    igm.pendingBodies.append {
      let igf = IRGenFunction(igm: igm, fn: destroy)
      for (i, f) in fields.enumerated() {
        guard let (t, ownership) = f else { continue }
        let slot = igf.b.fieldAddress(contextType, destroy.param(0), i + 1)
        if ownership != .strong {
          igf.emitReferenceStorageDestroy(at: slot, ownership)
          continue
        }
        igf.emitRelease(igf.b.load(igm.irType(t), slot), t)
      }
      igf.b.retVoid()
    }
    let header = ir.constStruct(
      [ir.null(), igm.cString("closure context"), ir.constPointerCast(destroy), ir.int(ir.size(of: contextType))],
      type: igm.types.metadataHeader)
    let g = ir.defineGlobal("ms.closure.context.\(igm.closureCount)", initializer: header, linkage: .private, constant: true)
    return ir.constPointerCast(g)
  }

  /// A call through a function value.
  func emitFunctionValueCall(_ fnExpr: Expr, _ args: [Expr], resultType: SwiftType) -> ManagedValue {
    emitFunctionValueCall(emitRValue(fnExpr), args, resultType: resultType)
  }

  /// A call of function value `callee` (ending its use after the call).
  func emitFunctionValueCall(_ callee: ManagedValue, _ args: [Expr], resultType: SwiftType) -> ManagedValue {
    guard case .function(let ft) = callee.type else {
      emitEndUse(callee)
      return trivial(ir.null(igm.irType(resultType)), resultType)
    }
    var evaluated = EvaluatedArguments()
    for (i, arg) in args.enumerated() {
      let param = i < ft.parameters.count ? ft.parameters[i] : nil
      emitArgument(arg, isInOut: param?.isInOut == true, expected: param?.type, into: &evaluated)
    }
    let fnPointer = b.extract(callee.value, 0)
    record(.functionValue, on: fnPointer)
    let context = b.extract(callee.value, 1)
    let r = emitCall(fnPointer, type: igm.thickFunctionType(ft), args: evaluated.values, selfArg: context, resultType: ft.result,
                     throwing: ft.isThrowing)
    finish(evaluated)
    emitEndUse(callee)
    return r
  }
}
