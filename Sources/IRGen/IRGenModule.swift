import AST
import Basic
import CLLVM

/// The state of one module's lowering (swiftc's `IRGenModule`): the LLVM module, the
/// caches of types, layouts, declared functions and constants, and the mangler. The
/// `Gen*` files extend it with the emission of each kind of declaration.
final class IRGenModule: ManglingContext {
  let module: ModuleDecl
  let options: IRGenOptions
  let ir: IRModule
  let types: TypeCache
  let target: TargetMachine
  var mangler: Mangler! = nil

  /// By the class type's mangled name (a generic class has one per argument list).
  var classLayouts: [String: ClassLayout] = [:]
  /// Declared LLVM functions by declaration and kind.
  var functions: [FunctionKey: IRValue] = [:]
  var witnessTableLayouts: [ObjectIdentifier: WitnessTableLayout] = [:]
  /// The witness tables made for conversions to protocol compositions, by name.
  var compositionTables: [String: IRValue] = [:]
  /// The describe functions of values in an `Any` or an existential, by name (GenAny.swift):
  /// a body queued once, however often the function is asked for before it is emitted.
  var describeFunctions: [String: IRValue] = [:]
  /// The types whose `Any` box metadata the module made, in order, by mangled name
  /// (GenProtocolCast.swift: a cast to a protocol looks among them).
  var boxedTypes: [String: SwiftType] = [:]
  var boxedTypeOrder: [String] = []
  /// The lookup functions of casts to protocols, defined once every box is known
  /// (GenProtocolCast.swift).
  var protocolCastLookups: [(proto: ProtocolDecl, fn: IRValue)] = []
  /// The (protocol, boxed type) pairs whose tables the lookups return, in order.
  var protocolCastEntries: [(proto: ProtocolDecl, type: SwiftType, table: IRValue)] = []
  var protocolCastEntryNames: Set<String> = []
  /// The lookup functions of casts from an `Any` to an array type, by the array type's
  /// mangled name, and the boxed arrays of other element types each converts, with the
  /// function converting one (GenCollectionCast.swift).
  var arrayCastLookups: [(target: SwiftType, fn: IRValue)] = []
  var arrayCastEntries: [(target: SwiftType, source: SwiftType, fn: IRValue)] = []
  var arrayCastEntryNames: Set<String> = []
  /// By the enum type's mangled name (a generic enum has one per argument list).
  var enumLayouts: [String: EnumLayout] = [:]
  /// Conformances with the module that declares them (see `normalized`).
  var normalizedConformances: [ObjectIdentifier: ProtocolConformance] = [:]
  /// Whether each protocol asked about declares or inherits an associated type
  /// (`hasAssociatedTypes`): a type conforming to the end of a long chain of protocols
  /// asks it of every protocol in the chain.
  var protocolsWithAssociatedTypes: [ObjectIdentifier: Bool] = [:]
  /// Dispatchable members some class of the module overrides (computed on first use).
  var overriddenInModule: Set<ObjectIdentifier>? = nil
  var stringLiterals: [[UInt8]: IRValue] = [:]
  var cStrings: [String: IRValue] = [:]
  /// Top-level declarations of imported modules -> the module's name.
  private var importedModuleOf: [ObjectIdentifier: String] = [:]
  /// Module Swift's `Range` and `ClosedRange` structs, whose members a built-in range of
  /// Int is a value of in generic code (LibraryRangeLayout.swift).
  var libraryRanges: [RangeKind: NominalTypeDecl] = [:]
  /// Source file id -> base name, for private discriminators.
  private var fileNames: [UInt32: String] = [:]
  /// Source file id -> file, for the line numbers of runtime failures.
  var sourceFiles: [UInt32: SourceFile] = [:]
  /// Global variables of the main module's top-level code, initialized eagerly by `main`.
  var eagerGlobals: Set<ObjectIdentifier> = []
  /// Closures emitted so far (their private functions are numbered).
  var closureCount = 0
  /// Functions whose bodies are still to be emitted (declared on first reference).
  var pendingBodies: [() -> Void] = []
  /// Specializations of generic functions, by symbol name.
  var specializations: [String: IRValue] = [:]
  /// Specialization bodies still to be emitted (each after every pending body).
  var pendingSpecializations: [() -> Void] = []
  /// The context layouts of the generic local functions declared so far, by
  /// `genericLocalLayoutKey` (GenGenericLocalFunction.swift).
  var genericLocalLayouts: [String: GenericLocalFunctionLayout] = [:]
  /// The generic arguments of the specialization being emitted (empty elsewhere): what
  /// `lowered` applies to the types IRGen reads from the tree.
  var substitutions = SubstitutionMap()
  /// What IRGen decided while emitting, for `-emit-sil` (nil otherwise).
  var facts: EmissionFacts? = nil
  /// `-g`: the debug information being built (nil without `-g`).
  var debugInfo: DebugInfo? = nil

