import AST
import Basic

/// How a function receives `self`.
enum SelfConvention {
  /// A global function or a static member.
  case none
  /// A class instance (`i8*`), borrowed.
  case object
  /// A struct or enum value, borrowed.
  case value
  /// A pointer to a struct or enum (`mutating`, setters): `self` is `inout`.
  case address
}

/// Which LLVM function a Swift declaration becomes.
enum FunctionKind {
  /// A function, method or accessor, called directly or through a vtable.
  case body(AbstractFunctionDecl)
  /// `fC`: a struct initializer (returns the value) or a class's allocating initializer.
  case allocatingInit(ConstructorDecl)
  /// `fc`: a class initializer for an allocated instance (`self` last, returned).
  case initializingInit(ConstructorDecl)
  /// A superclass's convenience initializer as inherited by a subclass: its `fC`
  /// emitted again for the subclass, each `self.init` calling the subclass's
  /// initializer (what swiftc reaches through the metatype it passes and the vtable).
  case inheritedConvenienceInit(ConstructorDecl, ClassDecl)
  /// `fd`: runs a class's `deinit` body, its superclass's, then releases the fields.
  case destroyer(ClassDecl)
  /// `fD`: the metadata's destroy entry.
  case deallocatingDeinit(ClassDecl)
}

extension IRGenModule {
  /// The nominal type a member is declared in (through its extension), if any.
  func enclosingNominal(_ d: Decl) -> NominalTypeDecl? { d.enclosingNominal }

  func selfConvention(_ f: AbstractFunctionDecl) -> SelfConvention {
    guard let nominal = enclosingNominal(f), !f.isStaticMember else { return .none }
    if case .metatype? = f.selfDecl?.interfaceType { return .none }
    if nominal is ClassDecl { return .object }
    // A protocol extension's member takes `self` as the type `Self` is bound to does
    // (a class instance is passed by value, as an object).
    if nominal is ProtocolDecl && f.protocolExtension == nil { return .none }
    if f is ConstructorDecl { return .none }
    if let selfDecl = f.selfDecl { return selfDecl.isInOut ? .address : .value }
    if f.modifiers.isMutating { return .address }
    if let a = f as? AccessorDecl, a.accessorKind != .get, !(a.storage?.modifiers.isNonmutating ?? false) {
      return .address
    }
    return .value
  }

  /// The type a member access works on: the type declaring the member (Sema makes the
  /// base's type exactly that; deriving it from the declaration also covers bases Sema
  /// leaves untyped).
  func memberBaseType(_ m: MemberRefExpr) -> SwiftType {
    switch enclosingNominal(member(m)) {
    case let p as ProtocolDecl: return .existential(p)
    case let n? where !n.genericParameters.isEmpty: return lowered(m.base.type) ?? .error
    case let n?: return selfType(n)
    case nil: return lowered(m.base.type) ?? .error
    }
  }

  /// The Swift type of `self` inside a member of `n` (of a generic struct, in the
  /// specialization being emitted).
  func selfType(_ n: NominalTypeDecl) -> SwiftType { lowered(n.selfInterfaceType) }

  /// The result type of a function declaration.
  func resultType(_ f: AbstractFunctionDecl) -> SwiftType {
    if let a = f as? AccessorDecl {
      switch a.accessorKind {
      case .get: return a.storage?.interfaceType ?? .error
      case .set, .willSet, .didSet: return .void
      // An `UnsafeMutablePointer<Element>` (its type is Sema's, `updateAccessorTypes`).
      case .unsafeMutableAddress, .unsafeMutablePayloadAddress:
        if case .function(let f)? = a.interfaceType { return f.result }
        return .error
      }
    }
    if let c = f as? ConstructorDecl {
      // (A protocol extension's makes a `Self`, the type its specialization binds.)
      if let p = c.protocolExtension {
        let t = SwiftType.genericParameter(p.selfParameter)
        return c.isFailable ? .optional(t) : t
      }
      if let n = enclosingNominal(c) { return c.isFailable ? .optional(n.selfInterfaceType) : n.selfInterfaceType }
      return .error
    }
    return f.resultInterfaceType ?? .void
  }

  func parameterIRType(_ p: ParamDecl) -> IRType {
    p.isInOut ? ir.ptr : irType(p.interfaceType ?? .error)
  }

