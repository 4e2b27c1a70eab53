import CLLVM
public func llvmVersionString() -> String { let c = LLVMContextCreate(); let m = LLVMModuleCreateWithNameInContext("x", c); defer { LLVMDisposeModule(m); LLVMContextDispose(c) }; return String(cString: LLVMPrintModuleToString(m)!) }
