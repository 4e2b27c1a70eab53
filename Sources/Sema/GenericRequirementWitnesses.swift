import AST

/// Generic methods as protocol requirements (`func describe<T>(_ x: T) -> String`): a
/// candidate witnesses one when it is generic over as many parameters, taken one for one
/// (`describe<U>(_ x: U) -> String`), its type is the requirement's with the
/// requirement's parameters renamed to its own, and it asks no more of them than the
/// requirement does (`pair<T>` witnesses `pair<T: P>`, `pair<T: Q>` does not), as swiftc
/// matches them. A call through a generic parameter or `some P` is the witness's
/// specialization for the call's generic arguments (IRGen resolves the witness, then
/// specializes it); a call on a protocol value (`any P`) would need the witness to take
/// its generic arguments' metadata at run time, which witness tables here do not carry:
/// not supported yet (ExistentialGenericRequirements.swift).
extension TypeChecker {
  /// Type `t` of generic requirement `requirement` in the generic parameters of
  /// candidate `witness`; `t` itself when either is not generic, or when their
  /// parameters do not correspond (so that the types differ).
  func genericWitnessType(_ t: SwiftType, requirement: AbstractFunctionDecl, witness: AbstractFunctionDecl) -> SwiftType {
    let r = requirement.genericParameters, w = witness.genericParameters
    guard !r.isEmpty, r.count == w.count, zip(r, w).allSatisfy({ witnessParameter($1, fits: $0, of: r, w) }) else {
      return t
    }
    return t.substituting(renaming(r, to: w))
  }

  /// Does witness parameter `w` ask no more than requirement parameter `r` (in the
  /// generic signatures `rs` and `ws` of the two): each protocol it conforms to one `r`
  /// conforms to (or one that refines it), its superclass `r`'s, and each requirement of
  /// its `where` clause on its associated types (`T.Element: P`, `T.Element == Int`) one
  /// of `r`'s?
  private func witnessParameter(_ w: GenericTypeParamDecl, fits r: GenericTypeParamDecl,
                                of rs: [GenericTypeParamDecl], _ ws: [GenericTypeParamDecl]) -> Bool {
    let required = genericConstraints[ObjectIdentifier(r)] ?? []
    for p in genericConstraints[ObjectIdentifier(w)] ?? [] where !required.contains(where: { satisfies($0, p) }) {
      return false
    }
    if let s = w.superclass, s !== r.superclass { return false }
    let toRequirement = renaming(ws, to: rs)
    for (key, protocols) in dependentConformances where key.parameter === w {
      guard let mapped = DependentMemberKey(key.type.substituting(toRequirement)) else { return false }
      let held = dependentConformances[mapped] ?? []
      if protocols.contains(where: { p in !held.contains { satisfies($0, p) } }) { return false }
    }
    for (key, target) in dependentCanonical where key.parameter === w {
      guard let mapped = DependentMemberKey(key.type.substituting(toRequirement)),
        dependentCanonical[mapped] == target.substituting(toRequirement)
      else { return false }
    }
    return true
  }

  /// How generic candidate `witness` would witness `requirement` (of type `required`)
  /// that the one-for-one match does not find, as swiftc lets it: binding its generic
  /// parameters to the requirement's types (`func f<T>(_ x: T)` for `func f(_ x: Int)`,
  /// `<T, U>` for `<T>`), or to the requirement's parameters in another order (`f<Y,
  /// X>(_ a: X, _ b: Y)` for `f<A, B>(_ a: A, _ b: B)`). Here a witness's code is its
  /// specialization for its generic arguments, taken one for one from a call's: not
  /// supported yet. nil when it would not witness it.
  enum UnsupportedWitness { case moreGeneric, reordered }