  /// The LLVM function type of `kind`. Parameters in order, then `self` last (as
  /// swiftc passes it); results are returned directly (`void` for `()`).
  func functionType(_ kind: FunctionKind) -> IRType {
    switch kind {
    case .body(let f):
      var params = f.parameters.parameters.map(parameterIRType)
      switch selfConvention(f) {
      case .none: break
      case .object, .address: params.append(ir.ptr)
      case .value: params.append(irType(enclosingNominal(f).map(selfType) ?? .error))
      }
      if f.isThrowing { params.append(ir.ptr) }
      return ir.function(params, irResultType(resultType(f)))
    case .allocatingInit(let c), .inheritedConvenienceInit(let c, _):
      let params = c.parameters.parameters.map(parameterIRType) + (c.isThrowing ? [ir.ptr] : [])
      return ir.function(params, irType(resultType(c)))
    case .initializingInit(let c):
      let params = c.parameters.parameters.map(parameterIRType) + [ir.ptr] + (c.isThrowing ? [ir.ptr] : [])
      return ir.function(params, ir.ptr)
    case .destroyer, .deallocatingDeinit:
      return ir.function([ir.ptr], ir.void)
    }
  }

  func symbolName(_ kind: FunctionKind) -> String {
    switch kind {
    case .body(let f):
      if let a = f as? AccessorDecl, let storage = a.storage {
        let k: Mangler.AccessorKind = switch a.accessorKind {
        case .get: .getter
        case .set: .setter
        case .willSet: .willSet
        case .didSet: .didSet
        case .unsafeMutableAddress: .unsafeMutableAddressor
        // (Swift's `_modify`, which it stands for.)
        case .unsafeMutablePayloadAddress: .modify
        }
        return mangler.accessor(storage, k)
      }
      if let fd = f as? FuncDecl { return mangler.function(fd) }
      if let c = f as? ConstructorDecl { return mangler.constructor(c, allocating: true) }
      return "$s_unknown_\(f.name)"
    case .allocatingInit(let c): return mangler.constructor(c, allocating: true)
    case .initializingInit(let c): return mangler.constructor(c, allocating: false)
    case .inheritedConvenienceInit(let c, let cls):
      // The name swiftc would give `cls.init(...)`: the owner's context replaced.
      let name = mangler.constructor(c, allocating: true)
      guard let owner = enclosingNominal(c) else { return name }
      let ownerName = mangledTypeName(owner)
      guard name.hasPrefix("$s" + ownerName) else { return name }
      return "$s" + mangledTypeName(cls) + name.dropFirst(2 + ownerName.count)
    case .destroyer(let c): return mangler.destructor(of: c, deallocating: false)
    case .deallocatingDeinit(let c): return mangler.destructor(of: c, deallocating: true)
    }
  }

  /// The LLVM function for `kind`, declared on first use.
  func function(_ kind: FunctionKind) -> IRValue {
    let key = FunctionKey(kind)
    if let f = functions[key] { return f }
    let name = symbolName(kind)
    let f = ir.function(named: name) ?? ir.declareFunction(name, functionType(kind))
    functions[key] = f
    if case .body(let decl) = kind, decl.outermostDecl.isInStandardLibrary, decl.hasBody, f.isDeclaration {
      // A function of module Swift the program uses: emitted into the program's module,
      // linkonce_odr so that a library and a program that both use it link.
      ir.setLinkage(f, .linkOnceODR)
      pendingBodies.append { [self] in emitFunctionBody(decl) }
    }
    if case .allocatingInit(let c) = kind, c.outermostDecl.isInStandardLibrary, f.isDeclaration,
      let n = enclosingNominal(c), !(n is ClassDecl), n.genericParameters.isEmpty
    {
      // An initializer of a struct of module Swift (`Hasher()`): the same.
      ir.setLinkage(f, .linkOnceODR)
      pendingBodies.append { [self] in emitValueInit(c, n, into: f) }
    }
    return f
  }
}

/// `FunctionKind` as a dictionary key.
struct FunctionKey: Hashable {
  let decl: ObjectIdentifier
  let kind: Int
  var other: ObjectIdentifier? = nil

