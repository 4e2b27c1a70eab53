import AST
import Basic

/// What a literal-only expression (`1`, `2.5`, `-(1 + 2)`, `nil`) can become: its type
/// depends on the context, so such operands are typed after the overload is chosen.
indirect enum LiteralKind: Equatable {
  case integer
  case float
  case `nil`
  /// `.name`: a member of the type the context gives.
  case implicitMember(String)
  /// `[]`, `[:]`
  case emptyCollection
  /// `[1, 2.5]`, `[.red, .green]`: an array literal of literals (the elements' kind).
  case array(LiteralKind)
  /// `[Square(), Circle()]` as an argument: values of different types (checked), whose
  /// common element type only the parameter can give (`[any Shape]`).
  case heterogeneousArray([SwiftType])
  /// `(true, .hearts, nil)`, `(x: 1, y: 2.5)`: a tuple of literals (see Tuples.swift).
  case tuple([LiteralKind], labels: [String?])
  /// A `true` or `"text"` inside a tuple of literals: its type needs no context.
  case typed(SwiftType)
  /// `"a"`: a string literal of exactly one Character, a String or (where the context
  /// wants one) a Character.
  case string

  func joined(with other: LiteralKind) -> LiteralKind? {
    switch (self, other) {
    case (.tuple, .tuple), (.typed, .typed): joinedTuple(with: other)
    case (.integer, .integer): .integer
    case (.integer, .float), (.float, .integer), (.float, .float): .float
    case (.implicitMember, .implicitMember): self
    case (.string, .string): .string
    // `[("pi", 1), ("e", 2)]`: "e" could be a Character, "pi" is a String.
    case (.typed(.string), .string), (.string, .typed(.string)): .typed(.string)
    case (.array(let a), .array(let b)): a.joined(with: b).map { .array($0) }
    // `[[1], []]`: the empty literal takes the other's type.
    case (.array, .emptyCollection), (.emptyCollection, .emptyCollection): self
    case (.emptyCollection, .array): other
    default: nil
    }
  }

  /// The type the literal gets without context.
  var defaultType: SwiftType {
    switch self {
    case .integer: .int
    case .float: .double
    case .nil, .implicitMember, .emptyCollection, .heterogeneousArray: .error
    case .array(let k): k.defaultType.isError ? .error : .array(k.defaultType)
    case .tuple(let ks, let labels):
      ks.contains { $0.defaultType.isError } ? .error : .makeTuple(ks.map(\.defaultType), labels: labels)
    case .typed(let t): t
    case .string: .string
    }
  }
}

/// An operand or argument prepared for overload resolution: checked already, or a
/// literal-only expression waiting for its type.
struct Operand {
  var expr: Expr
  var literal: LiteralKind?

  var type: SwiftType { literal?.defaultType ?? expr.type ?? .error }
  var isError: Bool { literal == nil && (expr.type?.isError ?? true) }
}

/// Type checking of expressions: names, members, literals, operators, assignment.
/// Calls are in CallChecker.swift, conversions in Conversions.swift.
extension TypeChecker {
  /// The nesting limit of expressions checked recursively (deeper ones are rejected
  /// rather than risking the stack).
  static let maxExpressionDepth = 1000

  /// Checks an expression and returns its typed replacement. `contextual` is what the
  /// context wants (literals take it), not enforced: use `checkExpr(_:convertTo:reason:)`.
  func checkExpr(_ e: Expr, contextual: SwiftType? = nil) -> Expr {
    exprDepth += 1
    defer {
      exprDepth -= 1
      if exprDepth == 0 { tooDeepReported = false }
    }
    if exprDepth > TypeChecker.maxExpressionDepth {
      if !tooDeepReported {
        tooDeepReported = true
        error(SemaDiagnostics.expressionTooDeep(), at: e.loc)
      }
      e.type = .error
      return e
    }
    let result = checkExprUncached(e, contextual: contextual)
    if result.type == nil { result.type = .error }
    return result
  }

  /// Checks `e` and converts it to `type`.
  func checkExpr(_ e: Expr, convertTo type: SwiftType, reason: ConversionReason) -> Expr {
    coerce(checkExpr(e, contextual: type), to: type, reason: reason)
  }

  private func checkExprUncached(_ e: Expr, contextual: SwiftType?) -> Expr {
    switch e.exprKind {
    case .unresolvedDeclRef(let r):
      if let op = operatorFunctionValue(r, contextual: contextual) { return op }
      if let f = contextuallyTypedFunctionValue(r, contextual: contextual) { return f }
      return checkNameRef(r, contextual: contextual)
    case .sequence(let s):
      return checkExpr(foldSequence(s), contextual: contextual)
    case .call(let c):
      return checkCall(c, contextual: contextual)
    case .binary(let b):
      return checkBinary(b, contextual: contextual)
    case .unresolvedDot(let d):
      if let value = typeMemberFunctionValue(d, contextual: contextual) { return value }
      return checkMemberRef(d, contextual: contextual)
    case .integerLiteral(let l):
      if let call = literalThroughProtocol(l, contextual: contextual) { return call }
      if isBuiltinLiteralType(l, contextual), let t = contextual {
        // (`T.IntegerLiteralType`: the value an Int's, the type the specialization's.)
        _ = checkIntegerLiteral(l, contextual: nil)
        l.type = t
        return l
      }
      return checkIntegerLiteral(l, contextual: contextual)
    case .floatLiteral(let l):
      if let call = literalThroughProtocol(l, contextual: contextual) { return call }
      let digits = l.text.contains("_") ? l.text.replacingOccurrences(of: "_", with: "") : l.text
      let v = Double(digits) ?? 0
      l.value = l.isNegative ? -v : v
      l.type = isBuiltinLiteralType(l, contextual) ? contextual : .double
      return l
    case .booleanLiteral(let b):
      if let call = literalThroughProtocol(b, contextual: contextual) { return call }
      b.type = isBuiltinLiteralType(b, contextual) ? contextual : .bool
      return b
    case .stringLiteral(let s):
      if let call = literalThroughProtocol(s, contextual: contextual) { return call }
      if isBuiltinLiteralType(s, contextual) {
        s.type = contextual
        return s
      }
      s.type = isCharacterLiteral(s, contextual: contextual) ? .character : .string
      return s
    case .interpolatedStringLiteral(let s):
      return checkInterpolation(s)
    case .nilLiteral(let n):
      if let call = literalThroughProtocol(n, contextual: contextual) { return call }
      if case .optional? = contextual {
        n.type = contextual
      } else if contextual == nil {
        error(SemaDiagnostics.nilRequiresContext(), at: n.loc)
        n.type = .error
      }
      return n
    case .paren(let p):
      p.subExpr = checkExpr(p.subExpr, contextual: contextual)
      p.type = p.subExpr.type
      if isNilLiteral(p.subExpr) { p.type = nil }
      return p
    case .tuple(let t):
      return checkTuple(t, contextual: contextual)
    case .unresolvedMember(let m):
      return checkImplicitMember(m, contextual: contextual)
    case .prefixUnary(let p):
      return checkPrefix(p, contextual: contextual)
    case .postfixUnary(let p):
      guard let name = operatorName(p.op) else { return p }
      if let call = checkLibraryGenericUnaryOperator(name, op: p.op, operand: p.operand, fixity: .postfix,
                                                     range: p.range, contextual: contextual) {
        return call
      }
      let (op, operand, type) = checkUnaryOperator(name, p.op, p.operand, fixity: .postfix, contextual: contextual)
      (p.op, p.operand, p.type) = (op, operand, type)
      return p
    case .assign(let a):
      return checkAssign(a)
    case .ternary(let t):
      return checkTernary(t, contextual: contextual)
    case .inOut(let io):
      io.subExpr = checkExpr(io.subExpr)
      error(SemaDiagnostics.ampersandOutsideArgument(), at: io.loc)
      io.type = .error
      return io
    case .forceValue(let f):
      if let forced = checkForcedDelegation(f) { return forced }
      f.subExpr = checkExpr(f.subExpr)
      guard let t = f.subExpr.type, !t.isError else { f.type = .error; return f }
      if case .optional(let w) = t {
        f.type = w
      } else {
        error(SemaDiagnostics.forceUnwrapNonOptional(t), at: diagLoc(f))
        f.type = .error
      }
      return f
    case .bindOptional(let b):
      b.subExpr = checkExpr(b.subExpr)
      if let te = b.subExpr as? TypeExpr {
        // `Int?.none`, `String?.some("x")`: the optional type, written in an expression.
        return TypeExpr(instanceType: .optional(te.instanceType), typeRepr: nil, range: b.range)
      }
      if case .optional(let w)? = b.subExpr.type {
        b.type = w
      } else {
        if let t = b.subExpr.type, !t.isError {
          error(SemaDiagnostics.optionalChainOnNonOptional(t), at: b.range.end.advanced(by: -1))
        }
        b.type = .error
      }
      return b
    case .optionalEvaluation(let o):
      o.subExpr = checkExpr(o.subExpr)
      // `Int?.self`: the optional type's metatype, no optional chain.
      if let te = o.subExpr as? TypeExpr, te.isDotSelf { return te }
      switch o.subExpr.type {
      case nil, .error?: o.type = .error
      case .optional(let w)?: o.type = .optional(w)
      case let t?: o.type = .optional(t)
      }
      if o.subExpr is AssignExpr { o.type = .void }
      return o
    case .array(let a):
      if let call = literalThroughProtocol(a, contextual: contextual) { return call }
      return checkArrayLiteral(a, contextual: collectionLiteralContext(contextual))
    case .dictionary(let d):
      if let call = literalThroughProtocol(d, contextual: contextual) { return call }
      return checkDictionaryLiteral(d, contextual: collectionLiteralContext(contextual))
    case .subscript(let s):
      if s.arguments.count == 1, s.arguments[0].label == "keyPath" { return checkKeyPathApplication(s) }
      return checkSubscript(s)
    case .closure(let c):
      return checkClosure(c, contextual: contextual)
    case .discardAssignment(let d):
      error(SemaDiagnostics.discardOutsideAssignment(), at: d.loc)
      d.type = .error
      return d
    case .superRef(let s):
      error(SemaDiagnostics.bareSuper(), at: s.loc)
      s.type = .error
      return s
    case .type, .declRef, .memberRef, .dotSyntaxCall, .constructorRefCall, .otherConstructorDeclRef, .defaultArgument,
      .erasure, .derivedToBase, .functionConversion, .injectIntoOptional, .tupleElement, .tupleConversion, .collectionUpcast, .opaqueValue:
      // Already checked (Sema made it, or checks it twice).
      return e
    case .unresolvedPattern:
      // The parser turns it into a pattern or reports it; none reaches Sema.
      notSupported("this expression", at: e.loc)
      e.type = .error
      return e    case .varargExpansion:
      // Made by Sema for a call's variadic arguments, already checked.
      return e
    case .try(let t):
      return checkTry(t, contextual: contextual)
    case .dynamicType(let d):
      // Made by Sema from `type(of:)` (checkDynamicType), already checked.
      return d
    case .cast(let c):
      return checkCast(c)
    case .await(let a):
      // The suspension points it marks are checked after the body (Concurrency.swift).
      a.subExpr = checkExpr(a.subExpr, contextual: contextual)
      a.type = a.subExpr.type
      return a
    case .keyPath(let k):
      // Checked once (an argument may be finished after it was checked).
      if k.type != nil { return k }
      return checkKeyPath(k, contextual: contextual)
    case .keyPathDot:
      // Only the base of a key path's parsed path, which Sema reads without checking.
      notSupported("this expression", at: e.loc)
      e.type = .error
      return e
    case .keyPathApplication:
      // Made by Sema from `root[keyPath: path]`, already checked.
      return e
    }
  }

