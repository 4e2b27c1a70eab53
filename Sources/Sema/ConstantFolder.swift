import AST
import Basic

/// Integer overflow visible at compile time, as swiftc's SIL constant propagation finds
/// it: `+ - * / %` and negation on constants of Int and the sized integers (literals,
/// `Int8.max`/`UInt.min`, local variables whose value is known at that point), division
/// by zero, an integer literal that does not fit its sized type (`let b: UInt8 = 256`),
/// and `Int(x)` of a floating-point literal out of range. Global variables are not
/// followed, nor values through calls, as in swiftc. Like swiftc it reports the
/// top-level code first, then each function, and within one body the last problem
/// first (its worklist runs backwards).
struct ConstantFolder {
  let checker: TypeChecker

  /// The known values of local variables at a point of the program (wide enough for
  /// every integer type: UInt64.max and Int64.min alike).
  typealias Environment = [ObjectIdentifier: Int128]

  /// The diagnostics of the body being folded, reported in reverse when it is done.
  private final class Pending {
    var errors: [(message: String, loc: SourceLoc)] = []
  }
  private let pending = Pending()

  static let intCompoundAssignments: Set<Builtin> = [.intAddAssign, .intSubtractAssign, .intMultiplyAssign,
                                                      .intDivideAssign, .intRemainderAssign, .intBitAndAssign,
                                                      .intBitOrAssign, .intBitXorAssign, .intShiftLeftAssign,
                                                      .intShiftRightAssign, .intMaskingShiftLeftAssign,
                                                      .intMaskingShiftRightAssign]
  static let divisions: Set<Builtin> = [.intDivide, .intRemainder, .intDivideAssign, .intRemainderAssign]
  static let otherCompoundAssignments: Set<Builtin> = [.doubleAddAssign, .doubleSubtractAssign, .doubleMultiplyAssign,
                                                       .doubleDivideAssign, .stringAppend]

  func run() {
    for file in checker.module.files {
      for case let t as TopLevelCodeDecl in file.decls {
        var env = Environment()
        brace(t.body, &env, topLevel: true)
      }
      flush()
    }
    for f in checker.functionsWithBodies {
      guard let body = f.body else { continue }
      var env = Environment()
      brace(body, &env, topLevel: false)
      flush()
    }
  }

  /// Reports a body's problems, the last one first.
  private func flush() {
    for e in pending.errors.reversed() { checker.error(e.message, at: e.loc) }
    pending.errors.removeAll()
  }

  // MARK: Statements

  private func brace(_ b: BraceStmt, _ env: inout Environment, topLevel: Bool = false) {
    for element in b.elements {
      switch element {
      case .expr(let e): _ = eval(e, &env)
      case .stmt(let s): stmt(s, &env)
      case .decl(let p as PatternBindingDecl):
        for entry in p.entries {
          let value = entry.initializer.flatMap { eval($0, &env) }
          for v in checker.patternVariables(entry.pattern) where !topLevel {
            env[ObjectIdentifier(v)] = value
          }
        }
      case .decl: break
      }
    }
  }

  private func conditions(_ cs: [StmtCondition], _ env: inout Environment) {
    for c in cs {
      switch c {
      case .boolean(let e): _ = eval(e, &env)
      case .optionalBinding(_, let e, _): if let e { _ = eval(e, &env) }
      case .patternMatch(_, let e, _): _ = eval(e, &env)
      case .availability: break
      }
    }
  }

  private func meet(_ a: Environment, _ b: Environment) -> Environment {
    if a.isEmpty || b.isEmpty { return [:] }
    return a.filter { b[$0.key] == $0.value }
  }

  /// Forgets the variables a loop body assigns, since it may run several times.
  private func forgetAssigned(in s: Stmt, _ env: inout Environment) {
    if env.isEmpty { return }
    ASTWalk().forEachExpression(in: s) { e in
      switch e {
      case let a as AssignExpr:
        if let d = a.dest, let v = rootVariable(d) { env[ObjectIdentifier(v)] = nil }
      case let b as BinaryExpr:
        if let v = rootVariable(b.lhs) { env[ObjectIdentifier(v)] = nil }
      case let io as InOutExpr:
        if let v = rootVariable(io.subExpr) { env[ObjectIdentifier(v)] = nil }
      case let d as DotSyntaxCallExpr:
        if let v = rootVariable(d.base) { env[ObjectIdentifier(v)] = nil }
      default:
        break
      }
    }
  }

