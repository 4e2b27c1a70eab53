import AST
import Basic

/// Built-in types conforming to a program's protocols: `extension Array: Container {}`,
/// `extension Int: Sized { var size: Int { 8 } }`. The conformance is checked on the
/// type's stand-in (BuiltinExtensions.swift; for `Array`, `Dictionary`, `Set` and
/// `Optional` a generic one, `Array<Element>`) like a struct's: its witnesses are the
/// built-in type's own members (Array's `count`, `subscript(_:)`, `append(_:)`, ...,
/// Sema-made declarations with a builtin), the members its extensions write and the
/// defaults of protocol extensions; its associated types are inferred from them (`Item`
/// is `Element`). The conformance is recorded on the protocol too
/// (`ProtocolDecl.builtinConformances`), where `SwiftType.conformance(to:)` finds it:
/// a generic function specialized for `[String]` calls Array's members, and a protocol
/// extension's members (`[9, 9, 9].startsWith(42)`) are Array's.
extension TypeChecker {
  /// The names and generic parameters of the built-in generic types an extension may
  /// make conform to a protocol.
  static let builtinGenericTypes: [String: [String]] = [
    "Array": ["Element"], "Dictionary": ["Key", "Value"], "Set": ["Element"], "Optional": ["Wrapped"],
  ]

  /// The stand-in of a built-in generic type (`Array<Element>`), made on first use.
  func builtinGenericStandIn(named name: String) -> StructDecl? {
    if let d = builtinGenericStandIns[name] { return d }
    guard let names = TypeChecker.builtinGenericTypes[name] else { return nil }
    let d = StructDecl(name: name, nameLoc: .invalid, inherited: [], members: [], range: .invalid)
    d.isImplicit = true
    d.access = .public
    d.moduleName = "Swift"
    d.genericParameters = names.map { n in
      let g = GenericTypeParamDecl(name: n, nameLoc: .invalid, range: .invalid)
      g.isImplicit = true
      g.parent = d
      g.interfaceType = .metatype(.genericParameter(g))
      // Dictionary's `Key` and Set's `Element` are Hashable, as Swift declares them.
      if name == "Dictionary" && n == "Key" || name == "Set", let p = stdlib.protocols["Hashable"] {
        genericConstraints[ObjectIdentifier(g), default: []].append(p)
        g.conformsTo.append(p)
      }
      return g
    }
    let params = d.genericParameters.map { SwiftType.genericParameter($0) }
    switch name {
    case "Array": d.builtinType = .array(params[0])
    case "Dictionary": d.builtinType = .dictionary(params[0], params[1])
    case "Set": d.builtinType = .set(params[0])
    default: d.builtinType = .optional(params[0])
    }
    builtinGenericStandIns[name] = d
    module.builtinStandIns.append(d)
    nominals.append(d)
    return d
  }

  /// The stand-in holding the extensions and conformances of built-in type `t`, if an
  /// extension made one.
  func builtinStandIn(of t: SwiftType) -> NominalTypeDecl? {
    if let (name, _) = t.builtinGenericArguments { return builtinGenericStandIns[name] }
    return builtinStandIns[t]
  }

  /// How swiftc names the type a stand-in stands for in a conformance's errors
  /// (`Array<Element>`, `Int`).
  func conformingTypeName(_ d: NominalTypeDecl) -> String {
    guard d.builtinType != nil, !d.genericParameters.isEmpty else { return d.name }
    return d.name + "<" + d.genericParameters.map(\.name).joined(separator: ", ") + ">"
  }

  /// The members named `name` that may witness a requirement for values of type `t`:
  /// those member lookup finds, and for an array Array's own (Sema-made, each with its
  /// builtin: its indices).
  /// (Asked twice of each requirement's name while a conformance is checked, by
  /// `inferTypeWitnesses` and by the check: found once, `witnessCandidatesMemo`.)
  func witnessCandidates(_ name: String, in t: SwiftType) -> [ValueDecl] {
    if let known = witnessCandidatesMemo?[t]?[name] { return known }
    let candidates = witnessCandidatesUncached(name, in: t)
    witnessCandidatesMemo?[t, default: [:]][name] = candidates
    return candidates
  }

