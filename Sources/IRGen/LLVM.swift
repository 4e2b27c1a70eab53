import CLLVM

// A thin Swift face over the LLVM C API: the rest of IRGen reads as Swift and never
// touches an `LLVM...` function directly.
//
// Pointers: every pointer value IRGen makes is an `i8*` (`ptr` on LLVM 15+). Where an
// instruction needs a typed pointer (a load, store, GEP or call on LLVM 14) the wrapper
// casts the operand to the right pointer type first; with opaque pointers those casts
// fold away. Every builder call names its types explicitly (`...2` variants), so the same
// code runs on typed and opaque pointers.

/// An LLVM type.
struct IRType: Equatable {
  let ref: LLVMTypeRef

  static func == (a: IRType, b: IRType) -> Bool { a.ref == b.ref }

  var isVoid: Bool { LLVMGetTypeKind(ref) == LLVMVoidTypeKind }
  var isStruct: Bool { LLVMGetTypeKind(ref) == LLVMStructTypeKind }
  var isPointer: Bool { LLVMGetTypeKind(ref) == LLVMPointerTypeKind }

  var structElementCount: Int { Int(LLVMCountStructElementTypes(ref)) }

  func structElement(_ i: Int) -> IRType { IRType(ref: LLVMStructGetTypeAtIndex(ref, UInt32(i))) }

  var returnType: IRType { IRType(ref: LLVMGetReturnType(ref)) }
}

/// An LLVM value (instruction, constant, global, function, argument).
struct IRValue {
  let ref: LLVMValueRef

  var type: IRType { IRType(ref: LLVMTypeOf(ref)) }

  func param(_ i: Int) -> IRValue { IRValue(ref: LLVMGetParam(ref, UInt32(i))) }
  var paramCount: Int { Int(LLVMCountParams(ref)) }
  func setName(_ name: String) { LLVMSetValueName2(ref, name, name.utf8.count) }

  var name: String {
    var len = 0
    guard let p = LLVMGetValueName2(ref, &len) else { return "" }
    return String(cString: p)
  }

  /// True for a function or global that has no body/initializer yet.
  var isDeclaration: Bool { LLVMIsDeclaration(ref) != 0 }
}

/// A basic block.
struct IRBlock {
  let ref: LLVMBasicBlockRef

  var hasTerminator: Bool { LLVMGetBasicBlockTerminator(ref) != nil }
}

enum IRLinkage {
  case external, `private`, `internal`, linkOnceODR

  var llvm: LLVMLinkage {
    switch self {
    case .external: LLVMExternalLinkage
    case .private: LLVMPrivateLinkage
    case .internal: LLVMInternalLinkage
    case .linkOnceODR: LLVMLinkOnceODRLinkage
    }
  }
}

/// Integer comparison predicates used by IRGen.
enum IntPredicate {
  case eq, ne, slt, sle, sgt, sge
  /// Unsigned `>=`: one comparison checks `0 <= i < n` (a negative `i` is huge).
  case uge
  /// The other unsigned comparisons (UInt8 ... UInt).
  case ult, ule, ugt

  var llvm: LLVMIntPredicate {
    switch self {
    case .eq: LLVMIntEQ
    case .ne: LLVMIntNE
    case .slt: LLVMIntSLT
    case .sle: LLVMIntSLE
    case .sgt: LLVMIntSGT
    case .sge: LLVMIntSGE
    case .uge: LLVMIntUGE
    case .ult: LLVMIntULT
    case .ule: LLVMIntULE
    case .ugt: LLVMIntUGT
    }
  }
}

/// Floating-point comparison predicates (ordered, except `!=` which is unordered as
/// in Swift: `nan != nan` is true).
enum RealPredicate {
  case oeq, une, olt, ole, ogt, oge

