import AST
import Basic

// A literal argument whose generic parameter an operator argument (or an overloaded or
// generic function's name, GenericFunctionValues.swift) also takes:
//
//     [1.5, 2.5].reduce(0, +)      // Result is Double: `+` has no (Int, Double) -> Int
//
// The literal alone would make `Result` its default type, `Int`; swiftc solves both
// arguments together, and takes the first type the literal can be (Int, then Double)
// for which the operator has a function. So does miniswiftc, before binding the
// literal: the operator functions are looked up for each candidate (nothing is checked
// or reported until one is chosen).
//
// A closure in the operator's place (`items.reduce(0) { $0 + $1.price }`, Result is
// Double in swiftc) cannot be tried that way: its body would have to be checked once
// for each candidate, and checking a body rewrites it. What a student writes there is
// one arithmetic expression over the literal's parameter and the other parameters'
// properties: before the closure is checked, the operands of its body's operators are
// read without checking them (a parameter, its properties, `Double(...)`, a float
// literal), and the literal takes the first of their types it can be (`price`'s
// Double) that is not its default. Anything else leaves the literal its default type;
// when the closure then fails to check with it, its errors would blame valid Swift, so
// they are replaced by one "not supported yet" at the literal.

extension TypeChecker {
  /// The type for a literal of kind `k` passed as generic parameter `g`, that the
  /// operator references among `deferred` (the arguments checked after the others) can
  /// be functions of, given the bindings `subs` the typed arguments made; nil when no
  /// operator takes `g` or the default type does.
  func literalTypeForOperatorArguments(_ k: LiteralKind, _ g: GenericTypeParamDecl, deferred: [(Expr, SwiftType)],
                                       _ subs: [ObjectIdentifier: SwiftType]) -> SwiftType? {
    let operators = deferred.compactMap { e, t -> (UnresolvedDeclRefExpr, FunctionType)? in
      guard let r = e as? UnresolvedDeclRefExpr, isOperatorReference(r) || isContextuallyTypedFunctionReference(r),
        case .function(let ft) = t, ft.parameters.contains(where: { $0.type.genericParameterDecl === g })
      else { return nil }
      return (r, ft)
    }
    guard !operators.isEmpty else { return nil }
    let candidates: [SwiftType] = k == .integer ? [.int, .double] : [k.defaultType]
    return candidates.first { candidate in
      var trial = subs
      trial[ObjectIdentifier(g)] = candidate
      return operators.allSatisfy { r, ft in
        guard isOperatorReference(r) else {
          guard case .function(let want) = substitute(.function(ft), trial) else { return false }
          return isContextuallyTypedFunction(r, as: want)
        }
        return operatorFunctionValue(r, contextual: substitute(.function(ft), trial)) != nil
      }
    }
  }

  /// The type for an integer literal passed as generic parameter `g` that a closure
  /// among `deferred` decides (`reduce(0) { $0 + $1.price }`: `price`'s Double), given
  /// the bindings `subs` the typed arguments made; nil when no closure tells one other
  /// than the default.
  func literalTypeForClosureArguments(_ k: LiteralKind, _ g: GenericTypeParamDecl, deferred: [(Expr, SwiftType)],
                                      _ subs: [ObjectIdentifier: SwiftType]) -> SwiftType? {
    guard k == .integer else { return nil }
    for (e, t) in deferred {
      guard let c = e.withoutParens as? ClosureExpr, c.resultTypeRepr == nil, let params = c.parameters?.parameters,
        case .function(let ft) = t.substituting(subs), ft.parameters.count == params.count,
        params.allSatisfy({ $0.typeRepr == nil }), c.body.elements.count == 1
      else { continue }
      var body: Expr?
      switch c.body.elements[0] {
      case .expr(let e): body = e
      case .stmt(let r as ReturnStmt): body = r.result
      case .stmt, .decl: body = nil
      }
      guard let seq = body?.withoutParens as? SequenceExpr else { continue }
      // The closure's parameters: the literal's (`$0`), and those of known types.
      var known: [String: SwiftType] = [:]
      var literalParameters: Set<String> = []
      for (p, param) in zip(params, ft.parameters) {
        if param.type.genericParameterDecl === g { literalParameters.insert(p.name) }
        else if !param.type.mentions(g) { known[p.name] = param.type }
      }
      let operands = stride(from: 0, to: seq.elements.count, by: 2).map { seq.elements[$0] }
      let operators = stride(from: 1, to: seq.elements.count, by: 2).map { seq.elements[$0] }
      guard operators.allSatisfy({ ["+", "-", "*", "/"].contains(($0 as? UnresolvedDeclRefExpr)?.name) }),
        operands.contains(where: { ($0 as? UnresolvedDeclRefExpr).map { literalParameters.contains($0.name) } ?? false })
      else { continue }
      let found = operands.lazy.compactMap { self.typeWithoutChecking($0, parameters: known, depth: 0) }.first
      if let found, found != k.defaultType, literalScore(k, found) != nil { return found }
    }
    return nil
  }

  /// The type of operand `e` of a closure's arithmetic, read without checking it (which
  /// would rewrite it): a parameter of a known type (`parameters`), a property of one
  /// (`$1.price`), an initializer call of a named type (`Double(x)`), a float literal,
  /// an arithmetic of those (its first operand of a known type). nil for anything else.
  func typeWithoutChecking(_ e: Expr, parameters: [String: SwiftType], depth: Int) -> SwiftType? {
    if depth > 8 { return nil }
    switch e.withoutParens {
    case is FloatLiteralExpr:
      return .double
    case let r as UnresolvedDeclRefExpr:
      return parameters[r.name]
    case let d as UnresolvedDotExpr:
      guard let base = typeWithoutChecking(d.base, parameters: parameters, depth: depth + 1), !base.isError,
        let v = lookupMembers(d.name, in: base).first(where: { $0 is VarDecl && !isStaticMember($0) }) as? VarDecl
      else { return nil }
      let t = memberType(typeOfVar(v), of: v, on: base)
      return t.isError ? nil : t
    case let call as CallExpr:
      guard let r = call.fn as? UnresolvedDeclRefExpr, r.genericArgs.isEmpty,
        case .type(let t) = lookupUnqualified(r.name, at: r.loc)
      else { return nil }
      return t
    case let seq as SequenceExpr:
      return stride(from: 0, to: seq.elements.count, by: 2).lazy.compactMap {
        self.typeWithoutChecking(seq.elements[$0], parameters: parameters, depth: depth + 1)
      }.first
    default:
      return nil
    }
  }

  /// Checks the closure argument `body` does, when a literal argument gave one of the
  /// closure's parameters its default type (`defaulted`, with where the literal is):
  /// the closure's errors become one "not supported yet" at the literal.
  func checkClosureAfterDefaultedLiteral(_ closureType: SwiftType, defaulted: [ObjectIdentifier: SourceLoc],
                                         _ body: () -> Void) {
    guard case .function(let ft) = closureType,
          let loc = ft.parameters.lazy.compactMap({ $0.type.genericParameterDecl.flatMap { defaulted[ObjectIdentifier($0)] } }).first
    else { return body() }
    let (reported, errors, unsupportedCount) = (pending.count, pendingErrors, unsupported.count)
    body()
    guard pendingErrors > errors || unsupported.count > unsupportedCount else { return }
    pending.removeSubrange(reported...)
    pendingErrors = errors
    unsupported.removeSubrange(unsupportedCount...)
    notSupported("a literal argument whose type a closure argument decides", at: loc)
  }
}
