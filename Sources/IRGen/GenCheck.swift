import AST

// `assert`, `precondition`, `assertionFailure`, `preconditionFailure`, `fatalError`.
//
// In Swift their parameters are autoclosures: the condition and the message are code
// the function decides to run. Here IRGen decides, as the standard library's bodies do
// once inlined:
//
// | call                  | -Onone                               | -O                        |
// |-----------------------|--------------------------------------|---------------------------|
// | `assert(c, m)`        | checks c; "Assertion failed: m"      | nothing (c not evaluated) |
// | `precondition(c, m)`  | checks c; "Precondition failed: m"   | checks c; bare trap       |
// | `assertionFailure(m)` | "Fatal error: m"                     | nothing                   |
// | `preconditionFailure` | "Fatal error: m"                     | bare trap                 |
// | `fatalError(m)`       | "Fatal error: m"                     | "Fatal error: m"          |
//
// A message is printed as `Module/file.swift:LINE: KIND: MESSAGE` (Swift's #fileID and
// the call's line), then the program traps; the message is evaluated only then.

extension IRGenFunction {
  /// A call of one of the check builtins (`Builtin.assert` ... `.fatalError`).
  func emitCheck(_ builtin: Builtin, call: CallExpr) -> ManagedValue {
    let done = trivial(ir.undef(ir.literalStruct([])), .void)
    let optimize = igm.options.optimize
    let arguments = call.arguments.map(\.expr)
    guard let message = arguments.last else { return done }
    switch builtin {
    case .assert, .precondition:
      if builtin == .assert && optimize {
        // Not evaluated; but `assert(false)` ends a path (Sema let it), so it traps.
        guard arguments[0].isLiteralFalse else { return done }
        emitCheckFailure(nil, message: nil, at: call)
        startDeadBlock()
        return done
      }
      let failed = newBlock("check.failed")
      let passed = newBlock("check.passed")
      b.condBr(emitBool(arguments[0]), passed, failed)
      b.position(at: failed)
      if optimize {
        emitCheckFailure(nil, message: nil, at: call)
      } else {
        emitCheckFailure(builtin == .assert ? .assertionFailure : .preconditionFailure, message: message, at: call)
      }
      b.position(at: passed)
    case .assertionFailure:
      if optimize { return done }
      emitCheckFailure(.programFatalError, message: message, at: call)
      b.position(at: newBlock("after.assertionFailure"))
    case .preconditionFailure, .fatalError:
      let reports = builtin == .fatalError || !optimize
      emitCheckFailure(reports ? .programFatalError : nil, message: reports ? message : nil, at: call)
      startDeadBlock()
    default:
      break
    }
    return done
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

  /// Reports a failed check through `report` (the message evaluated now) and traps, or
  /// traps bare when `report` is nil. Ends the block.
  private func emitCheckFailure(_ report: RuntimeFunction?, message: Expr?, at call: CallExpr) {
    guard let report, let message else {
      b.call(ir.runtime(.trap), [])
      b.unreachable()
      return
    }
    let text = emitOwned(emitRValue(message, expected: .string))
    let (file, line) = igm.sourceLocation(call.loc)
    b.call(ir.runtime(report), [stringBytes(text), igm.cString(file), ir.int(Int64(line))])
    b.unreachable()
  }
}
