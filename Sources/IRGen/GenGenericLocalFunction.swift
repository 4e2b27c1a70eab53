import AST

// Generic local functions (`func id<T>(_ x: T) -> T` inside a body), specialized as a
// generic file-scope function is (GenSpecialization.swift), one LLVM function per list of
// generic arguments, but with a context as a non-generic local function has
// (GenClosure.swift). The declaration makes the context, once, holding the captures; its
// value is `{ null, context }`, a function value whose function is not known until a
// call names its generic arguments. A call `id(4)` emits (on first use) the
// specialization `id<Int>`, which takes the parameters and then that context, and calls
// it with the context of the value in scope (the declaration's, or a closure's copy of
// it). The specialization's body is emitted with the generic arguments of the
// enclosing specialization (an outer generic function's `U`) and its own.

/// What a generic local function's declaration made, for its specializations: the
/// layout of the context they read their captures from.
struct GenericLocalFunctionLayout {
  /// Numbers the function's specializations (`ms.local.3.id<Int>`).
  let number: Int
  let fields: [CaptureField]
  let contextType: IRType
  /// The generic arguments of the enclosing code (its outer generic parameters).
  let outer: SubstitutionMap
}

extension IRGenModule {
  /// The generic parameters a specialization of local function `f` binds itself: its
  /// own and those of the generic local functions declared inside it. The rest of the
  /// substitutions in force belong to the code around `f`, the same at its declaration
  /// and at each call.
  func genericParametersDeclared(in f: FuncDecl) -> [GenericTypeParamDecl] {
    var parameters = f.genericParameters
    if let body = f.body {
      ASTWalk(entersClosures: true, entersNestedDeclarations: true).walk(body) { node in
        if let g = node as? FuncDecl { parameters += g.genericParameters }
        return .visitChildren
      }
    }
    return parameters
  }

  /// The key of the layout of `f`'s context, in the code being emitted.
  func genericLocalLayoutKey(_ f: FuncDecl) -> String {
    "\(UInt(bitPattern: ObjectIdentifier(f).hashValue))|" + substitutions.removing(genericParametersDeclared(in: f)).key
  }
}

extension IRGenFunction {
  /// A generic local function's declaration: its context, kept in a local as the value
  /// `{ null, context }`, released at the end of the scope.
  func emitGenericLocalFunction(_ f: FuncDecl) {
    let type = lowered(f.interfaceType) ?? .error
    let (fields, contextType, context) = emitContext(capturing: f.captures ?? [])
    igm.closureCount += 1
    igm.genericLocalLayouts[igm.genericLocalLayoutKey(f)] = GenericLocalFunctionLayout(
      number: igm.closureCount, fields: fields, contextType: contextType,
      outer: igm.substitutions.removing(igm.genericParametersDeclared(in: f)))
    let slot = makeAlloca(igm.irType(type), igm.localName(f))
    b.store(b.makeStruct(igm.irType(type), [ir.null(), context]), slot)
    locals[ObjectIdentifier(f)] = .address(slot, type)
    pushCleanup(Cleanup(kind: .destroyAddress(slot, type)))
  }

  /// The value a call of generic local function `f` with generic arguments `arguments`
  /// calls: its specialization and the context of `f`'s value in scope (borrowed, with
  /// `scoped`, the value read, to end its use after the call). Nil when `f` has no
  /// value here.
  func genericLocalFunctionValue(_ f: FuncDecl, _ arguments: [SwiftType]) -> (callee: ManagedValue, scoped: ManagedValue)? {
    guard let local = locals[ObjectIdentifier(f)], let layout = igm.genericLocalLayouts[igm.genericLocalLayoutKey(f)],
      let body = f.body
    else { return nil }
    let map = layout.outer.adding(f.genericParameters, arguments)
    guard case .function(let ft) = map.apply(f.interfaceType ?? .error).revealingOpaqueTypes else { return nil }
    let name = "ms.local.\(layout.number).\(f.name)<\(arguments.map { "\($0)" }.joined(separator: ", "))>"
    let fn: IRValue
    if let existing = ir.function(named: name) {
      fn = existing
    } else {
      fn = ir.declareFunction(name, igm.thickFunctionType(ft))
      ir.setLinkage(fn, .private)
      var job = ClosureJob(fn: fn, parameters: f.parameters.parameters, body: body, loc: f.loc, type: ft,
                           fields: layout.fields, contextType: layout.contextType)
      job.localFunction = f
      // (Closures made in the body are emitted with the same substitutions.)
      igm.pendingBodies.append { [igm] in igm.withSubstitutions(map) { igm.emitClosureBody(job) } }
    }
    let type = SwiftType.function(ft)
    let value = emitLoad(local, isLet: true, type: lowered(f.interfaceType) ?? type)
    let callee = b.makeStruct(igm.irType(type), [ir.constPointerCast(fn), b.extract(value.value, 1)])
    return (trivial(callee, type), value)
  }
}
