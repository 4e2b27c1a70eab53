import AST
import Basic

/// Swift's initializers between any value and its text that are not declarations of
/// the built-in types: `String(describing: x)` is the text `print(x)` shows, checked as
/// the interpolation `"\(x)"` (Swift's is `"\(x)"` too, `String.init(describing:)`
/// writing the value to a string); `Bool(text)` is the library's
/// `_boolFromDescription(_:)` (stdlib/BoolFromText.swift), Swift's `Bool.init?(_:)`.
/// (`Int(text)` and `Double(text)` are built-in initializers, StandardLibrary.swift.)
extension TypeChecker {
  /// The call checked as one of these conversions, or nil when it is none of them.
  func checkTextConversion(_ call: CallExpr, type t: SwiftType, typeExpr: TypeExpr) -> Expr? {
    guard call.arguments.count == 1 else { return nil }
    let arg = call.arguments[0]
    switch t {
    case .string where arg.label == "describing":
      let text = InterpolatedStringLiteralExpr(segments: [.interpolation(arg.expr)], range: call.range)
      text.isImplicit = true
      return checkExpr(text)
    case .bool where arg.label == nil:
      let value = checkExpr(arg.expr)
      call.arguments[0].expr = value
      guard let vt = value.type, !vt.isError else { return failCall(call) }
      guard vt == .string else { return nil }
      let name = "_boolFromDescription"
      let ref = UnresolvedDeclRefExpr(name: name, range: typeExpr.range)
      let parse = CallExpr(fn: ref, arguments: call.arguments, argumentsRange: call.argumentsRange, range: call.range)
      parse.isImplicit = true
      let funcs = (libraryFunctions(named: name) ?? []).compactMap { $0 as? FuncDecl }
      return checkGlobalCall(parse, funcs, ref: ref, contextual: nil)
    default:
      return nil
    }
  }
}
