import AST
import Basic
import CLLVM
#if canImport(Glibc)
import Glibc
#endif

/// `-g`: DWARF debug information made through LLVM's DIBuilder (swiftc's `IRGenDebugInfo`).
///
/// One compile unit for the module, a file per source file, a subprogram per function
/// with a body in the source, a location per element of a block (statement, declaration
/// or expression; the closing brace for the implicit return), and a variable
/// (`llvm.dbg.declare` on its stack slot) per local and parameter, so that a debugger can
/// break on a source line, step and print locals. The emitters call the small hooks of
/// `IRGenFunction` below; without `-g` they do nothing and the IR is unchanged.
///
/// Only DIBuilder calls that exist from LLVM 14 through 19 are used.
final class DebugInfo {
  private unowned let igm: IRGenModule
  private var ir: IRModule { igm.ir }
  /// Types whose members are being described (a reference back to one is left opaque).
  private var inProgress: Set<String> = []
  private let builder: LLVMDIBuilderRef
  private let compileUnit: LLVMMetadataRef
  private var files: [UInt32: LLVMMetadataRef] = [:]
  private let sourceFiles: [UInt32: SourceFile]
  private var types: [String: LLVMMetadataRef] = [:]
  private let unknownFile: LLVMMetadataRef

  init(igm: IRGenModule, mainFile: SourceFile?) {
    self.igm = igm
    let ir = igm.ir
    sourceFiles = igm.sourceFiles
    builder = LLVMCreateDIBuilder(ir.module)
    addModuleFlag(ir, "Debug Info Version", UInt64(LLVMDebugMetadataVersion()))
    addModuleFlag(ir, "Dwarf Version", 4)
    unknownFile = DebugInfo.makeFile(builder, path: mainFile?.name ?? "<unknown>")
    // As rustc does ("clang LLVM (rustc version ...)"): gdb trusts the line table to skip
    // a function's prologue only for producers that start with "clang ", so that `step`
    // into a function stops at its first statement, its parameters stored.
    let producer = "clang LLVM (miniswiftc)"
    compileUnit = LLVMDIBuilderCreateCompileUnit(
      builder, LLVMDWARFSourceLanguageSwift, unknownFile, producer, producer.utf8.count,
      igm.options.optimize ? 1 : 0, "", 0, 0, "", 0, LLVMDWARFEmissionFull, 0, 0, 0, "", 0, "", 0)
  }

  deinit { LLVMDisposeDIBuilder(builder) }

  /// Gives every instruction without a location in a function with a subprogram the
  /// location before it (a function emitted in the middle of a statement clears the
  /// shared builder's), then resolves the metadata still open. Called once, after the
  /// last function.
  ///
  /// The prologue (stack slots, parameters stored to theirs) stays without one, so that
  /// a debugger stops after it, at the first statement; only a call there gets the
  /// function's line, as the verifier wants for calls that may be inlined.
  func finalize() {
    var fn = LLVMGetFirstFunction(ir.module)
    while let f = fn {
      fn = LLVMGetNextFunction(f)
      guard let sp = LLVMGetSubprogram(f) else { continue }
      let start = LLVMDIBuilderCreateDebugLocation(ir.context, LLVMDISubprogramGetLine(sp), 0, sp, nil)
      var last: LLVMMetadataRef? = nil
      var block = LLVMGetFirstBasicBlock(f)
      while let bb = block {
        block = LLVMGetNextBasicBlock(bb)
        var instruction = LLVMGetFirstInstruction(bb)
        while let i = instruction {
          instruction = LLVMGetNextInstruction(i)
          if let loc = LLVMInstructionGetDebugLoc(i) {
            last = loc
          } else if let last {
            LLVMInstructionSetDebugLoc(i, last)
          } else if LLVMIsACallInst(i) != nil {
            LLVMInstructionSetDebugLoc(i, start)
          }
        }
      }
    }
    LLVMDIBuilderFinalize(builder)
  }

  /// A function starts with no location (the builder is shared by every function).
  func clearLocation() { IRBuilder(ir).debugLocation = nil }

  private static func makeFile(_ builder: LLVMDIBuilderRef, path: String) -> LLVMMetadataRef {
    let absolute = path.hasPrefix("/") ? path : currentDirectory() + "/" + path
    let parts = absolute.split(separator: "/", omittingEmptySubsequences: false)
    let name = String(parts.last ?? "")
    let directory = parts.dropLast().joined(separator: "/")
    return LLVMDIBuilderCreateFile(builder, name, name.utf8.count, directory, directory.utf8.count)
  }

