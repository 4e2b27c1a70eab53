import AST

/// A generic parameter's value as an existential (`return shape` from
/// `protoFlip<T: Shape>(_ shape: T) -> Shape`, TSPL's Opaque Types).
///
/// Each specialization boxes its own type with that type's witness table (IRGen). The
/// witness tables IRGen makes are those of the program's structs, enums and classes
/// (a generic one's per specialization), never a built-in type's: so the conversion is
/// accepted only when no built-in type can be the parameter's type, that is when no
/// built-in type conforms to the protocol (`extension Int: Shape` would).
extension TypeChecker {
  func onlyProgramTypesConform(_ p: ProtocolDecl) -> Bool {
    guard !p.isInStandardLibrary, !p.isMarker else { return false }
    return !nominals.contains { n in n.builtinType != nil && declaresConformance(n, to: p) }
  }
}