  var llvm: LLVMRealPredicate {
    switch self {
    case .oeq: LLVMRealOEQ
    case .une: LLVMRealUNE
    case .olt: LLVMRealOLT
    case .ole: LLVMRealOLE
    case .ogt: LLVMRealOGT
    case .oge: LLVMRealOGE
    }
  }
}

/// One LLVM context + module + instruction builder: what a compilation writes into.
final class IRModule {
  let context: LLVMContextRef
  let module: LLVMModuleRef
  let builder: LLVMBuilderRef

  let void: IRType
  let i1: IRType
  let i8: IRType
  let i32: IRType
  let i64: IRType
  let double: IRType
  /// `i8*`: the one pointer type of IRGen's values.
  let ptr: IRType

  init(name: String) {
    context = LLVMContextCreate()
    module = LLVMModuleCreateWithNameInContext(name, context)
    builder = LLVMCreateBuilderInContext(context)
    void = IRType(ref: LLVMVoidTypeInContext(context))
    i1 = IRType(ref: LLVMInt1TypeInContext(context))
    i8 = IRType(ref: LLVMInt8TypeInContext(context))
    i32 = IRType(ref: LLVMInt32TypeInContext(context))
    i64 = IRType(ref: LLVMInt64TypeInContext(context))
    double = IRType(ref: LLVMDoubleTypeInContext(context))
    ptr = IRType(ref: LLVMPointerType(LLVMInt8TypeInContext(context), 0))
  }

  deinit {
    LLVMDisposeBuilder(builder)
    LLVMDisposeModule(module)
    LLVMContextDispose(context)
  }

  // MARK: Types

  func pointer(to t: IRType) -> IRType { IRType(ref: LLVMPointerType(t.ref, 0)) }

  func array(_ t: IRType, count: Int) -> IRType { IRType(ref: LLVMArrayType(t.ref, UInt32(count))) }

  func function(_ params: [IRType], _ result: IRType) -> IRType {
    var ps: [LLVMTypeRef?] = params.map(\.ref)
    return ps.withUnsafeMutableBufferPointer {
      IRType(ref: LLVMFunctionType(result.ref, $0.baseAddress, UInt32($0.count), 0))
    }
  }

  /// A literal (unnamed) struct type.
  func literalStruct(_ fields: [IRType]) -> IRType {
    var fs: [LLVMTypeRef?] = fields.map(\.ref)
    return fs.withUnsafeMutableBufferPointer {
      IRType(ref: LLVMStructTypeInContext(context, $0.baseAddress, UInt32($0.count), 0))
    }
  }

  /// A named struct type whose body is set later (`setBody`).
  func namedStruct(_ name: String) -> IRType {
    IRType(ref: LLVMStructCreateNamed(context, name))
  }

  func setBody(_ t: IRType, _ fields: [IRType]) {
    var fs: [LLVMTypeRef?] = fields.map(\.ref)
    fs.withUnsafeMutableBufferPointer {
      LLVMStructSetBody(t.ref, $0.baseAddress, UInt32($0.count), 0)
    }
  }

  // MARK: Constants

  /// `iN` (`i8`, `i16`, `i32`, `i64`: the sized integers).
  func intType(bits: Int) -> IRType {
    switch bits {
    case 1: i1
    case 8: i8
    case 32: i32
    case 64: i64
    default: IRType(ref: LLVMIntTypeInContext(context, UInt32(bits)))
    }
  }

  func int(_ v: Int64, _ t: IRType? = nil) -> IRValue {
    IRValue(ref: LLVMConstInt((t ?? i64).ref, UInt64(bitPattern: v), 1))
  }

  func bool(_ b: Bool) -> IRValue { IRValue(ref: LLVMConstInt(i1.ref, b ? 1 : 0, 0)) }

  func real(_ d: Double) -> IRValue { IRValue(ref: LLVMConstReal(double.ref, d)) }

  func null(_ t: IRType? = nil) -> IRValue { IRValue(ref: LLVMConstNull((t ?? ptr).ref)) }