  // MARK: - Literals

  /// The value of an integer literal's digits (`0x1F`, `1_000`, `0b101`, `0o17`),
  /// or nil when it does not fit in 64 bits of magnitude.
  func integerMagnitude(_ text: String) -> UInt64? {
    var bytes = Array(text.utf8)
    var radix: UInt64 = 10
    if bytes.count > 2, bytes[0] == UInt8(ascii: "0") {
      switch bytes[1] {
      case UInt8(ascii: "x"): radix = 16
      case UInt8(ascii: "o"): radix = 8
      case UInt8(ascii: "b"): radix = 2
      default: break
      }
      if radix != 10 { bytes.removeFirst(2) }
    }
    var value: UInt64 = 0
    var digits = 0
    for b in bytes where b != UInt8(ascii: "_") {
      let d: UInt64
      switch b {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt64(b - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt64(b - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt64(b - UInt8(ascii: "A") + 10)
      default: return nil
      }
      guard d < radix else { return nil }
      let (m, o1) = value.multipliedReportingOverflow(by: radix)
      let (a, o2) = m.addingReportingOverflow(d)
      if o1 || o2 { return nil }
      value = a
      digits += 1
    }
    return digits > 0 ? value : nil
  }

  /// Literal overflow is found by swiftc when it lowers the program (after type
  /// checking), so it is reported with the flow checks.
  private func literalOverflow(_ message: String, at loc: SourceLoc) {
    flowErrors.append(Diagnostic(.error, message, at: loc))
  }

  private func checkIntegerLiteral(_ l: IntegerLiteralExpr, contextual: SwiftType?) -> Expr {
    // `let x: UInt8? = 9`: the literal is a UInt8, then wrapped.
    var contextual = contextual
    while case .optional(let w)? = contextual { contextual = w }
    if case .sizedInteger(let k)? = contextual {
      // A value that does not fit is reported by the ConstantFolder (in swiftc's order).
      l.type = contextual
      if let v = sizedLiteralValue(l), k.contains(v) { l.value = k.bitPattern(v) }
      return l
    }
    let asDouble = contextual == .double || (contextual.map(isDoubleLiteralExistential) ?? false)
    l.type = asDouble ? .double : .int
    guard let magnitude = integerMagnitude(l.text) else {
      if !asDouble {
        literalOverflow(SemaDiagnostics.integerLiteralOverflow((l.isNegative ? "-" : "") + l.text, .int), at: l.loc)
      } else {
        notSupported("an integer literal this large as a Double", at: l.loc)
      }
      return l
    }
    if l.isNegative {
      if magnitude > UInt64(Int64.max) + 1 {
        if !asDouble { literalOverflow(SemaDiagnostics.integerLiteralOverflow("-" + l.text, .int), at: l.loc) }
        return l
      }
      l.value = magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude)
    } else {
      if magnitude > UInt64(Int64.max) {
        if !asDouble {
          literalOverflow(SemaDiagnostics.integerLiteralOverflow(l.text, .int), at: l.loc)
        } else {
          notSupported("an integer literal this large as a Double", at: l.loc)
        }
        return l
      }
      l.value = Int64(magnitude)
    }
    return l
  }

  /// Is `t` an existential an integer literal is a Double as (`let p: any
  /// CustomDebugStringConvertible = 5`, `[any P]` with `extension Double: P`)? swiftc's
  /// solver tries the literal's default type, Int, then Double, the floating-point
  /// literal's, and takes the first that converts.
  private func isDoubleLiteralExistential(_ t: SwiftType) -> Bool {
    guard case .existential = t else { return false }
    return conversionScore(from: .int, to: t) == nil && conversionScore(from: .double, to: t) != nil
  }

  /// Is `g` a generic parameter an integer literal argument is a Double as: one whose
  /// protocols Int does not conform to and Double does (as for an existential, above)?
  func isDoubleLiteralParameter(_ g: GenericTypeParamDecl) -> Bool {
    let required = constraints(of: g)
    return !required.isEmpty && !required.allSatisfy({ conforms(.int, to: $0) })
      && required.allSatisfy({ conforms(.double, to: $0) })
  }

  /// The value of an integer literal with its sign, nil when its magnitude does not fit
  /// in 64 bits (too large for every integer type).
  func sizedLiteralValue(_ l: IntegerLiteralExpr) -> Int128? {
    guard let magnitude = integerMagnitude(l.text) else { return nil }
    return l.isNegative ? -Int128(magnitude) : Int128(magnitude)
  }

  private func checkInterpolation(_ s: InterpolatedStringLiteralExpr) -> Expr {
    for i in s.segments.indices {
      guard case .interpolation(let e) = s.segments[i] else { continue }
      let checked = checkExpr(e)
      s.segments[i] = .interpolation(checked)
      warnIfOptionalInterpolated(checked)
      if let t = checked.type, !isPrintable(t) {
        notSupported("interpolating a value of type '\(t)'", at: checked.loc)
      }
    }
    s.type = .string
    return s
  }

  /// An operator no declaration provides: `++`/`--` as swiftc words it, a standard
  /// operator outside the subset as not supported yet, anything else not found.
  func reportMissingOperator(_ name: String, at loc: SourceLoc) {
    if name == "++" || name == "--" {
      error(SemaDiagnostics.cannotFindIncrement(name), at: loc)
    } else if StandardLibrary.operatorsOutsideSubset.contains(name) {
      notSupported("operator '\(name)'", at: loc)
    } else if libraryProtocolOperatorNames.contains(name) {
      // (`1 <=> 2` with `extension Comparable { static func <=> }`: only an operand's
      // type leads to a built-in type's operators, and a literal's is not known yet.)
      notSupported("operator '\(name)' of an extension of a standard library protocol on literals alone", at: loc)
    } else {
      error(SemaDiagnostics.cannotFindOperator(name), at: loc)
    }
  }

  /// Types an `Any` (so `print`) and interpolation can show as Swift does: the built-in types, a
  /// class (`Module.Class`), a struct or enum (Swift's reflection form), and optionals
  /// and arrays of those (see IRGen's `emitDescription`).
  func isPrintable(_ t: SwiftType) -> Bool {
    switch t {
    case .int, .double, .bool, .string, .error, .character, .substring, .sizedInteger: true
    case .nominal(let n): n is ClassDecl || n is EnumDecl || (n is StructDecl && !showsStringIndex(t))
    case .boundGeneric(let n, let args):
      n is ClassDecl || ((n is StructDecl || n is EnumDecl) && args.allSatisfy(isPrintable) && !showsStringIndex(t))
    case .optional(let w): isPrintable(w)
    case .array(let e), .set(let e): isPrintable(e)
    case .dictionary(let k, let v): isPrintable(k) && isPrintable(v)
    case .tuple(let ts, _): ts.allSatisfy(isPrintable)
    // (A range of `String.Index` values shows Swift's index encoding, `0[any]..<2[utf8]`,
    // which miniswiftc's indices, plain offsets, do not have, as a lone index does not.)
    case .range(_, let bound): StandardLibrary.isRangeValue(t) && bound != .stringIndex
    // A generic parameter's value: each specialization shows its concrete type's way
    // (so does an opaque type's underlying one).
    case .genericParameter, .dependentMember, .opaque: true
    // A protocol value shows its dynamic value (its witness table knows how).
    case .existential: true
    // The boxed value shows itself (GenAny.swift); an object its class's name.
    case .any, .anyObject: true
    // `type(of: x)`, shown as swiftc names the type.
    case .metatype: true
    // A function shows as `(Function)`, `()` as itself.
    case .function, .void: true
    default: false
    }
  }

  private func checkTuple(_ t: TupleExpr, contextual: SwiftType?) -> Expr {
    if t.elements.count == 1 {
      reportSingleElementLabel(t.labels, t.labelLocs)
      let p = ParenExpr(subExpr: t.elements[0], range: t.range)
      return checkExpr(p, contextual: contextual)
    }
    if t.elements.isEmpty {
      t.type = .void
      return t
    }
    return checkTupleElements(t, contextual: contextual)
  }

  /// `{ (x: Int) -> Int in x * 2 }`: parameter and result types written or taken from
  /// the context; the body is checked as a function body of its own (a single
  /// expression becomes a `ReturnStmt`), and the enclosing functions' locals it uses
  /// are recorded in `captures`.
  private func checkClosure(_ c: ClosureExpr, contextual: SwiftType?) -> Expr {
    // A result builder could not take its body (ResultBuilders.swift reported why).
    if c.isResultBuilderBody, c.type == .error { return c }
    var expected: FunctionType?
    if case .function(let ft)? = contextual { expected = ft }
    // `handler = { $0 * 2 }` for a `((Int) -> Int)?`: the wrapped function's types (the
    // closure is wrapped where it is converted).
    if case .optional(.function(let ft))? = contextual { expected = ft }
    // A closure that does not throw is not a throwing one, whatever the context wants
    // (`map`'s `(Element) throws -> T`): it is converted where it is passed, as swiftc's
    // `function_conversion_expr` of a `() -> Int` closure.
    if let e = expected, e.isThrowing, c.throwsLoc == nil, !bodyThrows(c.body) { expected = e.withoutThrows }
    let params = c.parameters?.parameters ?? []
    // `d.filter { k, v in ... }`: the parameters take the elements of the one tuple.
    var tupleElements: [SwiftType]?
    switch expected.flatMap({ tupleParameterUse(c, $0) }) {
    case .elements(let elements)?: tupleElements = elements
    case .rejected?:
      c.type = .error
      return c
    case nil: break
    }
    if tupleElements == nil, let e = expected, let written = c.parameters, written.parameters.count != e.parameters.count,
       written.parameters.contains(where: { $0.typeRepr == nil }), !e.parameters.contains(where: { $0.type.isError }) {
      error(SemaDiagnostics.closureArgumentCount(.function(e), expected: e.parameters.count, used: params.count),
            at: written.range.start.isValid ? written.range.start : c.loc)
      c.type = .error
      return c
    }
    var types: [SwiftType] = []
    for (i, p) in params.enumerated() {
      var t: SwiftType = .error
      if let r = p.typeRepr {
        t = resolveType(r)
        // `{ (x: inout Int) in x += 1 }`: the argument is passed by address.
        if r is InOutTypeRepr { p.isInOut = true }
      } else if let elements = tupleElements {
        t = elements[i]
      } else if let e = expected, i < e.parameters.count {
        t = e.parameters[i].type
        // `reduce(into: 0) { $0 += $1 }`: inout where the context's parameter is.
        p.isInOut = e.parameters[i].isInOut
      } else {
        notSupported("a closure parameter without a type", at: p.loc)
      }
      if p.isInOut { p.isLet = false }
      p.interfaceType = t
      types.append(t)
    }
    // Without a written result type or a contextual one, the body decides (`.error`
    // marks it open): a single expression's type, else the first `return`'s, else `()`.
    var result: SwiftType = .error
    if let r = c.resultTypeRepr { result = resolveType(r) } else if let e = expected { result = e.result }
    // The capture list: checked here, declared just outside the body (so the body
    // captures them).
    let listScope = Scope(parent: scope)
    let selfCapture = checkCaptureList(c, declaringIn: listScope)
    let ctx = FunctionContext(kind: .closure, decl: nil, resultType: result, selfDecl: selfCapture ?? context.selfDecl,
                              nominal: context.nominal, isStatic: context.isStatic, parent: context)
    ctx.closure = c
    let root = Scope(parent: listScope)
    for p in params where p.name != "_" { root.declare(p) }
    closureCaptures.append((root: root, captures: []))
    withContext(ctx, scope: root) {
      let body = c.body
      if result.isError || result == .optional(.error), c.resultTypeRepr == nil, body.elements.count == 1,
        case .expr(let e) = body.elements[0]
      {
        // `{ (x: Int) in x * 2 }` where the context leaves the result open: the
        // expression's type; an optional of it where the context wants an optional
        // (`compactMap { Int($0) }`).
        var checked = checkExpr(e)
        if result == .optional(.error), let t = checked.type, !t.isError {
          if case .optional = t {} else { checked = coerce(checked, to: .optional(t), reason: .closureResult) }
        }
        result = checked.type ?? .error
        let r = ReturnStmt(result: checked, range: e.range)
        r.isImplicit = true
        body.elements[0] = .stmt(r)
      } else if result != .void, body.elements.count == 1, case .expr(let e) = body.elements[0] {
        let checked = checkExpr(e, contextual: result)
        var value = checked
        if checked.type?.isUninhabited == true, checked.type != result {
          // `{ () -> Int in fatalError() }` never gets to return.
          body.elements[0] = .expr(checked)
          return
        }
        if checked.type == .void, !result.isError, let repr = c.resultTypeRepr {
          // `{ () -> Int in print(x) }`: swiftc blames the written result type.
          error(SemaDiagnostics.closureResultIncompatible(result, .void), at: repr.loc)
        } else {
          value = coerce(checked, to: result, reason: .closureResult)
        }
        let r = ReturnStmt(result: value, range: e.range)
        r.isImplicit = true
        body.elements[0] = .stmt(r)
      } else {
        if (result.isError || result == .optional(.error)) && c.resultTypeRepr == nil {
          ctx.infersResult = true
          ctx.infersOptionalResult = !result.isError
        }
        checkBrace(body)
        if ctx.infersResult {
          // No `return` with a value: the closure returns `()`.
          ctx.infersResult = false
          ctx.resultType = .void
        }
        result = ctx.resultType
        if result != .void && !result.isError { closuresWithResults.append((c, result)) }
      }
    }
    let captured = closureCaptures.removeLast().captures
    c.captures = captured
    // What this closure captures from further out, its enclosing closure captures too
    // (its capture list's constants are its own).
    for v in captured where !c.captureList.contains(where: { $0.decl === v }) { noteCapture(v) }
    c.isThrowing = c.throwsLoc != nil || bodyThrows(c.body)
    c.destructuresTupleParameter = tupleElements != nil
    let parameters: [FunctionType.Parameter] =
      if let e = expected, tupleElements != nil { e.parameters } else {
        zip(params, types).map { .init($1, isInOut: $0.isInOut) }
      }
    c.type = .function(FunctionType(parameters: parameters, result: result, isThrowing: c.isThrowing))
    return c
  }

  /// Records `v` as captured by the closures being checked that it is declared outside of.
  func noteCapture(_ v: ValueDecl) {
    guard let last = closureCaptures.indices.last else { return }
    if let vd = v as? VarDecl, !(vd is ParamDecl), isGlobal(vd) { return }
    if let vd = v as? VarDecl, vd.kind == .computed, owningNominal(of: vd) == nil, !(vd is ParamDecl) {
      // A local computed variable: its accessors are captured, as local functions are.
      vd.accessors.forEach(noteCapture)
      return
    }
    if let vd = v as? VarDecl, vd.kind != .stored || owningNominal(of: vd) != nil, !(vd is ParamDecl) { return }
    // Declared between the current scope and the closure's root: its own.
    var s: Scope? = scope
    while let sc = s {
      if sc.lookupHere(v.name) === v { return }
      if sc === closureCaptures[last].root { break }
      s = sc.parent
    }
    if !closureCaptures[last].captures.contains(where: { $0 === v }) {
      closureCaptures[last].captures.append(v)
    }
  }

  /// The type a collection literal is checked as where `contextual` is wanted: an
  /// optional's wrapped type (`let s: Set<Int>? = [1]`, `d[k] = [["x"]]` on a
  /// `[String: [Set<String>]]`), as Swift's literal is its wrapped type's, then wrapped.
  private func collectionLiteralContext(_ contextual: SwiftType?) -> SwiftType? {
    if case .optional(let w)? = contextual { return collectionLiteralContext(w) }
    return contextual
  }

  private func checkArrayLiteral(_ a: ArrayExpr, contextual: SwiftType?) -> Expr {
    var elementType: SwiftType?
    if case .array(let e)? = contextual { elementType = e }
    if case .set(let e)? = contextual { return checkSetLiteral(a, element: e) }
    if let elementType {
      for i in a.elements.indices {
        a.elements[i] = checkExpr(a.elements[i], convertTo: elementType, reason: .arrayElement)
      }
      a.type = .array(elementType)
      return a
    }
    if a.elements.isEmpty {
      if contextual == nil { error(SemaDiagnostics.emptyCollectionNeedsType(), at: a.loc) }
      a.type = .error
      return a
    }
    let operands = a.elements.map { prepare($0) }
    if operands.contains(where: \.isError) {
      a.type = .error
      return a
    }
    // The common type: a concrete element's, else the joined literal kind.
    var common: SwiftType?
    var literal: LiteralKind?
    var mixed = false
    for o in operands {
      if let k = o.literal {
        guard let joined = literal.map({ $0.joined(with: k) }) ?? k else {
          return reportUnjoinedArrayLiteral(a, operands)
        }
        literal = joined
      } else if let c = common {
        if c != o.type { mixed = true }
      } else {
        common = o.type
      }
    }
    if mixed, literal == nil, let c = commonSuperclass(operands.map(\.type)) {
      // Instances of different classes: an array of their closest common superclass.
      common = .nominal(c)
      mixed = false
    }
    let chosen = common ?? literal?.defaultType ?? .error
    if chosen.isError { return reportUnjoinedArrayLiteral(a, operands) }
    if !mixed, let lit = literal, common != nil, literalScore(lit, chosen) == nil { mixed = true }
    if mixed {
      error(SemaDiagnostics.heterogeneousArray(), at: a.loc)
      a.type = .error
      return a
    }
    for (i, o) in operands.enumerated() {
      a.elements[i] = finish(o, as: chosen, reason: .arrayElement)
    }
    a.type = .array(chosen)
    return a
  }

  /// An array literal without context whose literal elements have no common type:
  /// `[1, "a"]` is swiftc's `[Any]` (an error), `[1, nil]` an array of optionals and
  /// `[[], []]` an `[[Any]]`, which are not supported yet.
  private func reportUnjoinedArrayLiteral(_ a: ArrayExpr, _ operands: [Operand]) -> Expr {
    let kinds = operands.compactMap(\.literal)
    func innermost(_ k: LiteralKind) -> LiteralKind { if case .array(let e) = k { innermost(e) } else { k } }
    if kinds.contains(where: { innermost($0) == .nil }) {
      notSupported("inferring an optional element type from a 'nil' element", at: a.loc)
    } else if !kinds.isEmpty && kinds.allSatisfy({ innermost($0) == .emptyCollection }) {
      notSupported("inferring the element type of empty collection literals", at: a.loc)
    } else if !kinds.contains(where: { if case .implicitMember = innermost($0) { true } else { false } }) {
      // (An implicit member is reported where it is written.)
      error(SemaDiagnostics.heterogeneousArray(), at: a.loc)
    }
    for (i, o) in operands.enumerated() { a.elements[i] = finish(o, as: .error, reason: .arrayElement) }
    a.type = .error
    return a
  }

  private func checkSubscript(_ s: SubscriptExpr) -> Expr {
    // `[Int][zeroed: 5]`, `[String: Int][...]`: a static subscript of the type written in
    // brackets (`extension Array`), not a subscript of an array of a metatype.
    if let t = builtinGenericTypeNamed(s.base, havingStatic: "subscript") {
      s.base = TypeExpr(instanceType: t, typeRepr: nil, range: s.base.range)
    } else {
      s.base = checkMemberBase(s.base)
    }
    if let bt = s.base.type, !takesBuiltinSubscript(s, on: bt), let result = checkUserSubscript(s, baseType: bt) {
      return result
    }
    if let bt = s.base.type, bt == .string || bt == .substring { return checkStringSubscript(s, base: bt) }
    if case .dictionary(let k, let v)? = s.base.type { return checkDictionarySubscript(s, key: k, value: v) }
    for i in s.arguments.indices { s.arguments[i].expr = checkExpr(s.arguments[i].expr, contextual: .int) }
    guard let bt = s.base.type, !bt.isError else { s.type = .error; return s }
    if case .array(let element) = bt {
      // An array has one subscript, of one index.
      if s.arguments.isEmpty {
        error(SemaDiagnostics.missingSubscriptArgument(), at: s.range.end.advanced(by: -1))
      } else if s.arguments.count > 1 {
        error(SemaDiagnostics.extraSubscriptArgument(), at: s.arguments[1].expr.loc)
      }
      if let index = s.arguments.first?.expr, s.arguments.count == 1, isRangeExpressionType(index.type) {
        // `a[1..<3]`, `a[1...]`: one of the library's range subscripts, chosen as any
        // subscript is (stdlib/ArrayRangeSubscripts.swift).
        let argument = PreparedArgument(label: nil, labelLoc: nil, operand: Operand(expr: index, literal: nil), inOut: nil)
        if let checked = checkUserSubscript(s, baseType: bt, prepared: [argument]) { return checked }
        // (Without the library, Array declares no subscript.)
        error(SemaDiagnostics.noSubscripts(bt), at: s.base.loc)
        s.type = .error
        return s
      }
      if let index = s.arguments.first?.expr { s.arguments[0].expr = coerce(index, to: .int, reason: .argument) }
      s.decl = libraryArrayIndexSubscript()
      s.type = element
      return s
    }
    if case .range(_, .int) = bt, s.arguments.count == 1, s.arguments[0].label == nil, s.arguments[0].expr.type == .int {
      // `r[2]`: a range of Int is a Collection of its elements, each its own index
      // (stdlib/RangeOfIntCollection.swift); out of the range it traps, as Swift's.
      s.decl = StandardLibrary.builtinSubscript(index: .int, element: .int, builtin: .rangeSubscript)
      s.type = .int
      return s
    }
    error(SemaDiagnostics.noSubscripts(bt), at: s.base.loc)
    s.type = .error
    return s
  }

  /// Does `s` use the built-in subscript of a string, an array or a dictionary `bt`: its
  /// labels are the built-in one's and no subscript of the type's extensions takes them?
  /// (`self[i]` in the library's String methods beside a program's `extension String {
  /// subscript(repeated n: Int) }`.)
  private func takesBuiltinSubscript(_ s: SubscriptExpr, on bt: SwiftType) -> Bool {
    let labels = s.arguments.map(\.label)
    switch bt {
    case .string, .substring, .array: guard labels == [nil] else { return false }
    case .dictionary: guard labels == [nil] || labels == [nil, "default"] else { return false }
    default: return false
    }
    // (Array's own, `a[i]`, is the library's, stdlib/ArraySubscript.swift: checked here,
    // beside its range subscripts, `a[1..<3]`, chosen by the argument's type;
    // Dictionary's two too, stdlib/DictionarySubscripts.swift.)
    return !lookupMembers("subscript", in: bt, requestingBodies: false).contains { d in
      (d as? SubscriptDecl)?.getter?.parameters.parameters.map(\.argumentLabel) == labels
        && !isLibraryArrayIndexSubscript(d) && !isLibraryArrayRangeSubscript(d) && !isLibraryDictionarySubscript(d)
    }
  }

  /// `x[i]` where `x`'s type (or `x` itself, a type, for a `static` subscript) declares
  /// subscripts: the overload is chosen as a call's, with the getters' index parameters;
  /// nil when the type declares none.
  /// (`prepared`: the arguments already checked.)
  private func checkUserSubscript(_ s: SubscriptExpr, baseType bt: SwiftType, prepared: [PreparedArgument]? = nil) -> Expr? {
    var instance = bt
    var wantStatic = false
    if case .metatype(let t) = bt, s.base is TypeExpr {
      instance = t
      wantStatic = true
    }
    // A subscript requirement is used on a generic parameter (on a value of the
    // protocol's existential type it would need a witness table entry: not supported).
    if case .existential(let p) = instance, memberTables[ObjectIdentifier(p)]?["subscript"] != nil {
      notSupported("a subscript requirement used on '\(instance)'", at: s.base.range.end)
      return failSubscript(s)
    }
    switch instance {
    case .genericParameter, .dependentMember, .opaque: break
    // (A built-in type's extensions declare theirs on its stand-in: `extension Int`.)
    default: guard instance.nominalDecl != nil || builtinStandIn(of: instance) != nil else { return nil }
    }
    // (The bodies of the chosen one only are asked for: Array's range subscripts are
    // not checked for the `a[i]` in Array's `==`.)
    let decls = lookupMembers("subscript", in: instance, requestingBodies: false).compactMap { $0 as? SubscriptDecl }
    guard !decls.isEmpty else { return nil }
    let accessible = decls.filter { isAccessible($0, at: s.base.range.end) }
    guard !accessible.isEmpty else {
      reportInaccessible("subscript", decls[0], at: s.base.loc)
      _ = failSubscript(s)
      return s
    }
    var candidates = accessible.filter { isStaticMember($0) == wantStatic }.compactMap { $0.getter }
    let labels = s.arguments.map(\.label)
    // A String's own subscripts (`s[i]`, `s[a..<b]`) stay beside those its extensions
    // declare (`subscript(repeated:)`): labels no extension's takes are the built-in ones.
    if instance == .string || instance == .substring,
       !candidates.contains(where: { $0.parameters.parameters.map(\.argumentLabel) == labels }) {
      return nil
    }
    // When no overload takes these labels, swiftc explains the labels against the one
    // that takes as many indices, if there is just one.
    if !candidates.contains(where: { $0.parameters.parameters.map(\.argumentLabel) == labels }) {
      let sameCount = candidates.filter { $0.parameters.parameters.count == labels.count }
      if sameCount.count == 1 {
        candidates = sameCount
      } else if case .array = instance,
        let index = candidates.first(where: { $0.storage.map(isLibraryArrayIndexSubscript) == true }) {
        // An array's, against its index subscript, as swiftc explains `numbers[]` ("missing
        // argument for parameter #1") and `numbers[x: 1]` ("extraneous argument label"),
        // not against its range subscripts.
        candidates = [index]
      }
    }
    guard !candidates.isEmpty else {
      if wantStatic {
        error(SemaDiagnostics.instanceMemberOnType("subscript", instance), at: s.base.loc)
      } else {
        error(SemaDiagnostics.noSubscripts(bt), at: s.base.loc)
      }
      return failSubscript(s)
    }
    let argsStart = s.arguments.first?.labelLoc ?? s.arguments.first?.expr.range.start ?? s.range.end
    let call = CallExpr(fn: s.base, arguments: s.arguments,
                        argumentsRange: SourceRange(start: argsStart.advanced(by: -1), end: s.range.end), range: s.range)
    let firstNew = pending.count
    let resolved = resolveOverloads(call, candidates, kind: "subscript", name: "", fnLoc: s.base.range.end,
                                    contextual: nil, base: instance, prepared: prepared)
    let genericResult = genericCallResult
    genericCallResult = nil
    // The call machinery's label errors end "in call"; swiftc's say "in subscript".
    for i in firstNew..<pending.count where pending[i].diagnostic.message.hasSuffix(" in call") {
      pending[i].diagnostic.message = String(pending[i].diagnostic.message.dropLast(4)) + "subscript"
    }
    guard let (chosen, args) = resolved, let getter = chosen as? AccessorDecl,
      let decl = getter.storage as? SubscriptDecl
    else {
      s.arguments = call.arguments
      s.type = .error
      return s
    }
    if !checkExtensionSameTypes(decl, kind: "subscript", on: instance, at: s.base.range.end) {
      _ = failSubscript(s)
      return s
    }
    s.decl = decl
    requestLibraryBodies(of: [decl])
    s.base = wantStatic ? s.base : upcastToOwner(s.base, of: decl)
    s.arguments = args
    s.type = memberType(decl.interfaceType ?? .error, of: decl, on: instance)
    if !getter.genericParameters.isEmpty {
      // A generic subscript: its element type with the inferred generic arguments.
      s.substitutions = call.substitutions
      s.type = genericResult ?? s.type
    }
    return s
  }

  private func failSubscript(_ s: SubscriptExpr) -> Expr {
    for i in s.arguments.indices { s.arguments[i].expr = checkExpr(s.arguments[i].expr) }
    s.type = .error
    return s
  }

  // MARK: - Operands of operators and calls

  /// Folds a sequence (also inside parentheses) without checking it.
  func foldIfNeeded(_ e: Expr) -> Expr {
    if let s = e as? SequenceExpr { return foldSequence(s) }
    return e
  }

  /// What literal-only expression `e` is, if it is one. Looks no deeper than the
  /// expression depth limit (`depth` levels already seen): each level of an operator
  /// chain asks again, so an unbounded look would be quadratic in the chain's length.
  func literalKind(_ e: Expr, depth: Int = 0) -> LiteralKind? {
    if depth > TypeChecker.maxExpressionDepth { return nil }
    switch e {
    case let s as StringLiteralExpr:
      return isSingleCharacter(s) ? .string : nil
    case is UnresolvedDeclRefExpr, is UnresolvedDotExpr, is InterpolatedStringLiteralExpr:
      return nil
    case is IntegerLiteralExpr: return .integer
    case is FloatLiteralExpr: return .float
    case is NilLiteralExpr: return .nil
    case let m as UnresolvedMemberExpr: return .implicitMember(m.name)
    case let c as CallExpr where c.fn is UnresolvedMemberExpr:
      return .implicitMember((c.fn as? UnresolvedMemberExpr)?.name ?? "")
    case let a as ArrayExpr where a.elements.isEmpty: return .emptyCollection
    case let a as ArrayExpr:
      var kind: LiteralKind?
      for i in a.elements.indices {
        a.elements[i] = foldIfNeeded(a.elements[i])
        guard let k = literalKind(a.elements[i], depth: depth + 1), k != .nil else { return nil }
        guard let joined = kind.map({ $0.joined(with: k) }) ?? k else { return nil }
        kind = joined
      }
      return kind.map { .array($0) }
    case let d as DictionaryExpr where d.pairs.isEmpty: return .emptyCollection
    case let t as TupleExpr where t.elements.count >= 2:
      return tupleLiteralKind(t, depth: depth)
    case let p as ParenExpr:
      p.subExpr = foldIfNeeded(p.subExpr)
      return literalKind(p.subExpr, depth: depth + 1)
    case let u as PrefixUnaryExpr:
      guard let op = u.op as? UnresolvedDeclRefExpr, ["-", "+", "~"].contains(op.name) else { return nil }
      u.operand = foldIfNeeded(u.operand)
      let k = literalKind(u.operand, depth: depth + 1)
      if op.name == "~" { return k == .integer ? k : nil }
      return k == .integer || k == .float ? k : nil
    case let b as BinaryExpr:
      guard let op = b.op as? UnresolvedDeclRefExpr,
            ["+", "-", "*", "/", "%", "&+", "&-", "&*", "&", "|", "^"].contains(op.name) else { return nil }
      guard let l = literalKind(b.lhs, depth: depth + 1), let r = literalKind(b.rhs, depth: depth + 1) else { return nil }
      // The bitwise operators exist on integers only (`1.5 & 2` is no literal).
      if ["&", "|", "^"].contains(op.name) && (l != .integer || r != .integer) { return nil }
      guard let joined = l.joined(with: r), joined != .string else { return nil }
      return joined
    default:
      return nil
    }
  }

  /// Checks a non-literal operand now; leaves a literal one for `finish`.
  func prepare(_ e: Expr) -> Operand {
    // (An argument checked before its call, in the type it must have: `[]` of
    // `[String: Int](uniqueKeysWithValues: [])` is a `[(String, Int)]`.)
    if let t = e.type, !t.isError, e is ArrayExpr { return Operand(expr: e, literal: nil) }
    let folded = foldIfNeeded(e)
    if let k = literalKind(folded) { return Operand(expr: folded, literal: k) }
    if let a = folded as? ArrayExpr, let o = prepareArrayOfValues(a) { return o }
    return Operand(expr: checkExpr(folded), literal: nil)
  }

  /// How well a literal kind fits a type (0: its default type), nil if not at all.
  func literalScore(_ k: LiteralKind, _ t: SwiftType) -> Int? {
    switch (k, t) {
    case (_, .error): 0
    case (.integer, .int), (.float, .double), (.nil, .optional), (.string, .string): 0
    case (.integer, .double), (.string, .character), (.integer, .sizedInteger): 1
    case (.integer, .optional(let w)), (.float, .optional(let w)), (.string, .optional(let w)): literalScore(k, w).map { $0 + 1 }
    case (.implicitMember("none"), .optional), (.implicitMember("some"), .optional): 0  // Optional's cases
    case (.implicitMember(let name), .optional(let w)):
      literalScore(k, w) ?? (lookupMembers(name, in: t).isEmpty ? nil : 0)
    case (.emptyCollection, .array): 0
    case (.array(let element), .array(let e)): literalScore(element, e)
    case (.heterogeneousArray(let types), .array(let e)): heterogeneousArrayScore(types, e)
    case (.tuple, _), (.typed, _): tupleLiteralScore(k, t)
    case (.emptyCollection, .dictionary), (.emptyCollection, .set): 0
    case (.array(let element), .set(let e)): literalScore(element, e)
    // (An optional's, as its wrapped type's, one step further: `x == [1, 2]` of an `[Int]?`.)
    case (.array, .optional(let w)), (.emptyCollection, .optional(let w)): literalScore(k, w).map { $0 + 1 }
    // (A type conforming to the literal's protocol: LiteralProtocols.swift.)
    case (.array, _), (.emptyCollection, _): literalProtocolScore(k, t)
    case (.implicitMember(let name), _):
      (t.nominalDecl is EnumDecl || lookupMembers(name, in: t).contains { isStaticMember($0) }) ? 0 : nil
    default: literalProtocolScore(k, t)
    }
  }

  /// How well an operand fits a parameter type, nil if not at all.
  func score(_ o: Operand, _ t: SwiftType) -> Int? {
    if let k = o.literal { return literalScore(k, t) }
    if let s = conversionScore(from: o.type, to: t) { return s }
    // (`f("ada")`, `f(true)` where f takes a type conforming to the literal's protocol.)
    if takesCheckedLiteralThroughProtocol(o.expr, as: t) { return 1 }
    if takesTupleApart(o.expr, as: t) { return 1 }
    // An implicitly unwrapped optional as a `T` (unwrapped by `finish`).
    if case .optional(let w) = o.type, isImplicitlyUnwrapped(o.expr) { return conversionScore(from: w, to: t).map { $0 + 1 } }
    return nil
  }

  /// Types an operand as `t` (checking a waiting literal) and converts it.
  func finish(_ o: Operand, as t: SwiftType, reason: ConversionReason) -> Expr {
    if case .heterogeneousArray? = o.literal, let a = o.expr as? ArrayExpr { return finishHeterogeneousArray(a, as: t, reason: reason) }
    if o.literal != nil { return checkExpr(o.expr, convertTo: t, reason: reason) }
    if conversionScore(from: o.type, to: t) == nil, takesCheckedLiteralThroughProtocol(o.expr, as: t) {
      return checkExpr(o.expr.withoutParens, convertTo: t, reason: reason)
    }
    // A closure left unchecked until its parameter's type was known.
    if isDeferredArgument(o.expr) {
      return checkExpr(tupleSplattingClosure(o.expr, for: t) ?? o.expr, convertTo: t, reason: reason)
    }
    return coerce(o.expr, to: t, reason: reason)
  }

  /// Types a waiting literal operand with its default type (after an error).
  func finishWithDefault(_ o: Operand) -> Expr {
    if o.literal == nil, let c = o.expr as? ClosureExpr, c.type == nil { return checkClosureAfterError(c) }
    if o.literal == nil, isDeferredArgument(o.expr) { return checkExpr(o.expr) }
    if let k = o.literal {
      switch k {
      case .heterogeneousArray:
        error(SemaDiagnostics.heterogeneousArray(), at: o.expr.loc)
        o.expr.type = .error
        return o.expr
      case .array(let element) where !element.defaultType.isError:
        return checkExpr(o.expr, contextual: k.defaultType)
      case .tuple, .typed:
        // Elements without a default type (`nil`, `.name`) report it themselves.
        return checkExpr(o.expr, contextual: k.defaultType.isError ? nil : k.defaultType)
      case .nil, .implicitMember, .emptyCollection, .array:
        let e = checkExpr(o.expr, contextual: .error)
        e.type = .error
        return e
      default:
        return checkExpr(o.expr, contextual: k.defaultType)
      }
    }
    return o.expr
  }

  // MARK: - Operators

  /// A closure argument of a call that failed: its body is checked (for the errors in
  /// it) with parameters of the error type, not reported as untyped.
  func checkClosureAfterError(_ c: ClosureExpr) -> Expr {
    let count = c.parameters?.parameters.count ?? 0
    let unknown = FunctionType(parameters: Array(repeating: .init(.error), count: count), result: .error)
    return checkExpr(c, contextual: .function(unknown))
  }

  /// An argument left unchecked until its parameter's type is known: a closure with
  /// untyped parameters, a key path (a function where one is expected), an operator
  /// used as a function (`apply(>)`), a generic function's name (`reduce(0, max)`), a
  /// generic call of literals (`g(Box(v: "l"))`, LiteralsTypedThroughGenericCalls.swift).
  func isDeferredArgument(_ e: Expr) -> Bool {
    e.type == nil && (e is ClosureExpr || e is KeyPathExpr || isOperatorReference(e) || isTypeMemberFunctionReference(e)
      || isContextuallyTypedFunctionReference(e) || isGenericCallOfLiterals(e))
  }

  /// `>` written as a value (`(>)` too): the name of a standard infix or prefix operator.
  func isOperatorReference(_ e: Expr) -> Bool {
    guard let r = e.withoutParens as? UnresolvedDeclRefExpr else { return false }
    return stdlib.infixOperators[r.name] != nil || stdlib.prefixOperators[r.name] != nil
  }

  /// `map(-)`, `map(!)`: a standard prefix operator used as a function value, chosen by
  /// the function type the context wants (`(T) -> R`): the builtin's, or the operator
  /// function of the parameter's type; nil otherwise.
  private func prefixOperatorFunctionValue(_ r: UnresolvedDeclRefExpr, _ want: FunctionType) -> Expr? {
    guard want.parameters.count == 1, !want.parameters[0].isInOut, let builtins = stdlib.prefixOperators[r.name] else {
      return nil
    }
    let types = want.parameters.map(\.type)
    let candidates = builtins + userOperatorFunctions(r.name, fixity: .prefix, operandTypes: types)
    // (A result the context leaves open, `T` of `map`'s `(Int) -> T`, is the operator's.)
    guard let f = candidates.first(where: { f in
      guard case .function(let own)? = operatorUse(f, operandTypes: types).type else { return false }
      return own == want || (want.result.isError && own.parameters == want.parameters)
    }) else {
      return nil
    }
    return operatorReference(f, operandTypes: types, range: r.range)
  }

  /// `sorted(by: >)`: a standard infix operator used as a function value, chosen by the
  /// function type the context wants (`(T, T) -> R`): the builtin's, a comparison of a
  /// generic parameter's values (`T: Comparable`), or the operator function of the
  /// parameters' type (a generic type's too, `(V<Int>, V<Int>) -> Bool`); nil otherwise.
  func operatorFunctionValue(_ r: UnresolvedDeclRefExpr, contextual: SwiftType?) -> Expr? {
    if case .function(let want)? = contextual, want.parameters.count == 1 { return prefixOperatorFunctionValue(r, want) }
    guard case .function(let want)? = contextual, want.parameters.count == 2,
          !want.parameters.contains(where: \.isInOut), stdlib.infixOperators[r.name] != nil else { return nil }
    let types = want.parameters.map(\.type)
    // A comparison of a generic parameter's values, or of two tuples (`pairs.sorted(by: <)`,
    // a dictionary's `(key:value:)` elements too): the builtin comparison IRGen expands.
    let generic = types[0] == types[1]
      ? (genericComparison(r.name, types[0]) ?? tupleComparison(r.name, types[0], types[1])).map {
        makeBuiltinOperator(r.name, builtin: $0, operands: (types[0], types[1]), result: .bool)
      } : nil
    // Two arrays (optionals, dictionaries, sets) of Equatable elements: the library's
    // `==`, `extension Equatable`'s `!=`.
    let library = types[0] == types[1] && (r.name == "==" || r.name == "!=")
      && conforms(types[0], to: stdlib.protocols["Equatable"]) && isComparableByBuiltin(types[0], equalityOnly: true)
      ? module.builtinEqualityOperator(of: types[0]).flatMap {
        r.name == "==" ? $0 : module.standardLibraryComparisonOperator(r.name)
      } : nil
    let candidates = (stdlib.infixOperators[r.name] ?? []) + (generic.map { [$0] } ?? []) + (library.map { [$0] } ?? [])
      + userOperatorFunctions(r.name, fixity: .infix, operandTypes: types)
    // (A throwing function type takes the operator too: `uniquingKeysWith: +` for a
    // `(Value, Value) throws -> Value`.)
    var plain = want
    plain.isThrowing = false
    guard let f = candidates.first(where: { operatorUse($0, operandTypes: types).type == .function(plain) }) else {
      return nil
    }
    return operatorReference(f, operandTypes: types, range: r.range)
  }

  func operatorName(_ op: Expr) -> String? {
    (op as? UnresolvedDeclRefExpr)?.name
  }

  /// The operands of a binary operator, each checked alone, except a generic type's
  /// initializer call (`Box(items: [])`, whose arguments may leave its parameters open)
  /// beside an operand of that type: it is checked second, in that operand's type, as
  /// swiftc infers `boxes == Box(items: [])` from `==`'s `(Self, Self)`.
  private func prepareOperands(_ l: Expr, _ r: Expr) -> (Operand, Operand) {
    func genericConstruction(_ e: Expr) -> NominalTypeDecl? {
      guard let c = e as? CallExpr, let ref = c.fn as? UnresolvedDeclRefExpr, let n = lookupTypeDecl(ref.name),
        !n.genericParameters.isEmpty
      else { return nil }
      return n
    }
    func inTypeOf(_ o: Operand, _ e: Expr, _ n: NominalTypeDecl) -> Operand? {
      guard o.literal == nil, o.type.nominalDecl === n else { return nil }
      return Operand(expr: checkExpr(e, contextual: o.type), literal: nil)
    }
    if let n = genericConstruction(r), genericConstruction(l) == nil {
      let lo = prepare(l)
      return (lo, inTypeOf(lo, r, n) ?? prepare(r))
    }
    if let n = genericConstruction(l), genericConstruction(r) == nil {
      let ro = prepare(r)
      return (inTypeOf(ro, l, n) ?? prepare(l), ro)
    }
    return (prepare(l), prepare(r))
  }

  private func checkBinary(_ b: BinaryExpr, contextual: SwiftType?) -> Expr {
    guard let name = operatorName(b.op) else { return b }
    let opLoc = b.op.loc
    let isCompound = PrecedenceGroup.of(name) == .assignment
    if isCompound, let chain = chainedDestination(b.lhs) {
      // `a?.b += 1`: the operator on the chain's inside, as the chain's result.
      b.lhs = chain.subExpr
      return optionalChainResult(checkBinary(b, contextual: nil))
    }
    if isCompound, name != "=", let assignment = keyPathCompoundAssignment(b, name: name) {
      // `root[keyPath: path] += 1`: the assignment of the combined value.
      return checkKeyPathCompoundAssignment(assignment, at: opLoc)
    }
    var (lhs, rhs) = prepareOperands(b.lhs, b.rhs)
    func bail() -> Expr {
      b.lhs = finishWithDefault(lhs)
      b.rhs = finishWithDefault(rhs)
      b.type = .error
      return b
    }
    if lhs.isError || rhs.isError { return bail() }
    if let e = checkCollectionEquality(b, name: name, lhs, rhs) { return e }
    if let l = lhs.literal, let r = rhs.literal, let joined = l.joined(with: r),
       case .array = joined.defaultType, let checked = checkArrayOperator(b, name: name, lhs: lhs, rhs: rhs,
                                                                           literalType: joined.defaultType) {
      // `[1, 2] == [1, 2]`, `[1] + []`: the literals' default array type.
      return checked
    }
    if case .boundGeneric(_, let args) = lhs.type, args.count == 1, isReversedArray(lhs.type, as: args[0]),
      let checked = checkArrayOperator(b, name: name, lhs: lhs, rhs: rhs)
    {
      // `xs.reversed() == [3, 2, 1]`: Swift's array-valued `reversed()`.
      return checked
    }
    if case .array = lhs.literal == nil ? lhs.type : rhs.type, lhs.literal == nil || rhs.literal == nil {
      if let checked = checkArrayOperator(b, name: name, lhs: lhs, rhs: rhs, contextual: contextual) { return checked }
      // Array's other operators are outside the subset.
      notSupported("operator '\(name)' on arrays", at: opLoc)
      return bail()
    }
    let isOptional = { (o: Operand) -> Bool in if case .optional = o.type { o.literal == nil } else { false } }
    if name == "??", lhs.literal == nil, case .optional(let w) = lhs.type,
      let coalesced = checkCoalescingToAny(b, lhs: lhs, rhs: rhs, wrapped: w, contextual: contextual)
    {
      return coalesced
    }
    if name == "??", lhs.literal == nil, case .optional(let w) = lhs.type {
      // `a ?? b`: `b` is a `T`, or a `T?` (then so is the result).
      let result: SwiftType
      if rhs.literal == .nil {
        result = .optional(w)
      } else if rhs.literal == nil, case .optional = rhs.type, conversionScore(from: rhs.type, to: .optional(w)) != nil {
        result = .optional(w)
      } else {
        result = w
      }
      b.lhs = lhs.expr
      b.rhs = finish(rhs, as: result, reason: .argument)
      return makeOptionalOperator(b, name: name, builtin: .optionalCoalesce, operands: (.optional(w), result), result: result)
    }
    if name == "==" || name == "!=", lhs.literal == .nil || rhs.literal == .nil {
      let other = lhs.literal == .nil ? rhs : lhs
      if other.literal == nil, case .optional = other.type {
        let t = other.type
        b.lhs = finish(lhs, as: t, reason: .argument)
        b.rhs = finish(rhs, as: t, reason: .argument)
        return makeOptionalOperator(b, name: name, builtin: name == "==" ? .optionalIsNil : .optionalIsNotNil,
                                    operands: (t, t), result: .bool)
      }
    }
    if name == "==" || name == "!=", isOptional(lhs) || isOptional(rhs) {
      let wrapped = { (t: SwiftType) -> SwiftType in if case .optional(let w) = t { w } else { t } }
      let w = isOptional(lhs) ? wrapped(lhs.type) : wrapped(rhs.type)
      // Wrapped values compared by a builtin (the basic types, an enum without
      // payloads) or by their type's `==` (Optional is Equatable where Wrapped is).
      let comparable = [.int, .double, .bool, .string, .character, .stringIndex].contains(w)
        || enumComparison(name, w) != nil
        || (conforms(w, to: stdlib.protocols["Equatable"]) && isComparableByBuiltin(w, equalityOnly: true))
      if comparable, score(lhs, .optional(w)) != nil, score(rhs, .optional(w)) != nil {
        b.lhs = finish(lhs, as: .optional(w), reason: .argument)
        b.rhs = finish(rhs, as: .optional(w), reason: .argument)
        return libraryEquality(b, name: name, on: .optional(w))
      }
      if score(lhs, .optional(w)) != nil, score(rhs, .optional(w)) != nil,
        let equatable = stdlib.protocols["Equatable"], let u = unmetConditionalRequirement(.optional(w), equatable)
      {
        // `S? == S?` with `S` not Equatable: Optional's `==` requires it (swiftc's note
        // is at the library's conformance, in no file of the program). Of optional
        // collections (`[S]?`) swiftc's `==` names the operands (its `!=` the requirement).
        let isCollection = switch w {
        case .array, .dictionary, .set: true
        default: false
        }
        if isCollection && name == "==" {
          let shown = { (o: Operand) -> SwiftType in o.literal.map { $0.defaultType.isError ? w : $0.defaultType } ?? o.type }
          error(SemaDiagnostics.binaryOperatorCannotApply(name, shown(lhs), shown(rhs)), at: opLoc)
        } else {
          error(SemaDiagnostics.requiresConformance("operator function", name, u.type, u.proto.name), at: opLoc)
        }
        return bail()
      }
    }
    if name == "===" || name == "!==", let identity = checkIdentityOperator(b, name: name, lhs: lhs, rhs: rhs) {
      return identity
    }
    if name == "==" || name == "!=", let same = checkMetatypeComparison(b, name: name, lhs: lhs, rhs: rhs) {
      return same
    }
    if name == "~=", lhs.literal == nil, case .range(_, .int) = lhs.type, StandardLibrary.isRangeValue(lhs.type),
      score(rhs, .int) != nil
    {
      // `1...5 ~= x`: Swift's `RangeExpression.~=`, the range's `contains(x)`.
      b.lhs = lhs.expr
      b.rhs = finish(rhs, as: .int, reason: .argument)
      return makeOptionalOperator(b, name: name, builtin: .rangeContains, operands: (lhs.type, .int), result: .bool)
    }
    if name == "~=", let match = checkLibraryRangeMatch(b, lhs: lhs, rhs: rhs) { return match }
    // `...0 ~= x`, `Even() ~= 4`: the library's `~=` of a one-sided range or the
    // program's own, resolved as any operator function below.
    if name == "~=", let call = checkLibraryPatternMatchExpr(b, lhs: lhs, rhs: rhs) { return call }
    let hasPatternMatchFunctions = name == "~=" && hasProgramPatternMatchOperator(lhs, rhs)
    if ["??", "===", "!==", "~="].contains(name), !hasPatternMatchFunctions {
      notSupported("operator '\(name)'", at: opLoc)
      return bail()
    }
    if (name == "==" || name == "!=") && (lhs.literal == .nil || rhs.literal == .nil || isOptional(lhs) || isOptional(rhs)) {
      notSupported("comparison with 'nil'", at: opLoc)
      _ = bail()
      b.type = .bool
      return b
    }
    settleTupleLiterals(&lhs, &rhs)
    if lhs.literal == nil, rhs.literal == nil, let builtin = tupleComparison(name, lhs.type, rhs.type) {
      (b.lhs, b.rhs) = (lhs.expr, rhs.expr)
      return makeOptionalOperator(b, name: name, builtin: builtin, operands: (lhs.type, rhs.type), result: .bool)
    }
    if lhs.literal == nil, rhs.literal == nil, lhs.type == rhs.type, let builtin = genericComparison(name, lhs.type) {
      b.lhs = lhs.expr
      b.rhs = rhs.expr
      return makeOptionalOperator(b, name: name, builtin: builtin, operands: (lhs.type, rhs.type), result: .bool)
    }
    if isCompound, lhs.literal == nil, case .optional = lhs.type, isImplicitlyUnwrapped(lhs.expr) {
      // `x += 1` on a `T!` would need the unwrapped value as an lvalue.
      notSupported("a compound assignment to an implicitly unwrapped optional", at: opLoc)
      return bail()
    }
    if name == "==" || name == "!=", let equality = checkRangeOfIntEquality(b, name: name, lhs: lhs, rhs: rhs) {
      return equality
    }
    if name == "==" || name == "!=",
      let range = [lhs, rhs].first(where: { $0.literal == nil && StandardLibrary.isRangeValue($0.type) })
    {
      // The built-in ranges of String.Index have no `==` yet; those of Int
      // (above) and the library's (LibraryRanges.swift) do.
      notSupported("operator '\(name)' on a '\(range.type)'", at: opLoc)
      return bail()
    }
    if let contextual, isLibraryRange(contextual),
      let range = checkLibraryRange(b, name: name, lhs: lhs, rhs: rhs, contextual: contextual)
    {
      // `let unit: ClosedRange<Double> = 0...1`, `case 1...9:` on a UInt8: the library's.
      return range
    }
    var candidates = stdlib.infixOperators[name] ?? []
    // Operator functions the program declares (`static func ==`), the `ext` tier.
    let operandTypes = [lhs, rhs].valueTypes
    candidates += userOperatorFunctions(name, fixity: .infix, operandTypes: operandTypes)
    if name == "==" || name == "!=" {
      for o in [lhs, rhs] where o.literal == nil {
        if let op = enumComparison(name, o.type) { candidates.append(op) }
      }
    }
    if candidates.isEmpty {
      reportMissingOperator(name, at: opLoc)
      return bail()
    }
    var best: (decl: FuncDecl, score: Int)?
    for c in candidates {
      guard case .function(let ft)? = operatorUse(c, operandTypes: operandTypes).type, ft.parameters.count == 2 else { continue }
      let p0 = ft.parameters[0].type, p1 = ft.parameters[1].type
      let s0: Int?
      if isCompound {
        // The left side of `+=` is inout: its type must be the parameter's exactly.
        s0 = lhs.literal == nil ? (lhs.type == p0 ? 0 : nil) : nil
      } else {
        s0 = score(lhs, p0)
      }
      guard let a = s0, let r = score(rhs, p1) else { continue }
      var total = a + r
      if let contextual, lhs.literal != nil, rhs.literal != nil, ft.result != contextual { total += 10 }
      if best == nil || total < best!.score { best = (c, total) }
      // No score is below 0, and the first of equal scores wins: the rest cannot.
      if total == 0 { break }
    }
    // A conditional conformance's operator on arguments that miss its requirements
    // (ConditionalConformances.swift): an error, or no operator at all.
    if let chosen = best?.decl {
      let met = checkOperatorRequirements(chosen, name: name, operandTypes: operandTypes, at: opLoc)
      if met == false { return bail() }
      if met == nil { best = nil }
    }
    guard let chosen = best?.decl, case .function(let ft)? = operatorUse(chosen, operandTypes: operandTypes).type else {
      let types = candidates.compactMap { operatorUse($0, operandTypes: operandTypes).type }
      if isCompound, lhs.literal == nil,
         case .function(let ft)? = types.first(where: { if case .function(let ft) = $0 { ft.parameters[0].type == lhs.type } else { false } }) {
        // `d += i`: the right side does not convert.
        _ = checkMutable(lhs.expr, kind: .compoundAssign, at: opLoc)
        b.lhs = lhs.expr
        b.rhs = finish(rhs, as: ft.parameters[1].type, reason: .argument)
        b.type = .error
        return b
      }
      if isCompound && lhs.literal != nil {
        b.lhs = finishWithDefault(lhs)
        _ = checkMutable(b.lhs, kind: .compoundAssign, at: opLoc)
        b.rhs = finishWithDefault(rhs)
        b.type = .error
        return b
      }
      if let range = checkLibraryRange(b, name: name, lhs: lhs, rhs: rhs, contextual: contextual) { return range }
      return diagnoseBinary(b, name: name, candidates: candidates, lhs: lhs, rhs: rhs, contextual: contextual)
    }
    if isCompound {
      checkMutable(lhs.expr, kind: .compoundAssign, at: opLoc)
      b.lhs = chosen.builtin == nil && ft.parameters[0].isInOut ? implicitInOut(lhs.expr) : lhs.expr
    } else {
      b.lhs = finish(lhs, as: ft.parameters[0].type, reason: .argument)
    }
    b.rhs = finish(rhs, as: ft.parameters[1].type, reason: .argument)
    b.op = operatorReference(chosen, operandTypes: operandTypes, range: b.op.range)
    b.type = ft.result
    return b
  }

  /// Resolves `b.op` to a Sema-made builtin operator on optionals (`??`, `== nil`).
  func makeOptionalOperator(_ b: BinaryExpr, name: String, builtin: Builtin,
                                    operands: (SwiftType, SwiftType), result: SwiftType) -> Expr {
    let f = makeBuiltinOperator(name, builtin: builtin, operands: operands, result: result)
    for p in f.parameters.parameters { p.parent = f }
    let ref = DeclRefExpr(decl: f, range: b.op.range)
    ref.type = f.interfaceType
    b.op = ref
    b.type = result
    return b
  }

  /// A Sema-made operator function `name(lhs:rhs:)` of type `operands -> result`, which
  /// has no body and which IRGen emits as `builtin` (implicit, public).
  /// `inOutLeft`: the left operand is `inout` (a compound assignment such as `a += b`).
  func makeBuiltinOperator(_ name: String, builtin: Builtin, operands: (SwiftType, SwiftType),
                           result: SwiftType, inOutLeft: Bool = false) -> FuncDecl {
    let params = [("lhs", operands.0), ("rhs", operands.1)].map { n, t -> ParamDecl in
      let p = ParamDecl(argumentLabel: nil, name: n, nameLoc: .invalid, range: .invalid)
      p.interfaceType = t
      p.isImplicit = true
      return p
    }
    params[0].isInOut = inOutLeft
    let f = FuncDecl(name: name, nameLoc: .invalid, parameters: ParameterList(parameters: params, range: .invalid),
                     body: nil, range: .invalid)
    f.isImplicit = true
    f.isOperator = true
    f.builtin = builtin
    f.access = .public
    f.interfaceType = .function(FunctionType(parameters: [.init(operands.0, isInOut: inOutLeft), .init(operands.1)],
                                             result: result))
    for p in params { p.parent = f }
    return f
  }

  /// `a < b` on values of a generic parameter constrained to `Comparable` (or `==`,
  /// `!=` with `Equatable`, which `Comparable` refines).
  private func genericComparison(_ name: String, _ t: SwiftType) -> Builtin? {
    switch t {
    case .genericParameter, .dependentMember, .opaque: break
    default: return nil
    }
    let isComparable = conforms(t, to: stdlib.protocols["Comparable"])
    let isEquatable = conforms(t, to: stdlib.protocols["Equatable"])
    switch name {
    case "==" where isEquatable: return .genericEqual
    case "!=" where isEquatable: return .genericNotEqual
    case "<" where isComparable: return .genericLess
    case "<=" where isComparable: return .genericLessEqual
    case ">" where isComparable: return .genericGreater
    case ">=" where isComparable: return .genericGreaterEqual
    default: return nil
    }
  }

  /// `==`/`!=` of an enum type `t` without associated values (Sema-made, the `ext`
  /// tier), one per type: a generic enum's of its arguments (`Rank<Int>`).
  private func enumComparison(_ name: String, _ t: SwiftType) -> FuncDecl? {
    guard let e = t.nominalDecl as? EnumDecl, !enumElements(of: e).contains(where: { $0.parameters != nil }) else {
      return nil
    }
    let key = ObjectIdentifier(e)
    let t = e.genericParameters.isEmpty ? SwiftType.nominal(e) : t
    let opName = e.genericParameters.isEmpty ? name : "\(name) \(t)"
    if let f = enumOperators[key]?[opName] { return f }
    let f = makeBuiltinOperator(name, builtin: name == "==" ? .enumEqual : .enumNotEqual, operands: (t, t),
                                result: .bool)
    enumOperators[key, default: [:]][opName] = f
    return f
  }

  /// No overload of a binary operator fits: swiftc blames a concrete operand no
  /// overload takes when the other (a literal) fits, else the operator with a note
  /// listing the partially matching overloads.
  private func diagnoseBinary(_ b: BinaryExpr, name: String, candidates: [FuncDecl], lhs: Operand, rhs: Operand,
                              contextual: SwiftType?) -> Expr {
    // A generic type's operator is no overload swiftc lists as partially matching.
    var genericMembers: Set<ObjectIdentifier> = []
    let operandTypes = [lhs, rhs].valueTypes
    let signatures: [(FuncDecl, SwiftType, SwiftType)] = candidates.compactMap { c in
      let use = operatorUse(c, operandTypes: operandTypes)
      guard case .function(let ft)? = use.type, ft.parameters.count == 2 else { return nil }
      if use.base != nil { genericMembers.insert(ObjectIdentifier(c)) }
      return (c, ft.parameters[0].type, ft.parameters[1].type)
    }
    // An optional where its wrapped type would do: it must be unwrapped.
    for (o, other, first) in [(lhs, rhs, true), (rhs, lhs, false)] where o.literal == nil {
      guard case .optional(let w) = o.type,
            signatures.contains(where: { (first ? $0.1 : $0.2) == w && score(other, first ? $0.2 : $0.1) != nil }) else { continue }
      error(SemaDiagnostics.optionalMustBeUnwrapped(o.type, w), at: diagLoc(o.expr))
      b.lhs = finishWithDefault(lhs)
      b.rhs = finishWithDefault(rhs)
      b.type = .error
      return b
    }
    let lhsFits = signatures.filter { score(lhs, $0.1) != nil }
    let rhsFits = signatures.filter { score(rhs, $0.2) != nil }
    if lhs.literal == nil, rhs.literal != nil, lhsFits.isEmpty, let c = rhsFits.first {
      b.lhs = lhs.expr
      error(SemaDiagnostics.cannotConvertArgument(lhs.type, c.1), at: diagLoc(lhs.expr))
      b.rhs = finish(rhs, as: c.2, reason: .argument)
      b.type = .error
      return b
    }
    if rhs.literal == nil, lhs.literal != nil, rhsFits.isEmpty, let c = lhsFits.first {
      b.lhs = finish(lhs, as: c.1, reason: .argument)
      b.rhs = rhs.expr
      error(SemaDiagnostics.cannotConvertArgument(rhs.type, c.2), at: diagLoc(rhs.expr))
      b.type = .error
      return b
    }
    if StandardLibrary.isRangeOutsideSubset(name, lhs.type, rhs.type) {
      notSupported("a range of '\(lhs.type)' values", at: b.op.loc)
      b.lhs = finishWithDefault(lhs)
      b.rhs = finishWithDefault(rhs)
      b.type = .error
      return b
    }
    // (The library's ArraySlice has `==` and `+=` of an array only,
    // stdlib/ArraySliceEquatable.swift and ArraySliceAppending.swift: Swift's has `+`
    // too.)
    if isLibraryArraySlice(lhs.type) || isLibraryArraySlice(rhs.type) {
      notSupported("operator '\(name)' on an 'ArraySlice'", at: b.op.loc)
      b.lhs = finishWithDefault(lhs)
      b.rhs = finishWithDefault(rhs)
      b.type = .error
      return b
    }
    // For the partial matches a literal counts only with its default type.
    let lhsExact = signatures.filter { lhs.literal == nil ? score(lhs, $0.1) != nil : score(lhs, $0.1) == 0 }
    let rhsExact = signatures.filter { rhs.literal == nil ? score(rhs, $0.2) != nil : score(rhs, $0.2) == 0 }
    let partial = Set((lhsExact + rhsExact).filter { !genericMembers.contains(ObjectIdentifier($0.0)) }
      .map { "(\($0.1), \($0.2))" }).sorted()
    let notes: [Diagnostic] = partial.isEmpty ? [] : [.note(
      SemaDiagnostics.partiallyMatchingOverloads(name, partial), at: b.op.loc)]
    // Not where the type the value must have was already reported wrong
    // (`let r: ClosedRange<[Int]> = [1]...[2]`): swiftc says nothing more.
    if contextual?.isError != true {
      error(SemaDiagnostics.binaryOperatorCannotApply(name, lhs.type, rhs.type), at: b.op.loc, notes: notes)
    }
    b.lhs = finishWithDefault(lhs)
    b.rhs = finishWithDefault(rhs)
    b.type = .error
    return b
  }

  private func checkPrefix(_ p: PrefixUnaryExpr, contextual: SwiftType?) -> Expr {
    guard let name = operatorName(p.op) else { return p }
    if let call = checkLibraryGenericUnaryOperator(name, op: p.op, operand: p.operand, fixity: .prefix,
                                                   range: p.range, contextual: contextual) {
      return call
    }
    let (op, operand, type) = checkUnaryOperator(name, p.op, p.operand, fixity: .prefix, contextual: contextual)
    (p.op, p.operand, p.type) = (op, operand, type)
    return p
  }

  /// `-x` or `x^^`: the operator function for the operand (the standard library's
  /// prefix operators, the program's), its operand converted or passed `inout`.
  func checkUnaryOperator(_ name: String, _ op: Expr, _ operandExpr: Expr, fixity: OperatorFixity,
                          contextual: SwiftType?) -> (op: Expr, operand: Expr, type: SwiftType) {
    var p = (op: op, operand: operandExpr, type: SwiftType.error)
    let operand = prepare(operandExpr)
    if operand.isError {
      p.operand = finishWithDefault(operand)
      p.type = .error
      return p
    }
    let builtins = fixity == .prefix ? stdlib.prefixOperators[name] ?? [] : []
    let operandTypes = [operand].valueTypes
    let candidates = builtins + userOperatorFunctions(name, fixity: fixity, operandTypes: operandTypes)
    if candidates.isEmpty {
      p.operand = finishWithDefault(operand)
      reportMissingOperator(name, at: p.op.loc)
      p.type = .error
      return p
    }
    var best: (decl: FuncDecl, score: Int)?
    for c in candidates {
      guard case .function(let ft)? = operatorUse(c, operandTypes: operandTypes).type, let param = ft.parameters.first else { continue }
      if param.isInOut {
        // `+++x` with `prefix func +++ (v: inout T)`: `x` must be a `T` exactly.
        guard operand.literal == nil, operand.type == param.type else { continue }
        if best == nil || best!.score > 0 { best = (c, 0) }
        continue
      }
      guard var s = score(operand, param.type) else { continue }
      if let contextual, operand.literal != nil, ft.result != contextual { s += 10 }
      if best == nil || s < best!.score { best = (c, s) }
    }
    guard let chosen = best?.decl, case .function(let ft)? = operatorUse(chosen, operandTypes: operandTypes).type else {
      p.operand = finishWithDefault(operand)
      error(SemaDiagnostics.unaryOperatorCannotApply(name, p.operand.type ?? .error), at: p.op.loc)
      p.type = .error
      return p
    }
    if ft.parameters[0].isInOut {
      checkMutable(operand.expr, kind: .inOutArgument, at: diagLoc(operand.expr))
      p.operand = implicitInOut(operand.expr)
    } else {
      p.operand = finish(operand, as: ft.parameters[0].type, reason: .argument)
    }
    p.op = operatorReference(chosen, operandTypes: operandTypes, range: p.op.range)
    p.type = ft.result
    return p
  }

  private func checkTernary(_ t: TernaryExpr, contextual: SwiftType?) -> Expr {
    guard let condition = t.condition, let elseExpr = t.elseExpr else {
      t.type = .error
      return t
    }
    t.condition = checkCondition(condition)
    let a = prepare(t.thenExpr)
    let b = prepare(elseExpr)
    if a.isError || b.isError {
      t.thenExpr = finishWithDefault(a)
      t.elseExpr = finishWithDefault(b)
      t.type = .error
      return t
    }
    var result: SwiftType?
    switch (a.literal, b.literal) {
    case (let ka?, let kb?):
      if let contextual, literalScore(ka, contextual) != nil, literalScore(kb, contextual) != nil {
        result = contextual
      } else if ka == .nil || kb == .nil, contextual == nil || contextual?.isError == true {
        // `c ? 1 : nil`: an optional of the other literal's default type.
        result = (ka == .nil ? kb : ka).defaultType.isError ? nil : .optional((ka == .nil ? kb : ka).defaultType)
      } else {
        result = ka.joined(with: kb)?.defaultType
      }
    case (nil, let kb?):
      if literalScore(kb, a.type) != nil { result = a.type }
      else { result = contextualJoin(kb, a.type, contextual) }
    case (let ka?, nil):
      if literalScore(ka, b.type) != nil { result = b.type }
      else { result = contextualJoin(ka, b.type, contextual) }
    case (nil, nil):
      if a.type == b.type {
        result = a.type
      } else if let contextual, conversionScore(from: a.type, to: contextual) != nil,
                conversionScore(from: b.type, to: contextual) != nil {
        result = contextual
      }
    }
    guard let result else {
      t.thenExpr = finishWithDefault(a)
      t.elseExpr = finishWithDefault(b)
      // `.foo` has no type of its own: without one from the other side or the context,
      // it is what cannot be resolved (not a mismatch with an unknown type).
      if case .implicitMember(let name)? = a.literal ?? b.literal,
        let m = [a.expr, b.expr].lazy.compactMap({ $0 as? UnresolvedMemberExpr ?? ($0 as? CallExpr)?.fn as? UnresolvedMemberExpr }).first
      {
        error(SemaDiagnostics.memberNeedsContextualType(name), at: m.loc.advanced(by: 1))
      } else {
        error(SemaDiagnostics.mismatchingTernary(a.type, b.type), at: diagLoc(t.thenExpr))
      }
      t.type = .error
      return t
    }
    t.thenExpr = finish(a, as: result, reason: .argument)
    t.elseExpr = finish(b, as: result, reason: .argument)
    t.type = result
    return t
  }

  /// A literal and a value of type `t` as the two results of `?:`, when the literal
  /// does not fit `t`: the type the context wants if both fit it (`c ? nil : x` as a
  /// `T?`). `nil` and an `x` of type `Int` join as an `Int?` first, as swiftc's solver
  /// binds them, and that converts to the context: `let v: Int?? = c ? nil : x` is
  /// `Optional(nil)` when `c` holds, not `nil`.
  private func contextualJoin(_ k: LiteralKind, _ t: SwiftType, _ contextual: SwiftType?) -> SwiftType? {
    if k == .nil, let contextual, !contextual.isError, !t.isError, conversionScore(from: .optional(t), to: contextual) != nil {
      return .optional(t)
    }
    guard let contextual, !contextual.isError, literalScore(k, contextual) != nil, conversionScore(from: t, to: contextual) != nil
    else {
      // `c ? 1 : nil` with no type from the context: an optional of the other's type.
      if k == .nil, !t.isError { return .optional(t) }
      return nil
    }
    return contextual
  }

  private func checkAssign(_ a: AssignExpr) -> Expr {
    a.type = .void
    guard let dest = a.dest, let source = a.source else {
      a.type = .error
      return a
    }
    if dest is DiscardAssignmentExpr {
      let s = checkExpr(source)
      if let k = literalKind(s), s.type == nil { a.source = checkExpr(s, contextual: k.defaultType) } else { a.source = s }
      dest.type = a.source?.type
      return a
    }
    if let t = stripConversions(dest) as? TupleExpr, let discard = firstDiscard(in: t) {
      // (Its element type would come from the source, checked against the destination.)
      notSupported("'_' in a tuple assignment", at: discard.loc)
      a.type = .error
      return a
    }
    var d = checkExpr(foldIfNeeded(dest))
    // `a?.b = v`: the destination is the chain's inside, the assignment the chain's
    // result (OptionalChainAssignment.swift).
    let chain = chainedDestination(d)
    if let chain { d = chain.subExpr }
    a.dest = d
    guard let dt = d.type, !dt.isError else {
      // An empty literal takes the (failed) destination's type: no second error.
      a.source = checkExpr(source, contextual: .error)
      return a
    }
    if let t = stripConversions(d) as? TupleExpr {
      // `(a, b) = (b, a + b)`: each element is assigned, and reported where it is.
      for e in tupleDestinations(t) { checkMutable(e, kind: .assign, at: diagLoc(e)) }
    } else if checkMutable(d, kind: .assign, at: diagLoc(d)), let k = stripConversions(d) as? KeyPathApplicationExpr {
      checkKeyPathAssignment(k, at: diagLoc(d))
    }
    var reason = ConversionReason.assignment
    if let s = d as? SubscriptExpr {
      if case .dictionary? = s.base.type, s.arguments.count == 1 { reason = .dictionaryEntryAssignment }
      else { reason = .subscriptAssignment }
    }
    a.source = checkExpr(source, convertTo: dt, reason: reason)
    if let s = a.source, let v = assignedVariable(d) {
      warnIfImmediatelyDeallocated(s, into: v, written: dt, at: diagLoc(a), lowered: isStoreSeenWhenLowered(d) ? diagLoc(a) : nil)
    }
    checkSelfAssignment(a)
    if let s = a.source { checkEscapingClosure(s, .assignment) }
    return chain == nil ? a : optionalChainResult(a)
  }

  /// The variable or property an assignment's destination names, if it is one.
  private func assignedVariable(_ dest: Expr) -> VarDecl? {
    switch stripConversions(dest) {
    case let r as DeclRefExpr: r.decl as? VarDecl
    case let m as MemberRefExpr: m.decl
    default: nil
    }
  }

  /// Whether swiftc's lowering sees what an assignment to `dest` stores: a local or
  /// global variable, or a property of the `self` an initializer makes.
  private func isStoreSeenWhenLowered(_ dest: Expr) -> Bool {
    switch stripConversions(dest) {
    case let r as DeclRefExpr: return owningNominal(of: r.decl) == nil
    case let m as MemberRefExpr:
      guard context.kind == .initializer, let base = stripConversions(m.base) as? DeclRefExpr else { return false }
      return base.decl === context.selfDecl
    default: return false
    }
  }

  /// The destinations of a tuple assignment, nested tuples flattened.
  private func tupleDestinations(_ t: TupleExpr) -> [Expr] {
    t.elements.flatMap { e -> [Expr] in
      if let inner = stripConversions(e) as? TupleExpr { return tupleDestinations(inner) }
      return [e]
    }
  }

  /// A `_` among a tuple assignment's destinations (nested tuples too), if any.
  private func firstDiscard(in t: TupleExpr) -> Expr? {
    for e in t.elements {
      switch stripConversions(e) {
      case let d as DiscardAssignmentExpr: return d
      case let inner as TupleExpr: if let d = firstDiscard(in: inner) { return d }
      default: continue
      }
    }
    return nil
  }

  /// Checks a Boolean condition (`if`, `while`, `guard`, `? :`, `repeat`).
  func checkCondition(_ e: Expr) -> Expr {
    let folded = foldIfNeeded(e)
    if folded is AssignExpr {
      let checked = checkExpr(folded)
      if let t = checked.type, case .optional = t {
        // `if a?.b = c`: the chain's `()?` (OptionalChainAssignment.swift).
        error(SemaDiagnostics.optionalAsBoolean(t), at: checked.range.start)
      } else {
        error(SemaDiagnostics.assignInCondition(), at: diagLoc(checked))
      }
      return checked
    }
    return checkExpr(folded, convertTo: .bool, reason: .condition)
  }
}
