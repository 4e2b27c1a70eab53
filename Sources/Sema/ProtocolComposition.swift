import AST
import Basic

// Protocol composition types (`Named & Aged`, `Location & Named`). As a generic
// constraint each part constrains the parameter (GenericTypes.swift). As a type it is
// the existential of an implicit protocol standing for its parts (`composition`): its
// members are theirs (and the class's), a type converts to it when it conforms to every
// part (and inherits from the class), and IRGen gives each such conversion a witness
// table that is the parts' tables one after the other.
extension TypeChecker {
  /// `Named & Aged` written as a type.
  func compositionType(_ r: CompositionTypeRepr) -> SwiftType {
    var parts: [ProtocolDecl] = []
    var superclass: ClassDecl?
    for repr in r.types {
      switch resolveType(repr) {
      case .error:
        return .error
      case .existential(let p):
        for q in p.existentialParts where !parts.contains(where: { $0 === q }) { parts.append(q) }
        if let c = p.compositionSuperclass { superclass = superclass ?? c }
      case .nominal(let c as ClassDecl) where superclass == nil:
        superclass = c
      case let t:
        error(SemaDiagnostics.nonProtocolInComposition(t), at: repr.loc)
        return .error
      }
    }
    if parts.count == 1 && superclass == nil { return .existential(parts[0]) }
    guard !parts.isEmpty else { return superclass.map { .nominal($0) } ?? .error }
    let name = ((superclass.map { [$0.name] } ?? []) + parts.map(\.name)).joined(separator: " & ")
    if let known = compositionProtocols[name] { return .existential(known) }
    let p = ProtocolDecl(name: name, nameLoc: r.loc, inherited: [], members: [], range: r.range)
    p.isImplicit = true
    p.composition = parts
    p.compositionSuperclass = superclass
    p.access = parts.map(\.access).min() ?? .internal
    p.moduleName = module.name
    compositionProtocols[name] = p
    return .existential(p)
  }

  /// The members named `name` of a value of composition type `p`: its class's and
  /// its parts'.
  func compositionMembers(_ name: String, of p: ProtocolDecl) -> [ValueDecl] {
    let inherited = p.compositionSuperclass.map { lookupMembers(name, in: .nominal($0)) } ?? []
    return inherited + p.composition.flatMap { protocolMembers(name, of: $0) }
  }

  /// Does `d` convert to composition `p`: it conforms to every part and is (a subclass
  /// of) its class?
  func conformsToComposition(_ d: NominalTypeDecl, _ p: ProtocolDecl) -> Bool {
    if let c = p.compositionSuperclass {
      guard let cls = d as? ClassDecl, cls.isSubclass(of: c) else { return false }
    }
    return p.composition.allSatisfy { declaresConformance(d, to: $0) }
  }
}
