import AST
import Basic

/// Two `inout` arguments of one call must not access the same storage (Swift's law of
/// exclusivity): `f(&x, &x)`, `f(&a[0], &a[1])`. Disjoint stored properties of a
/// struct variable (`f(&p.x, &p.y)`) are allowed. Reported with the checks after type
/// checking, as swiftc does.
extension TypeChecker {
  func checkExclusiveAccess(_ arguments: [Argument]) {
    let accesses = arguments.compactMap { ($0.expr as? InOutExpr).flatMap(storagePath) }
    for (i, second) in accesses.enumerated() {
      guard let first = accesses[..<i].first(where: { overlap($0, second) }) else { continue }
      if first.path.isEmpty && second.path.isEmpty && !first.isPartial && !second.isPartial {
        flowErrors.append(Diagnostic(.error, SemaDiagnostics.inoutArgumentsAlias(), at: second.loc,
                                     notes: [.note(SemaDiagnostics.previousAliasingArgument(), at: first.loc)]))
      }
      let name = ([first.root.name] + first.path.map(\.name)).joined(separator: ".")
      flowErrors.append(Diagnostic(.error, SemaDiagnostics.overlappingAccesses(name), at: first.loc,
                                   notes: [.note(SemaDiagnostics.conflictingAccessHere(), at: second.loc)]))
    }
  }

  /// The storage an `&lvalue` accesses: a variable, the stored properties followed from
  /// it, and whether an element of it (a subscript) is accessed, which Swift counts as
  /// an access to the whole array.
  private struct StoragePath {
    /// A stored property, or a tuple element (`p.0` is disjoint from `p.1`).
    enum Component {
      case property(VarDecl)
      /// The index, and the name swiftc shows (the label, or the index).
      case element(Int, String)

      var name: String {
        switch self {
        case .property(let v): v.name
        case .element(_, let name): name
        }
      }

      static func === (a: Component, b: Component) -> Bool {
        switch (a, b) {
        case (.property(let x), .property(let y)): x === y
        case (.element(let x, _), .element(let y, _)): x == y
        default: false
        }
      }
    }

    let root: VarDecl
    let path: [Component]
    let isPartial: Bool
    let loc: SourceLoc
  }

  private func storagePath(_ io: InOutExpr) -> StoragePath? {
    var path: [StoragePath.Component] = []
    var isPartial = false
    var e = stripConversions(io.subExpr)
    while true {
      if let m = e as? MemberRefExpr, m.decl.kind == .stored, !(m.base.type?.isClass ?? true) {
        path.insert(.property(m.decl), at: 0)
        e = stripConversions(m.base)
      } else if let t = e as? TupleElementExpr {
        path.insert(.element(t.index, t.base.type?.tupleLabel(t.index) ?? String(t.index)), at: 0)
        e = stripConversions(t.base)
      } else if let s = e as? SubscriptExpr {
        path = []
        isPartial = true
        e = stripConversions(s.base)
      } else {
        break
      }
    }
    guard let r = e as? DeclRefExpr, let v = r.decl as? VarDecl else { return nil }
    return StoragePath(root: v, path: path, isPartial: isPartial, loc: io.loc)
  }

  private func overlap(_ a: StoragePath, _ b: StoragePath) -> Bool {
    guard a.root === b.root else { return false }
    let n = min(a.path.count, b.path.count)
    return zip(a.path.prefix(n), b.path.prefix(n)).allSatisfy { $0 === $1 }
  }
}