  private static func currentDirectory() -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    guard getcwd(&buffer, buffer.count) != nil else { return "." }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  private func file(_ id: UInt32) -> LLVMMetadataRef {
    if let f = files[id] { return f }
    let f = sourceFiles[id].map { DebugInfo.makeFile(builder, path: $0.name) } ?? unknownFile
    files[id] = f
    return f
  }

  /// The file, line and column of `loc` (line 0 when it has none).
  func position(_ loc: SourceLoc) -> (file: LLVMMetadataRef, line: UInt32, column: UInt32) {
    guard loc.isValid, let f = sourceFiles[loc.file] else { return (unknownFile, 0, 0) }
    let (line, column) = f.lineAndColumn(Int(loc.offset))
    return (file(loc.file), UInt32(line), UInt32(column))
  }

  // MARK: Functions and locations

  /// A subprogram for `fn`, attached to it.
  func subprogram(for fn: IRValue, name: String, at loc: SourceLoc) -> LLVMMetadataRef {
    let (file, line, _) = position(loc)
    // No linkage name: gdb does not know Swift, and would show and look up the mangled
    // symbol (`$s4main6squareyS2iF`) instead of the name.
    let linkage = ""
    let type = LLVMDIBuilderCreateSubroutineType(builder, file, nil, 0, LLVMDIFlagZero)
    let isLocal: LLVMBool = LLVMGetLinkage(fn.ref) == LLVMInternalLinkage || LLVMGetLinkage(fn.ref) == LLVMPrivateLinkage ? 1 : 0
    let sp = LLVMDIBuilderCreateFunction(
      builder, file, name, name.utf8.count, linkage, linkage.utf8.count, file, line, type,
      isLocal, 1, line, LLVMDIFlagPrototyped, 0)!
    LLVMSetSubprogram(fn.ref, sp)
    return sp
  }

  func location(_ loc: SourceLoc, in scope: LLVMMetadataRef) -> LLVMMetadataRef? {
    let (_, line, column) = position(loc)
    guard line > 0 else { return nil }
    return LLVMDIBuilderCreateDebugLocation(ir.context, line, column, scope, nil)
  }

  // MARK: Variables

  /// Declares the variable `name` of type `type` stored at `storage` (an `alloca`).
  func declareVariable(
    _ name: String, type: SwiftType, storage: IRValue, argument: Int?, indirect: Bool,
    at loc: SourceLoc, scope: LLVMMetadataRef, block: IRBlock
  ) {
    let (file, line, column) = position(loc)
    let diType = self.type(type)
    let variable: LLVMMetadataRef
    if let argument {
      variable = LLVMDIBuilderCreateParameterVariable(
        builder, scope, name, name.utf8.count, UInt32(argument), file, line, diType, 1, LLVMDIFlagZero)
    } else {
      variable = LLVMDIBuilderCreateAutoVariable(
        builder, scope, name, name.utf8.count, file, line, diType, 1, LLVMDIFlagZero, 0)
    }
    // An `inout` parameter's slot holds the address of the value.
    var operations: [UInt64] = indirect ? [0x06 /* DW_OP_deref */] : []
    let expression = LLVMDIBuilderCreateExpression(builder, &operations, operations.count)
    let debugLoc = LLVMDIBuilderCreateDebugLocation(ir.context, line, column, scope, nil)
    var alloca = storage.ref
    if LLVMIsAAllocaInst(alloca) == nil, let operand = LLVMGetOperand(alloca, 0) { alloca = operand }
    insertDeclare(alloca, variable, expression!, debugLoc!, at: block)
  }

  /// `call void @llvm.dbg.declare(metadata %slot, metadata !variable, metadata !DIExpression())`
  /// at the end of `block`, built as an ordinary call: DIBuilder's C function for it
  /// (`LLVMDIBuilderInsertDeclareAtEnd`) is gone in LLVM 19.
  private func insertDeclare(
    _ storage: LLVMValueRef, _ variable: LLVMMetadataRef, _ expression: LLVMMetadataRef,
    _ location: LLVMMetadataRef, at block: IRBlock
  ) {
    let metadata = LLVMMetadataTypeInContext(ir.context)
    var parameters: [LLVMTypeRef?] = [metadata, metadata, metadata]
    let type = LLVMFunctionType(LLVMVoidTypeInContext(ir.context), &parameters, 3, 0)
    let declare = LLVMGetNamedFunction(ir.module, "llvm.dbg.declare") ?? LLVMAddFunction(ir.module, "llvm.dbg.declare", type)
    var arguments: [LLVMValueRef?] = [
      LLVMMetadataAsValue(ir.context, LLVMValueAsMetadata(storage)),
      LLVMMetadataAsValue(ir.context, variable),
      LLVMMetadataAsValue(ir.context, expression),
    ]
    let b = IRBuilder(ir)
    b.position(at: block)
    let call = LLVMBuildCall2(ir.builder, type, declare, &arguments, 3, "")
    LLVMInstructionSetDebugLoc(call, location)
  }

