import AST
import Basic

// Associated types (`associatedtype Item` in `protocol Container`). Inside the protocol
// `Item` is a generic parameter of the protocol (what each conforming type chooses); a
// conformance infers it from the witnesses (`append(_ item: Int)` makes it `Int`) and
// records it (`typeWitnesses`); on a generic parameter `C: Container` it is `C.Item`
// (`.dependentMember`), which a specialization replaces with `C`'s type witness.
extension TypeChecker {
  /// The associated types a protocol declares, in order.
  func associatedTypes(of p: NominalTypeDecl) -> [AssociatedTypeDecl] {
    p.members.compactMap { $0 as? AssociatedTypeDecl }
  }

  /// The associated types of `p` and of the protocols it inherits (`Item` of
  /// `Container` in `SuffixableContainer`), each once, own first. Memoized per protocol
  /// and computed without recursion, so a long chain of protocols stays linear.
  func visibleAssociatedTypes(of p: NominalTypeDecl) -> [AssociatedTypeDecl] {
    guard let p = p as? ProtocolDecl, !p.inherited.isEmpty else { return associatedTypes(of: p) }
    if let known = visibleAssociatedTypesMemo[ObjectIdentifier(p)] { return known }
    return foldInheritance(p, memo: &visibleAssociatedTypesMemo) { q, parents in
      var result = associatedTypes(of: q)
      for a in parents.joined() where !result.contains(where: { $0 === a }) { result.append(a) }
      return result
    } ?? []
  }

  /// `associatedtype Item: Equatable`: its constraint resolved; its `where` clause's
  /// same-type requirements on its own associated types (`where Iterator.Element ==
  /// Element`) recorded in `memberSameTypes` (any other requirement is not supported).
  func resolveAssociatedType(_ a: AssociatedTypeDecl, of p: ProtocolDecl) {
    a.access = p.access
    resolveGenericParameters([a], of: p)
    for r in a.whereClause {
      guard r.kind == .sameType, let subject = r.subject as? MemberTypeRepr,
        let base = subject.base as? IdentTypeRepr, base.name == a.name, base.genericArgs.isEmpty,
        let member = a.conformsTo.lazy.compactMap({ q in
          self.visibleAssociatedTypes(of: q).first { $0.name == subject.name }
        }).first
      else {
        notSupportedDeclaration("this 'where' clause on an associated type", at: r.subject.loc)
        continue
      }
      let t = resolveType(r.constraint)
      if !t.isError { a.memberSameTypes.append((member, t)) }
    }
  }

  /// `base.a`, as the same-type requirements of `base`'s associated type make it:
  /// `S.Iterator.Element` is `S.Element` (`Iterator.Element == Element` in Sequence).
  func dependentMember(_ base: SwiftType, _ a: AssociatedTypeDecl) -> SwiftType {
    switch base {
    case .genericParameter(let outer as AssociatedTypeDecl):
      // Inside the protocol: `Iterator.Element` is `Element`.
      if let t = outer.memberSameTypes.first(where: { $0.member === a })?.type { return t }
    case .dependentMember(let inner, let outer):
      if let t = outer.memberSameTypes.first(where: { $0.member === a })?.type, let p = outer.parent as? ProtocolDecl {
        var subs: [ObjectIdentifier: SwiftType] = [:]
        for x in visibleAssociatedTypes(of: p) { subs[ObjectIdentifier(x)] = dependentMember(inner, x) }
        return t.substituting(subs)
      }
    default:
      break
    }
    return canonical(.dependentMember(base, a))
  }

