import AST

/// Whether a type conforms to a protocol is one query, `conforms(_:to:)`, asked by every
/// check that needs a conformance: a generic call's arguments, a generic type's arguments,
/// a dictionary key and a set element, an array's or a dictionary's `==`, a derived `==`
/// or `hash(into:)`, an expression pattern, an opaque result. A type that does not conform
/// gets swiftc's error there; what IRGen then compares or hashes by itself is narrower,
/// and those checks report a conforming type it does not lower as "not supported yet".
extension TypeChecker {
  /// Does `t` conform to `p`? Built in (the numeric types, `String`, `Character`,
  /// `Substring`, `String.Index` to Equatable and Comparable; `Bool` is not Comparable),
  /// required of a generic parameter, an associated type or an opaque type (itself or
  /// by a protocol refining it: `T: Comparable` is Equatable), or declared, with the
  /// conformance's conditional requirements met (`declaredConformance`: Swift's library's
  /// `[T]` is Equatable where `T` is, a program's `Stack<T>` where its extension says).
  /// Nil `p` is a library protocol of a compile without module Swift: nothing conforms.
  func conforms(_ t: SwiftType, to p: ProtocolDecl?) -> Bool {
    guard let p else { return false }
    if t.isError { return true }
    if stdlib.builtinConforms(t, to: p) {
      noteConformanceUse(t, p)
      return true
    }
    switch t {
    case .genericParameter(let g): return constraints(of: g).contains { satisfies($0, p) }
    case .dependentMember: return constraints(ofDependent: t).contains { satisfies($0, p) }
    case .opaque(let o, _): return satisfies(o.constraint, p)
    // `any Error` is an Error, the one protocol whose existential conforms to it
    // (Swift's self-conformance of Error): `Result<Int, Error>`.
    case .existential(let q) where q === p && p === stdlib.errorProtocol: return true
    default: break
    }
    guard let conformance = declaredConformance(of: t, to: p),
      conformance.requirements.allSatisfy({ conforms($0.type, to: $0.proto) })
    else { return false }
    noteConformanceUse(t, p)
    return true
  }

  /// Does a constraint `q` satisfy `p`: the same protocol, or one refining it
  /// (`T: Comparable` and `T: Hashable` are Equatable too)?
  func satisfies(_ q: ProtocolDecl, _ p: ProtocolDecl) -> Bool {
    q === p || !q.inherited.isEmpty && inheritedProtocols(of: q).contains { $0 === p }
  }
}
