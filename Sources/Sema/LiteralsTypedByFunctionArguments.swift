import AST
import Basic

// A literal argument whose generic parameter an operator argument also takes:
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
// Double in swiftc) is not inferred this way: its body would have to be checked once
// for each candidate, and checking a body rewrites it. The literal takes its default
// type; when the closure then fails to check with it, its errors would blame valid
// Swift, so they are replaced by one "not supported yet" at the literal.

extension TypeChecker {
  /// The type for a literal of kind `k` passed as generic parameter `g`, that the
  /// operator references among `deferred` (the arguments checked after the others) can
  /// be functions of, given the bindings `subs` the typed arguments made; nil when no
  /// operator takes `g` or the default type does.
  func literalTypeForOperatorArguments(_ k: LiteralKind, _ g: GenericTypeParamDecl, deferred: [(Expr, SwiftType)],
                                       _ subs: [ObjectIdentifier: SwiftType]) -> SwiftType? {
    let operators = deferred.compactMap { e, t -> (UnresolvedDeclRefExpr, FunctionType)? in
      guard let r = e as? UnresolvedDeclRefExpr, isOperatorReference(r), case .function(let ft) = t,
            ft.parameters.contains(where: { $0.type.genericParameterDecl === g }) else { return nil }
      return (r, ft)
    }
    guard !operators.isEmpty else { return nil }
    let candidates: [SwiftType] = k == .integer ? [.int, .double] : [k.defaultType]
    return candidates.first { candidate in
      var trial = subs
      trial[ObjectIdentifier(g)] = candidate
      return operators.allSatisfy { r, ft in
        operatorFunctionValue(r, contextual: substitute(.function(ft), trial)) != nil
      }
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