  /// The substitutions a member found on a value of type `base` is used with: a generic
  /// struct's arguments (`Element` -> `Int` on a `Stack<Int>`); on a generic parameter
  /// `C`, the associated types of its protocols as `C.Item`.
  func substitutionsForMembers(on base: SwiftType) -> [ObjectIdentifier: SwiftType] {
    // `Self` of a protocol (extension) member is the base (ProtocolExtensions.swift).
    var subs = selfSubstitutions(on: base)
    switch base {
    case .boundGeneric(let n, _):
      subs.merge(n.substitutions(in: base)) { $1 }
      // (A generic superclass's members: `Base<T>`'s `T` is `Int` on an `IntBox`.)
      if n is ClassDecl { subs.merge(base.inheritedSubstitutions) { $1 } }
    case .nominal(is ClassDecl):
      subs.merge(base.inheritedSubstitutions) { $1 }
    case .array, .dictionary, .set, .optional:
      if let n = builtinStandIn(of: base) { subs.merge(n.substitutions(in: base)) { $1 } }
    case .range:
      // (The library struct's members on a range of Int: `Bound` is its bound.)
      if case .boundGeneric(let n, _)? = libraryRangeStruct(base) { subs.merge(n.substitutions(in: base)) { $1 } }
    case .genericParameter(let g):
      // (On `Self` in its protocol's extension, an associated type is itself, or the
      // type a same-type requirement makes it: also under `extension MutableCollection
      // where Self: RandomAccessCollection`, whose `Element` is the same associated type
      // reached through either protocol.)
      let protocols = constraints(of: g)
      let own: Set<ObjectIdentifier> = protocols.contains(where: { $0.selfParameter === g })
        && protocols.contains(where: { $0.selfParameter !== g })
        ? Set(protocols.filter { $0.selfParameter === g }.flatMap { visibleAssociatedTypes(of: $0) }.map(ObjectIdentifier.init))
        : []
      for p in protocols where p.selfParameter !== g {
        for a in visibleAssociatedTypes(of: p) where !own.contains(ObjectIdentifier(a)) {
          subs[ObjectIdentifier(a)] = dependentMember(base, a)
        }
      }
      if protocols.contains(where: { $0.selfParameter === g }) {
        subs.merge(contextSameTypeSubstitutions()) { $1 }
      }
    case .dependentMember:
      for p in constraints(ofDependent: base) {
        for a in visibleAssociatedTypes(of: p) { subs[ObjectIdentifier(a)] = dependentMember(base, a) }
      }
    default:
      break
    }
    return subs
  }

  /// `C.Item` written as a type: an associated type of a protocol `C` is constrained to
  /// (as a same-type requirement makes it).
  func dependentMemberType(_ base: SwiftType, _ name: String) -> SwiftType? {
    let protocols: [ProtocolDecl]
    switch base {
    case .genericParameter(let g): protocols = constraints(of: g)
    case .dependentMember: protocols = constraints(ofDependent: base)
    default: return nil
    }
    for p in protocols {
      if let a = visibleAssociatedTypes(of: p).first(where: { $0.name == name }) {
        return dependentMember(base, a)
      }
    }
    return nil
  }

  /// `t` as the same-type requirements in force make it (`C2.Item` is `C1.Item` under
  /// `where C1.Item == C2.Item`).
  func canonical(_ t: SwiftType) -> SwiftType {
    guard let key = DependentMemberKey(t) else { return t }
    if let c = dependentCanonical[key] { return c }
    // (`Base.Element` in the members of `extension G where Base.Element == Int`.)
    if hasExtensionDependentSameTypes, let c = extensionSameType(ofDependent: key) { return c }
    return t
  }

