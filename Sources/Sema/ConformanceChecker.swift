import AST
import Basic

/// Protocol conformance: every requirement of each protocol a type declares must be
/// witnessed by a member of the right type (settable for `{ get set }`). Records a
/// `ProtocolConformance` with its witnesses on the type.
extension TypeChecker {
  func checkConformances() {
    for d in nominals where !(d is ProtocolDecl) && !earlyCheckedConformances.contains(ObjectIdentifier(d)) {
      checkDeferringLibraryRequests(of: d) { checkDeclaredConformances(of: d) }
    }
    conformancesChecked = true
  }

  /// Checks `d`'s conformances now if `checkConformances()` has not yet: a member of a
  /// protocol extension found on `d` before (in a stored property's initial value,
  /// checked to infer its type when the memberwise initializer is made: `var rows = [3,
  /// 1].sorted { $0 < $1 }`) needs their type witnesses (Array's `Element`). Being used,
  /// its witnesses are asked for as they are found.
  func ensureConformancesChecked(of d: NominalTypeDecl) {
    // (Only for an initial value being checked: the library's own lookups before then
    // need no witness, and would check them all.)
    guard !conformancesChecked, !inferring.isEmpty, !(d is ProtocolDecl),
      earlyCheckedConformances.insert(ObjectIdentifier(d)).inserted
    else { return }
    usedSequenceConformances.insert(ObjectIdentifier(d))
    checkDeferringLibraryRequests(of: d) { checkDeclaredConformances(of: d) }
  }

  /// The conformances `d` and its extensions declare.
  private func checkDeclaredConformances(of d: NominalTypeDecl) {
    var seen: Set<ObjectIdentifier> = []
    for (proto, loc, ext) in declaredProtocols(of: d) {
      // (Module Swift's own, `extension Array: Collection {}`, are supported.)
      if d.builtinType != nil, proto.moduleName == "Swift", !isLibraryExtension(ext) {
        if !checkRestatedLibraryConformance(d, proto, at: loc, ext: ext) {
          notSupported("a conformance of '\(conformingTypeName(d))' to the standard library's protocol '\(proto.name)'",
                       at: loc)
        }
        continue
      }
      // (`extension Int: Strideable` implies Comparable, which Int has built in.)
      if let t = d.builtinType, derivableConformanceCheck(proto.name) != nil, stdlib.builtinConforms(t, to: proto) {
        continue
      }
      guard seen.insert(ObjectIdentifier(proto)).inserted else {
        error(SemaDiagnostics.redundantConformance(d.name, proto.name), at: loc)
        continue
      }
      if let ext { checkConditionalConformanceImplications(of: d, to: proto, in: ext) }
      if stdlib.protocols[proto.name] === proto, let check = derivableConformanceCheck(proto.name) {
        // The library's `extension Equatable` and `extension Comparable` operators
        // (`!=`, `>`) are the type's now (Hashable refines Equatable). (Not for the
        // library's `extension Int: Hashable {}`, on every compile: a built-in type's
        // members are found in protocol extensions without it.)
        if d.builtinType == nil { hasProtocolExtensions = true }
        checkConformanceDeferringWitnessesUntilUse(of: d, to: proto) { check(d, ext) }
        continue
      }
      if proto.isInStandardLibrary, proto.name == "CaseIterable", !deriveAllCases(d, to: proto, ext: ext) { continue }
      noteLibraryProtocolUse(proto, by: ext ?? d)
      checkConformanceDeferringWitnessesUntilUse(of: d, to: proto) { checkConformance(of: d, to: proto, ext: ext) }
    }
  }

  /// Is `ext` one of module Swift's? (None is the type's own declaration, in the module
  /// being compiled.)
  func isLibraryExtension(_ ext: ExtensionDecl?) -> Bool {
    (ext.flatMap { extensionModules[ObjectIdentifier($0)] } ?? module.name) == "Swift"
  }

