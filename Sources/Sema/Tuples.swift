import AST
import Basic

/// Tuples: `(1, "a")`, `(x: 1, y: 2)`, `p.0`, `bounds.min`, the conversions between
/// tuples that differ in labels, destructuring (`let (a, b) = t`), tuple patterns in
/// `switch`, and `==`/`<` on tuples of comparable elements (as the standard library's
/// operators for arity 2 through 6).
extension TypeChecker {
  /// `(a, b)`, `(x: 1, y: 2)` (not `()` nor `(a)`): each element checked with the
  /// context's element type when the context is a tuple of the same arity.
  func checkTupleElements(_ t: TupleExpr, contextual: SwiftType?) -> Expr {
    var elementContext: [SwiftType]?
    if case .tuple(let ts, _)? = contextual, ts.count == t.elements.count { elementContext = ts }
    for i in t.elements.indices { t.elements[i] = checkExpr(t.elements[i], contextual: elementContext?[i]) }
    let types = t.elements.map { $0.type ?? .error }
    t.type = types.contains(where: \.isError) ? .error : .makeTuple(types, labels: t.labels)
    return t
  }

  /// Are two tuples' labels compatible (equal, or missing on one side, element by element)?
  private func labelsMatch(_ a: SwiftType, _ b: SwiftType, count: Int) -> Bool {
    (0..<count).allSatisfy { i in
      let (l, r) = (a.tupleLabel(i), b.tupleLabel(i))
      return l == nil || r == nil || l == r
    }
  }

  /// The cost of converting one tuple type to another of the same arity (labels added or
  /// dropped, elements converted), nil if impossible.
  func tupleConversionScore(from: [SwiftType], _ fromType: SwiftType, to: [SwiftType], _ toType: SwiftType) -> Int? {
    guard from.count == to.count, labelsMatch(fromType, toType, count: from.count) else { return nil }
    var total = 1
    for (f, t) in zip(from, to) {
      guard let s = conversionScore(from: f, to: t) else { return nil }
      total += s
    }
    return total
  }

  /// Converts a tuple value to another tuple type: a tuple literal takes the target's
  /// type element by element; another value whose elements already have the target's
  /// types is relabelled (`TupleLabelConversionExpr`). Nil when it does not convert (the
  /// caller reports the mismatch).
  func coerceTuple(_ e: Expr, from t: SwiftType, to target: SwiftType, reason: ConversionReason) -> Expr? {
    guard case .tuple(let from, _) = t, case .tuple(let to, _) = target,
      tupleConversionScore(from: from, t, to: to, target) != nil
    else { return nil }
    var inner = e
    while let p = inner as? ParenExpr { inner = p.subExpr }
    if let literal = inner as? TupleExpr {
      for i in literal.elements.indices { literal.elements[i] = coerce(literal.elements[i], to: to[i], reason: reason) }
      literal.type = target
      var outer = e
      while let p = outer as? ParenExpr {
        p.type = target
        outer = p.subExpr
      }
      return e
    }
    if from == to { return TupleLabelConversionExpr(subExpr: e, type: target) }
    notSupported("converting a tuple's element types", at: diagLoc(e))
    return e
  }

  /// `p.0`, `p.x` on a value of tuple type.
  func checkTupleMember(_ d: UnresolvedDotExpr, base: Expr, elements: [SwiftType]) -> Expr {
    let bt = base.type ?? .error
    var index: Int?
    if let n = Int(d.name), String(n) == d.name, n >= 0, n < elements.count {
      index = n
    } else {
      index = elements.indices.first { bt.tupleLabel($0) == d.name }
    }
    guard let index else {
      error(SemaDiagnostics.tupleHasNoMember(bt, d.name), at: d.nameLoc)
      d.type = .error
      return d
    }
    let access = TupleElementExpr(base: base, index: index, nameLoc: d.nameLoc, range: d.range)
    access.type = elements[index]
    return access
  }

  /// Gives the variables of `let (a, b) = value` their types (a tuple pattern whose
  /// arity matches the value's tuple type).
  func bindTuplePattern(_ tp: TuplePattern, type t: SwiftType) {
    if case .tuple(let ts, _) = t, ts.count == tp.elements.count {
      for (i, e) in tp.elements.enumerated() { bindPattern(e, type: ts[i]) }
    } else {
      // The mismatch was reported with the initializer (`checkDestructuring`).
      for e in tp.elements { bindPattern(e, type: .error) }
    }
  }

  /// `let (a, b) = 5`, `let (a, b, c) = pair`: swiftc's errors at the initializer when a
  /// tuple pattern does not fit the value. Returns whether it fits.
  func checkDestructuring(_ p: Pattern, _ t: SwiftType, initializer: Expr?) -> Bool {
    var pattern = p
    while true {
      if let b = pattern as? BindingPattern { pattern = b.subPattern } else if let t = pattern as? TypedPattern {
        pattern = t.subPattern
      } else { break }
    }
    guard let tp = pattern as? TuplePattern, !t.isError, let initializer else { return true }
    let placeholder = "(" + tp.elements.map { _ in "_" }.joined(separator: ", ") + ")"
    guard case .tuple(let ts, _) = t else {
      error(SemaDiagnostics.cannotConvertSpecifiedText(t.description, placeholder), at: diagLoc(initializer))
      return false
    }
    if ts.count != tp.elements.count {
      let wanted = "(" + tp.elements.indices.map { $0 < ts.count ? ts[$0].description : "_" }.joined(separator: ", ") + ")"
      error(SemaDiagnostics.tupleCountMismatch(t, wanted), at: diagLoc(initializer))
      return false
    }
    return true
  }

