import Basic

open class Stmt: Node {}

/// `{ ... }` — declarations, statements and expressions in order.
public final class BraceStmt: Stmt {
  public var elements: [ASTNode]

  public init(elements: [ASTNode], range: SourceRange, isImplicit: Bool = false) {
    self.elements = elements
    super.init(range: range, isImplicit: isImplicit)
  }
}

/// `return` / `return expr`. Sema turns the body of a function, getter or closure that
/// is a single expression into an implicit `ReturnStmt` of it (when the result type is
/// not `()`), and converts `result` to the result type.
public final class ReturnStmt: Stmt {
  public var result: Expr?
  /// Sema: `return nil` in a failable initializer, the initializer's failure (swiftc's
  /// `fail_stmt`).
  public var isInitializerFailure = false
  /// Sema, for `return nil` in a failable class initializer: `self` is fully
  /// initialized there (`super.init` or `self.init` done, or every stored property of a
  /// root class set), so failing releases it (its `deinit` runs) rather than destroying
  /// the properties set so far.
  public var failsInitializedSelf = false

  public init(result: Expr?, range: SourceRange) {
    self.result = result
    super.init(range: range)
  }
}

/// One clause of an `if`, `guard` or `while` condition list (`if let a = x, a > 0`).
public enum StmtCondition {
  /// A Boolean expression.
  case boolean(Expr)
  /// `let x = optional` / `var x: T = optional` / `let x` (shorthand for `let x = x`).
  /// The pattern is a `BindingPattern`; `initializer` is nil for the shorthand form.
  case optionalBinding(pattern: Pattern, initializer: Expr?, range: SourceRange)
  /// `case .some(let x) = value`: a pattern match.
  case patternMatch(pattern: Pattern, initializer: Expr, range: SourceRange)
  /// `#available(iOS 10, *)` / `#unavailable(iOS 10)`.
  case availability(AvailabilityCondition)
}

/// A statement that can carry a label (`outer: for ...`).
open class LabeledStmt: Stmt {
  public var label: String?
  public var labelLoc: SourceLoc?
}

/// A statement that tests a condition list (`if`, `while`): swiftc's
/// `LabeledConditionalStmt`.
open class LabeledConditionalStmt: LabeledStmt {
  public var conditions: [StmtCondition]

  public init(conditions: [StmtCondition], range: SourceRange) {
    self.conditions = conditions
    super.init(range: range)
  }
}

/// `if cond { } else if cond { } else { }`
public final class IfStmt: LabeledConditionalStmt {
  public var thenStmt: BraceStmt
  /// A `BraceStmt` or, for `else if`, another `IfStmt`.
  public var elseStmt: Stmt?

  public init(conditions: [StmtCondition], thenStmt: BraceStmt, elseStmt: Stmt?, range: SourceRange) {
    self.thenStmt = thenStmt
    self.elseStmt = elseStmt
    super.init(conditions: conditions, range: range)
  }
}

/// `guard cond else { ... }` — the body must not fall through.
public final class GuardStmt: Stmt {
  public var conditions: [StmtCondition]
  public var body: BraceStmt

  public init(conditions: [StmtCondition], body: BraceStmt, range: SourceRange) {
    self.conditions = conditions
    self.body = body
    super.init(range: range)
  }
}

/// `while cond { }`
public final class WhileStmt: LabeledConditionalStmt {
  public var body: BraceStmt

  public init(conditions: [StmtCondition], body: BraceStmt, range: SourceRange) {
    self.body = body
    super.init(conditions: conditions, range: range)
  }
}

/// `defer { }`: the body runs when control leaves the enclosing scope, by whatever path
/// (the end of the block, `return`, `break`, `continue`), the bodies of several `defer`s
/// in reverse order. Control cannot leave the body itself (Sema reports a `return`,
/// `break` or `continue` out of it). swiftc makes the body an implicit `$defer()`
/// function called at each exit; miniswiftc keeps it a block that IRGen emits at each.
public final class DeferStmt: Stmt {
  public var body: BraceStmt

  public init(body: BraceStmt, range: SourceRange) {
    self.body = body
    super.init(range: range)
  }
}