  /// A case's guards (evaluated in order), then its body.
  private func caseBody(_ c: CaseStmt, _ env: inout Environment) {
    for item in c.labelItems {
      if let g = item.guardExpr { _ = eval(g, &env) }
    }
    stmt(c.body, &env)
  }

  private func stmt(_ s: Stmt, _ env: inout Environment) {
    switch s.stmtKind {
    case .brace(let b):
      brace(b, &env)
    case .return(let r):
      if let e = r.result { _ = eval(e, &env) }
    case .if(let i):
      conditions(i.conditions, &env)
      var thenEnv = env
      stmt(i.thenStmt, &thenEnv)
      var elseEnv = env
      if let e = i.elseStmt { stmt(e, &elseEnv) }
      env = meet(thenEnv, elseEnv)
    case .guard(let g):
      conditions(g.conditions, &env)
      var bodyEnv = env
      stmt(g.body, &bodyEnv)
    case .while(let w):
      forgetAssigned(in: w, &env)
      conditions(w.conditions, &env)
      var bodyEnv = env
      stmt(w.body, &bodyEnv)
    case .defer(let d):
      // The body runs at the scope's exits, after the statements that follow it here.
      forgetAssigned(in: d, &env)
    case .repeatWhile(let r):
      forgetAssigned(in: r, &env)
      var bodyEnv = env
      stmt(r.body, &bodyEnv)
      _ = eval(r.condition, &bodyEnv)
    case .forEach(let f):
      _ = eval(f.sequence, &env)
      forgetAssigned(in: f.body, &env)
      var bodyEnv = env
      if let w = f.whereClause { _ = eval(w, &bodyEnv) }
      stmt(f.body, &bodyEnv)
    case .switch(let sw):
      _ = eval(sw.subject, &env)
      forgetAssigned(in: sw, &env)
      for c in sw.cases {
        var caseEnv = env
        caseBody(c, &caseEnv)
      }
    case .case(let c):
      caseBody(c, &env)
    case .break, .continue, .fallthrough:
      break
    case .throw(let t):
      _ = eval(t.subExpr, &env)
    case .doCatch(let d):
      // The body may stop at any throwing call: the catches, and what follows, know
      // nothing it assigns.
      var bodyEnv = env
      stmt(d.body, &bodyEnv)
      forgetAssigned(in: d, &env)
      for c in d.catches {
        var caseEnv = env
        caseBody(c, &caseEnv)
      }
    case .do(let d):
      if d.label == nil {
        stmt(d.body, &env)
      } else {
        // A `break` may leave it anywhere: what follows knows nothing it assigns.
        var bodyEnv = env
        stmt(d.body, &bodyEnv)
        forgetAssigned(in: d, &env)
      }
    }
  }

  // MARK: Expressions

  private func rootVariable(_ e: Expr) -> VarDecl? {
    var x = checker.stripConversions(e)
    while let m = x as? MemberRefExpr { x = checker.stripConversions(m.base) }
    return ((x as? DeclRefExpr)?.decl as? VarDecl)
  }

  private func error(_ message: String, at loc: SourceLoc) {
    pending.errors.append((message, loc))
  }

  /// The range and name of Int or a sized integer type (Int when `t` is another type).
  private func limits(_ t: SwiftType?) -> (kind: SizedInteger, name: String) {
    if case .sizedInteger(let k)? = t { return (k, k.name) }
    return (.int64, "Int")
  }

  /// The type of an operator's first operand (`UInt8` for `UInt8 + UInt8` and `+=`).
  private func operandType(_ op: DeclRefExpr) -> SwiftType? {
    if case .function(let f)? = op.decl.interfaceType { return f.parameters.first?.type }
    return nil
  }

