import AST
import Basic

/// `root[keyPath: path] += value`: Swift mutates the value in place, through the key
/// path's `WritableKeyPath` access; miniswiftc's key paths read and assign (their
/// closures, stdlib/KeyPath.swift), so the mutation is the assignment
/// `root[keyPath: path] = root[keyPath: path] + value`. Evaluating `root` and `path`
/// twice is what Swift's once is when they are names or key path literals, the only
/// forms taken; others stay "not supported yet" (Mutability.swift).
extension TypeChecker {
  /// The assignment (unchecked) a compound assignment `b` through a key path amounts
  /// to; nil when `b` is not one, or its root or key path is not a plain name or literal.
  func keyPathCompoundAssignment(_ b: BinaryExpr, name: String) -> Expr? {
    guard name.hasSuffix("="), let s = b.lhs as? SubscriptExpr, s.arguments.count == 1,
      s.arguments[0].label == "keyPath", let base = repeatableCopy(s.base),
      let path = repeatableCopy(s.arguments[0].expr)
    else { return nil }
    let read = SubscriptExpr(base: base, arguments: [Argument(label: "keyPath", labelLoc: nil, expr: path)],
                             range: s.range)
    let op = UnresolvedDeclRefExpr(name: String(name.dropLast()), range: b.op.range)
    let combined = BinaryExpr(op: op, lhs: read, rhs: b.rhs, range: b.range)
    let assign = AssignExpr(dest: s, source: combined, range: b.range)
    for e in [read, op, combined, assign] as [Expr] { e.isImplicit = true }
    return assign
  }

  /// Checks the assignment `keyPathCompoundAssignment` made; what cannot be assigned is
  /// reported as swiftc reports the compound operator's left side, at the operator.
  func checkKeyPathCompoundAssignment(_ assignment: Expr, at opLoc: SourceLoc) -> Expr {
    let mark = pending.count
    let checked = checkExpr(assignment)
    let prefix = "cannot assign through subscript: "
    for i in mark..<pending.count where pending[i].diagnostic.message.hasPrefix(prefix) {
      pending[i].diagnostic.message = SemaDiagnostics.cannotMutateOperator(
        String(pending[i].diagnostic.message.dropFirst(prefix.count)))
      pending[i].diagnostic.loc = opLoc
    }
    return checked
  }

  /// A fresh, unchecked copy of `e` when evaluating it again gives the same value: a
  /// name, a member of one, a key path literal of properties, `?`, `!` and subscripts
  /// with literal arguments; nil for anything else.
  private func repeatableCopy(_ e: Expr) -> Expr? {
    switch e {
    case let r as UnresolvedDeclRefExpr:
      return UnresolvedDeclRefExpr(name: r.name, genericArgs: r.genericArgs, range: r.range)
    case let d as UnresolvedDotExpr where d.argumentLabels == nil:
      guard let base = repeatableCopy(d.base) else { return nil }
      return UnresolvedDotExpr(base: base, name: d.name, nameLoc: d.nameLoc, range: d.range)
    case let k as KeyPathExpr:
      if let root = k.parsedRoot {
        guard let copy = repeatableCopy(root) else { return nil }
        return KeyPathExpr(parsedRoot: copy, parsedPath: nil, range: k.range)
      }
      guard let path = k.parsedPath.flatMap(repeatableCopy) else { return nil }
      return KeyPathExpr(parsedRoot: nil, parsedPath: path, range: k.range)
    case is KeyPathDotExpr:
      return KeyPathDotExpr(range: e.range)
    case let b as BindOptionalExpr:
      return repeatableCopy(b.subExpr).map { BindOptionalExpr(subExpr: $0, range: b.range) }
    case let f as ForceValueExpr:
      return repeatableCopy(f.subExpr).map { ForceValueExpr(subExpr: $0, range: f.range) }
    case let s as SubscriptExpr where s.arguments.allSatisfy({ $0.label != "keyPath" }):
      guard let base = repeatableCopy(s.base) else { return nil }
      var arguments: [Argument] = []
      for a in s.arguments {
        guard let copy = repeatableCopy(a.expr) else { return nil }
        arguments.append(Argument(label: a.label, labelLoc: nil, expr: copy))
      }
      return SubscriptExpr(base: base, arguments: arguments, range: s.range)
    case let i as IntegerLiteralExpr:
      return IntegerLiteralExpr(text: i.text, isNegative: i.isNegative, range: i.range)
    case let s as StringLiteralExpr:
      return StringLiteralExpr(value: s.value, range: s.range)
    case let a as ArrayExpr where a.elements.count == 1:
      // `[String]` naming a key path's root.
      return repeatableCopy(a.elements[0]).map { ArrayExpr(elements: [$0], range: a.range) }
    default:
      return nil
    }
  }
}