  /// `extension Int: Hashable {}` outside module Swift, which states it already: swiftc's
  /// warning, with a note at the library's declaration when it has one (Int's Equatable
  /// is built in), and the conformance is the library's; one a protocol written implies
  /// (Equatable of `Hashable`) is not warned of. False when the library does not state it.
  private func checkRestatedLibraryConformance(_ d: NominalTypeDecl, _ proto: ProtocolDecl, at loc: SourceLoc,
                                               ext: ExtensionDecl?) -> Bool {
    guard let t = d.builtinType else { return false }
    let declaration = declaredProtocols(of: d).first { $0.proto === proto && isLibraryExtension($0.ext) && $0.ext != nil }
    guard declaration != nil || stdlib.builtinConforms(t, to: proto) || libraryConditionalRequirements(of: t, to: proto) != nil
    else { return false }
    let isWritten = (ext?.inherited ?? d.inherited).contains { $0.resolved == .existential(proto) }
    if isWritten {
      let name = conformingTypeName(d)
      report(Diagnostic(.warning, SemaDiagnostics.conformanceStatedInTypeModule(name, proto.name, "Swift"), at: loc,
                        notes: declaration?.ext.map {
                          [.note(SemaDiagnostics.declaresConformanceHere(name, proto.name), at: $0.extendedType.loc)]
                        } ?? []))
    }
    return true
  }

  /// The check of a conformance to a standard library protocol that swiftc may derive
  /// (DerivedConformances.swift, ComparableConformance.swift, HashableConformance.swift).
  func derivableConformanceCheck(_ name: String) -> ((NominalTypeDecl, ExtensionDecl?) -> Void)? {
    switch name {
    case "Equatable": checkEquatableConformance
    case "Comparable": checkComparableConformance
    case "Hashable": checkHashableConformance
    default: nil
    }
  }

  /// `Comparable` and `Hashable` refine `Equatable`: unless `d` declares `Equatable` as
  /// well, its `==` is checked (and derived) here.
  func checkRefinedEquatableConformance(_ d: NominalTypeDecl, ext: ExtensionDecl?) {
    if !declaredProtocols(of: d).contains(where: { $0.proto === stdlib.protocols["Equatable"] }) {
      checkEquatableConformance(d, ext: ext)
    }
  }

  /// Does `d` declare (itself or through a superclass) conformance to `p`, or to a
  /// protocol that refines it (`Comparable` is `Equatable`)?
  func declaresConformance(_ d: NominalTypeDecl, to p: ProtocolDecl) -> Bool {
    if !p.composition.isEmpty { return conformsToComposition(d, p) }
    var current: NominalTypeDecl? = d
    while let c = current {
      if declaredProtocols(of: c).contains(where: { satisfies($0.proto, p) }) { return true }
      current = (c as? ClassDecl)?.superclass
    }
    return false
  }

  /// Type `t` of generic subscript requirement `requirement` in the generic parameters
  /// of candidate `witness` (`subscript<Indices: Sequence>` of each, one for one: their
  /// getters', GenericRequirementWitnesses.swift).
  func genericWitnessType(_ t: SwiftType, requirement: SubscriptDecl, witness: SubscriptDecl) -> SwiftType {
    guard let r = requirement.getter, let w = witness.getter else { return t }
    return genericWitnessType(t, requirement: r, witness: w)
  }

