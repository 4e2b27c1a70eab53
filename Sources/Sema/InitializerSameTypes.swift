import AST
import Basic

// A same-type requirement of a generic initializer on its type's own parameter, made of
// the initializer's parameters: Swift's `init<S: Sequence>(grouping values: S, by
// keyForValue: (S.Element) throws -> Key) where Value == [S.Element]` of Dictionary.
// In the initializer's body the parameter is that type (`self` is a `[Key:
// [S.Element]]`, `Value` written there an `[S.Element]`); a call infers the parameter
// from the initializer's arguments (`Value` is `[Int]` for a sequence of `Int`s), and
// one that fixes it otherwise (`Dictionary<Bool, Int>(grouping: ...)`) gets swiftc's
// error. (The initializer's interface keeps the parameter: its result is `[Key:
// Value]`, as swiftc's signature has it.)
extension TypeChecker {
  /// `Value == [S.Element]` of the `where` clause of `owner`, a generic initializer of
  /// the type `Value` is a parameter of, the right side made of the initializer's own
  /// parameters: recorded; false when it is not such a requirement.
  func addInitializerSameType(_ subject: SwiftType, _ constraint: SwiftType, of owner: Decl) -> Bool {
    guard let c = owner as? ConstructorDecl, !c.genericParameters.isEmpty, let n = c.enclosingNominal,
      !(n is ProtocolDecl), case .genericParameter(let g) = subject, !(g is AssociatedTypeDecl),
      n.genericParameters.contains(where: { $0 === g }),
      c.genericParameters.contains(where: { constraint.mentions($0) }),
      !n.genericParameters.contains(where: { constraint.mentions($0) })
    else { return false }
    initializerSameTypes[ObjectIdentifier(c), default: []].append((g, constraint))
    return true
  }

  /// What `initializer`'s same-type requirements make its type's parameters in its body
  /// (`Value` -> `[S.Element]`).
  func initializerSameTypeSubstitutions(_ initializer: Decl) -> [ObjectIdentifier: SwiftType] {
    guard !initializerSameTypes.isEmpty, let requirements = initializerSameTypes[ObjectIdentifier(initializer)] else {
      return [:]
    }
    var subs: [ObjectIdentifier: SwiftType] = [:]
    for (g, t) in requirements { subs[ObjectIdentifier(g)] = t }
    return subs
  }

  /// At a call of `f` whose arguments bound its own parameters in `subs`: each type
  /// parameter its same-type requirements fix is that type (`Value` -> `[Int]`), or,
  /// bound already (written, or from the context), must be: swiftc's error otherwise
  /// ("requires the types 'Int' and '[Int]' be equivalent"), false then.
  func applyInitializerSameTypes(of f: AbstractFunctionDecl, _ subs: inout [ObjectIdentifier: SwiftType],
                                 name: String, at loc: SourceLoc) -> Bool {
    guard !initializerSameTypes.isEmpty, let requirements = initializerSameTypes[ObjectIdentifier(f)] else { return true }
    for (g, t) in requirements {
      let expected = canonicalMembers(t.substituting(subs))
      guard !f.genericParameters.contains(where: { expected.mentions($0) }) else { continue }
      guard let actual = subs[ObjectIdentifier(g)] else {
        subs[ObjectIdentifier(g)] = expected
        continue
      }
      if actual == expected || actual.isError || expected.isError { continue }
      error(SemaDiagnostics.requiresSameType("initializer", name, actual, expected), at: loc,
            notes: [.note(SemaDiagnostics.whereGenericIs(g.name, actual) + ", '\(t)' = '\(expected)'", at: f.nameLoc)])
      return false
    }
    return true
  }
}
