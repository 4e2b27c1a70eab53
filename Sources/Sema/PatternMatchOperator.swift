import AST
import Basic

/// `case ...5:`, `case 10...:`, `case r:` with one of module Swift's range structs: an
/// expression pattern is matched by Swift as `pattern ~= value`. The pattern's value and
/// the matched one stand in the call as `OpaqueValueExpr`s (`ExprPattern.matchValue`
/// for the latter), which IRGen binds before evaluating the call
/// (`ExprPattern.matchCall`). The built-in types' patterns (`case 3:`, `case 1...5:` on
/// an Int) keep IRGen's own comparisons, unless the program declares its own `~=` for
/// the pattern's and the subject's types (TSPL's `func ~= (pattern: String, value: Int)`,
/// `case Even():`), which Swift's overload resolution prefers.
extension TypeChecker {
  /// Records on `e` the call of module Swift's `~=` that matches a value of
  /// `subjectType` against the pattern's value (checked, of a library struct generic
  /// over the subject's type); false when the pattern is not such a value.
  func checkPatternMatchOperator(_ e: ExprPattern, subject subjectType: SwiftType) -> Bool {
    guard let t = e.expr.type, let candidates = libraryPatternMatchOperators(pattern: t, subject: subjectType)
    else { return false }
    return recordPatternMatchCall(e, candidates, pattern: t, subject: subjectType)
  }

  /// `case [1, 2]:` on an array, `case Point(x: 0, y: 0):` on an Equatable struct: module
  /// Swift's `~= <T: Equatable>(a: T, b: T)` (stdlib/EquatablePatternMatch.swift), for a
  /// pattern of the subject's type that IRGen does not compare by itself
  /// (`isMatchableByExpression`). False when the subject is not Equatable.
  func checkEquatablePatternMatch(_ e: ExprPattern, subject subjectType: SwiftType) -> Bool {
    guard e.expr.type == subjectType, let equatable = stdlib.protocols["Equatable"] else { return false }
    guard conforms(subjectType, to: equatable) else {
      // `case [S()]:` with `S` not Equatable: the library's `~=` requires it.
      guard let u = unmetConditionalRequirement(subjectType, equatable) else { return false }
      error(SemaDiagnostics.requiresConformance("operator function", "~=", u.type, u.proto.name), at: diagLoc(e.expr))
      return true
    }
    let candidates = userOperatorFunctions("~=", fixity: .infix, operandTypes: []).filter { f in
      guard f.outermostDecl.isInStandardLibrary, f.genericParameters.count == 1 else { return false }
      return f.parameters.parameters.allSatisfy { p in
        if case .genericParameter? = p.interfaceType { true } else { false }
      }
    }
    return candidates.count == 1 && recordPatternMatchCall(e, candidates, pattern: subjectType, subject: subjectType)
  }

  /// Module Swift's `~=` for a pattern of type `t`, one of its structs generic over the
  /// subject's type (a one-sided range); nil when there is none.
  private func libraryPatternMatchOperators(pattern t: SwiftType, subject subjectType: SwiftType) -> [FuncDecl]? {
    guard case .boundGeneric(let d, let args) = t, d.isInStandardLibrary, args == [subjectType] else { return nil }
    // (The one for the pattern's struct: a call infers a generic function's arguments
    // when it is the one candidate.)
    let candidates = userOperatorFunctions("~=", fixity: .infix, operandTypes: []).filter {
      $0.outermostDecl.isInStandardLibrary && $0.parameters.parameters.first?.interfaceType?.nominalDecl === d
    }
    return candidates.count == 1 ? candidates : nil
  }

  /// `...0 ~= x` written as an expression: the call of module Swift's `~=` for the
  /// left side's one-sided range (an implicit `CallExpr`, as a unary generic operator
  /// of the library is); nil when the left side is not such a range.
  func checkLibraryPatternMatchExpr(_ b: BinaryExpr, lhs: Operand, rhs: Operand) -> Expr? {
    guard lhs.literal == nil, case .boundGeneric(_, let args) = lhs.type, args.count == 1, score(rhs, args[0]) != nil,
      let candidates = libraryPatternMatchOperators(pattern: lhs.type, subject: args[0]),
      let call = patternMatchCall(candidates, pattern: lhs.type, subject: args[0], range: b.range)
    else { return nil }
    call.call.arguments[0].expr = lhs.expr
    call.call.arguments[1].expr = finish(rhs, as: args[0], reason: .argument)
    return call.call
  }