  func undef(_ t: IRType) -> IRValue { IRValue(ref: LLVMGetUndef(t.ref)) }

  func constStruct(_ values: [IRValue], type: IRType? = nil) -> IRValue {
    var vs: [LLVMValueRef?] = values.map(\.ref)
    return vs.withUnsafeMutableBufferPointer {
      if let type {
        return IRValue(ref: LLVMConstNamedStruct(type.ref, $0.baseAddress, UInt32($0.count)))
      }
      return IRValue(ref: LLVMConstStructInContext(context, $0.baseAddress, UInt32($0.count), 0))
    }
  }

  func constArray(_ t: IRType, _ values: [IRValue]) -> IRValue {
    var vs: [LLVMValueRef?] = values.map(\.ref)
    return vs.withUnsafeMutableBufferPointer {
      IRValue(ref: LLVMConstArray(t.ref, $0.baseAddress, UInt32($0.count)))
    }
  }

  /// The bytes as an `[n x i8]` constant (callers append the NUL they need).
  func constCString(_ bytes: [UInt8]) -> IRValue {
    bytes.withUnsafeBufferPointer { buf in
      buf.withMemoryRebound(to: CChar.self) {
        IRValue(ref: LLVMConstStringInContext(context, $0.baseAddress, UInt32($0.count), 1))
      }
    }
  }

  /// A constant cast of a global/function to `i8*`.
  func constPointerCast(_ v: IRValue, to t: IRType? = nil) -> IRValue {
    let target = t ?? ptr
    if v.type == target { return v }
    return IRValue(ref: LLVMConstPointerCast(v.ref, target.ref))
  }

  /// The byte offset of field `i` of struct type `t`, from the module's data layout.
  func offset(of i: Int, in t: IRType) -> Int64 {
    Int64(LLVMOffsetOfElement(LLVMGetModuleDataLayout(module), t.ref, UInt32(i)))
  }

  /// The allocation size of a type in bytes, from the module's data layout.
  func size(of t: IRType) -> Int64 {
    let layout = LLVMGetModuleDataLayout(module)
    return Int64(LLVMABISizeOfType(layout, t.ref))
  }

  // MARK: Globals and functions

  func function(named name: String) -> IRValue? {
    LLVMGetNamedFunction(module, name).map(IRValue.init)
  }

  /// The function `name`, declared with `type` if it does not exist yet.
  func declareFunction(_ name: String, _ type: IRType) -> IRValue {
    if let f = LLVMGetNamedFunction(module, name) { return IRValue(ref: f) }
    return IRValue(ref: LLVMAddFunction(module, name, type.ref))
  }

  func global(named name: String) -> IRValue? {
    LLVMGetNamedGlobal(module, name).map(IRValue.init)
  }

  /// The global `name` of `type`, added (as a declaration) if it does not exist yet.
  func declareGlobal(_ name: String, _ type: IRType) -> IRValue {
    if let g = LLVMGetNamedGlobal(module, name) { return IRValue(ref: g) }
    return IRValue(ref: LLVMAddGlobal(module, type.ref, name))
  }

  /// Defines a global with an initializer.
  @discardableResult
  func defineGlobal(
    _ name: String, initializer: IRValue, linkage: IRLinkage = .external, constant: Bool = false,
    unnamedAddr: Bool = false
  ) -> IRValue {
    let g: LLVMValueRef
    if let existing = LLVMGetNamedGlobal(module, name), LLVMGlobalGetValueType(existing) == initializer.type.ref {
      g = existing
    } else {
      g = LLVMAddGlobal(module, initializer.type.ref, name)
    }
    LLVMSetInitializer(g, initializer.ref)
    LLVMSetLinkage(g, linkage.llvm)
    LLVMSetGlobalConstant(g, constant ? 1 : 0)
    if unnamedAddr { LLVMSetUnnamedAddress(g, LLVMGlobalUnnamedAddr) }
    return IRValue(ref: g)
  }

