import AST

/// Requirement inference: the types written in a generic function's signature can need
/// something of its generic parameters, which swiftc then infers rather than reports.
/// `func f<K>(_ d: [K: Int])` is `<K where K: Hashable>`, since Dictionary's `Key` is
/// Hashable (as Set's `Element` is, and `Box<T>` needs `T: Equatable` of a
/// `struct Box<T: Equatable>`), also through a conditional conformance (`[[T]: Int]`
/// needs `[T]: Hashable`, so `T: Hashable`) and of an associated type (`[C.Index: Int]`
/// makes `C.Index` Hashable; hashing one is "not supported yet" by IRGen). Only a function's (method's, generic subscript's) own
/// parameters are inferred, from its parameter and result types: a generic type's stored
/// property (`var d: [K: Int]` in `struct S<K>`) and a method's use of its type's
/// parameters keep swiftc's "type 'K' does not conform to protocol 'Hashable'".
extension TypeChecker {
  /// A type written where it needs `t: p` (a dictionary key, a set element, a generic
  /// type's argument): true when `t` conforms or, inside a generic signature
  /// (`inferringRequirements`), when the requirement is inferred on one of its generic
  /// parameters; false when the caller reports swiftc's error.
  func requireConformance(_ t: SwiftType, to p: ProtocolDecl?) -> Bool {
    guard let p else { return false }
    if conforms(t, to: p) { return true }
    guard let inferred = inferringRequirements else { return false }
    switch t {
    case .genericParameter(let g) where inferred.contains(where: { $0 === g }):
      genericConstraints[ObjectIdentifier(g), default: []].append(p)
      g.conformsTo.append(p)
      return true
    case .dependentMember:
      guard let key = DependentMemberKey(t), inferred.contains(where: { $0 === key.parameter }) else { return false }
      dependentConformances[key, default: []].append(p)
      return true
    default:
      // `[T]: Hashable` where `T: Hashable`: each conditional requirement, inferred.
      guard let conformance = declaredConformance(of: t, to: p), !conformance.requirements.isEmpty else { return false }
      return conformance.requirements.allSatisfy { requireConformance($0.type, to: $0.proto) }
    }
  }
}