  /// A `case` tuple pattern (`(0, 0)`, `(let x, 0)`, `let (x, y)`) against the subject:
  /// each element against the element's type. It matches every value when each element
  /// does.
  func checkTupleCasePattern(_ tp: TuplePattern, _ subjectType: SwiftType, _ catchAll: inout Bool,
                             element check: (Pattern, SwiftType, inout Bool) -> Void) {
    guard case .tuple(let ts, _) = subjectType, ts.count == tp.elements.count else {
      if !subjectType.isError {
        if case .tuple = subjectType {
          error(SemaDiagnostics.tuplePatternWrongLength(subjectType), at: tp.loc)
        } else {
          error(SemaDiagnostics.tuplePatternNonTuple(subjectType), at: tp.loc)
        }
      }
      for e in tp.elements { check(e, .error, &catchAll) }
      return
    }
    var all = true
    for (i, e) in tp.elements.enumerated() {
      var elementCatchAll = false
      check(e, ts[i], &elementCatchAll)
      all = all && elementCatchAll
    }
    if all { catchAll = true }
  }

  /// `case (let d, 0), (0, let d):` — every alternative of a `case` binds the same names
  /// with the same types. An alternative after the first is checked in a scope of its
  /// own; then its variables become the first alternative's (the body and the guards see
  /// one `d`, which IRGen binds from whichever alternative matched).
  func unifyCaseAlternative(_ p: Pattern, with first: Pattern) {
    let firstVars = patternVariables(first)
    let vars = patternVariables(p)
    for v in vars where !firstVars.contains(where: { $0.name == v.name }) {
      error(SemaDiagnostics.mustBeBoundInEveryPattern(v.name), at: v.nameLoc)
    }
    for v in firstVars where !vars.contains(where: { $0.name == v.name }) {
      error(SemaDiagnostics.mustBeBoundInEveryPattern(v.name), at: v.nameLoc)
    }
    replaceVariables(in: p) { v in
      guard let original = firstVars.first(where: { $0.name == v.name }) else { return nil }
      if let t = v.interfaceType, let expected = original.interfaceType, !t.isError, !expected.isError, t != expected {
        error(SemaDiagnostics.patternVariableTypeMismatch(t, expected), at: v.nameLoc)
        return nil
      }
      return original
    }
  }

  private func replaceVariables(in p: Pattern, _ replacement: (VarDecl) -> VarDecl?) {
    switch p {
    case let n as NamedPattern: if let r = replacement(n.decl) { n.decl = r }
    case let t as TypedPattern: replaceVariables(in: t.subPattern, replacement)
    case let b as BindingPattern: replaceVariables(in: b.subPattern, replacement)
    case let t as TuplePattern: for e in t.elements { replaceVariables(in: e, replacement) }
    case let o as OptionalSomePattern: replaceVariables(in: o.subPattern, replacement)
    case let e as EnumElementPattern: if let s = e.subPattern { replaceVariables(in: s, replacement) }
    default: break
    }
  }

  /// `==`, `!=`, `<`, `<=`, `>`, `>=` on two tuples of the same type (arity 2 through 6)
  /// whose elements are compared by a builtin: the standard library's tuple operators.
  /// IRGen compares element by element (lexicographically for the orderings).
  func tupleComparison(_ name: String, _ lhs: SwiftType, _ rhs: SwiftType) -> Builtin? {
    guard case .tuple(let l, _) = lhs, case .tuple(let r, _) = rhs, l == r, (2...6).contains(l.count) else { return nil }
    let ordering = ["<", "<=", ">", ">="].contains(name)
    let comparable = l.allSatisfy { t in
      switch t {
      case .int, .double, .string: true
      case .bool: !ordering
      case .nominal(let e as EnumDecl): !ordering && !enumElements(of: e).contains { $0.parameters != nil }
      default: false
      }
    }
    guard comparable else { return nil }
    switch name {
    case "==": return .genericEqual
    case "!=": return .genericNotEqual
    case "<": return .genericLess
    case "<=": return .genericLessEqual
    case ">": return .genericGreater
    case ">=": return .genericGreaterEqual
    default: return nil
    }
  }
}

extension SemaDiagnostics {
  static func tupleHasNoMember(_ type: SwiftType, _ name: String) -> String {
    "value of tuple type '\(type)' has no member '\(name)'"
  }
  static func cannotConvertSpecifiedText(_ from: String, _ to: String) -> String {
    "cannot convert value of type '\(from)' to specified type '\(to)'"
  }
  static func tupleCountMismatch(_ from: SwiftType, _ to: String) -> String {
    "'\(from)' is not convertible to '\(to)', tuples have a different number of elements"
  }
  static func tuplePatternWrongLength(_ type: SwiftType) -> String {
    "tuple pattern has the wrong length for tuple type '\(type)'"
  }
  static func tuplePatternNonTuple(_ type: SwiftType) -> String {
    "tuple pattern cannot match values of the non-tuple type '\(type)'"
  }
  static func mustBeBoundInEveryPattern(_ name: String) -> String { "'\(name)' must be bound in every pattern" }
  static func patternVariableTypeMismatch(_ type: SwiftType, _ expected: SwiftType) -> String {
    "pattern variable bound to type '\(type)', expected type '\(expected)'"
  }
}