  /// Applies an integer builtin to known operands of type `t`, reporting overflow; the
  /// wrapped result (as SIL would continue with).
  private func apply(_ builtin: Builtin, _ l: Int128, _ r: Int128, type t: SwiftType?, at loc: SourceLoc) -> Int128? {
    let (k, name) = limits(t)
    func checked(_ op: String, _ result: (partialValue: Int128, overflow: Bool)) -> Int128? {
      if result.overflow || !k.contains(result.partialValue) {
        error(SemaDiagnostics.arithmeticOverflow("\(l)", op, "\(r)", "on type '\(name)'"), at: loc)
        return result.overflow ? nil : k.wrapping(result.partialValue)
      }
      return result.partialValue
    }
    let shift = Int(truncatingIfNeeded: r & Int128(k.bitWidth - 1))
    switch builtin {
    case .intAdd, .intAddAssign: return checked("+", l.addingReportingOverflow(r))
    case .intSubtract, .intSubtractAssign: return checked("-", l.subtractingReportingOverflow(r))
    case .intMultiply, .intMultiplyAssign: return checked("*", l.multipliedReportingOverflow(by: r))
    case .intDivide, .intDivideAssign, .intRemainder, .intRemainderAssign:
      let isDivide = builtin == .intDivide || builtin == .intDivideAssign
      if r == 0 {
        error(SemaDiagnostics.divisionByZero(), at: loc)
        return nil
      }
      if k.isSigned && l == k.min && r == -1 {
        error(SemaDiagnostics.divisionOverflow("\(l)", isDivide ? "/" : "%", "\(r)"), at: loc)
        return nil
      }
      return isDivide ? l / r : l % r
    case .intWrappingAdd: return k.wrapping(l &+ r)
    case .intWrappingSubtract: return k.wrapping(l &- r)
    case .intWrappingMultiply: return k.wrapping(l &* r)
    case .intBitAnd, .intBitAndAssign: return k.wrapping(l & r)
    case .intBitOr, .intBitOrAssign: return k.wrapping(l | r)
    case .intBitXor, .intBitXorAssign: return k.wrapping(l ^ r)
    case .intMaskingShiftLeft, .intMaskingShiftLeftAssign: return k.wrapping(l << shift)
    case .intMaskingShiftRight, .intMaskingShiftRightAssign: return k.wrapping(l >> shift)
    default: return nil
    }
  }

  /// A literal stored into a sized integer type that cannot hold it.
  private func checkSizedLiteral(_ l: IntegerLiteralExpr, _ k: SizedInteger) -> Int128? {
    let text = (l.isNegative ? "-" : "") + l.text
    guard let v = checker.sizedLiteralValue(l), k.contains(v) else {
      if l.isNegative && !k.isSigned {
        error(SemaDiagnostics.negativeIntegerOverflow(text, k.name), at: l.loc)
      } else {
        error(SemaDiagnostics.integerLiteralOverflow(text, .sizedInteger(k)), at: l.loc)
      }
      return nil
    }
    return v
  }

