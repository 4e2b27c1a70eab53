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

  /// Reports a failed check through `report` (the message evaluated now) and traps, or
  /// traps bare when `report` is nil. Ends the block.
  private func emitCheckFailure(_ report: RuntimeFunction?, message: Expr?, at call: CallExpr) {
    guard let report, let message else {
      b.call(ir.runtime(.trap), [])
      b.unreachable()
      return
    }
    let text = emitOwned(emitRValue(message, expected: .string))
    // An MSString's bytes are NUL-terminated and follow its header and two counts.
    let stringHeader = ir.literalStruct([igm.refCountedType, ir.i64, ir.i64])
    let bytes = b.elementAddress(ir.i8, text, ir.int(ir.size(of: stringHeader)))
    let (file, line) = igm.sourceLocation(call.loc)
    b.call(ir.runtime(report), [bytes, igm.cString(file), ir.int(Int64(line))])
    b.unreachable()
  }
}
