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
// A closure in the operator's place (`items.reduce(0) { $0 + $1.price }`) is not
// inferred this way: its body would have to be checked once for each candidate, and
// checking a body rewrites it.

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
}