  func setLinkage(_ v: IRValue, _ l: IRLinkage) { LLVMSetLinkage(v.ref, l.llvm) }

  func globalValueType(_ g: IRValue) -> IRType { IRType(ref: LLVMGlobalGetValueType(g.ref)) }

  func functionType(of f: IRValue) -> IRType { IRType(ref: LLVMGlobalGetValueType(f.ref)) }

  /// Adds an attribute to a function (`at` nil), its result (`at` 0) or parameter
  /// `at` (1-based).
  func addAttribute(_ f: IRValue, _ name: String, at index: Int? = nil) {
    let kind = LLVMGetEnumAttributeKindForName(name, name.utf8.count)
    let attr = LLVMCreateEnumAttribute(context, kind, 0)
    let i = index.map { LLVMAttributeIndex($0) } ?? LLVMAttributeIndex(bitPattern: -1)
    LLVMAddAttributeAtIndex(f.ref, i, attr)
  }

  /// An intrinsic such as `llvm.sadd.with.overflow.i64` (overloaded on `overloads`).
  func intrinsic(_ name: String, _ overloads: [IRType]) -> (IRValue, IRType) {
    let id = LLVMLookupIntrinsicID(name, name.utf8.count)
    var ts: [LLVMTypeRef?] = overloads.map(\.ref)
    return ts.withUnsafeMutableBufferPointer {
      let f = LLVMGetIntrinsicDeclaration(module, id, $0.baseAddress, $0.count)!
      let t = LLVMIntrinsicGetType(context, id, $0.baseAddress, $0.count)!
      return (IRValue(ref: f), IRType(ref: t))
    }
  }

  func appendBlock(to f: IRValue, _ name: String) -> IRBlock {
    IRBlock(ref: LLVMAppendBasicBlockInContext(context, f.ref, name))
  }

  func printToString() -> String {
    let s = LLVMPrintModuleToString(module)!
    defer { LLVMDisposeMessage(s) }
    return String(cString: s)
  }
}

/// Builds instructions at one insertion point of an `IRModule`.
struct IRBuilder {
  let m: IRModule
  var b: LLVMBuilderRef { m.builder }

  init(_ m: IRModule) { self.m = m }

  var insertBlock: IRBlock? { LLVMGetInsertBlock(b).map(IRBlock.init) }

  /// True when the current block already ends (after a return, branch or trap), so
  /// code that follows is unreachable and must not be emitted.
  var isTerminated: Bool { insertBlock?.hasTerminator ?? true }

  func position(at block: IRBlock) { LLVMPositionBuilderAtEnd(b, block.ref) }

  /// `-g`: the source location given to the instructions built next (nil: none).
  var debugLocation: LLVMMetadataRef? {
    get { LLVMGetCurrentDebugLocation2(b) }
    nonmutating set { LLVMSetCurrentDebugLocation2(b, newValue) }
  }

  /// Positions before the first instruction of `block` (for entry-block allocas).
  func positionAtStart(of block: IRBlock) {
    if let first = LLVMGetFirstInstruction(block.ref) {
      LLVMPositionBuilderBefore(b, first)
    } else {
      LLVMPositionBuilderAtEnd(b, block.ref)
    }
  }

  // MARK: Memory

  /// A stack slot for a `t`, as `i8*`.
  func alloca(_ t: IRType, _ name: String = "") -> IRValue {
    bitCast(IRValue(ref: LLVMBuildAlloca(b, t.ref, name)), m.ptr)
  }

  /// `p` as a pointer to `t` (a no-op with opaque pointers).
  func cast(_ p: IRValue, toPointerTo t: IRType) -> IRValue {
    bitCast(p, m.pointer(to: t))
  }

  func load(_ t: IRType, _ p: IRValue, _ name: String = "") -> IRValue {
    IRValue(ref: LLVMBuildLoad2(b, t.ref, cast(p, toPointerTo: t).ref, name))
  }