/// `do { }` without `catch` — `do_stmt`: a nested scope. With a label (`outer: do { }`)
/// a `break outer` inside it leaves it. (With `catch` clauses it is a `DoCatchStmt`.)
public final class DoStmt: LabeledStmt {
  public var body: BraceStmt

  public init(body: BraceStmt, range: SourceRange) {
    self.body = body
    super.init(range: range)
  }
}

/// `repeat { } while cond`
public final class RepeatWhileStmt: LabeledStmt {
  public var body: BraceStmt
  public var condition: Expr

  public init(body: BraceStmt, condition: Expr, range: SourceRange) {
    self.body = body
    self.condition = condition
    super.init(range: range)
  }
}

/// `for pattern in sequence where cond { }`
///
/// After Sema `sequence` is a built-in sequence (a `BinaryExpr` whose builtin is
/// `halfOpenRange` or `closedRange`, `for i in 0..<n`, a range value, an array, a
/// string, ...), or any other `Sequence`, walked through `iterator`.
public final class ForEachStmt: LabeledStmt {
  public var pattern: Pattern
  public var sequence: Expr
  public var whereClause: Expr?
  public var body: BraceStmt
  /// Over a user type conforming to `Sequence`: how Sema lowered the loop, as swiftc
  /// does (`var $x$generator = sequence.makeIterator()`, then `$x$generator.next()`
  /// until it is `nil`); nil for the built-in sequences (arrays, ranges, strings, ...).
  public var iterator: ForEachIterator?

  public init(pattern: Pattern, sequence: Expr, whereClause: Expr?, body: BraceStmt, range: SourceRange) {
    self.pattern = pattern
    self.sequence = sequence
    self.whereClause = whereClause
    self.body = body
    super.init(range: range)
  }
}

/// The iteration of a `for`-`in` over a user `Sequence` (`ForEachStmt.iterator`).
public struct ForEachIterator {
  /// `$x$generator`: the iterator, a variable of the loop.
  public var variable: VarDecl
  /// The sequence's value (the loop's `sequence`, evaluated once) in `makeIterator`.
  public var sequenceValue: OpaqueValueExpr
  /// `sequenceValue.makeIterator()`, the iterator's initial value.
  public var makeIterator: Expr
  /// `$x$generator.next()`: an optional element, `nil` at the end.
  public var next: Expr

  public init(variable: VarDecl, sequenceValue: OpaqueValueExpr, calls: (makeIterator: Expr, next: Expr)) {
    (self.variable, self.sequenceValue) = (variable, sequenceValue)
    (makeIterator, next) = calls
  }
}

/// `break` or `continue`, with the label it names, if any (the parser's
/// `parseBreakOrContinueStmt`). Sema sets `target` to the statement it jumps out of or
/// to.
open class BreakOrContinueStmt: Stmt {
  public var label: String?
  public unowned var target: Stmt?

  public init(label: String?, range: SourceRange) {
    self.label = label
    super.init(range: range)
  }
}

/// `break` / `break label`: `target` is the loop or switch it leaves.
public final class BreakStmt: BreakOrContinueStmt {}

/// `continue` / `continue label`: `target` is the loop it continues.
public final class ContinueStmt: BreakOrContinueStmt {}

/// `fallthrough`
public final class FallthroughStmt: Stmt {}

/// `switch subject { case ...: ... default: ... }`
public final class SwitchStmt: LabeledStmt {
  public var subject: Expr
  public var cases: [CaseStmt]

  public init(subject: Expr, cases: [CaseStmt], range: SourceRange) {
    self.subject = subject
    self.cases = cases
    super.init(range: range)
  }
}

/// One `case p1, p2 where cond:` (or `default:`) of a switch with its body.
public final class CaseStmt: Stmt {
  public struct LabelItem {
    public var pattern: Pattern
    public var guardExpr: Expr?

    public init(pattern: Pattern, guardExpr: Expr?) {
      self.pattern = pattern
      self.guardExpr = guardExpr
    }
  }

  public var labelItems: [LabelItem]
  public var isDefault: Bool
  public var body: BraceStmt

  public init(labelItems: [LabelItem], isDefault: Bool, body: BraceStmt, range: SourceRange) {
    self.labelItems = labelItems
    self.isDefault = isDefault
    self.body = body
    super.init(range: range)
  }
}