  private func eval(_ e: Expr, _ env: inout Environment) -> Int128? {
    switch e {
    case let r as DeclRefExpr:
      return env.isEmpty ? nil : env[ObjectIdentifier(r.decl)]
    case let l as IntegerLiteralExpr:
      if case .sizedInteger(let k)? = l.type { return checkSizedLiteral(l, k) }
      return l.type == .int ? Int128(l.value) : nil
    case let p as ParenExpr:
      return eval(p.subExpr, &env)
    case let m as MemberRefExpr:
      switch m.decl.getter?.builtin {
      case .intMax?: return limits(m.type).kind.max
      case .intMin?: return limits(m.type).kind.min
      default:
        _ = eval(m.base, &env)
        return nil
      }
    case let a as AssignExpr:
      let value = a.source.flatMap { eval($0, &env) }
      guard let dest = a.dest else { return nil }
      if let r = checker.stripConversions(dest) as? DeclRefExpr, let v = r.decl as? VarDecl, !checker.isGlobal(v) {
        env[ObjectIdentifier(v)] = value
      } else if let v = rootVariable(dest) {
        env[ObjectIdentifier(v)] = nil
      }
      return nil
    case let b as BinaryExpr:
      guard let ref = b.op as? DeclRefExpr, let builtin = (ref.decl as? FuncDecl)?.builtin else {
        _ = eval(b.lhs, &env)
        _ = eval(b.rhs, &env)
        return nil
      }
      let isCompound = ConstantFolder.intCompoundAssignments.contains(builtin)
      if builtin == .boolAnd || builtin == .boolOr {
        _ = eval(b.lhs, &env)
        var rhsEnv = env
        _ = eval(b.rhs, &rhsEnv)
        return nil
      }
      let l = eval(b.lhs, &env)
      let r = eval(b.rhs, &env)
      var result: Int128?
      if let l, let r {
        result = apply(builtin, l, r, type: operandType(ref), at: b.op.loc)
      } else if r == 0, ConstantFolder.divisions.contains(builtin) {
        error(SemaDiagnostics.divisionByZero(), at: b.op.loc)
      }
      if isCompound || ConstantFolder.otherCompoundAssignments.contains(builtin) {
        if let v = rootVariable(b.lhs), !checker.isGlobal(v) {
          let direct = checker.stripConversions(b.lhs) is DeclRefExpr
          env[ObjectIdentifier(v)] = direct && isCompound ? result : nil
        }
        return nil
      }
      return result
    case let p as PrefixUnaryExpr:
      let v = eval(p.operand, &env)
      guard let ref = p.op as? DeclRefExpr, let builtin = (ref.decl as? FuncDecl)?.builtin, let v else { return nil }
      let k = limits(operandType(ref)).kind
      switch builtin {
      case .intNegate:
        if v == k.min {
          error(SemaDiagnostics.arithmeticOverflow("0", "-", "\(v)", "on signed \(k.bitWidth)-bit integer type"), at: p.op.loc)
          return v
        }
        return -v
      case .intIdentity:
        return v
      case .intBitNot:
        return k.wrapping(~v)
      default:
        return nil
      }
    case let c as CallExpr:
      if let ctor = c.fn as? ConstructorRefCallExpr, ctor.fn.decl is ConstructorDecl,
         (ctor.fn.decl as? ConstructorDecl)?.builtin == .intFromDouble, let arg = c.arguments.first?.expr {
        checkIntConversion(arg, at: checker.diagLoc(c))
      }
      if let d = c.fn as? DotSyntaxCallExpr {
        _ = eval(d.base, &env)
        if let f = d.fn.decl as? FuncDecl, f.modifiers.isMutating, let v = rootVariable(d.base) {
          env[ObjectIdentifier(v)] = nil
        }
      }
      for arg in c.arguments {
        if let io = arg.expr as? InOutExpr {
          if let v = rootVariable(io.subExpr) { env[ObjectIdentifier(v)] = nil }
        } else {
          _ = eval(arg.expr, &env)
        }
      }
      if let ctor = c.fn as? ConstructorRefCallExpr, (ctor.fn.decl as? ConstructorDecl)?.builtin == .intFromInt {
        return c.arguments.first.flatMap { eval($0.expr, &env) }
      }
      return nil
    case is ClosureExpr:
      return nil
    default:
      forEachSubExpression(of: e) { _ = eval($0, &env) }
      return nil
    }
  }

  /// `Int(1e30)`: a floating-point literal that does not fit.
  private func checkIntConversion(_ arg: Expr, at loc: SourceLoc) {
    let x = arg.withoutParens
    let text: String
    let value: Double
    switch x {
    case let f as FloatLiteralExpr:
      text = (f.isNegative ? "-" : "") + f.text
      value = f.value
    case let i as IntegerLiteralExpr where i.type == .double:
      return
    default:
      return
    }
    if !value.isFinite || value >= 9223372036854775808.0 || value < -9223372036854775808.0 {
      error(SemaDiagnostics.conversionOverflow(text, "Int"), at: loc)
    }
  }
}
