import AST

/// Equatable, Comparable and Hashable: whether a type conforms is one query,
/// `conforms(_:to:)` below, asked by every check that compares or hashes values: an
/// array's `==`, `<` and `sorted()` (Arrays.swift), a dictionary key, a set element and a
/// dictionary's `==` (Dictionaries.swift), a derived `==` (DerivedConformances.swift) and
/// an expression pattern (StmtChecker.swift). A type that does not conform gets swiftc's
/// error there; what IRGen then compares or hashes by itself is narrower, and each of
/// those checks reports a conforming type it does not lower as "not supported yet".
extension TypeChecker {
  enum ComparisonProtocol: String {
    case equatable = "Equatable"
    case comparable = "Comparable"
    case hashable = "Hashable"
  }

  /// Does `t` conform to `p`? Built in (the numeric types, `String`, `Character`,
  /// `Substring`, `String.Index`; `Bool` is not Comparable), derived (an enum without
  /// associated values is Equatable and Hashable), conditionally (an optional or an array
  /// when its wrapped or element type does, a dictionary when its value type does, a set:
  /// Equatable and Hashable), declared by a nominal type or one of its superclasses, or
  /// required of a generic parameter (`T: Comparable` is Equatable too).
  func conforms(_ t: SwiftType, to p: ComparisonProtocol) -> Bool {
    switch t {
    case .substring: return true
    case .optional(let w), .array(let w): return p != .comparable && conforms(w, to: p)
    case .dictionary(_, let v): return p != .comparable && conforms(v, to: p)
    case .set: return p != .comparable
    default:
      guard let proto = stdlib.protocols[p.rawValue] else { return false }
      return conforms(t, to: proto)
    }
  }
}