  private func witnessCandidatesUncached(_ name: String, in t: SwiftType) -> [ValueDecl] {
    // (The bodies of the witnesses chosen are asked for, not of every candidate.)
    let found = lookupMembers(name, in: t, requestingBodies: false)
    if case .array = t { return arrayWitnessCandidates(name) + found }
    // (A range of Int's elements are its indices: stdlib/RangeOfIntCollection.swift.)
    if case .range(_, .int) = t, name == "subscript" {
      return [StandardLibrary.builtinSubscript(index: .int, element: .int, builtin: .rangeSubscript)]
        + found
    }
    if t == .string, name == "subscript" {
      return [StandardLibrary.builtinSubscript(index: .stringIndex, element: .character, builtin: .stringSubscript)] + found
    }
    return collectionMembers(name, of: t).map { m, k, v -> ValueDecl in
      if m.isProperty { return StandardLibrary.builtinProperty(name, type: m.result(k, v), builtin: m.builtin) }
      return StandardLibrary.builtinMethod(name, builtin: m.builtin, parameters: m.parameters(k, v), labels: m.labels,
                                           result: m.result(k, v), isMutating: m.isMutating)
    } + found
  }

  /// Array's indices, as declarations; its properties and its subscript are the
  /// library's (stdlib/Array.swift, stdlib/ArraySubscript.swift), which member lookup
  /// finds.
  private func arrayWitnessCandidates(_ name: String) -> [ValueDecl] {
    switch name {
    // (Collection's, stdlib/Collection.swift.)
    case "startIndex": return [StandardLibrary.builtinProperty(name, type: .int, builtin: .arrayStartIndex)]
    case "endIndex": return [StandardLibrary.builtinProperty(name, type: .int, builtin: .arrayCount)]
    case "index":
      return [StandardLibrary.builtinMethod(name, builtin: .arrayIndexAfter, parameters: [.int], labels: ["after"],
                                            result: .int, isMutating: false)]
    default: break
    }
    return []
  }

  /// Is `name`, referred to (not called) on a dictionary or set type `t`, one of the
  /// type's own members (or no member at all) rather than an extension's or a protocol
  /// extension's (`[9, 9, 9].startsWith(42)` with `extension Array: Container {}`)? The
  /// type's own come first, as a type's own members hide a protocol extension's; `d.first`
  /// is Collection's property (not supported yet), not the library's `first(where:)`.
  func isBuiltinCollectionMember(_ name: String, of t: SwiftType) -> Bool {
    if builtinStandIn(of: t) == nil || !collectionMembers(name, of: t).isEmpty { return true }
    let declared = lookupMembers(name, in: t)
    return declared.isEmpty || !declared.contains { $0 is VarDecl } && isOtherCollectionMember(name, of: t)
  }

  /// Does an extension declare that built-in type `t` conforms to `p` (or to a protocol
  /// refining it)? (What the conformance's check finds is recorded later.)
  func builtinDeclaresConformance(_ t: SwiftType, to p: ProtocolDecl) -> Bool {
    guard t.nominalDecl == nil, let d = builtinStandIn(of: t) else { return false }
    return declaresConformance(d, to: p)
  }

  /// Is `t` a generic parameter, an associated type or an opaque type constrained to the
  /// library's `Collection` (stdlib/Collection.swift), which has only some of Swift's
  /// Collection API, or a program's type conforming to it?
  func isLibraryCollection(_ t: SwiftType) -> Bool {
    let protocols: [ProtocolDecl]
    switch t {
    case .genericParameter(let g): protocols = constraints(of: g)
    case .dependentMember: protocols = constraints(ofDependent: t)
    case .opaque(let o, _): protocols = [o.constraint]
    case .nominal(let d), .boundGeneric(let d, _): protocols = conformedProtocols(of: d)
    default: return false
    }
    return protocols.contains { $0.name == "Collection" && $0.moduleName == "Swift" }
  }
}