  /// A load of an `i64` known to be in `0 ..< Int64.max` (LLVM's `!range`): a count,
  /// which lets LLVM prove that an index below it cannot overflow when incremented.
  func loadNonNegative(_ p: IRValue) -> IRValue {
    let load = self.load(m.i64, p)
    var bounds: [LLVMValueRef?] = [m.int(0).ref, m.int(Int64.max).ref]
    let range = LLVMMDNodeInContext(m.context, &bounds, 2)
    LLVMSetMetadata(load.ref, LLVMGetMDKindIDInContext(m.context, "range", 5), range)
    return load
  }

  func store(_ v: IRValue, _ p: IRValue) {
    LLVMBuildStore(b, v.ref, cast(p, toPointerTo: v.type).ref)
  }

  /// The address of field `i` of the struct of type `t` at `p`, as `i8*`.
  func fieldAddress(_ t: IRType, _ p: IRValue, _ i: Int) -> IRValue {
    let gep = LLVMBuildStructGEP2(b, t.ref, cast(p, toPointerTo: t).ref, UInt32(i), "")!
    return bitCast(IRValue(ref: gep), m.ptr)
  }

  /// `&p[i]` for an array of `t`, as `i8*`.
  func elementAddress(_ t: IRType, _ p: IRValue, _ i: IRValue) -> IRValue {
    var idx: [LLVMValueRef?] = [i.ref]
    let gep = idx.withUnsafeMutableBufferPointer {
      LLVMBuildInBoundsGEP2(b, t.ref, cast(p, toPointerTo: t).ref, $0.baseAddress, 1, "")!
    }
    return bitCast(IRValue(ref: gep), m.ptr)
  }

  func memset(_ p: IRValue, _ byte: IRValue, _ size: IRValue) {
    LLVMBuildMemSet(b, p.ref, byte.ref, size.ref, 8)
  }

  // MARK: Aggregates

  func extract(_ agg: IRValue, _ i: Int) -> IRValue {
    IRValue(ref: LLVMBuildExtractValue(b, agg.ref, UInt32(i), ""))
  }

  func insert(_ agg: IRValue, _ v: IRValue, _ i: Int) -> IRValue {
    IRValue(ref: LLVMBuildInsertValue(b, agg.ref, v.ref, UInt32(i), ""))
  }

  /// Builds a struct value of type `t` from its fields.
  func makeStruct(_ t: IRType, _ fields: [IRValue]) -> IRValue {
    var agg = m.undef(t)
    for (i, f) in fields.enumerated() { agg = insert(agg, f, i) }
    return agg
  }

  // MARK: Calls

  @discardableResult
  func call(_ fnType: IRType, _ fn: IRValue, _ args: [IRValue], _ name: String = "") -> IRValue {
    // Pointer arguments are cast to the parameter's pointer type (typed pointers).
    let paramCount = Int(LLVMCountParamTypes(fnType.ref))
    var paramTypes = [LLVMTypeRef?](repeating: nil, count: paramCount)
    paramTypes.withUnsafeMutableBufferPointer { LLVMGetParamTypes(fnType.ref, $0.baseAddress) }
    var as_: [LLVMValueRef?] = args.enumerated().map { i, a in
      guard i < paramCount, let pt = paramTypes[i], a.type.isPointer, LLVMGetTypeKind(pt) == LLVMPointerTypeKind else {
        return a.ref
      }
      return bitCast(a, IRType(ref: pt)).ref
    }
    let callee = bitCast(fn, m.pointer(to: fnType))
    let resultName = fnType.returnType.isVoid ? "" : name
    let call = as_.withUnsafeMutableBufferPointer {
      IRValue(ref: LLVMBuildCall2(b, fnType.ref, callee.ref, $0.baseAddress, UInt32($0.count), resultName))
    }
    // Call sites repeat the callee's `zeroext` on i1 parameters and results (C `bool`).
    if LLVMIsAFunction(fn.ref) != nil {
      let zext = LLVMGetEnumAttributeKindForName("zeroext", 7)
      for i in 0...paramCount where LLVMGetEnumAttributeAtIndex(fn.ref, UInt32(i), zext) != nil {
        LLVMAddCallSiteAttribute(call.ref, UInt32(i), LLVMCreateEnumAttribute(m.context, zext, 0))
      }
    }
    return call
  }