  /// `t` with each `C.Item` in it as the same-type requirements in force make it: the
  /// `next()` of an `IndexingIterator<C>` gives a `C.Element?`, an `Int?` under `where
  /// C.Element == Int`.
  func canonicalMembers(_ t: SwiftType) -> SwiftType {
    if dependentCanonical.isEmpty && !hasExtensionDependentSameTypes { return t }
    switch t {
    case .dependentMember: return canonical(t)
    case .array(let e): return .array(canonicalMembers(e))
    case .optional(let w): return .optional(canonicalMembers(w))
    case .tuple(let ts, let labels): return .tuple(ts.map(canonicalMembers), labels: labels)
    case .metatype(let i): return .metatype(canonicalMembers(i))
    case .function(let f):
      var g = f
      g.parameters = f.parameters.map { .init(canonicalMembers($0.type), isInOut: $0.isInOut) }
      g.result = canonicalMembers(f.result)
      return .function(g)
    case .boundGeneric(let d, let args): return .boundGeneric(d, args.map(canonicalMembers))
    case .dictionary(let k, let v): return .dictionary(canonicalMembers(k), canonicalMembers(v))
    case .set(let e): return .set(canonicalMembers(e))
    case .opaque(let o, let args): return .opaque(o, args.map(canonicalMembers))
    case .genericParameter, .int, .double, .bool, .string, .void, .nominal, .existential, .range, .error, .character,
      .stringIndex, .substring, .sizedInteger, .any, .anyObject:
      return t
    }
  }

  /// A requirement of `f`'s `where` clause on `C.Item` (`C` one of `f`'s parameters).
  func addDependentRequirement(_ key: DependentMemberKey, _ r: GenericRequirement, _ constraint: SwiftType,
                               of f: AbstractFunctionDecl) {
    switch r.kind {
    case .conformance:
      guard case .existential(let p) = constraint else {
        notSupportedDeclaration("a requirement on '\(r.subject.resolved ?? .error)'", at: r.subject.loc)
        return
      }
      dependentConformances[key, default: []].append(p)
    case .sameType:
      // The later spelling is the earlier one's (`C2.Item` -> `C1.Item`, or `Int`).
      let target = canonical(constraint)
      if let other = DependentMemberKey(target), other == key { return }
      if let existing = dependentCanonical[key] {
        if existing != target { notSupportedDeclaration("a same-type requirement", at: r.subject.loc) }
        return
      }
      if let other = DependentMemberKey(target), dependentCanonical[other] == nil, case .dependentMember = target {
        dependentCanonical[key] = target
      } else if case .dependentMember = target {
        notSupportedDeclaration("a same-type requirement", at: r.subject.loc)
        return
      } else {
        dependentCanonical[key] = target
      }
    }
    sameTypeRequirements[ObjectIdentifier(f), default: []].append(r)
  }

  /// The protocols `C.Item` conforms to: the associated type's constraint and the
  /// `where` clause's requirements on it.
  func constraints(ofDependent t: SwiftType) -> [ProtocolDecl] {
    guard case .dependentMember(let base, let a) = t else { return [] }
    var result = (genericConstraints[ObjectIdentifier(a)] ?? []) + (DependentMemberKey(t).flatMap { dependentConformances[$0] } ?? [])
    // (`Base.Element` in the members of `extension G where Base.Element: Equatable`.)
    if !extensionDependentConformances.isEmpty, let key = DependentMemberKey(t) {
      result += extensionConformances(ofDependent: key)
    }
    // `where Item: Comparable` of a protocol `C` is constrained to (or one it inherits).
    if case .genericParameter(let g) = base {
      for p in constraints(of: g) {
        for q in [p] + (p.inherited.isEmpty ? [] : inheritedProtocols(of: p)) {
          for (x, r) in contextRequirements[ObjectIdentifier(q)] ?? [] where x === a { result.append(r) }
        }
      }
    }
    return result
  }