  func unsupportedGenericWitness(_ witness: FuncDecl, of requirement: FuncDecl, required: SwiftType,
                                 witnessType: SwiftType) -> UnsupportedWitness? {
    let open = witness.genericParameters, own = requirement.genericParameters
    guard !open.isEmpty else { return nil }
    var subs: [ObjectIdentifier: SwiftType] = [:]
    guard bind(witnessType, to: required, open, &subs) else { return nil }
    // (Its own requirements met by what they are bound to: a requirement's parameter
    // that has them, or a type that conforms.)
    let met = open.allSatisfy { g in
      guard let t = subs[ObjectIdentifier(g)] else { return true }
      let asked = genericConstraints[ObjectIdentifier(g)] ?? []
      if case .genericParameter(let r) = t, own.contains(where: { $0 === r }) {
        let held = genericConstraints[ObjectIdentifier(r)] ?? []
        return asked.allSatisfy { p in held.contains { satisfies($0, p) } }
          && !dependentConformances.keys.contains { $0.parameter === g }
          && !dependentCanonical.keys.contains { $0.parameter === g }
      }
      return asked.allSatisfy { conforms(t, to: $0) }
    }
    guard met else { return nil }
    if open.count != own.count { return .moreGeneric }
    // (The same count: each bound to a different one of the requirement's, not in order.)
    let bound = open.compactMap { subs[ObjectIdentifier($0)]?.genericParameterDecl }
    guard bound.count == own.count, Set(bound.map(ObjectIdentifier.init)) == Set(own.map(ObjectIdentifier.init)),
      !zip(bound, own).allSatisfy({ $0 === $1 })
    else { return nil }
    return .reordered
  }

  /// Binds the parameters `open` in `pattern` so that it is `target`; false when it
  /// cannot be.
  private func bind(_ pattern: SwiftType, to target: SwiftType, _ open: [GenericTypeParamDecl],
                    _ subs: inout [ObjectIdentifier: SwiftType]) -> Bool {
    switch (pattern, target) {
    case (.genericParameter(let g), _) where open.contains { $0 === g }:
      if let bound = subs[ObjectIdentifier(g)] { return bound == target }
      subs[ObjectIdentifier(g)] = target
      return true
    case (.array(let p), .array(let t)), (.optional(let p), .optional(let t)), (.set(let p), .set(let t)),
         (.metatype(let p), .metatype(let t)):
      return bind(p, to: t, open, &subs)
    case (.dictionary(let pk, let pv), .dictionary(let tk, let tv)):
      return bind(pk, to: tk, open, &subs) && bind(pv, to: tv, open, &subs)
    case (.tuple(let ps, let pl), .tuple(let ts, let tl)):
      return ps.count == ts.count && pl == tl && zip(ps, ts).allSatisfy { bind($0, to: $1, open, &subs) }
    case (.function(let p), .function(let t)):
      return p.parameters.count == t.parameters.count && p.isThrowing == t.isThrowing && p.isAsync == t.isAsync
        && zip(p.parameters, t.parameters).allSatisfy { $0.isInOut == $1.isInOut && bind($0.type, to: $1.type, open, &subs) }
        && bind(p.result, to: t.result, open, &subs)
    case (.boundGeneric(let pd, let ps), .boundGeneric(let td, let ts)):
      return pd === td && ps.count == ts.count && zip(ps, ts).allSatisfy { bind($0, to: $1, open, &subs) }
    default:
      return pattern == target
    }
  }

  /// `from`'s parameters, one for one, as `to`'s.
  func renaming(_ from: [GenericTypeParamDecl], to: [GenericTypeParamDecl]) -> [ObjectIdentifier: SwiftType] {
    var subs: [ObjectIdentifier: SwiftType] = [:]
    for (a, b) in zip(from, to) { subs[ObjectIdentifier(a)] = .genericParameter(b) }
    return subs
  }

  /// A function's type as swiftc names it in a conformance's notes: a generic one with
  /// its parameters first and its argument labels (`<T> (of: T) -> String`, its
  /// requirements left out).
  func witnessNoteType(_ f: AbstractFunctionDecl, _ t: SwiftType) -> String {
    guard !f.genericParameters.isEmpty, case .function(let ft) = t,
      ft.parameters.count == f.parameters.parameters.count
    else { return t.description }
    let parameters = zip(ft.parameters, f.parameters.parameters).map { t, p in
      (p.argumentLabel.map { $0 == "_" ? "" : $0 + ": " } ?? "") + (t.isInOut ? "inout " : "")
        + ImplicitMembers.attributes(of: p) + ImplicitMembers.spelledType(of: p, t.type)
    }
    let effects = (ft.isAsync ? " async" : "") + (ft.isThrowing ? " throws" : "")
    return "<" + f.genericParameters.map(\.name).joined(separator: ", ") + "> ("
      + parameters.joined(separator: ", ") + ")" + effects + " -> " + ft.result.description
  }
}