  private func checkConformance(of d: NominalTypeDecl, to proto: ProtocolDecl, ext: ExtensionDecl?) {
    witnessCandidatesMemo = [:]
    defer { witnessCandidatesMemo = nil }
    // A conformance belongs to the module that declares it: the type's, or the
    // extension's that adds it.
    let owner = ext.map { extensionModules[ObjectIdentifier($0)] ?? module.name } ?? d.moduleName
    let conformance = ProtocolConformance(type: d, proto: proto, moduleName: owner.isEmpty ? module.name : owner)
    var missing: [Diagnostic] = []
    let selfType = type(of: d)
    // The requirements' associated types are what the witnesses make them.
    var typeWitnesses = inferTypeWitnesses(of: d, to: proto)
    conformance.typeWitnesses = typeWitnesses
    // A refined protocol's associated types (`Index` of Collection in
    // BidirectionalCollection's `index(before:)`) are what `d`'s conformance to it says.
    if !proto.inherited.isEmpty, visibleAssociatedTypes(of: proto).count > associatedTypes(of: proto).count {
      for q in inheritedProtocols(of: proto) where !associatedTypes(of: q).isEmpty {
        let inherited = d.conformance(to: q)?.typeWitnesses ?? inferTypeWitnesses(of: d, to: q)
        typeWitnesses.merge(inherited) { own, _ in own }
      }
    }
    if !checkAssociatedTypeConstraints(of: d, to: proto, typeWitnesses, at: ext?.loc ?? d.nameLoc) { return }
    // `Self` in a requirement (and in a default implementation) is the conforming type.
    typeWitnesses[ObjectIdentifier(proto.selfParameter)] = selfType
    for requirement in proto.members {
      // (A generic initializer requirement is "not supported yet" where it is written: no
      // witness is looked for, so that error is the only one.)
      if let c = requirement as? ConstructorDecl, !c.genericParameters.isEmpty { continue }
      switch requirement {
      case let a as AssociatedTypeDecl:
        if typeWitnesses[ObjectIdentifier(a)] == nil {
          missing.append(.note(SemaDiagnostics.protocolRequiresNestedType(a.name), at: a.nameLoc))
        }
      case let s as SubscriptDecl:
        // Same labels, index and element types (associated types substituted); a
        // setter when the requirement has one.
        let required = s.getter?.interfaceType?.substituting(typeWitnesses)
        let candidates = witnessCandidates("subscript", in: selfType).compactMap { $0 as? SubscriptDecl }
          .filter { !isStaticMember($0) && $0.fullName == s.fullName }
        if let witness = candidates.first(where: { c in
          c.getter?.interfaceType == required.map { genericWitnessType($0, requirement: s, witness: c) }
            && (s.setter == nil || c.isSettableComputed)
        }) {
          conformance.witnesses.append((s, witness))
          checkWitnessAccess(witness, requirement: s, proto: proto, type: d, kind: "subscript")
        } else if !(required?.isErrorFunction ?? true) {
          missing.append(.note(SemaDiagnostics.protocolRequiresSubscript(required ?? .error), at: s.nameLoc))
          for c in candidates where c.nameLoc.isValid && c.getter?.interfaceType != required {
            missing.append(.note(SemaDiagnostics.candidateNonMatchingType(c.getter?.interfaceType ?? .error), at: c.nameLoc))
          }
        }
      case let v as VarDecl:
        let reqType = typeOfVar(v).substituting(typeWitnesses)
        let needsSetter = v.setter != nil
        let candidates = witnessCandidates(v.name, in: selfType).compactMap { $0 as? VarDecl }
          .filter { isStaticMember($0) == isStaticMember(v) }
        let witness = candidates.first { w in
          typeOfVar(w).substituting(typeWitnesses) == reqType && (!needsSetter || isMutableStorage(w))
        }
        if let witness {
          conformance.witnesses.append((v, witness))
          checkWitnessAccess(witness, requirement: v, proto: proto, type: d, kind: "property")
        } else if !reqType.isError {
          missing.append(.note(SemaDiagnostics.protocolRequires("property", v.name, reqType), at: v.nameLoc))
          missing += unmetDefaultImplementationNotes(v.name, of: d)
          for c in candidates where c.nameLoc.isValid {
            let ct = typeOfVar(c)
            missing.append(.note(ct == reqType ? SemaDiagnostics.candidateNotSettable()
                                               : SemaDiagnostics.candidateNonMatchingType(ct), at: c.nameLoc))
          }
        }
      case let f as FuncDecl:
        let candidates = witnessCandidates(f.name, in: selfType).compactMap { $0 as? FuncDecl }
          .filter { isStaticMember($0) == isStaticMember(f) && $0.fullName == f.fullName }
          + fileScopeOperatorFunctions(witnessing: f, for: selfType)
        let required = f.interfaceType?.substituting(typeWitnesses)
        // (A generic requirement in the candidate's generic parameters: `describe<U>` for
        // `describe<T>`, GenericRequirementWitnesses.swift.)
        let witness = candidates.first { w in
          witnessType(w, for: selfType).substituting(typeWitnesses) == required.map { genericWitnessType($0, requirement: f, witness: w) }
            && (f.modifiers.isMutating || !w.modifiers.isMutating)
        }
        if let witness {
          conformance.witnesses.append((f, witness))
          checkWitnessAccess(witness, requirement: f, proto: proto, type: d, kind: "instance method")
        } else if f.isOperator, d.builtinType != nil, candidates.isEmpty,
          case .function(let want)? = f.interfaceType?.substituting([ObjectIdentifier(proto.selfParameter): selfType]),
          (stdlib.infixOperators[f.name] ?? []).contains(where: {
            operatorUse($0, operandTypes: want.parameters.map(\.type)).type == .function(want)
          })
        {
          // `extension Int: Summable` for `static func + (a: Self, b: Self) -> Self`: Swift's
          // Int has that operator, here a builtin with no declaration to be the witness.
          notSupported("a built-in type's operator '\(f.name)' as the witness of a protocol requirement",
                       at: ext?.loc ?? d.nameLoc)
          return
        } else if let required,
          let (other, kind) = candidates.lazy.compactMap({ c in
            self.unsupportedGenericWitness(c, of: f, required: required,
                                           witnessType: self.witnessType(c, for: selfType).substituting(typeWitnesses)).map { (c, $0) }
          }).first
        {
          // (GenericRequirementWitnesses.swift; swiftc accepts it.)
          switch kind {
          case .moreGeneric:
            notSupported(f.genericParameters.isEmpty
                           ? "generic method '\(other.name)' as the witness of non-generic requirement '\(f.printedName)'"
                           : "generic method '\(other.name)' as the witness of requirement '\(f.printedName)' with fewer generic parameters",
                         at: other.nameLoc)
          case .reordered:
            notSupported("generic method '\(other.name)' as the witness of requirement '\(f.printedName)' with its generic parameters in another order",
                         at: other.nameLoc)
          }
          return
        } else if !(f.interfaceType?.isErrorFunction ?? true) {
          // swiftc names the requirement as it prints a declaration's name, with `Self`
          // the conforming type: 'protocol requires function '+' with type '(S, S) -> S''.
          let selfOnly = [ObjectIdentifier(proto.selfParameter): selfType]
          // (A generic one's with its generic parameters: '<T> (T) -> String'.)
          missing.append(.note(SemaDiagnostics.protocolRequires("function", f.printedName,
                                                                typeText: witnessNoteType(f, f.interfaceType?.substituting(selfOnly) ?? .error)),
                               at: f.nameLoc))
          missing += unmetDefaultImplementationNotes(f.name, of: d)
          for c in candidates where c.nameLoc.isValid {
            if witnessType(c, for: selfType).substituting(typeWitnesses) != required.map({ genericWitnessType($0, requirement: f, witness: c) }) {
              missing.append(.note(SemaDiagnostics.candidateNonMatchingType(typeText: witnessNoteType(c, c.interfaceType ?? .error)),
                                   at: c.nameLoc))
            } else if c.modifiers.isMutating {
              missing.append(.note(SemaDiagnostics.candidateIsMutating(), at: c.nameLoc))
            }
          }
        }
      case let c as ConstructorDecl:
        // (Its parameters of associated types are their witnesses': `init(integerLiteral value:
        // IntegerLiteralType)`; a protocol extension's default's of its `Self`'s.)
        guard case .function(let reqType)? = c.interfaceType?.substituting(typeWitnesses) else { continue }
        let candidates = lookupMembers("init", in: selfType, requestingBodies: false).compactMap { $0 as? ConstructorDecl }
          .filter { w in
            if case .function(let wt) = witnessType(w, for: selfType).substituting(typeWitnesses) {
              return w.fullName == c.fullName && wt.parameters == reqType.parameters
            }
            return false
          }
        // A failable requirement (`init?`, `init!`) takes any; a non-failable one a
        // non-failable or an `init!` initializer.
        if let witness = candidates.first(where: { !$0.isFailable || $0.isImplicitlyUnwrapped || c.isFailable }) {
          conformance.witnesses.append((c, witness))
          checkWitnessAccess(witness, requirement: c, proto: proto, type: d, kind: "initializer")
          if let cls = d as? ClassDecl, !cls.modifiers.isFinal, !witness.modifiers.isRequired {
            // (At the class for its implicit `init()`.)
            error(SemaDiagnostics.initRequirementNeedsRequired(c.fullName, cls.name), at: witness.isImplicit ? cls.nameLoc : witness.loc)
          }
        } else if let failable = candidates.first {
          error(SemaDiagnostics.nonFailableRequirementByFailable(c.fullName), at: failable.nameLoc.advanced(by: 4))
        } else if !(c.interfaceType?.isErrorFunction ?? true) {
          // swiftc writes an initializer's type as its parameter list: '(p: Int)'.
          let params = c.parameters.parameters.map { p in
            (p.argumentLabel.flatMap { $0 == "_" ? nil : $0 + ": " } ?? "") + (p.isInOut ? "inout " : "") + (p.interfaceType ?? .error).description
          }
          missing.append(.note(SemaDiagnostics.protocolRequires("initializer", c.fullName,
                                                                typeText: "(" + params.joined(separator: ", ") + ")"),
                               at: c.nameLoc))
        }
      default:
        continue
      }
    }
    if missing.isEmpty && !checkProtocolRequirements(of: d, to: proto, ext: ext, at: ext?.loc ?? d.nameLoc) { return }
    if !missing.isEmpty {
      let loc = ext?.loc ?? d.nameLoc
      // (swiftc puts the fix-it's note first, then each missing requirement.)
      error(SemaDiagnostics.doesNotConform(conformingTypeName(d), proto.name), at: loc,
            notes: [.note(SemaDiagnostics.addStubs(), at: loc)] + missing)
      return
    }
    // The witnesses' bodies, not those of every candidate a lookup found (a Collection
    // conformance's `subscript` is Array's index subscript, not its range subscripts).
    requestLibraryBodies(of: conformance.witnesses.map(\.witness))
    d.conformances.append(conformance)
    if d.builtinType != nil { proto.builtinConformances.append(conformance) }
  }