  /// At a call of `f` with generic arguments `subs`: swiftc's error when an argument's
  /// associated type misses a requirement of `f`'s `where` clause; false then.
  func checkDependentRequirements(of f: AbstractFunctionDecl, _ subs: [ObjectIdentifier: SwiftType], kind: String,
                                  name: String, at loc: SourceLoc) -> Bool {
    for g in f.genericParameters {
      for p in constraints(of: g) {
        for a in visibleAssociatedTypes(of: p) {
          let member = SwiftType.dependentMember(.genericParameter(g), a)
          guard let key = DependentMemberKey(member) else { continue }
          let actual = member.substituting(subs)
          for q in dependentConformances[key] ?? [] where !conforms(actual, to: q) {
            if reportUnsupportedBuiltinConformance(actual, q, at: loc) { return false }
            error(SemaDiagnostics.requiresConformance(kind, name, actual, q.name), at: loc,
                  notes: [.note(SemaDiagnostics.whereGenericIs("\(member)", actual), at: f.nameLoc)])
            return false
          }
          if let target = dependentCanonical[key] {
            let expected = target.substituting(subs)
            // (In a function with a same-type requirement of its own, either side may be
            // its canonical spelling.)
            if canonical(expected) != canonical(actual) && !expected.isError && !actual.isError {
              var note = SemaDiagnostics.whereGenericIs("\(member)", actual)
              if case .dependentMember = target { note += ", '\(target)' = '\(expected)'" }
              error(SemaDiagnostics.requiresSameType(kind, name, actual, expected), at: loc,
                    notes: [.note(note, at: f.nameLoc)])
              return false
            }
          }
        }
      }
    }
    return checkNestedDependentRequirements(of: f, subs, kind: kind, name: name, at: loc)
  }

  /// Binds each of `open` (the parameters a call infers, `f`'s own among them) still
  /// unbound that a same-type requirement of `f` makes an
  /// associated type of another generic parameter (`T` in `init<S: Sequence>(_ s: S)
  /// where S.Element == T`) to that associated type of the other's argument, as swiftc
  /// infers it (`Box(1...3)` is a `Box<Int>`).
  func inferFromSameTypeRequirements(of f: AbstractFunctionDecl, _ open: [GenericTypeParamDecl],
                                     _ subs: inout [ObjectIdentifier: SwiftType]) {
    guard !dependentCanonical.isEmpty else { return }
    for g in f.genericParameters where subs[ObjectIdentifier(g)] != nil {
      for p in constraints(of: g) {
        for a in visibleAssociatedTypes(of: p) {
          let member = SwiftType.dependentMember(.genericParameter(g), a)
          guard let key = DependentMemberKey(member), let target = dependentCanonical[key] else { continue }
          // (In generic code the argument's may be the context's own: `S.Element` of
          // `Array(s)` in `func all<S: Sequence>(_ s: S)`; not the callee's.)
          // (As the context's own requirements make it: `T` for `S.Element` under
          // `where S.Element == T`; unless that is a parameter the call infers, `Element`
          // of `Array(s)` in `extension Array` under `where C.Element == Element`.)
          var actual = member.substituting(subs)
          let canonical = canonicalMembers(actual)
          if !open.contains(where: { canonical.mentions($0) }) { actual = canonical }
          if !actual.isError, !open.contains(where: { actual.mentions($0) }) || isContextsOwnParameter(actual, open) {
            bindSameType(target, actual, open, &subs)
          }
        }
      }
    }
  }

  /// Is `t` a parameter the call infers that is also the code's own, in scope where the
  /// call is: `Element` of `Array(self)` in `extension Array`, whose `S.Element` is the
  /// extension's `Element` (bound to itself, not left open)?
  private func isContextsOwnParameter(_ t: SwiftType, _ open: [GenericTypeParamDecl]) -> Bool {
    guard case .genericParameter(let g) = t, open.contains(where: { $0 === g }) else { return false }
    return lookupGenericParameter(g.name) === g
  }

  /// The type a same-type requirement makes the `Element` of generic parameter `g` (a
  /// `Sequence`): `Character` under `where S.Element == Character`, `T` under
  /// `where S.Element == T`.
  func sameTypeElement(of g: GenericTypeParamDecl) -> SwiftType? {
    guard !dependentCanonical.isEmpty else { return nil }
    for p in constraints(of: g) {
      for a in visibleAssociatedTypes(of: p) where a.name == "Element" {
        if let key = DependentMemberKey(.dependentMember(.genericParameter(g), a)), let target = dependentCanonical[key] {
          return target
        }
      }
    }
    return nil
  }