  init(_ k: FunctionKind) {
    switch k {
    case .body(let f): decl = ObjectIdentifier(f); kind = 0
    case .allocatingInit(let c): decl = ObjectIdentifier(c); kind = 1
    case .initializingInit(let c): decl = ObjectIdentifier(c); kind = 2
    case .inheritedConvenienceInit(let c, let cls): decl = ObjectIdentifier(c); kind = 5; other = ObjectIdentifier(cls)
    case .destroyer(let c): decl = ObjectIdentifier(c); kind = 3
    case .deallocatingDeinit(let c): decl = ObjectIdentifier(c); kind = 4
    }
  }
}

/// An expression's value during emission, with its ownership: an owned (+1) value must be
/// consumed (stored, returned) or released; a borrowed (+0) one is valid while its
/// source lives and must be copied (retained) to be kept.
struct ManagedValue {
  var value: IRValue
  var type: SwiftType
  var isOwned: Bool
}

/// Where a local variable, parameter or `self` lives.
enum LocalStorage {
  /// In memory (an `alloca`), owning its value.
  case address(IRValue, SwiftType)
  /// A borrowed SSA value (a parameter, a class method's `self`).
  case value(IRValue, SwiftType)
  /// A pointer to the caller's memory (`inout` parameter, mutating `self`).
  case inoutAddress(IRValue, SwiftType)
}

/// Code to run when control leaves a scope: locals are released in reverse order of
/// declaration, on every path out (fallthrough, `break`, `continue`, `return`).
struct Cleanup {
  enum Kind {
    /// Release the value stored at an address.
    case destroyAddress(IRValue, SwiftType)
    /// Run a `defer` body.
    case deferred(BraceStmt)
    /// Give up the weak or unowned reference held at an address (GenWeak.swift).
    case destroyReferenceStorage(IRValue, ReferenceOwnership)
  }
  var kind: Kind
}

/// A loop's targets for `break` and `continue`.
struct LoopTargets {
  let stmt: Stmt?
  let breakBlock: IRBlock
  let continueBlock: IRBlock?
  let cleanupDepth: Int
}

/// The lowering of one function body (swiftc's `IRGenFunction`).
final class IRGenFunction {
  let igm: IRGenModule
  let fn: IRValue
  let b: IRBuilder
  var ir: IRModule { igm.ir }
  let entryBlock: IRBlock
  var locals: [ObjectIdentifier: LocalStorage] = [:]
  var cleanups: [Cleanup] = []
  var loops: [LoopTargets] = []
  /// The function's Swift result type (`.void` for none).
  var resultType: SwiftType = .void
  /// What a `return` returns after the cleanups run (an initializer returns `self`).
  var returnValueOverride: (() -> IRValue)? = nil
  /// A class initializer that allocates its object itself (a generic class's, one
  /// function per specialization): when it fails it frees the object too.
  var allocatesSelf = false
  /// The heap boxes of the captured `var`s declared or captured here.
  var boxes: [ObjectIdentifier: IRValue] = [:]
  /// The declarations closures in this body capture (a captured `var` is boxed).
  var capturedVars: Set<ObjectIdentifier> = []
  /// Where `fallthrough` goes in the switch cases being emitted (innermost last).
  var fallthroughTargets: [IRBlock] = []
  /// Where a `?` inside an optional chain jumps on `nil` (innermost last).
  var optionalChainTargets: [IRBlock] = []
  /// `self` of the function being emitted (methods, initializers, deinit).
  var currentSelf: LocalStorage? = nil
  /// In a class's convenience initializer: the class being constructed.
  var dynamicClass: ClassDecl? = nil
  /// Where a `return` goes after the cleanups when the function has an epilogue of its
  /// own (a deinit continues with its superclass's deinit and the fields).
  var returnTarget: IRBlock? = nil
  /// The slot and block every `return` of an aggregate goes through (GenReturnSlot.swift).
  var aggregateReturn: (slot: IRValue, block: IRBlock)? = nil
  /// True while emitting the main module's top-level code: variables declared directly
  /// in a `TopLevelCodeDecl` are globals.
  var isTopLevel = false
  /// The statement being emitted (what `-emit-sil` attributes a retain or release to).
  var statementLoc = SourceLoc.invalid
  /// Nesting depth of brace statements (top-level globals are at depth 1).
  var braceDepth = 0
  /// The shared trap block of the function (integer overflow and friends).
  private var trapBlock: IRBlock? = nil
  /// The declaration whose body is being emitted (assignments to a property in its
  /// type's initializers and in its own observers do not call the observers).
  var function: AbstractFunctionDecl? = nil
  /// `-g`: the function's subprogram, when it has one (see `beginDebugInfo`).
  var debugScope: DebugScope? = nil
  /// A throwing function's error parameter, and where errors thrown in it go
  /// (innermost last; see GenError.swift).
  var errorParameter: IRValue? = nil
  var errorDestinations: [ErrorDestination] = []
  var callErrorSlotStorage: IRValue? = nil

