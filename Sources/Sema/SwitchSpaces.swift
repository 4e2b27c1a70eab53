import AST
import Basic

/// The values a `switch` leaves unmatched, as swiftc's space engine computes them (Fengyun
/// Liu's algebra of spaces): the space of the subject's type minus the spaces of the
/// `case` patterns without a guard. What remains is flattened into the missing cases
/// swiftc lists, one note each (`add missing case: '(.n(false), _)'`).
///
/// A space is a whole type (`_`), a constructor (an enum case, `some`/`none`, or a tuple,
/// whose head is empty) with the spaces of its arguments, a Boolean constant, a union
/// (never shown), nothing, or the cases a non-frozen enum may gain (covered without
/// being required).
indirect enum SwitchSpace: Equatable {
  case empty
  /// A whole type; `name` is the label of the payload or tuple element it stands for
  /// (shown `let name`).
  case type(SwiftType, name: String?)
  /// `head` is "" for a tuple; `labels` are the argument labels of an enum case.
  case constructor(SwiftType, head: String, labels: [String?], arguments: [SwitchSpace])
  case boolean(Bool)
  case disjunct([SwitchSpace])
  /// Cases an enum may gain later: required only if `!allowedButNotRequired`.
  case unknown(allowedButNotRequired: Bool)

  var isEmpty: Bool { if case .empty = self { true } else { false } }

  /// A constructor with an argument no value can have is empty itself.
  static func constructor(_ t: SwiftType, _ head: String, labels: [String?] = [], _ arguments: [SwitchSpace]) -> SwitchSpace {
    arguments.contains(where: \.isEmpty) ? .empty : .constructor(t, head: head, labels: labels, arguments: arguments)
  }

  /// The union of `spaces` without the empty ones (one is itself, none is empty).
  static func union(_ spaces: [SwitchSpace]) -> SwitchSpace {
    let kept = spaces.filter { !$0.isEmpty }
    switch kept.count {
    case 0: return .empty
    case 1: return kept[0]
    default: return .disjunct(kept)
    }
  }
}

/// The operations on spaces, given how a type decomposes (its enum cases, `true` and
/// `false`, its tuple elements), or nil when it does not (Int, String, ...).
struct SwitchSpaceEngine {
  let decomposition: (SwiftType) -> [SwitchSpace]?

  func canDecompose(_ t: SwiftType) -> Bool { decomposition(t) != nil }

  func decompose(_ t: SwiftType) -> SwitchSpace { .union(decomposition(t) ?? []) }

  /// Is every value of `a` in `b`?
  func isSubspace(_ a: SwitchSpace, _ b: SwitchSpace) -> Bool {
    if a.isEmpty { return true }
    if b.isEmpty { return false }
    switch (a, b) {
    case (.disjunct(let parts), _):
      return parts.allSatisfy { isSubspace($0, b) }
    case (.type(let t1, _), .type(let t2, _)):
      if t1 == t2 { return true }
      if canDecompose(t1), isSubspace(decompose(t1), b) { return true }
      if canDecompose(t2) { return isSubspace(a, decompose(t2)) }
      return false
    case (.type(let t, _), .disjunct(let parts)):
      if parts.contains(where: { isSubspace(a, $0) }) { return true }
      return canDecompose(t) && isSubspace(decompose(t), b)
    case (.type(let t, _), .constructor):
      return canDecompose(t) && isSubspace(decompose(t), b)
    case (.type, .unknown), (.type, .boolean):
      return false
    case (.constructor, .type), (.unknown, .type):
      return true
    case (.boolean, .type(let t, _)):
      return t == .bool
    case (.constructor(_, let h1, _, let args1), .constructor(_, let h2, _, let args2)):
      if h1 != h2 { return false }
      if args2.isEmpty { return true }
      return zip(args1, args2).allSatisfy { isSubspace($0, $1) }
    case (.constructor(_, _, _, let args), .unknown):
      return args.contains { isSubspace($0, b) }
    case (.constructor, .disjunct(let parts)), (.boolean, .disjunct(let parts)), (.unknown, .disjunct(let parts)):
      return parts.contains { isSubspace(a, $0) }
    case (.boolean(let x), .boolean(let y)):
      return x == y
    case (.boolean, .unknown), (.constructor, .boolean), (.unknown, .boolean), (.unknown, .constructor),
         (.boolean, .constructor):
      return false
    case (.unknown(let x), .unknown(let y)):
      return y ? x : true
    case (.empty, _), (_, .empty):
      return a.isEmpty
    }
  }

