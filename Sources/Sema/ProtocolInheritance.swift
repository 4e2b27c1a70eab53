import AST
import Basic

/// Protocol inheritance: `protocol PrettyTextRepresentable: TextRepresentable` and
/// class-only protocols (`AnyObject` anywhere in the inheritance clause). A type that
/// declares a protocol conforms to the protocols it inherits too (checked and given
/// witness tables as if declared, where the derived protocol is written), and only a
/// class conforms to a class-only protocol. Using an inherited requirement through
/// the derived protocol's existential, or converting that existential to the parent's,
/// is not supported yet (the derived witness table does not hold the parent's).
extension TypeChecker {
  func isAnyObject(_ repr: TypeRepr) -> Bool {
    (repr as? IdentTypeRepr).map { $0.name == "AnyObject" && $0.genericArgs.isEmpty } ?? false
  }

  /// The protocols `p` inherits, directly or not (each once, nearest first; linear in
  /// the length of a chain).
  func inheritedProtocols(of p: ProtocolDecl) -> [ProtocolDecl] {
    var result: [ProtocolDecl] = []
    var seen: Set<ObjectIdentifier> = [ObjectIdentifier(p)]
    var queue = [p]
    var next = 0
    while next < queue.count {
      let q = queue[next]
      next += 1
      for repr in q.inherited {
        guard case .existential(let parent)? = repr.resolved, seen.insert(ObjectIdentifier(parent)).inserted else { continue }
        result.append(parent)
        queue.append(parent)
      }
    }
    return result
  }

  /// Is `p` class-only, itself or through a protocol it inherits? `memo` keeps the
  /// answers, so that asking it of every protocol of a chain stays linear.
  func isClassOnly(_ p: ProtocolDecl, memo: inout [ObjectIdentifier: Bool]) -> Bool {
    foldInheritance(p, memo: &memo) { q, parents in q.isClassOnly || parents.contains(true) } ?? false
  }

  /// `combine(q, the answers of the protocols q inherits)` for `p` and every protocol it
  /// inherits, parents first, kept in `memo`. An iterative post-order over the
  /// inheritance graph: a very long chain stays linear and does not recurse.
  func foldInheritance<T>(
    _ p: ProtocolDecl, memo: inout [ObjectIdentifier: T], _ combine: (ProtocolDecl, [T]) -> T
  ) -> T? {
    var stack: [(ProtocolDecl, expanded: Bool)] = [(p, false)]
    while let (q, expanded) = stack.popLast() {
      if memo[ObjectIdentifier(q)] != nil { continue }
      let parents = q.inherited.compactMap { repr -> ProtocolDecl? in
        if case .existential(let parent)? = repr.resolved { parent } else { nil }
      }
      if expanded {
        memo[ObjectIdentifier(q)] = combine(q, parents.compactMap { memo[ObjectIdentifier($0)] })
      } else {
        stack.append((q, true))
        for parent in parents where memo[ObjectIdentifier(parent)] == nil { stack.append((parent, false)) }
      }
    }
    return memo[ObjectIdentifier(p)]
  }

  /// The protocols the declared ones inherit and that are not declared themselves,
  /// each where the protocol that implies it is written.
  func impliedProtocols(_ declared: [(ProtocolDecl, SourceLoc, ExtensionDecl?)]) -> [(ProtocolDecl, SourceLoc, ExtensionDecl?)] {
    var result: [(ProtocolDecl, SourceLoc, ExtensionDecl?)] = []
    var seen = Set(declared.map { ObjectIdentifier($0.0) })
    for (p, loc, ext) in declared where !p.inherited.isEmpty {
      for parent in inheritedProtocols(of: p) where seen.insert(ObjectIdentifier(parent)).inserted {
        result.append((parent, loc, ext))
      }
    }
    return result
  }

  /// `struct S: ClassOnly`: swiftc's error for each class-only protocol declared or
  /// implied, at the type (or the extension).
  func checkClassOnlyConformances() {
    for d in nominals where !(d is ClassDecl) && !(d is ProtocolDecl) {
      let protocols = declaredProtocols(of: d)
      // Which protocols are class-only is worked out only when one of them says so.
      guard protocols.contains(where: { $0.proto.isClassOnly }) else { continue }
      var memo: [ObjectIdentifier: Bool] = [:]
      for (p, _, ext) in protocols where isClassOnly(p, memo: &memo) {
        error(SemaDiagnostics.nonClassConformsToClassProtocol(d.name, p.name), at: ext?.loc ?? d.nameLoc)
      }
    }
  }

  /// The protocol, inherited by `p`, that has a requirement named `name`.
  func inheritedRequirementOwner(_ name: String, through p: ProtocolDecl) -> ProtocolDecl? {
    inheritedProtocols(of: p).first { !(memberTables[ObjectIdentifier($0)]?[name] ?? []).isEmpty }
  }
}