  init(igm: IRGenModule, fn: IRValue) {
    self.igm = igm
    self.fn = fn
    b = IRBuilder(igm.ir)
    entryBlock = igm.ir.appendBlock(to: fn, "entry")
    b.position(at: entryBlock)
    igm.debugInfo?.clearLocation()
  }

  // MARK: Blocks

  func newBlock(_ name: String) -> IRBlock { ir.appendBlock(to: fn, name) }

  /// Continues emission in `block`, branching to it from the current block if that is
  /// still open.
  func fallThrough(to block: IRBlock) {
    if !b.isTerminated { b.br(block) }
    b.position(at: block)
  }

  /// Starts an unreachable block for code after `return`/`break` (never executed).
  func startDeadBlock() {
    b.position(at: newBlock("dead"))
  }

  /// An `alloca` in the entry block, so that it is allocated once per call.
  func makeAlloca(_ t: IRType, _ name: String = "") -> IRValue {
    let current = b.insertBlock
    let location = b.debugLocation
    b.positionAtStart(of: entryBlock)
    b.debugLocation = nil  // `-g`: the function's first line (see `DebugInfo.finalize`)
    let a = b.alloca(t, name)
    if let current { b.position(at: current) }
    b.debugLocation = location
    return a
  }

  /// Branches to a shared block that traps (`llvm.trap`: SIGILL) when `condition` holds.
  func trap(if condition: IRValue) {
    let cont = newBlock("cont")
    b.condBr(condition, trapBlockForFunction(), cont)
    b.position(at: cont)
  }

  private func trapBlockForFunction() -> IRBlock {
    if let t = trapBlock { return t }
    let t = newBlock("trap")
    let current = b.insertBlock
    b.position(at: t)
    let (trapFn, trapType) = ir.intrinsic("llvm.trap", [])
    b.call(trapType, trapFn, [])
    b.unreachable()
    if let current { b.position(at: current) }
    trapBlock = t
    return t
  }

  // MARK: Scopes and cleanups

  var cleanupDepth: Int { cleanups.count }

  func pushCleanup(_ c: Cleanup) { cleanups.append(c) }

  /// Emits the cleanups above `depth` (innermost first) without popping them: for a
  /// branch out of their scopes.
  func emitCleanups(downTo depth: Int) {
    guard !b.isTerminated else { return }
    var i = cleanups.count - 1
    while i >= depth {
      emit(cleanups[i])
      i -= 1
    }
  }

  /// Leaves a scope: emits its cleanups on the fallthrough path and pops them.
  func popScope(to depth: Int) {
    emitCleanups(downTo: depth)
    cleanups.removeLast(cleanups.count - depth)
  }

  private func emit(_ c: Cleanup) {
    switch c.kind {
    case .destroyAddress(let addr, let type):
      let v = b.load(igm.irType(type), addr)
      emitRelease(v, type)
    case .deferred(let body):
      // Emitted once per exit of the scope; its own locals end inside it.
      emitBrace(body)
    case .destroyReferenceStorage(let addr, let ownership):
      emitReferenceStorageDestroy(at: addr, ownership)
    }
  }

  // MARK: Locals

  /// Allocates a zero-initialized local variable and schedules its release.
  func emitLocalVariable(_ v: VarDecl) -> IRValue {
    if !v.isLet && capturedVars.contains(ObjectIdentifier(v)) { return emitBoxedLocalVariable(v) }
    let t = lowered(v.interfaceType) ?? .error
    let irt = igm.irType(t)
    let addr = makeAlloca(irt, v.name)
    b.store(ir.null(irt), addr)
    declareDebugVariable(v, storage: addr)
    locals[ObjectIdentifier(v)] = .address(addr, t)
    if holdsReferenceStorage(v) {
      pushCleanup(Cleanup(kind: .destroyReferenceStorage(addr, v.referenceOwnership)))
    } else if !igm.isTrivial(t) {
      pushCleanup(Cleanup(kind: .destroyAddress(addr, t)))
    }
    return addr
  }

