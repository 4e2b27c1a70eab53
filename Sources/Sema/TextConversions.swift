import AST
import Basic

/// Swift's initializers between any value and its text that are not declarations of
/// the built-in types: `String(describing: x)` is the text `print(x)` shows, checked as
/// the interpolation `"\(x)"` (Swift's is `"\(x)"` too, `String.init(describing:)`
/// writing the value to a string); `String()` is the empty literal (`Bool(text)` is the
/// library's `extension Bool`'s `init?(_:)`, stdlib/BoolFromText.swift);
/// `String(characters)` of a sequence of Characters that is not a built-in type is the
/// library's `_stringFromCharacters(_:)` (stdlib/StringFromCharacters.swift).
/// (`Int(text)` and `Double(text)` are built-in initializers, StandardLibrary.swift.)
extension TypeChecker {
  /// The call checked as one of these conversions, or nil when it is none of them.
  func checkTextConversion(_ call: CallExpr, type t: SwiftType, typeExpr: TypeExpr) -> Expr? {
    /// The call as one of the library's functions, with the call's arguments.
    func libraryCall(_ name: String) -> Expr {
      checkLibraryFunctionCall(name, call.arguments, argumentsRange: call.argumentsRange, range: call.range,
                               nameRange: typeExpr.range)
    }
    if t == .string && call.arguments.isEmpty {
      // `String()`: Swift's `init()`, the empty string.
      return checkExpr(StringLiteralExpr(value: "", range: call.range))
    }
    let labels = call.arguments.map(\.label)
    if (t == .string && (labels == [nil, "radix"] || labels == [nil, "radix", "uppercase"]))
      || (t == .int && labels == [nil, "radix"])
    {
      // `String(n, radix: 16)`, `Int("ff", radix: 16)`: the library's
      // `_stringFromInteger(_:radix:uppercase:)` and `_integerFromText(_:radix:)`.
      return libraryCall(t == .string ? "_stringFromInteger" : "_integerFromText")
    }
    guard call.arguments.count == 1 else { return nil }
    let arg = call.arguments[0]
    switch t {
    case .string where arg.label == "describing":
      let text = InterpolatedStringLiteralExpr(segments: [.interpolation(arg.expr)], range: call.range)
      text.isImplicit = true
      return checkExpr(text)
    case .string where arg.label == "reflecting":
      // `String(reflecting: x)`: the library's `_stringReflecting(_:)`.
      call.arguments[0].label = nil
      return libraryCall("_stringReflecting")
    case .bool where arg.label == nil:
      // `Bool(text)` is the library's `init?(_ description: String)` (in `extension Bool`,
      // found by the call's ordinary resolution); Swift's others, `Bool(flag)`, are not
      // the subset's.
      let value = checkExpr(arg.expr)
      call.arguments[0].expr = value
      guard let vt = value.type, !vt.isError else { return failCall(call) }
      guard vt != .string else { return nil }
      notSupported("initializer 'Bool(_:)'", at: typeExpr.loc)
      return failCall(call)
    case .string where arg.label == nil && literalKind(foldIfNeeded(arg.expr)) == nil && !(arg.expr is ClosureExpr):
      // `String(s.reversed())`: a sequence of Characters that none of String's built-in
      // initializers takes is the library's `_stringFromCharacters(_:)`.
      let value = checkExpr(arg.expr)
      call.arguments[0].expr = value
      guard let vt = value.type, !vt.isError else { return failCall(call) }
      guard isUnicodeScalar(vt) || (vt.nominalDecl != nil && sequenceElement(of: value).map {
        $0 == .character || StandardLibrary.stringViewNames.contains(vt.description)
      } == true)
      else { return nil }
      return libraryCall("_stringFromCharacters")
    case .character where arg.label == nil && literalKind(foldIfNeeded(arg.expr)) == nil && !(arg.expr is ClosureExpr):
      // `Character(scalar)`: the library's `_characterFromScalar(_:)`.
      let value = checkExpr(arg.expr)
      call.arguments[0].expr = value
      guard let vt = value.type, !vt.isError else { return failCall(call) }
      guard isUnicodeScalar(vt) else { return nil }
      return libraryCall("_characterFromScalar")
    default:
      return nil
    }
  }

  /// The element type of `value`, a checked expression, when its type is a Sequence: what
  /// its iterator's `next()` gives, as a `for`-`in` finds it.
  private func sequenceElement(of value: Expr) -> SwiftType? {
    guard let t = value.type, let sequence = stdlib.protocols["Sequence"], conforms(t, to: sequence) else { return nil }
    func call(_ name: String, on base: Expr) -> Expr {
      let callee = UnresolvedDotExpr(base: base, name: name, nameLoc: value.loc, range: value.range)
      callee.isImplicit = true
      let c = CallExpr(fn: callee, arguments: [], argumentsRange: value.range, range: value.range)
      c.isImplicit = true
      return checkExpr(c)
    }
    let iterator = call("makeIterator", on: OpaqueValueExpr(type: t, range: value.range))
    guard let iteratorType = iterator.type, !iteratorType.isError else { return nil }
    // (`next()` is mutating: it is called on a variable, as a `for`-`in`'s iterator.)
    let variable = VarDecl(name: "$iterator", nameLoc: value.loc, isLet: false, range: value.range)
    variable.isImplicit = true
    variable.interfaceType = iteratorType
    variable.parent = context.decl
    let ref = DeclRefExpr(decl: variable, range: value.range, isImplicit: true)
    ref.type = iteratorType
    guard case .optional(let element)? = call("next", on: ref).type else { return nil }
    return element
  }
}