  /// Does the program declare a `~=` that takes operands of these types (`Even() ~= 4`,
  /// resolved as any operator function)?
  func hasProgramPatternMatchOperator(_ lhs: Operand, _ rhs: Operand) -> Bool {
    let operandTypes = [lhs, rhs].valueTypes
    return userOperatorFunctions("~=", fixity: .infix, operandTypes: operandTypes, includingLibrary: false).contains { f in
      guard !f.outermostDecl.isInStandardLibrary, case .function(let ft)? = operatorUse(f, operandTypes: operandTypes).type,
        ft.parameters.count == 2 else { return false }
      return score(lhs, ft.parameters[0].type) != nil && score(rhs, ft.parameters[1].type) != nil
    }
  }

  /// Records on `e` the call of the program's own `~=` that takes the pattern's type and
  /// the subject's (`func ~= (pattern: String, value: Int) -> Bool`, a file-scope
  /// function or a type's static operator), which Swift prefers over its library's
  /// generic ones; false when the program declares none that fits exactly.
  func checkProgramPatternMatchOperator(_ e: ExprPattern, subject subjectType: SwiftType) -> Bool {
    guard let t = e.expr.type, !t.isError, !subjectType.isError else { return false }
    let candidates = userOperatorFunctions("~=", fixity: .infix, operandTypes: [t, subjectType], includingLibrary: false).filter { f in
      guard !f.outermostDecl.isInStandardLibrary, f.genericParameters.isEmpty,
        f.parameters.parameters.count == 2, !f.parameters.parameters.contains(where: \.isInOut)
      else { return false }
      return f.parameters.parameters.map(\.interfaceType) == [t, subjectType] && resultType(of: f) == .bool
    }
    guard candidates.count == 1 else { return false }
    return recordPatternMatchCall(e, candidates, pattern: t, subject: subjectType)
  }

  /// The type a literal pattern is given where the program declares one `~=` for the
  /// subject's type with another pattern type (`case "a":` on a `Word` with `func ~= (p:
  /// Character, w: Word)` is a Character); nil elsewhere. (A hint: a literal that cannot
  /// be of that type keeps its own, `case 5:` on an Int beside `~= (String, Int)`.)
  func programPatternMatchLiteralType(_ pattern: Expr, subject subjectType: SwiftType) -> SwiftType? {
    guard pattern is NumberLiteralExpr || pattern is StringLiteralExpr || pattern is BooleanLiteralExpr,
      !subjectType.isError else { return nil }
    let types = userOperatorFunctions("~=", fixity: .infix, operandTypes: [subjectType], includingLibrary: false).compactMap { f -> SwiftType? in
      let ps = f.parameters.parameters
      guard !f.outermostDecl.isInStandardLibrary, f.genericParameters.isEmpty, ps.count == 2,
        ps[1].interfaceType == subjectType, let first = ps[0].interfaceType, first != subjectType else { return nil }
      return first
    }
    return types.count == 1 ? types[0] : nil
  }

  /// `pattern ~= value` of one of `candidates`, with the values as `OpaqueValueExpr`s.
  private func recordPatternMatchCall(_ e: ExprPattern, _ candidates: [FuncDecl], pattern t: SwiftType,
                                      subject subjectType: SwiftType) -> Bool {
    guard let (call, pattern, value) = patternMatchCall(candidates, pattern: t, subject: subjectType, range: e.expr.range)
    else { return false }
    e.matchCall = call
    e.patternValue = pattern
    e.matchValue = value
    return true
  }

  /// The checked call `pattern ~= value` of one of `candidates`, its arguments
  /// `OpaqueValueExpr`s of the two types; nil when it is not a Bool.
  private func patternMatchCall(_ candidates: [FuncDecl], pattern t: SwiftType, subject subjectType: SwiftType,
                                range: SourceRange) -> (call: CallExpr, pattern: OpaqueValueExpr, value: OpaqueValueExpr)? {
    let pattern = OpaqueValueExpr(type: t, range: range)
    let value = OpaqueValueExpr(type: subjectType, range: range)
    let op = UnresolvedDeclRefExpr(name: "~=", range: range)
    let call = CallExpr(fn: op, arguments: [Argument(label: nil, labelLoc: nil, expr: pattern),
                                            Argument(label: nil, labelLoc: nil, expr: value)],
                        argumentsRange: range, range: range)
    call.isImplicit = true
    guard let checked = checkGlobalCall(call, candidates, ref: op, contextual: .bool) as? CallExpr, checked.type == .bool
    else { return nil }
    return (checked, pattern, value)
  }
}