  // MARK: Function bodies

  /// Binds the parameters of `f` (and `self`) to the LLVM arguments.
  func bindParameters(_ f: AbstractFunctionDecl, selfConvention: SelfConvention, selfArgument: IRValue?) {
    // The error parameter is the last one.
    if f.isThrowing { bindErrorParameter(fn.param(fn.paramCount - 1)) }
    for (i, p) in f.parameters.parameters.enumerated() {
      let arg = fn.param(i)
      let t = lowered(p.interfaceType) ?? .error
      locals[ObjectIdentifier(p)] = p.isInOut ? .inoutAddress(arg, t) : .value(arg, t)
    }
    guard let selfDecl = f.selfDecl, let nominal = igm.enclosingNominal(f) else { return }
    // A protocol extension's member: `self` is of the type `Self` is bound to (a closure
    // capturing it stores that type, not the protocol's existential).
    let t = f.protocolExtension.map { lowered(.genericParameter($0.selfParameter)) } ?? igm.selfType(nominal)
    switch selfConvention {
    case .none: break
    case .object, .value:
      if let s = selfArgument {
        locals[ObjectIdentifier(selfDecl)] = .value(s, t)
        currentSelf = .value(s, t)
      }
    case .address:
      if let s = selfArgument {
        locals[ObjectIdentifier(selfDecl)] = .inoutAddress(s, t)
        currentSelf = .inoutAddress(s, t)
      }
    }
  }

  /// Emits `body` and the implicit return at its end.
  func emitBody(_ body: BraceStmt?) {
    if let body {
      capturedVars.formUnion(ClosureScan.capturedDecls(in: body))
      emitBrace(body)
      setDebugLocation(body.range.end)
    }
    if !b.isTerminated { emitReturn(nil) }
  }

  /// `return value`: the value is owned (+1); then every scope's cleanups run.
  func emitReturn(_ value: IRValue?) {
    emitCleanups(downTo: 0)
    if let target = returnTarget {
      b.br(target)
      return
    }
    if let override = returnValueOverride {
      b.ret(override())
    } else if let value, !igm.isVoidLike(resultType) {
      if value.type.isStruct { emitAggregateReturn(value) } else { b.ret(value) }
    } else if igm.isVoidLike(resultType) {
      b.retVoid()
    } else {
      b.ret(ir.null(igm.irType(resultType)))
    }
  }
}

extension IRGenModule {
  /// Emits the body of a function, method or accessor.
  func emitFunctionBody(_ f: AbstractFunctionDecl) {
    let llfn = function(.body(f))
    guard llfn.isDeclaration, f.hasBody else { return }
    let igf = IRGenFunction(igm: self, fn: llfn)
    igf.function = f
    // The library's source is not among the program's files: no debug scope.
    if !f.outermostDecl.isInStandardLibrary { igf.beginDebugInfo(name: f.name, at: f.loc) }
    igf.resultType = resultType(f)
    let conv = selfConvention(f)
    let selfArg: IRValue? = conv == .none ? nil : llfn.param(f.parameters.parameters.count)
    igf.bindParameters(f, selfConvention: conv, selfArgument: selfArg)
    igf.declareDebugParameters(f.parameters.parameters + (f.selfDecl.map { [$0] } ?? []))
    requireCheckedBody(f)
    igf.emitBody(f.body)
  }

  /// Module `Swift`'s bodies are type-checked when a lookup asks for them
  /// (Sema/LibraryBodies.swift); one emitted unchecked is a use Sema did not see.
  func requireCheckedBody(_ f: AbstractFunctionDecl) {
    guard f.outermostDecl.isInStandardLibrary, !f.isBodyChecked else { return }
    let name = (f as? AccessorDecl)?.storage.map { "\($0.name)' accessor '\(f.name)" } ?? f.name
    fatalError("internal error: IRGen met the body of module Swift's '\(name)', which Sema did not type-check")
  }
}

/// A node that Sema never hands to IRGen where it was met (it replaced or rejected it,
/// or the node only occurs inside another that emits it): a bug in the compiler.
func unexpectedNode(_ n: Node, _ why: String) -> Never {
  fatalError("internal error: IRGen met \(type(of: n)) at offset \(n.range.start.offset) (\(why))")
}