  /// The same with `subs` applied, when it names no parameter of `open` (`T` bound to
  /// `Int`).
  func sameTypeElement(of g: GenericTypeParamDecl, _ open: [GenericTypeParamDecl],
                       _ subs: [ObjectIdentifier: SwiftType]) -> SwiftType? {
    guard let bound = sameTypeElement(of: g)?.substituting(subs), !bound.isError,
      !open.contains(where: { bound.mentions($0) })
    else { return nil }
    return bound
  }

  /// Binds the parameters of `open` still unbound that `target` is made of to the parts
  /// of `actual` in their places: `T` of `where S.Element == T`, `Key` and `Value` of
  /// `where S.Element == (Key, Value)` (a sequence of `(String, Int)` pairs). What does
  /// not fit is left to the requirement's check.
  private func bindSameType(_ target: SwiftType, _ actual: SwiftType, _ open: [GenericTypeParamDecl],
                            _ subs: inout [ObjectIdentifier: SwiftType]) {
    switch (target, actual) {
    case (.genericParameter(let h), _):
      if subs[ObjectIdentifier(h)] == nil, open.contains(where: { $0 === h }) { subs[ObjectIdentifier(h)] = actual }
    case (.tuple(let ts, _), .tuple(let us, _)) where ts.count == us.count:
      for (t, u) in zip(ts, us) { bindSameType(t, u, open, &subs) }
    case (.array(let t), .array(let u)), (.optional(let t), .optional(let u)), (.set(let t), .set(let u)):
      bindSameType(t, u, open, &subs)
    case (.dictionary(let k, let v), .dictionary(let l, let w)):
      bindSameType(k, l, open, &subs)
      bindSameType(v, w, open, &subs)
    default:
      break
    }
  }