  /// Calls a function whose declaration is `fn` (its own type).
  @discardableResult
  func call(_ fn: IRValue, _ args: [IRValue], _ name: String = "") -> IRValue {
    call(m.functionType(of: fn), fn, args, name)
  }

  // MARK: Control flow

  func br(_ block: IRBlock) { LLVMBuildBr(b, block.ref) }

  func condBr(_ c: IRValue, _ then: IRBlock, _ else_: IRBlock) {
    LLVMBuildCondBr(b, c.ref, then.ref, else_.ref)
  }

  func ret(_ v: IRValue) { LLVMBuildRet(b, v.ref) }

  func retVoid() { LLVMBuildRetVoid(b) }

  func unreachable() { LLVMBuildUnreachable(b) }

  func phi(_ t: IRType, _ incoming: [(IRValue, IRBlock)]) -> IRValue {
    let p = LLVMBuildPhi(b, t.ref, "")!
    var vs: [LLVMValueRef?] = incoming.map(\.0.ref)
    var bs: [LLVMBasicBlockRef?] = incoming.map(\.1.ref)
    vs.withUnsafeMutableBufferPointer { v in
      bs.withUnsafeMutableBufferPointer { bb in
        LLVMAddIncoming(p, v.baseAddress, bb.baseAddress, UInt32(incoming.count))
      }
    }
    return IRValue(ref: p)
  }

  // MARK: Arithmetic

  func add(_ a: IRValue, _ c: IRValue) -> IRValue { IRValue(ref: LLVMBuildAdd(b, a.ref, c.ref, "")) }
  /// `a + c` where it cannot overflow as signed integers (LLVM's `nsw`).
  func addNSW(_ a: IRValue, _ c: IRValue) -> IRValue { IRValue(ref: LLVMBuildNSWAdd(b, a.ref, c.ref, "")) }
  func sub(_ a: IRValue, _ c: IRValue) -> IRValue { IRValue(ref: LLVMBuildSub(b, a.ref, c.ref, "")) }
  func mul(_ a: IRValue, _ c: IRValue) -> IRValue { IRValue(ref: LLVMBuildMul(b, a.ref, c.ref, "")) }
  func sdiv(_ a: IRValue, _ c: IRValue) -> IRValue { IRValue(ref: LLVMBuildSDiv(b, a.ref, c.ref, "")) }
  func srem(_ a: IRValue, _ c: IRValue) -> IRValue { IRValue(ref: LLVMBuildSRem(b, a.ref, c.ref, "")) }
  func fadd(_ a: IRValue, _ c: IRValue) -> IRValue { IRValue(ref: LLVMBuildFAdd(b, a.ref, c.ref, "")) }
  func fsub(_ a: IRValue, _ c: IRValue) -> IRValue { IRValue(ref: LLVMBuildFSub(b, a.ref, c.ref, "")) }
  func fmul(_ a: IRValue, _ c: IRValue) -> IRValue { IRValue(ref: LLVMBuildFMul(b, a.ref, c.ref, "")) }
  func fdiv(_ a: IRValue, _ c: IRValue) -> IRValue { IRValue(ref: LLVMBuildFDiv(b, a.ref, c.ref, "")) }
  func frem(_ a: IRValue, _ c: IRValue) -> IRValue { IRValue(ref: LLVMBuildFRem(b, a.ref, c.ref, "")) }
  func fneg(_ a: IRValue) -> IRValue { IRValue(ref: LLVMBuildFNeg(b, a.ref, "")) }
  func not(_ a: IRValue) -> IRValue { IRValue(ref: LLVMBuildNot(b, a.ref, "")) }
  func and(_ a: IRValue, _ c: IRValue) -> IRValue { IRValue(ref: LLVMBuildAnd(b, a.ref, c.ref, "")) }
  func or(_ a: IRValue, _ c: IRValue) -> IRValue { IRValue(ref: LLVMBuildOr(b, a.ref, c.ref, "")) }
  func xor(_ a: IRValue, _ c: IRValue) -> IRValue { IRValue(ref: LLVMBuildXor(b, a.ref, c.ref, "")) }
  func shl(_ a: IRValue, _ c: IRValue) -> IRValue { IRValue(ref: LLVMBuildShl(b, a.ref, c.ref, "")) }
  func ashr(_ a: IRValue, _ c: IRValue) -> IRValue { IRValue(ref: LLVMBuildAShr(b, a.ref, c.ref, "")) }
  func lshr(_ a: IRValue, _ c: IRValue) -> IRValue { IRValue(ref: LLVMBuildLShr(b, a.ref, c.ref, "")) }
  func udiv(_ a: IRValue, _ c: IRValue) -> IRValue { IRValue(ref: LLVMBuildUDiv(b, a.ref, c.ref, "")) }
  func urem(_ a: IRValue, _ c: IRValue) -> IRValue { IRValue(ref: LLVMBuildURem(b, a.ref, c.ref, "")) }