  /// The values of `a` not in `b`; nil when the computation grows too large (`budget`).
  func minus(_ a: SwitchSpace, _ b: SwitchSpace, _ budget: inout Int) -> SwitchSpace? {
    budget -= 1
    if budget < 0 { return nil }
    if a.isEmpty { return .empty }
    if b.isEmpty { return a }
    switch (a, b) {
    case (.type(let t1, _), .type(let t2, _)):
      return t1 == t2 ? .empty : a
    case (.type(let t, _), .constructor), (.type(let t, _), .boolean):
      return canDecompose(t) ? minus(decompose(t), b, &budget) : a
    case (.type, .unknown):
      return a
    case (_, .disjunct(let parts)):
      var rest = a
      for p in parts {
        guard let r = minus(rest, p, &budget) else { return nil }
        rest = r
      }
      return rest
    case (.disjunct(let parts), _):
      var pieces: [SwitchSpace] = []
      for p in parts {
        guard let r = minus(p, b, &budget) else { return nil }
        if case .disjunct(let inner) = r { pieces += inner } else { pieces.append(r) }
      }
      // Later pieces inside earlier ones are dropped.
      var kept: [SwitchSpace] = []
      for p in pieces where !kept.contains(where: { isSubspace(p, $0) }) { kept.append(p) }
      return .union(kept)
    case (.constructor, .type):
      return .empty
    case (.constructor(let t, let head, let labels, let args), .unknown):
      var reduced: [SwitchSpace] = []
      for arg in args {
        guard let r = minus(arg, b, &budget) else { return nil }
        if r.isEmpty { return .empty }
        reduced.append(r)
      }
      return .constructor(t, head, labels: labels, reduced)
    case (.constructor(let t, let h1, let labels, let args1), .constructor(_, let h2, _, let args2)):
      if h1 != h2 { return a }
      if args2.isEmpty { return .empty }
      var pieces: [SwitchSpace] = []
      var reducesSome = false
      for (i, (s1, s2)) in zip(args1, args2).enumerated() {
        if !isSubspace(s1, s2) { reducesSome = true }
        guard let reduced = minus(s1, s2, &budget) else { return nil }
        if reduced.isEmpty { continue }
        if reduced == s1 { return a }
        var copy = args1
        copy[i] = reduced
        pieces.append(.constructor(t, h1, labels: labels, copy))
      }
      return reducesSome ? .union(pieces) : .empty
    case (.boolean(let x), .boolean(let y)):
      return x == y ? .empty : a
    case (.boolean, .type(let t, _)):
      if t == .bool { return .empty }
      return canDecompose(t) ? minus(a, decompose(t), &budget) : a
    case (.boolean, .constructor), (.boolean, .unknown), (.constructor, .boolean), (.unknown, .boolean):
      return a
    case (.unknown, .type):
      return .empty
    case (.unknown, .constructor):
      return a
    case (.unknown(let x), .unknown(let y)):
      return y && !x ? a : .empty
    case (.empty, _), (_, .empty):
      return a
    }
  }

  /// How many values a space stands for, counting an undecomposable type as one (a
  /// recursive enum's argument of its own type is not counted again).
  func size(_ s: SwitchSpace, _ open: inout [SwiftType]) -> Int {
    switch s {
    case .empty: return 0
    case .boolean: return 1
    case .unknown(let notRequired): return notRequired ? 0 : 1
    case .type(let t, _):
      guard let parts = decomposition(t) else { return 1 }
      open.append(t)
      defer { open.removeLast() }
      return parts.reduce(0) { $0 + size($1, &open) }
    case .constructor(_, _, _, let args):
      var product = 1
      for arg in args {
        if case .type(let t, _) = arg, open.contains(t) { continue }
        product *= size(arg, &open)
      }
      return product
    case .disjunct(let parts):
      return parts.reduce(0) { $0 + size($1, &open) }
    }
  }

