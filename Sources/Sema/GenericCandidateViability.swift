import AST
import Basic

/// Whether a generic initializer among an overload set can take a call's arguments, as
/// far as their own types tell: `String(P())` against String's `init<S: Sequence>(_:)
/// where S.Element == Character` beside its concrete initializers. When it cannot,
/// swiftc blames no one candidate ("no exact matches in call to initializer"), so the
/// candidate is not chosen to be inferred (and its requirement reported) but left out
/// of the ranking, as the concrete ones that do not fit are. (Not for operators and
/// functions, where swiftc does blame the generic one's requirement: `!=` of optional
/// arrays of a type that is not Equatable.)
extension TypeChecker {
  /// False when an argument (typed, not a literal) passed as one of `f`'s generic
  /// parameters misses one of its protocols, or when a same-type requirement on the
  /// parameter's associated type (`S.Element == Character`) names a concrete type the
  /// argument's associated type is not.
  func genericCandidateFits(_ f: AbstractFunctionDecl, _ bindings: [ParamBinding], _ args: [PreparedArgument]) -> Bool {
    var subs: [ObjectIdentifier: SwiftType] = [:]
    for (p, b) in zip(f.parameters.parameters, bindings) {
      guard case .argument(let i) = b, !p.isInOut, args[i].operand.literal == nil, !args[i].operand.isError,
        case .genericParameter(let g) = parameterType(p), f.genericParameters.contains(where: { $0 === g })
      else { continue }
      let t = args[i].operand.type
      if case .genericParameter = t { continue }
      for q in constraints(of: g) where !conforms(t, to: q) { return false }
      subs[ObjectIdentifier(g)] = t
    }
    guard !dependentCanonical.isEmpty else { return true }
    let open = f.genericParameters + (owningNominal(of: f)?.genericParameters ?? [])
    for g in f.genericParameters where subs[ObjectIdentifier(g)] != nil {
      for q in constraints(of: g) {
        for a in visibleAssociatedTypes(of: q) {
          let member = SwiftType.dependentMember(.genericParameter(g), a)
          guard let key = DependentMemberKey(member), let target = dependentCanonical[key],
            !open.contains(where: { target.mentions($0) })
          else { continue }
          let actual = member.substituting(subs)
          if case .dependentMember = actual { continue }
          if actual.isError || target.isError { continue }
          if canonical(actual) != canonical(target) { return false }
        }
      }
    }
    return true
  }
}