  func icmp(_ p: IntPredicate, _ a: IRValue, _ c: IRValue) -> IRValue {
    IRValue(ref: LLVMBuildICmp(b, p.llvm, a.ref, c.ref, ""))
  }

  func fcmp(_ p: RealPredicate, _ a: IRValue, _ c: IRValue) -> IRValue {
    IRValue(ref: LLVMBuildFCmp(b, p.llvm, a.ref, c.ref, ""))
  }

  func select(_ c: IRValue, _ a: IRValue, _ d: IRValue) -> IRValue {
    IRValue(ref: LLVMBuildSelect(b, c.ref, a.ref, d.ref, ""))
  }

  func siToFP(_ v: IRValue) -> IRValue { IRValue(ref: LLVMBuildSIToFP(b, v.ref, m.double.ref, "")) }

  func zext(_ v: IRValue, _ t: IRType) -> IRValue { IRValue(ref: LLVMBuildZExt(b, v.ref, t.ref, "")) }

  func sext(_ v: IRValue, _ t: IRType) -> IRValue { IRValue(ref: LLVMBuildSExt(b, v.ref, t.ref, "")) }

  func uiToFP(_ v: IRValue) -> IRValue { IRValue(ref: LLVMBuildUIToFP(b, v.ref, m.double.ref, "")) }

  func fpToSI(_ v: IRValue, _ t: IRType) -> IRValue { IRValue(ref: LLVMBuildFPToSI(b, v.ref, t.ref, "")) }

  func fpToUI(_ v: IRValue, _ t: IRType) -> IRValue { IRValue(ref: LLVMBuildFPToUI(b, v.ref, t.ref, "")) }

  func trunc(_ v: IRValue, _ t: IRType) -> IRValue { IRValue(ref: LLVMBuildTrunc(b, v.ref, t.ref, "")) }

  // MARK: Casts

  func bitCast(_ v: IRValue, _ t: IRType) -> IRValue {
    if v.type == t { return v }
    return IRValue(ref: LLVMBuildBitCast(b, v.ref, t.ref, ""))
  }

  func ptrToInt(_ v: IRValue) -> IRValue { IRValue(ref: LLVMBuildPtrToInt(b, v.ref, m.i64.ref, "")) }
  func intToPtr(_ v: IRValue) -> IRValue { IRValue(ref: LLVMBuildIntToPtr(b, v.ref, m.ptr.ref, "")) }
}
