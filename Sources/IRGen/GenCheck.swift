import AST

// The builtins of the library's checks (stdlib/Assert.swift: `assert`, `precondition`,
// `assertionFailure`, `preconditionFailure`, `fatalError`), as Swift's Assert.swift is
// written over its own:
//
// | builtin                                  | -Onone                                 | -O      |
// |------------------------------------------|----------------------------------------|---------|
// | `isDebugAssertConfiguration()`           | `true`                                 | `false` |
// | `assertionFailure(prefix, msg, file, l)` | "FILE:L: PREFIX: MSG" on stderr, trap  | same    |
// | `trap()`                                 | trap                                   | trap    |
//
// The configuration is a constant, so at -O an `assert`'s check, its autoclosures and
// the code that builds them are dead once the library's body is inlined, and a
// `precondition` is its condition and a bare trap.

extension IRGenFunction {
  /// `Builtin.isDebugAssertConfiguration()`: the build's configuration, a constant.
  func emitIsDebugAssertConfiguration() -> ManagedValue {
    trivial(ir.bool(!igm.options.optimize), .bool)
  }

  /// `Builtin.assertionFailure(prefix, message, file, line)`: reports and traps; ends
  /// the block.
  func emitAssertionFailure(prefix: IRValue, message: IRValue, file: IRValue, line: IRValue) {
    b.call(ir.runtime(.assertionFailure), [stringBytes(prefix), stringBytes(message), stringBytes(file), line])
    b.unreachable()
    startDeadBlock()
  }

  /// `Builtin.trap()`: a bare trap; ends the block.
  func emitTrap() {
    b.call(ir.runtime(.trap), [])
    b.unreachable()
    startDeadBlock()
  }

  /// `Builtin.libraryPreconditionFailure(message, file, line)`: a failed check of the
  /// library's own, reported as swiftc's library reports it (at -O the runtime traps
  /// bare, unless `reportsWhenOptimized`: `Builtin.libraryFatalError`). Ends the block.
  func emitLibraryPreconditionFailure(message: IRValue, file: IRValue, line: IRValue, reportsWhenOptimized: Bool = false) {
    b.call(ir.runtime(reportsWhenOptimized ? .programFatalError : .fatalError),
           [stringBytes(message), stringBytes(file), line])
    b.unreachable()
    startDeadBlock()
  }

  /// The NUL-terminated bytes of an MSString, which follow its header and two counts.
  private func stringBytes(_ text: IRValue) -> IRValue {
    let stringHeader = ir.literalStruct([igm.refCountedType, ir.i64, ir.i64])
    return b.elementAddress(ir.i8, text, ir.int(ir.size(of: stringHeader)))
  }
}
