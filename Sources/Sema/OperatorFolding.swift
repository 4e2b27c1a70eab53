import AST
import Basic

/// The standard library's infix operators and their groups (`PrecedenceGroups.swift`
/// declares the groups, with those a program declares).
extension PrecedenceGroup {
  /// The group of an infix operator of the standard library, or nil if there is none.
  static func of(_ op: String) -> PrecedenceGroup? { table[op] }

  private static let table: [String: PrecedenceGroup] = {
    var t: [String: PrecedenceGroup] = [:]
    for op in ["*", "/", "%", "&*", "&", "+", "-", "&+", "&-", "|", "^", "<<", ">>", "&<<", "&>>", "..<", "...", "??",
               "<", "<=", ">", ">=", "==", "!=", "===", "!==", "~=", "&&", "||", "=", "*=", "/=", "%=", "+=", "-=",
               "<<=", ">>=", "&=", "|=", "^=", "&*=", "&+=", "&-=", "&<<=", "&>>="] {
      t[op] = group(op)
    }
    return t
  }()

  private static func group(_ op: String) -> PrecedenceGroup? {
    switch op {
    case "*", "/", "%", "&*", "&": .multiplication
    case "+", "-", "&+", "&-", "|", "^": .addition
    case "<<", ">>", "&<<", "&>>": .bitwiseShift
    case "..<", "...": .rangeFormation
    case "??": .nilCoalescing
    case "<", "<=", ">", ">=", "==", "!=", "===", "!==", "~=": .comparison
    case "&&": .logicalConjunction
    case "||": .logicalDisjunction
    case "=", "*=", "/=", "%=", "+=", "-=", "<<=", ">>=", "&=", "|=", "^=", "&*=", "&+=", "&-=", "&<<=", "&>>=":
      .assignment
    default: nil
    }
  }
}

/// Folding a `SequenceExpr` (operands and operators alternating, as parsed) into a tree
/// of `BinaryExpr`, `AssignExpr` and `TernaryExpr` by precedence and associativity,
/// without recursion (operator-precedence parsing with two stacks).
extension TypeChecker {
  func foldSequence(_ seq: SequenceExpr) -> Expr {
    if let covered = foldSequenceCoveredByTry(seq) { return covered }
    return foldOperators(seq.elements, seq)
  }

  /// Folds operands and operators; `seq` is returned when there is nothing to fold.
  func foldOperators(_ elements: [Expr], _ seq: SequenceExpr) -> Expr {
    guard elements.count >= 3, elements.count % 2 == 1 else {
      return elements.first ?? seq
    }
    var operands: [Expr] = [elements[0]]
    var operators: [(expr: Expr, group: PrecedenceGroup)] = []

    func reduce() {
      guard let op = operators.popLast(), operands.count >= 2 else { return }
      let rhs = operands.removeLast()
      let lhs = operands.removeLast()
      operands.append(makeFolded(op.expr, lhs, rhs))
    }

    var i = 1
    while i + 1 < elements.count {
      let opExpr = elements[i]
      let group = precedenceGroup(of: opExpr)
      while let top = operators.last {
        let order = precedenceOrder(top.group, group)
        // (Casts chain to the left, `x as Int? as Any`: the type ends the operand, as
        // swiftc folds them, though their group is non-associative.)
        if order == .higher || (order == .same && group.associativity == .left)
          || (top.expr is CastExpr && opExpr is CastExpr) {
          reduce()
        } else if order == .same && group.associativity == .none {
          error(SemaDiagnostics.nonAssociative(group.name), at: operatorLoc(opExpr))
          reduce()
        } else if order == .unordered {
          error(SemaDiagnostics.unorderedPrecedenceGroups(top.group.name, group.name), at: operatorLoc(top.expr))
          reduce()
        } else {
          break
        }
      }
      operators.append((opExpr, group))
      operands.append(elements[i + 1])
      i += 2
    }
    while !operators.isEmpty { reduce() }
    return operands.first ?? seq
  }

  private func precedenceGroup(of op: Expr) -> PrecedenceGroup {
    switch op {
    case is AssignExpr: return .assignment
    case is TernaryExpr: return .ternary
    case is CastExpr: return .casting
    case let r as UnresolvedDeclRefExpr:
      // Unknown operators fold as if in the default group and are reported when resolved.
      return PrecedenceGroup.of(r.name) ?? declaredPrecedenceGroup(of: r.name) ?? .comparison
    default:
      return .comparison
    }
  }

  func operatorLoc(_ op: Expr) -> SourceLoc { op.loc }

  private func makeFolded(_ op: Expr, _ lhs: Expr, _ rhs: Expr) -> Expr {
    let range = lhs.range.union(rhs.range)
    switch op {
    case let a as AssignExpr:
      a.dest = lhs
      a.source = rhs
    case let t as TernaryExpr:
      t.condition = lhs
      t.elseExpr = rhs
    case let c as CastExpr:
      // `rhs` is the cast itself (its own operand in the sequence).
      c.subExpr = lhs
    default:
      return BinaryExpr(op: op, lhs: lhs, rhs: rhs, range: range)
    }
    // An operator node folded in place keeps where it was written, for messages.
    foldedOperatorLocs[ObjectIdentifier(op)] = op.loc
    op.range = range
    return op
  }
}
