/// Conformances of the built-in types to protocols a program declares
/// (`extension Array: Container {}`, `extension Int: Sized { var size: Int { 8 } }`).
/// Sema checks such a conformance on the built-in type's stand-in (a `StructDecl` with
/// `builtinType` set; generic for `Array<Element>`, `Dictionary<Key, Value>`,
/// `Set<Element>`, `Optional<Wrapped>`) and records it on the protocol as well, since a
/// built-in type has no declaration to find it from: `SwiftType.conformance(to:)` finds
/// it for any type, nominal or built-in.
extension SwiftType {
  /// A built-in generic type's name and generic arguments (`Array`, `[Int]` for `[Int]`).
  public var builtinGenericArguments: (name: String, arguments: [SwiftType])? {
    switch self {
    case .array(let e): ("Array", [e])
    case .dictionary(let k, let v): ("Dictionary", [k, v])
    case .set(let e): ("Set", [e])
    case .optional(let w): ("Optional", [w])
    default: nil
    }
  }

  /// The conformance of this type to `p` (a nominal type's, or a built-in type's that an
  /// extension declares), with what its generic parameters are for this type.
  public func conformance(to p: ProtocolDecl) -> (conformance: ProtocolConformance, substitutions: [ObjectIdentifier: SwiftType])? {
    if let n = nominalDecl { return n.conformance(to: p).map { ($0, n.substitutions(in: self)) } }
    for c in p.builtinConformances {
      if let subs = c.type.builtinSubstitutions(in: self) { return (c, subs) }
    }
    return nil
  }
}

extension NominalTypeDecl {
  /// For the stand-in of a built-in type: its generic parameters bound to the arguments
  /// of `t` when `t` is that type (`Element` -> `Int` for `[Int]`); nil for another type.
  public func builtinSubstitutions(in t: SwiftType) -> [ObjectIdentifier: SwiftType]? {
    guard let b = builtinType else { return nil }
    guard !genericParameters.isEmpty else { return b == t ? [:] : nil }
    guard t.builtinGenericArguments != nil, !genericArguments(of: t).isEmpty else { return nil }
    return substitutions(in: t)
  }
}

extension AssociatedTypeDecl {
  /// Is this `Element` of module Swift's `Sequence` (stdlib/Sequence.swift)? The built-in
  /// sequences conform without a declaration, so their `Element` is not a recorded
  /// witness but `SwiftType.builtinSequenceElement`.
  public var isSequenceElement: Bool {
    guard name == "Element", let p = parent as? ProtocolDecl else { return false }
    return p.name == "Sequence" && p.moduleName == "Swift"
  }
}