  init(module: ModuleDecl, options: IRGenOptions) {
    self.module = module
    self.options = options
    ir = IRModule(name: options.moduleName)
    types = TypeCache(ir)
    target = TargetMachine(optimize: options.optimize)
    target.configure(ir)
    mangler = Mangler(context: self)
    for file in module.files {
      let name = file.file.name.split(separator: "/").last.map(String.init) ?? file.file.name
      fileNames[file.file.id] = name
      sourceFiles[file.file.id] = file.file
    }
    if options.debugInfo {
      debugInfo = DebugInfo(igm: self, mainFile: module.files.first?.file)
    }
    var seen = Set<ObjectIdentifier>()
    func record(_ m: ModuleDecl) {
      guard seen.insert(ObjectIdentifier(m)).inserted else { return }
      for d in m.decls { importedModuleOf[ObjectIdentifier(d)] = m.name }
      for case let n as NominalTypeDecl in m.decls { if let k = n.libraryRangeKind { libraryRanges[k] = n } }
      for i in m.imports { record(i) }
    }
    for i in module.imports { record(i) }
  }

  var moduleName: String { module.name }

  // MARK: ManglingContext

  func moduleName(of decl: Decl) -> String {
    if let n = decl as? NominalTypeDecl, !n.moduleName.isEmpty { return n.moduleName }
    var top: Decl = decl
    while let p = top.parent { top = p }
    if let n = top as? NominalTypeDecl, !n.moduleName.isEmpty { return n.moduleName }
    // Top-level functions and variables, and extensions: where they are declared.
    return importedModuleOf[ObjectIdentifier(top)] ?? moduleName
  }

  func privateDiscriminator(of decl: Decl) -> String {
    let file = fileNames[decl.loc.file] ?? fileNames.values.first ?? "main.swift"
    let digest = MD5.hex(Array((moduleName(of: decl) + file).utf8))
    return "_" + digest.uppercased()
  }

  /// True when `decl` is defined by another module (its code is in that module's library).
  func isImported(_ decl: Decl) -> Bool {
    var top: Decl = decl
    while let p = top.parent { top = p }
    if let n = top as? NominalTypeDecl, !n.moduleName.isEmpty { return n.moduleName != moduleName }
    return importedModuleOf[ObjectIdentifier(top)] != nil
  }

  // MARK: Constants

  /// A NUL-terminated C string constant (for metadata names and trap messages).
  func cString(_ s: String) -> IRValue {
    if let g = cStrings[s] { return g }
    let bytes = Array(s.utf8) + [0]
    let g = ir.defineGlobal(
      ".cstr.\(cStrings.count)", initializer: ir.constCString(bytes), linkage: .private, constant: true,
      unnamedAddr: true)
    let p = ir.constPointerCast(g)
    cStrings[s] = p
    return p
  }

}

/// The host's LLVM target machine (x86-64 Linux in practice), PIC so that libraries link.
final class TargetMachine {
  let ref: LLVMTargetMachineRef?
  let triple: String

  nonisolated(unsafe) private static var initialized = false

  init(optimize: Bool) {
    if !TargetMachine.initialized {
      LLVMInitializeNativeTarget()
      LLVMInitializeNativeAsmPrinter()
      TargetMachine.initialized = true
    }
    let t = LLVMGetDefaultTargetTriple()!
    triple = String(cString: t)
    var target: LLVMTargetRef?
    var error: UnsafeMutablePointer<CChar>?
    if LLVMGetTargetFromTriple(t, &target, &error) != 0 {
      if let error { LLVMDisposeMessage(error) }
      ref = nil
    } else {
      // A generic CPU: the objects run on any machine of the triple's architecture.
      ref = LLVMCreateTargetMachine(
        target, t, "", "", optimize ? LLVMCodeGenLevelDefault : LLVMCodeGenLevelNone,
        LLVMRelocPIC, LLVMCodeModelDefault)
    }
    LLVMDisposeMessage(t)
  }

  deinit {
    if let ref { LLVMDisposeTargetMachine(ref) }
  }

  func configure(_ m: IRModule) {
    LLVMSetTarget(m.module, triple)
    if let ref {
      let layout = LLVMCreateTargetDataLayout(ref)
      LLVMSetModuleDataLayout(m.module, layout)
      LLVMDisposeTargetData(layout)
    }
  }
}