  /// An associated type's own constraints (`associatedtype IntegerLiteralType:
  /// _ExpressibleByBuiltinIntegerLiteral`) on what the witnesses inferred it to be:
  /// swiftc's error, with a note at the candidate that inferred it (`init(integerLiteral
  /// value: String)`: "candidate would match and infer 'IntegerLiteralType' = 'String' if
  /// 'String' conformed to ..."); false then.
  private func checkAssociatedTypeConstraints(of d: NominalTypeDecl, to proto: ProtocolDecl,
                                              _ witnesses: [ObjectIdentifier: SwiftType], at loc: SourceLoc) -> Bool {
    for a in associatedTypes(of: proto) {
      guard let w = witnesses[ObjectIdentifier(a)], !w.isError, w.genericParameterDecl == nil,
        let q = (genericConstraints[ObjectIdentifier(a)] ?? []).first(where: { !conforms(w, to: $0) })
      else { continue }
      var notes: [Diagnostic] = []
      let selfType = type(of: d)
      for case let r as ValueDecl in proto.members where !(r is AssociatedTypeDecl) && r.interfaceType?.mentions(a) == true {
        let fullName = (r as? AbstractFunctionDecl)?.fullName
        if let c = witnessCandidates(r.name, in: selfType).first(where: { c in
          c.protocolExtension == nil && c.nameLoc.isValid && (c as? AbstractFunctionDecl)?.fullName == fullName
        }) {
          notes.append(.note(SemaDiagnostics.candidateWouldInfer(a.name, w, q.name), at: c.nameLoc))
          break
        }
      }
      notes.append(.note(SemaDiagnostics.unableToInferAssociatedType(a.name, proto.name), at: a.nameLoc))
      error(SemaDiagnostics.doesNotConform(conformingTypeName(d), proto.name), at: loc, notes: notes)
      return false
    }
    return true
  }

