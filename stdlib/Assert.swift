// The checks, as Swift's Assert.swift declares them, over three builtins: whether this
// is a -Onone build (`Builtin.isDebugAssertConfiguration()`, a constant, so that at -O
// an `assert` is dead code), the report of a failure (`Builtin.assertionFailure`, Swift's
// `_assertionFailure`: "FILE:LINE: PREFIX: MESSAGE" on stderr, then a trap) and a bare
// trap (`Builtin.trap()`, Swift's `Builtin.int_trap()`).
//
// Swift's `file` parameters are `StaticString`s, which the subset does not have: here
// they are Strings. Its library is compiled with `#file` meaning `#fileID` (the caller's
// `Module/file.swift`, what a failure reports), which is written `#fileID` here.

/// Checks `condition` at -Onone ("Assertion failed"); at -O evaluates nothing.
public func assert(
  _ condition: @autoclosure () -> Bool,
  _ message: @autoclosure () -> String = String(),
  file: String = #fileID, line: UInt = #line
) {
  if Builtin.isDebugAssertConfiguration() {
    if !condition() {
      Builtin.assertionFailure("Assertion failed", message(), file, line)
    }
  }
}

/// Checks `condition` at -Onone ("Precondition failed") and at -O (a bare trap).
public func precondition(
  _ condition: @autoclosure () -> Bool,
  _ message: @autoclosure () -> String = String(),
  file: String = #fileID, line: UInt = #line
) {
  if Builtin.isDebugAssertConfiguration() {
    if !condition() {
      Builtin.assertionFailure("Precondition failed", message(), file, line)
    }
  } else if !condition() {
    Builtin.trap()
  }
}

/// Stops the program at -Onone ("Fatal error"); at -O does nothing.
public func assertionFailure(
  _ message: @autoclosure () -> String = String(),
  file: String = #fileID, line: UInt = #line
) {
  if Builtin.isDebugAssertConfiguration() {
    Builtin.assertionFailure("Fatal error", message(), file, line)
  }
}

/// Stops the program: "Fatal error" at -Onone, a bare trap at -O.
public func preconditionFailure(
  _ message: @autoclosure () -> String = String(),
  file: String = #fileID, line: UInt = #line
) -> Never {
  if Builtin.isDebugAssertConfiguration() {
    Builtin.assertionFailure("Fatal error", message(), file, line)
  }
  Builtin.trap()
}

/// Stops the program, reporting `message` ("Fatal error"), at -O too.
public func fatalError(
  _ message: @autoclosure () -> String = String(),
  file: String = #fileID, line: UInt = #line
) -> Never {
  Builtin.assertionFailure("Fatal error", message(), file, line)
}
