import AST
import CLLVM

/// How to lower a module.
public struct IRGenOptions {
  /// The Swift module name (`main` for a program by default).
  public var moduleName: String
  /// `-O`: run LLVM's `default<O2>` pipeline.
  public var optimize: Bool
  /// `-parse-as-library`: no `main`; globals are initialized lazily.
  public var isLibrary: Bool
  /// `-g`: DWARF debug information (see `DebugInfo`).
  public var debugInfo: Bool

  public init(moduleName: String, optimize: Bool = false, isLibrary: Bool = false, debugInfo: Bool = false) {
    self.moduleName = moduleName
    self.optimize = optimize
    self.isLibrary = isLibrary
    self.debugInfo = debugInfo
  }
}

/// The IRGen stage: a type-checked module in, an LLVM module out.
public enum IRGen {
  /// Lowers a type-checked module to LLVM IR. The returned object owns the LLVM context
  /// and module.
  public static func generate(_ module: ModuleDecl, options: IRGenOptions) -> GeneratedModule {
    let igm = IRGenModule(module: module, options: options)
    igm.emitModule()
    igm.finishDebugInfo()
    return GeneratedModule(igm)
  }
}

/// An LLVM module made by `IRGen.generate`, ready to verify, optimize and emit.
public final class GeneratedModule {
  private let igm: IRGenModule
  private var ir: IRModule { igm.ir }

  /// Errors from writing output files.
  public struct EmitError: Error, CustomStringConvertible {
    public let description: String
  }

  init(_ igm: IRGenModule) {
    self.igm = igm
  }

  /// nil when `LLVMVerifyModule` accepts the module, else its message.
  public func verify() -> String? {
    var message: UnsafeMutablePointer<CChar>?
    let failed = LLVMVerifyModule(ir.module, LLVMReturnStatusAction, &message) != 0
    defer { if let message { LLVMDisposeMessage(message) } }
    guard failed else { return nil }
    return message.map { String(cString: $0) } ?? "invalid module"
  }

  /// `-O`: LLVM's `default<O2>` pipeline (new pass manager). At `-Onone` nothing runs,
  /// so the program keeps every retain, release and deinit exactly where IRGen put it.
  public func optimize() {
    let options = LLVMCreatePassBuilderOptions()
    defer { LLVMDisposePassBuilderOptions(options) }
    if let error = LLVMRunPasses(ir.module, "default<O2>", igm.target.ref, options) {
      LLVMConsumeError(error)
    }
  }

  /// The module as textual LLVM IR.
  public func printIR() -> String { ir.printToString() }

  /// Writes an object file for the host (position-independent code).
  public func writeObject(to path: String) throws {
    try emit(to: path, LLVMObjectFile)
  }

  /// Writes an assembly file for the host.
  public func writeAssembly(to path: String) throws {
    try emit(to: path, LLVMAssemblyFile)
  }

  private func emit(to path: String, _ kind: LLVMCodeGenFileType) throws {
    guard let tm = igm.target.ref else { throw EmitError(description: "no LLVM target for \(igm.target.triple)") }
    var message: UnsafeMutablePointer<CChar>?
    let failed = path.withCString { p in
      LLVMTargetMachineEmitToFile(tm, ir.module, UnsafeMutablePointer(mutating: p), kind, &message) != 0
    }
    if failed {
      let text = message.map { String(cString: $0) } ?? "cannot write \(path)"
      if let message { LLVMDisposeMessage(message) }
      throw EmitError(description: text)
    }
  }
}

