import AST
import Basic

// An empty collection literal whose type only a closure argument tells:
//
//     let counts = words.reduce(into: [:]) { counts, w in counts[w, default: 0] += 1 }
//     let doubled = xs.reduce(into: []) { $0.append($1 * 2) }
//
// `[:]` alone says nothing of `Result`; swiftc solves the literal and the closure's body
// together and finds `[String: Int]` from the subscript. miniswiftc reads, before the
// closure is checked (checking a body rewrites it), what the body does to the closure's
// parameter of the literal's generic type (its accumulator):
//
// - `acc[k, default: v]` (then `+= 1`, `.append(x)`, ...) or `acc[k] = v`: a dictionary
//   `[K: V]`, of the key's type and the value's (`[X]` for `default: []` appended `x`);
// - `acc.append(x)`: an array `[X]`;
//
// each operand's type read as `literalTypeForClosureArguments` reads one (a parameter,
// its properties, `Double(...)`, arithmetic), or a literal's default type, an optional's
// forced value (`w.first!`), a method's result (`w.uppercased()`). A literal
// whose type the body does not tell so is "not supported yet" (`resolveGenericCall`).

extension TypeChecker {
  /// The type for the empty collection literal `literal` passed as generic parameter
  /// `g`, from a closure among `deferred` (the arguments checked after the others) that
  /// takes a `g`, given the bindings `subs`; nil when none tells it.
  func emptyCollectionTypeForClosureArguments(_ literal: Expr, _ g: GenericTypeParamDecl,
                                              deferred: [(Expr, SwiftType)],
                                              _ subs: [ObjectIdentifier: SwiftType]) -> SwiftType? {
    let isDictionary = literal.withoutParens is DictionaryExpr
    for (e, t) in deferred {
      guard let c = e.withoutParens as? ClosureExpr, let params = c.parameters?.parameters,
        case .function(let ft) = t.substituting(subs), ft.parameters.count == params.count,
        params.allSatisfy({ $0.typeRepr == nil }),
        let accumulator = zip(params, ft.parameters).first(where: { $1.type.genericParameterDecl === g })?.0
      else { continue }
      var known: [String: SwiftType] = [:]
      for (p, param) in zip(params, ft.parameters) where !param.type.mentions(g) { known[p.name] = param.type }
      if let found = collectionType(filledIn: c.body, accumulator: accumulator.name, isDictionary: isDictionary,
                                    parameters: known) {
        return found
      }
    }
    return nil
  }

  /// The first collection type what `body` does to the variable named `accumulator`
  /// tells (see above).
  private func collectionType(filledIn body: BraceStmt, accumulator: String, isDictionary: Bool,
                              parameters: [String: SwiftType]) -> SwiftType? {
    func isAccumulator(_ e: Expr) -> Bool { (e.withoutParens as? UnresolvedDeclRefExpr)?.name == accumulator }
    func valueType(_ e: Expr) -> SwiftType? {
      switch e.withoutParens {
      case is IntegerLiteralExpr: .int
      case is FloatLiteralExpr: .double
      case is BooleanLiteralExpr: .bool
      case is StringLiteralExpr, is InterpolatedStringLiteralExpr: .string
      case let f as ForceValueExpr:
        // `word.first!`
        if case .optional(let w)? = valueType(f.subExpr) { w } else { nil }
      case let call as CallExpr:
        methodResultType(call) ?? typeWithoutChecking(call, parameters: parameters, depth: 0)
      default: typeWithoutChecking(e, parameters: parameters, depth: 0)
      }
    }
    /// `word.uppercased()`: the result of the one method of that name and arity.
    func methodResultType(_ call: CallExpr) -> SwiftType? {
      guard let d = call.fn as? UnresolvedDotExpr, let base = valueType(d.base), !base.isError else { return nil }
      let methods = lookupMembers(d.name, in: base).compactMap { $0 as? FuncDecl }.filter {
        !isStaticMember($0) && $0.genericParameters.isEmpty && $0.parameters.parameters.count == call.arguments.count
      }
      guard methods.count == 1, case .function(let ft)? = methods[0].interfaceType else { return nil }
      let t = memberType(ft.result, of: methods[0], on: base)
      return t.isError ? nil : t
    }
    /// `x` of `base.method(x)`.
    func argument(of call: CallExpr, method: String) -> Expr? {
      guard let d = call.fn as? UnresolvedDotExpr, d.name == method, call.arguments.count == 1,
        call.arguments[0].label == nil
      else { return nil }
      return call.arguments[0].expr
    }
    var found: SwiftType?
    ASTWalk().walk(body) { node in
      if found != nil { return .skipChildren }
      if isDictionary, let s = node as? SequenceExpr, s.elements.count == 3,
        let sub = s.elements[0].withoutParens as? SubscriptExpr, isAccumulator(sub.base), sub.arguments.count == 1,
        s.elements[1] is AssignExpr,
        let key = valueType(sub.arguments[0].expr), let value = valueType(s.elements[2])
      {
        // `acc[k] = v`
        found = .dictionary(key, value)
      } else if isDictionary, let sub = node as? SubscriptExpr, isAccumulator(sub.base), sub.arguments.count == 2,
        sub.arguments[1].label == "default", let key = valueType(sub.arguments[0].expr)
      {
        // `acc[k, default: v]`
        if let value = valueType(sub.arguments[1].expr) { found = .dictionary(key, value) }
      } else if isDictionary, let call = node as? CallExpr, let x = argument(of: call, method: "append"),
        let d = call.fn as? UnresolvedDotExpr, let sub = d.base.withoutParens as? SubscriptExpr,
        isAccumulator(sub.base), sub.arguments.count == 2, sub.arguments[1].label == "default",
        let a = sub.arguments[1].expr.withoutParens as? ArrayExpr, a.elements.isEmpty,
        let key = valueType(sub.arguments[0].expr), let element = valueType(x)
      {
        // `acc[k, default: []].append(x)`
        found = .dictionary(key, .array(element))
      } else if !isDictionary, let call = node as? CallExpr, let d = call.fn as? UnresolvedDotExpr,
        isAccumulator(d.base), let x = argument(of: call, method: "append"), let element = valueType(x)
      {
        // `acc.append(x)`
        found = .array(element)
      }
      return found == nil ? .visitChildren : .skipChildren
    }
    return found
  }
}
