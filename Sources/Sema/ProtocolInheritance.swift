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

  /// The protocols `p` inherits, directly or not (each once, nearest first).
  func inheritedProtocols(of p: ProtocolDecl) -> [ProtocolDecl] {
    var result: [ProtocolDecl] = []
    var queue = [p]
    while !queue.isEmpty {
      let q = queue.removeFirst()
      for repr in q.inherited {
        guard case .existential(let parent)? = repr.resolved, parent !== p,
              !result.contains(where: { $0 === parent }) else { continue }
        result.append(parent)
        queue.append(parent)
      }
    }
    return result
  }

  /// Is `p` class-only, itself or through a protocol it inherits?
  func isClassOnly(_ p: ProtocolDecl) -> Bool {
    p.isClassOnly || inheritedProtocols(of: p).contains { $0.isClassOnly }
  }

  /// The protocols the declared ones inherit and that are not declared themselves,
  /// each where the protocol that implies it is written.
  func impliedProtocols(_ declared: [(ProtocolDecl, SourceLoc, ExtensionDecl?)]) -> [(ProtocolDecl, SourceLoc, ExtensionDecl?)] {
    var result: [(ProtocolDecl, SourceLoc, ExtensionDecl?)] = []
    for (p, loc, ext) in declared {
      for parent in inheritedProtocols(of: p)
      where !declared.contains(where: { $0.0 === parent }) && !result.contains(where: { $0.0 === parent }) {
        result.append((parent, loc, ext))
      }
    }
    return result
  }

  /// `struct S: ClassOnly`: swiftc's error for each class-only protocol declared or
  /// implied, at the type (or the extension).
  func checkClassOnlyConformances() {
    for d in nominals where !(d is ClassDecl) && !(d is ProtocolDecl) {
      for (p, _, ext) in declaredProtocols(of: d) where isClassOnly(p) {
        error(SemaDiagnostics.nonClassConformsToClassProtocol(d.name, p.name), at: ext?.loc ?? d.nameLoc)
      }
    }
  }

  /// The protocol, inherited by `p`, that has a requirement named `name`.
  func inheritedRequirementOwner(_ name: String, through p: ProtocolDecl) -> ProtocolDecl? {
    inheritedProtocols(of: p).first { !(memberTables[ObjectIdentifier($0)]?[name] ?? []).isEmpty }
  }
}
