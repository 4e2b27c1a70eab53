import AST
import Basic

/// Collects every expression of a checked module, to assert the typed-tree contract.
struct TypedTree {
  private(set) var expressions: [Expr] = []
  private(set) var problems: [String] = []
  let sourceManager: SourceManager

  init(_ module: ModuleDecl, sourceManager: SourceManager) {
    self.sourceManager = sourceManager
    for file in module.files {
      for d in file.decls { decl(d) }
    }
  }

  private func at(_ n: Node) -> String { sourceManager.describe(n.loc) }

  private mutating func decl(_ d: Decl) {
    switch d {
    case let t as TopLevelCodeDecl: stmt(t.body)
    case let f as AbstractFunctionDecl:
      for p in f.parameters.parameters { if let v = p.defaultValue { expr(v) } }
      if let b = f.body { stmt(b) }
    case let v as VarDecl:
      for a in v.accessors { decl(a) }
      if v.interfaceType == nil { problems.append("\(at(v)): variable '\(v.name)' has no type") }
    case let p as PatternBindingDecl:
      for e in p.entries { if let i = e.initializer { expr(i) } }
    case let n as NominalTypeDecl:
      n.members.forEach { decl($0) }
      for ext in n.extensions { ext.members.forEach { decl($0) } }
    default: break
    }
  }

  private mutating func stmt(_ s: Stmt) {
    switch s {
    case let b as BraceStmt:
      for el in b.elements {
        switch el {
        case .expr(let e): expr(e)
        case .stmt(let st): stmt(st)
        case .decl(let d): decl(d)
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
    case let f as ForEachStmt:
      expr(f.sequence)
      if let w = f.whereClause { expr(w) }
      stmt(f.body)
    case let b as BreakStmt:
      if b.target == nil { problems.append("\(at(b)): break without target") }
    case let c as ContinueStmt:
      if c.target == nil { problems.append("\(at(c)): continue without target") }
    default: break
    }
  }

  private mutating func conditions(_ cs: [StmtCondition]) {
    for c in cs {
      if case .boolean(let e) = c { expr(e) }
    }
  }

  private mutating func expr(_ e: Expr) {
    expressions.append(e)
    if e.type == nil || e.type!.isError {
      problems.append("\(at(e)): \(Swift.type(of: e)) has type \(e.type.map { "\($0)" } ?? "nil")")
    }
    switch e {
    case is UnresolvedDeclRefExpr, is UnresolvedDotExpr, is UnresolvedMemberExpr, is SequenceExpr:
      problems.append("\(at(e)): \(Swift.type(of: e)) left after Sema")
    case let c as CallExpr:
      switch c.fn {
      case let r as DeclRefExpr where r.decl is FuncDecl || r.decl is EnumElementDecl: break
      case is DotSyntaxCallExpr, is ConstructorRefCallExpr, is OtherConstructorDeclRefExpr: break
      default:
        // A value of function type (a closure, a function used as a value).
        if case .function? = c.fn.type { break }
        problems.append("\(at(c)): call of \(Swift.type(of: c.fn))")
      }
      expr(c.fn)
      for a in c.arguments { expr(a.expr) }
    case let b as BinaryExpr:
      // (A generic type's operator, Array's `==`, is applied to the type, as in swiftc's tree.)
      if !(b.op is DeclRefExpr || (b.op as? DotSyntaxCallExpr)?.fn is DeclRefExpr) {
        problems.append("\(at(b)): unresolved operator")
      }
      expr(b.lhs)
      expr(b.rhs)
    case let p as PrefixUnaryExpr:
      if !(p.op is DeclRefExpr) { problems.append("\(at(p)): unresolved operator") }
      expr(p.operand)
    case let p as ParenExpr: expr(p.subExpr)
    case let s as InterpolatedStringLiteralExpr:
      for seg in s.segments { if case .interpolation(let x) = seg { expr(x) } }
    case let m as MemberRefExpr: expr(m.base)
    case let d as DotSyntaxCallExpr: expr(d.base)
    case let c as ConstructorRefCallExpr: expr(c.base)
    case let o as OtherConstructorDeclRefExpr: expr(o.base)
    case let a as AssignExpr:
      if let d = a.dest { expr(d) }
      if let s = a.source { expr(s) }
    case let t as TernaryExpr:
      if let c = t.condition { expr(c) }
      expr(t.thenExpr)
      if let x = t.elseExpr { expr(x) }
    case let i as InOutExpr: expr(i.subExpr)
    case let x as ErasureExpr:
      if x.conformance == nil { problems.append("\(at(x)): erasure without conformance") }
      expr(x.subExpr)
    case let x as DerivedToBaseExpr: expr(x.subExpr)
    default: break
    }
  }
}
