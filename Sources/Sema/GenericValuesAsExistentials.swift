import AST

/// A generic parameter's value as an existential (`return shape` from
/// `protoFlip<T: Shape>(_ shape: T) -> Shape`, TSPL's Opaque Types), and a built-in
/// type's (`let items: [any P] = [1, "a"]`).
///
/// Each specialization boxes its own type with that type's witness table (IRGen): a
/// program's struct's, enum's or class's (a generic one's per specialization), or one
/// IRGen makes for a built-in type that an extension makes conform
/// (`extension Int: P`, GenBuiltinConformance.swift). The library's protocols have no
/// such tables: Int's conformances to `Equatable` or `CustomStringConvertible` are the
/// compiler's, with no recorded witnesses, so the conversion is accepted only for a
/// program's protocol.
extension TypeChecker {
  func hasWitnessTables(_ p: ProtocolDecl) -> Bool {
    !p.isInStandardLibrary && !p.isMarker
  }
}