  /// What each associated type of `proto` is for `d` (by the `AssociatedTypeDecl`),
  /// inferred from the witnesses of the requirements that use it: a requirement's type
  /// matched against each candidate of the same name binds its associated types. The
  /// requirements of the protocols `d` conforms to that refine `proto` count too (a
  /// Collection's `subscript(position:)` says what its `Element` as a Sequence is), and
  /// so, after `d`'s own members, do the default implementations of protocol extensions
  /// (`extension Collection`'s `makeIterator()` makes `Iterator` an
  /// `IndexingIterator<Self>`). (`depth`: how many same-type requirements led here; a
  /// cycle of them stops.)
  func inferTypeWitnesses(of d: NominalTypeDecl, to proto: ProtocolDecl, depth: Int = 0) -> [ObjectIdentifier: SwiftType] {
    guard !associatedTypes(of: proto).isEmpty else { return [:] }
    let assocs = visibleAssociatedTypes(of: proto)
    var witnesses: [ObjectIdentifier: SwiftType] = [:]
    let selfType = type(of: d)
    let refining = conformedProtocols(of: d).filter { q in q !== proto && inheritedProtocols(of: q).contains { $0 === proto } }
    for p in [proto] + refining {
      let bindable = p === proto ? assocs : visibleAssociatedTypes(of: p)
      for requirement in p.members {
        guard let v = requirement as? ValueDecl, !(v is AssociatedTypeDecl) else { continue }
        // (`Self` in the requirement is the conforming type: `func distance(to other: Self)
        // -> Stride` of Strideable binds `Stride` from Int's `(Int) -> Int`.)
        // (A subscript by its getter's type, indices included: `subscript(key: Key) ->
        // Value?` binds `Key` as well as `Value`.)
        var required = (((v as? SubscriptDecl)?.getter?.interfaceType
          ?? (v is VarDecl ? (v as? VarDecl).map(typeOfVar) : v.interfaceType)) ?? .error)
          .substituting([ObjectIdentifier(p.selfParameter): selfType])
        // (An initializer requirement makes the conforming type: `init(integerLiteral value:
        // IntegerLiteralType)` binds `IntegerLiteralType` from `init(integerLiteral: Int)`.)
        if let c = v as? ConstructorDecl, case .function(var ft) = required {
          ft.result = c.isFailable ? .optional(selfType) : selfType
          required = .function(ft)
        }
        // (A requirement that names none of them, `var underestimatedCount: Int`, says
        // nothing of them: its candidates are not looked up.)
        guard namesAssociatedType(required, bindable) else { continue }
        let candidates = witnessCandidates(v.name, in: selfType)
        let own = candidates.filter { $0.protocolExtension == nil }
        let defaults = candidates.filter { $0.protocolExtension != nil && unmetRequirement(of: $0, on: d) == nil }
        for candidate in own + defaults {
          if let f = v as? AbstractFunctionDecl, (candidate as? AbstractFunctionDecl)?.fullName != f.fullName { continue }
          // (A subscript by its labels too: `subscript(safe:)` of a program's `extension
          // Array` does not say what Collection's `subscript(position:)` does.)
          if let s = v as? SubscriptDecl,
            (candidate as? SubscriptDecl).map({ $0.fullName != s.fullName || isStaticMember($0) }) ?? true { continue }
          let actual = v is SubscriptDecl ? witnessGetterType(candidate, for: selfType) : witnessType(candidate, for: selfType)
          // (A generic subscript's parameters in the candidate's own: `subscript<Indices:
          // Sequence>(indices: Indices)` of each.)
          var expected = required
          if let s = v as? SubscriptDecl, let c = candidate as? SubscriptDecl {
            expected = genericWitnessType(required, requirement: s, witness: c)
          } else if let f = v as? FuncDecl, let c = candidate as? FuncDecl {
            expected = genericWitnessType(required, requirement: f, witness: c)
          }
          // (A default written with the associated types themselves, Sequence's
          // `_copyToArray() -> [Element]`, says nothing of what they are.)
          if candidate.protocolExtension != nil, namesAssociatedType(actual, bindable) { continue }
          var attempt = witnesses
          if bindAssociatedTypes(expected, actual, bindable, &attempt) {
            witnesses = attempt
            break
          }
        }
      }
    }
    // A default's parameter of another associated type binds one to the other
    // (`init(unicodeScalarLiteral value: ExtendedGraphemeClusterLiteralType)` of
    // stdlib/LiteralProtocols.swift): each is what the other is bound to.
    for _ in 0..<4 {
      for (key, w) in witnesses {
        guard case .genericParameter(let other as AssociatedTypeDecl) = w, let bound = witnesses[ObjectIdentifier(other)],
          bound != w
        else { continue }
        witnesses[key] = bound
      }
    }
    // What the witnesses leave open, a member type alias of the name may say
    // (`typealias Element = Base.Element`, which no witness's type spells out when the
    // iterator is the base's).
    for a in assocs where witnesses[ObjectIdentifier(a)] == nil {
      if let alias = memberTypeAlias(a.name, in: d) { witnesses[ObjectIdentifier(a)] = resolveTypeAlias(alias) }
    }
    // What the witnesses leave open, a same-type requirement may say: Sequence's
    // `Element` is its `Iterator`'s (`where Iterator.Element == Element`).
    for a in assocs {
      guard let w = witnesses[ObjectIdentifier(a)], let n = w.nominalDecl else { continue }
      for (member, t) in a.memberSameTypes {
        guard case .genericParameter(let open as AssociatedTypeDecl) = t, witnesses[ObjectIdentifier(open)] == nil,
          assocs.contains(where: { $0 === open }), let q = member.parent as? ProtocolDecl, depth < 8
        else { continue }
        witnesses[ObjectIdentifier(open)] = inferTypeWitnesses(of: n, to: q, depth: depth + 1)[ObjectIdentifier(member)]?
          .substituting(n.substitutions(in: w))
      }
    }
    return witnesses
  }