  /// The space as spaces without unions: a union's members, and a constructor for each
  /// combination of its arguments' (rows of a pattern matrix, in swiftc's order).
  func flatten(_ s: SwitchSpace) -> [SwitchSpace] {
    switch s {
    case .disjunct(let parts):
      return parts.flatMap(flatten)
    case .constructor(let t, let head, let labels, let args) where !args.isEmpty:
      var matrix: [[SwitchSpace]] = []
      var multiplier = 1
      for arg in args {
        let column = flatten(arg)
        let startSize = matrix.count
        if !matrix.isEmpty && column.count > 1 {
          let old = matrix
          for _ in 1..<column.count { matrix += old }
        }
        if matrix.isEmpty {
          matrix = column.map { [$0] }
        } else {
          var stride = multiplier
          if startSize == 1 {
            stride = 1
          } else if column.count == 1 {
            stride = matrix.count
          }
          var columnIndex = 0
          for row in matrix.indices {
            if row != 0 && row % stride == 0 { columnIndex += 1 }
            matrix[row].append(column[columnIndex])
          }
        }
        multiplier *= column.count
      }
      return matrix.map { .constructor(t, head: head, labels: labels, arguments: $0) }
    default:
      return [s]
    }
  }

  /// The missing cases of a switch over `subject` whose cases' patterns (without guards)
  /// are `covered`, as swiftc lists them; empty when the switch is exhaustive, nil when
  /// only a `default` would do (the type does not decompose) or the computation is too
  /// large.
  func missingCases(of subject: SwiftType, covered: [SwitchSpace]) -> [String]? {
    var budget = 100_000
    guard let difference = minus(.type(subject, name: nil), .union(covered), &budget),
      let uncovered = minus(difference, .unknown(allowedButNotRequired: true), &budget)
    else { return nil }
    if uncovered.isEmpty { return [] }
    if case .type(let t, _) = uncovered {
      guard canDecompose(t) else { return nil }
      return flatten(decompose(t)).map(show)
    }
    let flats = flatten(uncovered)
    // The largest first; one inside another already listed is left out.
    var open: [SwiftType] = []
    let sizes = flats.map { size($0, &open) }
    let bySize = flats.indices.sorted { sizes[$0] > sizes[$1] || (sizes[$0] == sizes[$1] && $0 < $1) }
    var listed: [Int] = []
    for i in bySize where !listed.contains(where: { isSubspace(flats[i], flats[$0]) }) { listed.append(i) }
    return flats.indices.filter { listed.contains($0) }.map { show(flats[$0]) }
  }

  /// A flat space as a `case` pattern: `_`, `let x`, `.a(_, false)`, `(true, .none)`.
  func show(_ s: SwitchSpace) -> String {
    switch s {
    case .empty, .unknown, .disjunct: return "_"
    case .boolean(let b): return b ? "true" : "false"
    case .type(_, let name): return name.map { "let \($0)" } ?? "_"
    case .constructor(_, let head, let labels, let args):
      let name = head.isEmpty ? "" : "." + head
      if args.isEmpty { return name }
      let shown = args.enumerated().map { i, arg in
        (i < labels.count ? labels[i].map { $0 + ": " } ?? "" : "") + show(arg)
      }
      return name + "(" + shown.joined(separator: ", ") + ")"
    }
  }
}

extension TypeChecker {
  /// The missing cases of `sw` (`'(false, _)'`), swiftc's notes: empty when it is
  /// exhaustive, nil when only a `default` covers it.
  func missingCases(_ sw: SwitchStmt, _ subjectType: SwiftType) -> [String]? {
    let covered = sw.cases.flatMap { c in
      c.labelItems.filter { $0.guardExpr == nil }.map { space(of: $0.pattern, subjectType) }
    }
    let engine = SwitchSpaceEngine(decomposition: { [self] t in decomposition(of: t) })
    return engine.missingCases(of: subjectType, covered: covered)
  }