  /// Describes the global variable `v` stored in `storage`.
  func declareGlobal(_ v: VarDecl, storage: IRValue) {
    let (file, line, _) = position(v.loc)
    let name = v.name
    let linkage = ""  // as for functions
    let expression = LLVMDIBuilderCreateExpression(builder, nil, 0)
    let global = LLVMDIBuilderCreateGlobalVariableExpression(
      builder, compileUnit, name, name.utf8.count, linkage, linkage.utf8.count, file, line,
      type(v.interfaceType ?? .error), 0, expression, nil, 0)
    LLVMGlobalSetMetadata(storage.ref, LLVMGetMDKindIDInContext(ir.context, "dbg", 3), global)
  }

  // MARK: Types

  /// The debug type of a Swift type: Int, Double and Bool as base types; a struct with
  /// its stored properties; a class as a pointer to its instance (the header, then the
  /// stored properties); String as a pointer to the runtime's `MSString` (count,
  /// capacity, then the UTF-8 bytes); any other type as a structure of its size.
  func type(_ t: SwiftType) -> LLVMMetadataRef {
    let name = t.description
    if let known = types[name] { return known }
    let layout = LLVMGetModuleDataLayout(ir.module)
    let irType = igm.irType(t)
    let bits = LLVMGetTypeKind(irType.ref) == LLVMVoidTypeKind ? 0 : LLVMSizeOfTypeInBits(layout, irType.ref)
    let made: LLVMMetadataRef
    switch t {
    case .int: made = basicType("Int", 64, 5 /* DW_ATE_signed */)
    case .double: made = basicType("Double", 64, 4 /* DW_ATE_float */)
    case .bool: made = basicType("Bool", 8, 2 /* DW_ATE_boolean */)
    case .string, .character, .substring:
      let int = type(.int)
      let char = basicType("CChar", 8, 6 /* DW_ATE_signed_char */)
      var range: LLVMMetadataRef? = LLVMDIBuilderGetOrCreateSubrange(builder, 0, -1)
      let bytes = LLVMDIBuilderCreateArrayType(builder, 0, 8, char, &range, 1)!
      let object = structType("MSString", bits: 256, [("count", int, 64, 128), ("capacity", int, 64, 192), ("bytes", bytes, 0, 256)])
      made = LLVMDIBuilderCreatePointerType(builder, object, 64, 64, 0, name, name.utf8.count)
    case .nominal(let s as StructDecl) where !inProgress.contains(name):
      inProgress.insert(name)
      let members = igm.storedProperties(of: s).enumerated().map { (i, v) in
        member(v, of: igm.structType(s), index: i)
      }
      inProgress.remove(name)
      made = structType(name, bits: bits, members)
    case .nominal(let c as ClassDecl) where !inProgress.contains(name):
      inProgress.insert(name)
      let classLayout = igm.classLayout(c)
      let members = classLayout.fields.enumerated().map { (i, v) in
        member(v, of: classLayout.instanceType, index: i + 1)
      }
      inProgress.remove(name)
      let instanceBits = LLVMSizeOfTypeInBits(layout, classLayout.instanceType.ref)
      let object = structType(name, bits: instanceBits, members)
      made = LLVMDIBuilderCreatePointerType(builder, object, 64, 64, 0, name, name.utf8.count)
    case .sizedInteger(let k):
      made = basicType(k.name, UInt64(k.bitWidth), k.isSigned ? 5 /* DW_ATE_signed */ : 8 /* DW_ATE_unsigned */)
    default:
      made = structType(name, bits: bits, [])
    }
    types[name] = made
    return made
  }

  private func basicType(_ name: String, _ bits: UInt64, _ encoding: LLVMDWARFTypeEncoding) -> LLVMMetadataRef {
    LLVMDIBuilderCreateBasicType(builder, name, name.utf8.count, bits, encoding, LLVMDIFlagZero)
  }

