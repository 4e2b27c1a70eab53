import AST
import Basic

/// `String(describing: i)`, `String(reflecting: i)` (the library's generic initializers,
/// stdlib/StringDescribing.swift) of a value whose text miniswiftc cannot show as Swift
/// does, a `String.Index` (Swift shows its encoding, which miniswiftc's indices, plain
/// offsets, do not keep; `isPrintable`): "not supported yet" at the argument, as its
/// interpolation and its boxing into an `Any` for `print` are.
extension TypeChecker {
  /// False (and reported) when `c`, the initializer chosen for `call`, describes a value
  /// of such a type.
  func checkDescribedValue(_ call: CallExpr, _ c: ConstructorDecl) -> Bool {
    guard c.outermostDecl.isInStandardLibrary, c.fullName == "init(describing:)" || c.fullName == "init(reflecting:)",
      call.arguments.count == 1, let t = call.arguments[0].expr.type, !isPrintable(t)
    else { return true }
    notSupported("describing a value of type '\(t)'", at: call.arguments[0].expr.loc)
    return false
  }
}
