import AST

/// Visiting the expressions of a checked tree (for the flow checks and for finding
/// `super.init` calls). Pre-order; nested functions and closures are not entered.
extension TypeChecker {
  /// The direct sub-expressions of an expression.
  func children(of e: Expr) -> [Expr] {
    switch e {
    case let p as ParenExpr: return [p.subExpr]
    case let t as TupleExpr: return t.elements
    case let a as ArrayExpr: return a.elements
    case let d as DictionaryExpr: return d.pairs.flatMap { [$0.key, $0.value] }
    case let s as InterpolatedStringLiteralExpr:
      return s.segments.compactMap { if case .interpolation(let x) = $0 { x } else { nil } }
    case let m as MemberRefExpr: return [m.base]
    case let d as UnresolvedDotExpr: return [d.base]
    case let c as CallExpr: return [c.fn] + c.arguments.map(\.expr)
    case let s as SubscriptExpr: return [s.base] + s.arguments.map(\.expr)
    case let d as DotSyntaxCallExpr: return [d.base]
    case let c as ConstructorRefCallExpr: return [c.base]
    case let o as OtherConstructorDeclRefExpr: return [o.base]
    case let s as SequenceExpr: return s.elements
    case let b as BinaryExpr: return [b.lhs, b.rhs]
    case let p as PrefixUnaryExpr: return [p.operand]
    case let p as PostfixUnaryExpr: return [p.operand]
    case let a as AssignExpr: return [a.dest, a.source].compactMap { $0 }
    case let t as TernaryExpr: return [t.condition, t.thenExpr, t.elseExpr].compactMap { $0 }
    case let i as InOutExpr: return [i.subExpr]
    case let f as ForceValueExpr: return [f.subExpr]
    case let b as BindOptionalExpr: return [b.subExpr]
    case let o as OptionalEvaluationExpr: return [o.subExpr]
    case let x as ErasureExpr: return [x.subExpr]
    case let x as InjectIntoOptionalExpr: return [x.subExpr]
    case let x as DerivedToBaseExpr: return [x.subExpr]
    case let t as TupleElementExpr: return [t.base]
    case let x as TupleConversionExpr: return [x.subExpr]
    default: return []
    }
  }

  /// Calls `body` on each direct sub-expression (without making an array).
  func forEachChild(of e: Expr, _ body: (Expr) -> Void) {
    switch e {
    case let p as ParenExpr: body(p.subExpr)
    case let m as MemberRefExpr: body(m.base)
    case let c as CallExpr:
      body(c.fn)
      for a in c.arguments { body(a.expr) }
    case let b as BinaryExpr:
      body(b.lhs)
      body(b.rhs)
    case let p as PrefixUnaryExpr: body(p.operand)
    case let a as AssignExpr:
      if let d = a.dest { body(d) }
      if let s = a.source { body(s) }
    case let d as DotSyntaxCallExpr: body(d.base)
    case let c as ConstructorRefCallExpr: body(c.base)
    case let s as InterpolatedStringLiteralExpr:
      for seg in s.segments { if case .interpolation(let x) = seg { body(x) } }
    case is DeclRefExpr, is IntegerLiteralExpr, is FloatLiteralExpr, is StringLiteralExpr, is BooleanLiteralExpr,
      is TypeExpr, is DefaultArgumentExpr:
      return
    default:
      for c in children(of: e) { body(c) }
    }
  }

  /// Calls `visit` on every expression under `s`.
  func walk(_ s: Stmt, _ visit: (Expr) -> Void) {
    func expr(_ e: Expr) {
      visit(e)
      forEachChild(of: e) { expr($0) }
    }
    func conditions(_ cs: [StmtCondition]) {
      for c in cs {
        switch c {
        case .boolean(let e): expr(e)
        case .optionalBinding(_, let e, _): if let e { expr(e) }
        case .patternMatch(_, let e, _): expr(e)
        }
      }
    }
    func stmt(_ s: Stmt) {
      switch s {
      case let b as BraceStmt:
        for el in b.elements {
          switch el {
          case .expr(let e): expr(e)
          case .stmt(let st): stmt(st)
          case .decl(let p as PatternBindingDecl):
            for entry in p.entries { if let e = entry.initializer { expr(e) } }
          case .decl: break
          }
        }
      case let r as ReturnStmt: if let e = r.result { expr(e) }
      case let i as IfStmt:
        conditions(i.conditions)
        stmt(i.thenStmt)
        if let e = i.elseStmt { stmt(e) }
      case let g as GuardStmt:
        conditions(g.conditions)
        stmt(g.body)
      case let w as WhileStmt:
        conditions(w.conditions)
        stmt(w.body)
      case let r as RepeatWhileStmt:
        stmt(r.body)
        expr(r.condition)
      case let d as DeferStmt:
        stmt(d.body)
      case let f as ForEachStmt:
        expr(f.sequence)
        if let w = f.whereClause { expr(w) }
        stmt(f.body)
      case let sw as SwitchStmt:
        expr(sw.subject)
        for c in sw.cases { stmt(c.body) }
      default:
        break
      }
    }
    stmt(s)
  }
}