  /// Stored property `v`, field `index` of the LLVM struct `container`.
  private func member(_ v: VarDecl, of container: IRType, index: Int) -> (String, LLVMMetadataRef, UInt64, UInt64) {
    let layout = LLVMGetModuleDataLayout(ir.module)
    let t = v.interfaceType ?? .error
    let fieldType = igm.irType(t)
    let size = LLVMGetTypeKind(fieldType.ref) == LLVMVoidTypeKind ? 0 : LLVMSizeOfTypeInBits(layout, fieldType.ref)
    return (v.name, type(t), size, LLVMOffsetOfElement(layout, container.ref, UInt32(index)) * 8)
  }

  /// A structure type with members (name, type, size and offset in bits).
  private func structType(_ name: String, bits: UInt64, _ members: [(String, LLVMMetadataRef, UInt64, UInt64)]) -> LLVMMetadataRef {
    var elements: [LLVMMetadataRef?] = members.map { (memberName, memberType, size, offset) in
      LLVMDIBuilderCreateMemberType(
        builder, compileUnit, memberName, memberName.utf8.count, unknownFile, 0, size, 0, offset, LLVMDIFlagZero, memberType)
    }
    return LLVMDIBuilderCreateStructType(
      builder, compileUnit, name, name.utf8.count, unknownFile, 0, bits, 0, LLVMDIFlagZero,
      nil, &elements, UInt32(elements.count), 0, nil, name, name.utf8.count)
  }
}

/// A function's subprogram, the scope of its locations and variables.
typealias DebugScope = LLVMMetadataRef

extension IRGenModule {
  func finishDebugInfo() { debugInfo?.finalize() }
}

private func addModuleFlag(_ ir: IRModule, _ key: String, _ value: UInt64) {
  let constant = LLVMConstInt(LLVMInt32TypeInContext(ir.context), value, 0)
  LLVMAddModuleFlag(ir.module, LLVMModuleFlagBehaviorWarning, key, key.utf8.count, LLVMValueAsMetadata(constant))
}

extension IRGenFunction {
  /// Starts the debug information of a function written in the source: its subprogram.
  /// Its instructions get locations from its first statement on.
  func beginDebugInfo(name: String, at loc: SourceLoc) {
    guard let info = igm.debugInfo else { return }
    debugScope = info.subprogram(for: fn, name: name, at: loc)
  }

  /// Attributes the instructions emitted next to `loc` (a statement or expression).
  func setDebugLocation(_ loc: SourceLoc) {
    guard let info = igm.debugInfo, let scope = debugScope,
          let location = info.location(loc, in: scope) else { return }
    b.debugLocation = location
  }

  /// Runs `body` with the instructions attributed to `node`, then goes back to the
  /// location before (a nested function emitted meanwhile may have cleared it).
  func withDebugLocation<T>(_ node: Node, _ body: () -> T) -> T {
    guard debugScope != nil, node.loc.isValid else { return body() }
    let outer = b.debugLocation
    setDebugLocation(node.loc)
    let result = body()
    b.debugLocation = outer
    return result
  }

  /// Declares a local variable stored at `storage` for the debugger.
  func declareDebugVariable(
    _ v: VarDecl, type: SwiftType? = nil, storage: IRValue, argument: Int? = nil, indirect: Bool = false
  ) {
    guard let info = igm.debugInfo, let scope = debugScope, let block = b.insertBlock else { return }
    let t = type ?? lowered(v.interfaceType) ?? .error
    info.declareVariable(
      v.name, type: t, storage: storage, argument: argument, indirect: indirect,
      at: v.loc, scope: scope, block: block)
  }

  /// Gives the parameters of a function with debug information stack slots the debugger
  /// can read (at `-Onone` a parameter otherwise lives only in a register).
  func declareDebugParameters(_ parameters: [ParamDecl]) {
    guard igm.debugInfo != nil, debugScope != nil else { return }
    for (i, p) in parameters.enumerated() {
      let arg: IRValue, type: SwiftType, indirect: Bool
      switch locals[ObjectIdentifier(p)] {
      case .value(let v, let t)?: (arg, type, indirect) = (v, t, false)
      case .inoutAddress(let address, let t)?: (arg, type, indirect) = (address, t, true)
      default: continue
      }
      let slot = makeAlloca(arg.type, p.name)
      b.store(arg, slot)
      declareDebugVariable(p, type: type, storage: slot, argument: i + 1, indirect: indirect)
    }
  }
}
