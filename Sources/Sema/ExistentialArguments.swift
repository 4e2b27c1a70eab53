import AST
import Basic

/// A protocol value passed where a generic parameter constrained to the protocol is
/// wanted: `protoFlip(protoFlip(smallTriangle))` in TSPL's Opaque Types chapter.
///
/// A protocol type does not conform to its protocol, but since Swift 5.7 (SE-0352) a
/// call whose parameter is the generic parameter itself (`_ shape: T`) opens the
/// existential: `T` is bound to the dynamic type of the value inside. miniswiftc
/// specializes each generic function for types it knows when it compiles, which an
/// opened existential's type is not, so that call is "not supported yet"; elsewhere
/// (`g(shapes)` for `_ xs: [T]`) it is swiftc's error that the protocol type cannot
/// conform.
extension TypeChecker {
  /// Reports `t`, inferred for `g` of `f`, when it is a protocol type that is a `p`
  /// only by its protocol; true when it reported.
  func reportExistentialArgument(_ t: SwiftType, for g: GenericTypeParamDecl, of f: AbstractFunctionDecl,
                                 requiredBy owner: String, _ name: String, _ p: ProtocolDecl, at loc: SourceLoc) -> Bool
  {
    guard case .existential(let q) = t, q.existentialParts.contains(where: { satisfies($0, p) }) else { return false }
    if opensExistential(g, of: f) {
      notSupported("passing a value of protocol type '\(t)' as the generic parameter '\(g.name)' (opening an existential)", at: loc)
    } else {
      error(SemaDiagnostics.protocolTypeCannotConform(t, p.name), at: loc,
            notes: [.note(SemaDiagnostics.onlyConcreteTypesConform(), at: loc),
                    .note(SemaDiagnostics.requiredBy(owner, name, g.name, t), at: f.nameLoc)])
    }
    return true
  }

  /// Does a call of `f` open an existential passed for `g`: is a parameter of type `g`
  /// itself (or `inout g`), and is `g` in no other parameter's type?
  private func opensExistential(_ g: GenericTypeParamDecl, of f: AbstractFunctionDecl) -> Bool {
    var direct = 0
    for p in f.parameters.parameters {
      guard let type = p.interfaceType else { continue }
      if case .genericParameter(let h) = type, h === g {
        direct += 1
      } else if type.mentions(g) {
        return false
      }
    }
    return direct == 1
  }
}