  /// swiftc's warning on a case pattern that matches nothing the patterns before it do
  /// not, and on a `default` after patterns that match every value.
  func warnRedundantCases(_ sw: SwitchStmt, _ subjectType: SwiftType) {
    let engine = SwitchSpaceEngine(decomposition: { [self] t in decomposition(of: t) })
    var handled: [SwitchSpace] = []
    for c in sw.cases {
      if c.isDefault {
        if !handled.isEmpty, engine.missingCases(of: subjectType, covered: handled)?.isEmpty == true {
          // (swiftc finds it with the flow checks, after type checking: not under
          // `-typecheck`, nor in a program with errors.)
          flowErrors.append(Diagnostic(.warning, SemaDiagnostics.defaultNeverExecuted(), at: c.loc))
        }
        return
      }
      for item in c.labelItems where item.guardExpr == nil {
        let s = space(of: item.pattern, subjectType)
        if s.isEmpty { continue }
        if handled.contains(where: { engine.isSubspace(s, $0) }) {
          report(Diagnostic(.warning, SemaDiagnostics.caseAlreadyHandled(), at: item.pattern.loc))
        } else {
          handled.append(s)
        }
      }
    }
  }

  /// The spaces a value of `t` falls into: `true` and `false`, an enum's cases (and, for
  /// an enum of the program, the cases it may gain, not required), `none` and `some`, a
  /// tuple's elements; nil for other types.
  private func decomposition(of t: SwiftType) -> [SwitchSpace]? {
    switch t {
    case .bool:
      return [.boolean(true), .boolean(false)]
    case .tuple(let ts, let labels):
      return [.constructor(t, "", ts.enumerated().map { i, et in .type(et, name: i < labels.count ? labels[i] : nil) })]
    case .optional(let w):
      return [.constructor(t, "none", []), .constructor(t, "some", [.type(w, name: nil)])]
    // (A generic enum's associated values with its arguments, `T` of `N<Bool>` a Bool.)
    case .nominal(let e as EnumDecl), .boundGeneric(let e as EnumDecl, _):
      // (A case with a value of an uninhabited type, `.failure` of `Result<T, Never>`,
      // holds no value, as swiftc's spaces see it.)
      var cases = enumElements(of: e).compactMap { element -> SwitchSpace? in
        let parameters = element.parameters?.parameters ?? []
        let types = parameters.map { memberType($0.interfaceType ?? .error, of: element, on: t) }
        if types.contains(where: \.isUninhabited) { return nil }
        return .constructor(t, element.name, labels: parameters.map(\.argumentLabel), zip(parameters, types).map { p, pt in
          .type(pt, name: p.argumentLabel)
        })
      }
      if !e.isInStandardLibrary { cases.append(.unknown(allowedButNotRequired: true)) }
      return cases
    default:
      return nil
    }
  }

  /// The values a `case` pattern matches, for a subject of type `t`.
  private func space(of p: Pattern, _ t: SwiftType) -> SwitchSpace {
    switch p {
    case is AnyPattern, is NamedPattern:
      return .type(t, name: nil)
    case let b as BindingPattern:
      return space(of: b.subPattern, t)
    case let typed as TypedPattern:
      return space(of: typed.subPattern, t)
    case let tuple as TuplePattern:
      guard case .tuple(let ts, _) = t, ts.count == tuple.elements.count else { return .empty }
      return .constructor(t, "", zip(tuple.elements, ts).map { space(of: $0, $1) })
    case let o as OptionalSomePattern:
      guard case .optional(let w) = t else { return .empty }
      return .constructor(t, "some", [space(of: o.subPattern, w)])
    case let e as EnumElementPattern:
      guard let element = e.element else { return .empty }
      guard let sub = e.subPattern else { return .constructor(t, element.name, []) }
      let payload = (element.parameters?.parameters ?? []).map { memberType($0.interfaceType ?? .error, of: element, on: t) }
      if payload.count != 1, let tuple = sub as? TuplePattern, tuple.elements.count == payload.count {
        return .constructor(t, element.name, zip(tuple.elements, payload).map { space(of: $0, $1) })
      }
      return .constructor(t, element.name, [space(of: sub, payload.count == 1 ? payload[0] : .tuple(payload))])
    case let e as ExprPattern:
      var inner = e.expr
      while let paren = inner as? ParenExpr { inner = paren.subExpr }
      switch inner {
      case let b as BooleanLiteralExpr: return .boolean(b.value)
      case is NilLiteralExpr: return .constructor(t, "none", [])
      case let ref as DeclRefExpr:
        if let element = ref.decl as? EnumElementDecl, element.parameters == nil { return .constructor(t, element.name, []) }
        return .empty
      default: return .empty
      }
    default:
      return .empty
    }
  }
}