  /// Does `t` name one of `assocs`, alone (`Element`) or as a member of a type
  /// (`ClosedRange<Int>.Element`)?
  private func namesAssociatedType(_ t: SwiftType, _ assocs: [AssociatedTypeDecl]) -> Bool {
    t.contains { u in
      switch u {
      case .genericParameter(let g): assocs.contains { $0 === g }
      case .dependentMember(_, let a): assocs.contains { $0 === a }
      default: false
      }
    }
  }

  /// The type of `candidate` as a witness for values of type `selfType`: a protocol
  /// extension's member with that protocol's `Self` being `selfType`.
  func witnessType(_ candidate: ValueDecl, for selfType: SwiftType) -> SwiftType {
    let t = ((candidate as? VarDecl).map(typeOfVar) ?? candidate.interfaceType) ?? .error
    guard let p = candidate.protocolExtension else { return t }
    return t.substituting([ObjectIdentifier(p.selfParameter): selfType])
  }

  /// The type of subscript `candidate`'s getter, indices included, as a witness for
  /// values of type `selfType`.
  private func witnessGetterType(_ candidate: ValueDecl, for selfType: SwiftType) -> SwiftType {
    guard let t = (candidate as? SubscriptDecl)?.getter?.interfaceType else { return witnessType(candidate, for: selfType) }
    guard let p = candidate.protocolExtension else { return t }
    return t.substituting([ObjectIdentifier(p.selfParameter): selfType])
  }

  /// Matches a requirement's type with a witness's, binding the associated types in
  /// `required`; false when they cannot match.
  private func bindAssociatedTypes(_ required: SwiftType, _ actual: SwiftType, _ assocs: [AssociatedTypeDecl],
                                   _ subs: inout [ObjectIdentifier: SwiftType]) -> Bool {
    switch (required, actual) {
    case (.genericParameter(let g as AssociatedTypeDecl), _) where assocs.contains { $0 === g }:
      if let bound = subs[ObjectIdentifier(g)] { return bound == actual }
      subs[ObjectIdentifier(g)] = actual
      return true
    case (.array(let r), .array(let a)), (.optional(let r), .optional(let a)):
      return bindAssociatedTypes(r, a, assocs, &subs)
    case (.function(let r), .function(let a)):
      guard r.parameters.count == a.parameters.count else { return false }
      for (x, y) in zip(r.parameters, a.parameters) where !bindAssociatedTypes(x.type, y.type, assocs, &subs) {
        return false
      }
      return bindAssociatedTypes(r.result, a.result, assocs, &subs)
    case (.tuple(let rs, _), .tuple(let xs, _)):
      guard rs.count == xs.count else { return false }
      for (x, y) in zip(rs, xs) where !bindAssociatedTypes(x, y, assocs, &subs) { return false }
      return true
    default:
      return required == actual
    }
  }
}

/// `C.Item` (`C` a generic parameter), or a member of one (`S.Element.Element`), as a
/// dictionary key.
struct DependentMemberKey: Hashable {
  /// The generic parameter the member is of (`S` of `S.Element.Element`).
  let parameter: GenericTypeParamDecl
  /// The associated types from it, outermost last (`Element`, `Element`).
  let path: [AssociatedTypeDecl]
  /// The member itself.
  let type: SwiftType

  /// The last associated type of the path (`Item` of `C.Item`).
  var associatedType: AssociatedTypeDecl { path[path.count - 1] }

  init?(_ t: SwiftType) {
    var path: [AssociatedTypeDecl] = []
    var current = t
    while case .dependentMember(let base, let a) = current {
      path.insert(a, at: 0)
      current = base
    }
    guard !path.isEmpty, case .genericParameter(let g) = current else { return nil }
    parameter = g
    self.path = path
    type = t
  }

  static func == (a: Self, b: Self) -> Bool {
    a.parameter === b.parameter && a.path.count == b.path.count && zip(a.path, b.path).allSatisfy { $0 === $1 }
  }

  func hash(into h: inout Hasher) {
    h.combine(ObjectIdentifier(parameter))
    for a in path { h.combine(ObjectIdentifier(a)) }
  }
}
