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
    t.type = types.contains(where: \.isError) ? .error : .makeTuple(types, labels: tupleLabels(t.labels))
    return t
  }

  /// Labels as written, `_` meaning none (`(_: 1, b: 2)`).
  func tupleLabels(_ labels: [String?]) -> [String?] { labels.map { $0 == "_" ? nil : $0 } }

  /// `(x: 1)`, `(x: Int)`: swiftc's error at the label (the parentheses are then only
  /// parentheses).
  func reportSingleElementLabel(_ labels: [String?], _ locs: [SourceLoc?]) {
    guard let label = labels.first ?? nil, label != "_" else { return }
    error(SemaDiagnostics.singleElementTupleLabel(), at: (locs.first ?? nil) ?? .invalid)
  }

  /// `for (a, b) in sequence`: the tuple pattern must fit the element type; swiftc's
  /// errors at the sequence. Returns the type to bind (`.error` after a mismatch).
  func checkForEachPattern(_ p: Pattern, element: SwiftType, sequence: Expr) -> SwiftType {
    var pattern = p
    while let b = pattern as? BindingPattern { pattern = b.subPattern }
    guard let tp = pattern as? TuplePattern, !element.isError else { return element }
    guard case .tuple(let ts, _) = element else {
      error(SemaDiagnostics.tuplePatternNonTupleForIn(element), at: diagLoc(sequence))
      return .error
    }
    if ts.count != tp.elements.count {
      error(SemaDiagnostics.patternCannotMatch(element), at: diagLoc(sequence))
      return .error
    }
    return element
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
  /// types is relabelled (`TupleConversionExpr`). Nil when it does not convert (the
  /// caller reports the mismatch).
  func coerceTuple(_ e: Expr, from t: SwiftType, to target: SwiftType, reason: ConversionReason) -> Expr? {
    guard case .tuple(let from, _) = t, case .tuple(let to, _) = target,
      tupleConversionScore(from: from, t, to: to, target) != nil
    else { return nil }
    let inner = e.withoutParens
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
    if from == to { return TupleConversionExpr(subExpr: e, type: target) }
    // `(Int, Sub)` as `(Int?, Base)`: each element converted from a stand-in for it.
    let elements = from.map { OpaqueValueExpr(type: $0, range: e.range) }
    let conversions = zip(elements, to).map { coerce($0, to: $1, reason: reason) }
    return TupleConversionExpr(subExpr: e, type: target, elements: elements, conversions: conversions)
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
      // The pattern's own type has the pattern's labels (`(a, b)` binds `(x: Int, y: Int)`
      // as `(Int, Int)`), as in swiftc's tree.
      tp.type = .makeTuple(ts, labels: tupleLabels(tp.labels))
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
    var typed = false
    while true {
      if let b = pattern as? BindingPattern { pattern = b.subPattern } else if let t = pattern as? TypedPattern {
        pattern = t.subPattern
        typed = true
      } else { break }
    }
    guard let tp = pattern as? TuplePattern, !t.isError else { return true }
    if typed {
      // `let (a, b): (Int, Int, Int) = ...`: the written type against the pattern.
      let placeholder = "(" + tp.elements.map { _ in "_" }.joined(separator: ", ") + ")"
      guard case .tuple(let ts, _) = t else {
        error(SemaDiagnostics.tuplePatternNonTuple(t), at: tp.loc)
        error(SemaDiagnostics.patternOfTypeCannotMatch(placeholder, t), at: tp.loc)
        return false
      }
      if ts.count != tp.elements.count {
        error(SemaDiagnostics.tuplePatternWrongLength(t), at: tp.loc)
        error(SemaDiagnostics.patternOfTypeCannotMatch(placeholder, t), at: tp.loc)
        return false
      }
      return true
    }
    guard let initializer else { return true }
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
    case let i as IsPattern: if let s = i.subPattern { replaceVariables(in: s, replacement) }
    default: break
    }
  }

  /// `==`, `!=`, `<`, `<=`, `>`, `>=` on two tuples of the same type (arity 2 through 6)
  /// whose elements are compared by a builtin (or, for `==` and `!=`, arrays, optionals,
  /// dictionaries and sets by the library's `==`; generic parameters that conform, by
  /// what their specialization's arguments compare with): the standard library's tuple
  /// operators.
  /// IRGen compares element by element (lexicographically for the orderings).
  func tupleComparison(_ name: String, _ lhs: SwiftType, _ rhs: SwiftType) -> Builtin? {
    guard case .tuple(let l, _) = lhs, case .tuple(let r, _) = rhs, l == r, (2...6).contains(l.count) else { return nil }
    let ordering = ["<", "<=", ">", ">="].contains(name)
    // `(version, 1) < (other, 2)`: a type's own operator (written or derived), as IRGen
    // compares a generic parameter bound to it.
    func hasOwnOperator(_ n: NominalTypeDecl, _ t: SwiftType) -> Bool {
      conforms(t, to: stdlib.protocols[ordering ? "Comparable" : "Equatable"])
        && (ordering ? n.comparisonOperator("<") : n.equalsOperator) != nil
    }
    let comparable = l.allSatisfy { t in
      switch t {
      case .int, .double, .string, .sizedInteger: true
      case .bool: !ordering
      case .nominal(let e as EnumDecl):
        !ordering && !enumElements(of: e).contains { $0.parameters != nil } || hasOwnOperator(e, t)
      // Equatable where their elements are, by the library's `==` (stdlib/ArrayHashable.swift, ...).
      case .array, .optional, .dictionary, .set:
        !ordering && conforms(t, to: stdlib.protocols["Equatable"]) && isComparableByBuiltin(t, equalityOnly: true)
      // `(l.a, l.b) < (r.a, r.b)` on a `T: Comparable`: the specialization compares its
      // arguments (IRGen's comparison of a concrete type, or the type's own operator).
      case .genericParameter, .dependentMember:
        conforms(t, to: stdlib.protocols[ordering ? "Comparable" : "Equatable"])
      case .nominal(let n), .boundGeneric(let n, _): hasOwnOperator(n, t)
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

extension SwiftType {
  /// Subjects whose `switch` exhaustiveness `missingCases` decides (SwitchSpaces.swift).
  var isTupleOrOptional: Bool {
    switch self {
    case .tuple, .optional: true
    default: false
    }
  }
}

extension TypeChecker {
  /// `let x?` in a `case`: the payload type, or swiftc's error on a non-optional.
  func optionalPatternPayload(_ o: OptionalSomePattern, _ subjectType: SwiftType) -> SwiftType {
    if case .optional(let w) = subjectType { return w }
    if !subjectType.isError { error(SemaDiagnostics.optionalPatternNonOptional(subjectType), at: o.range.end.advanced(by: -1)) }
    return .error
  }
}

/// Tuples of literals as operands and arguments: `classify((true, .hearts, nil))` takes
/// its element types from the parameter, as swiftc infers them.
extension LiteralKind {
  func joinedTuple(with other: LiteralKind) -> LiteralKind? {
    switch (self, other) {
    case (.typed(let a), .typed(let b)): return a == b ? self : nil
    case (.tuple(let a, let la), .tuple(let b, let lb)) where a.count == b.count && la == lb:
      var joined: [LiteralKind] = []
      for (x, y) in zip(a, b) {
        guard let j = x.joined(with: y) ?? (x == y ? x : nil) else { return nil }
        joined.append(j)
      }
      return .tuple(joined, labels: la)
    default: return nil
    }
  }
}

extension TypeChecker {
  /// `(1, "a")`, `(true, .hearts, nil)`: a tuple whose elements are all literals (nil
  /// when one is any other expression: the tuple is then checked without context).
  func tupleLiteralKind(_ t: TupleExpr, depth: Int) -> LiteralKind? {
    var kinds: [LiteralKind] = []
    for i in t.elements.indices {
      t.elements[i] = foldIfNeeded(t.elements[i])
      let e = t.elements[i]
      if let k = literalKind(e, depth: depth + 1) {
        kinds.append(k)
      } else if e is BooleanLiteralExpr {
        kinds.append(.typed(.bool))
      } else if e is StringLiteralExpr || e is InterpolatedStringLiteralExpr {
        kinds.append(.typed(.string))
      } else {
        return nil
      }
    }
    return .tuple(kinds, labels: t.labels)
  }

  /// How well a tuple of literals fits a type (element by element), nil if not at all.
  func tupleLiteralScore(_ k: LiteralKind, _ t: SwiftType) -> Int? {
    switch (k, t) {
    case (.typed(let a), _): return conversionScore(from: a, to: t)
    case (.tuple(let ks, let labels), .tuple(let ts, _)) where ks.count == ts.count:
      var total = 0
      for (i, (k, e)) in zip(ks, ts).enumerated() {
        let label = i < labels.count ? labels[i] : nil
        if let label, let expected = t.tupleLabel(i), label != expected { return nil }
        guard let s = literalScore(k, e) else { return nil }
        total += s
      }
      return total
    case (.tuple, .optional(let w)): return tupleLiteralScore(k, w).map { $0 + 1 }
    default: return nil
    }
  }

  /// Before comparing tuples: a tuple of literals takes the other side's tuple type
  /// (`point == (0, .zero)`), or its own default one.
  func settleTupleLiterals(_ lhs: inout Operand, _ rhs: inout Operand) {
    func isTuple(_ o: Operand) -> Bool { if case .tuple? = o.literal { true } else { false } }
    guard isTuple(lhs) || isTuple(rhs) else { return }
    if isTuple(lhs), !isTuple(rhs), rhs.literal == nil, case .tuple = rhs.type {
      lhs = Operand(expr: checkExpr(lhs.expr, contextual: rhs.type), literal: nil)
    } else if isTuple(rhs), !isTuple(lhs), lhs.literal == nil, case .tuple = lhs.type {
      rhs = Operand(expr: checkExpr(rhs.expr, contextual: lhs.type), literal: nil)
    } else if isTuple(lhs), isTuple(rhs) {
      lhs = Operand(expr: finishWithDefault(lhs), literal: nil)
      rhs = Operand(expr: checkExpr(rhs.expr, contextual: lhs.type), literal: nil)
    }
  }
}