  /// The operator functions written at file scope (this module's or an import's) that
  /// take a `selfType` and so may witness operator requirement `f` (`func + (a: Vec,
  /// b: Vec) -> Vec` for `static func + (a: Self, b: Self) -> Self`), as swiftc lists
  /// them as candidates.
  private func fileScopeOperatorFunctions(witnessing f: FuncDecl, for selfType: SwiftType) -> [FuncDecl] {
    guard f.isOperator, isStaticMember(f) else { return [] }
    return fileScopeFunctions(named: f.name).filter { g in
      guard g.fullName == f.fullName else { return false }
      resolveFunctionSignature(g, selfType: nil, isStatic: true)
      guard case .function(let ft)? = g.interfaceType else { return false }
      return ft.parameters.contains { $0.type == selfType }
    }
  }

  private func checkWitnessAccess(_ witness: ValueDecl, requirement: ValueDecl, proto: ProtocolDecl,
                                  type d: NominalTypeDecl, kind: String) {
    guard !witness.isImplicit else { return }
    var required = min(proto.access, d.access)
    if required == .open { required = .public }
    if required == .private { required = .fileprivate }
    let actual = witness.access == .private ? AccessLevel.fileprivate : witness.access
    guard actual < required else { return }
    let name = (witness as? AbstractFunctionDecl)?.fullName ?? witness.name
    error(SemaDiagnostics.memberMustBePublic(kind, name, required, proto.name), at: witness.nameLoc)
  }

  /// Can the property be set at all (ignoring access and the base's mutability)?
  func isMutableStorage(_ v: VarDecl) -> Bool {
    switch v.kind {
    case .stored: !v.isLet
    case .computed: v.setter != nil
    case .requirement: v.setter != nil
    }
  }
}

extension SwiftType {
  /// True for the error type and for types built from it (`[<<error type>>]`).
  var containsError: Bool {
    switch self {
    case .error: true
    case .array(let e), .optional(let e), .metatype(let e): e.containsError
    case .tuple(let ts, _): ts.contains { $0.containsError }
    case .function(let f): f.result.containsError || f.parameters.contains { $0.type.containsError }
    case .dictionary(let k, let v): k.containsError || v.containsError
    case .set(let e): e.containsError
    default: false
    }
  }

  var isErrorFunction: Bool {
    if case .function(let f) = self {
      return f.result.isError || f.parameters.contains { $0.type.isError }
    }
    return isError
  }
}
