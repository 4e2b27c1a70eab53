import Basic

/// A pattern: what a `let`/`var`, a `for`, a `case` or an `if let` binds or matches.
/// Sema sets `type`.
open class Pattern: Node {
  public var type: SwiftType?
}

/// `x` — binds a variable (`pattern_named`).
public final class NamedPattern: Pattern {
  public var decl: VarDecl

  public init(decl: VarDecl) {
    self.decl = decl
    super.init(range: decl.range)
  }

  public var name: String { decl.name }
}

/// `x: Int` — `pattern_typed`.
public final class TypedPattern: Pattern {
  public var subPattern: Pattern
  public var typeRepr: TypeRepr

  public init(subPattern: Pattern, typeRepr: TypeRepr, range: SourceRange) {
    self.subPattern = subPattern
    self.typeRepr = typeRepr
    super.init(range: range)
  }
}

/// `_` — `pattern_any`.
public final class AnyPattern: Pattern {}

/// `(a, b)` — `pattern_tuple`; `(width: w, height: h)` in an enum case pattern.
public final class TuplePattern: Pattern {
  public var elements: [Pattern]
  /// The element labels as written (`width` in `.rectangle(width: w, height: h)`), one per
  /// element, `nil` when unlabelled; empty when no element is labelled.
  public var labels: [String?]

  public init(elements: [Pattern], labels: [String?] = [], range: SourceRange) {
    self.elements = elements
    self.labels = labels
    super.init(range: range)
  }
}

/// `let x` / `var x` inside a pattern (`case let z`, `if let a = ...`) —
/// `pattern_binding kind=let`.
public final class BindingPattern: Pattern {
  public var isLet: Bool
  public var subPattern: Pattern

  public init(isLet: Bool, subPattern: Pattern, range: SourceRange) {
    self.isLet = isLet
    self.subPattern = subPattern
    super.init(range: range)
  }
}

/// An expression matched with `~=` (a `case 1, 2:` value, a range) — `pattern_expr`.
public final class ExprPattern: Pattern {
  public var expr: Expr
  /// Set by Sema when the pattern is matched by a call of module Swift's `~=` (a
  /// library range, `case ...5:`): the call, whose arguments are `patternValue` (the
  /// value of `expr`) and `matchValue` (the value matched), which IRGen binds.
  public var matchCall: Expr?
  public var patternValue: OpaqueValueExpr?
  public var matchValue: OpaqueValueExpr?

  public init(expr: Expr) {
    self.expr = expr
    super.init(range: expr.range)
  }
}

/// `.circle(let r)`, `Shape.square(side: let s)`, `.red` — `pattern_enum_element`.
public final class EnumElementPattern: Pattern {
  /// `Shape` in `Shape.circle`, if written.
  public var parentType: TypeRepr?
  public var name: String
  /// Where the case's name is written (swiftc reports errors about it there).
  public var nameLoc: SourceLoc
  /// The associated-value patterns, if any (a `TuplePattern` or a single pattern).
  public var subPattern: Pattern?
  /// Set by Sema.
  public weak var element: EnumElementDecl?

  public init(parentType: TypeRepr?, name: String, nameLoc: SourceLoc, subPattern: Pattern?, range: SourceRange) {
    self.parentType = parentType
    self.name = name
    self.nameLoc = nameLoc
    self.subPattern = subPattern
    super.init(range: range)
  }
}

/// `let x?` — matches a non-nil optional (`pattern_optional_some`).
public final class OptionalSomePattern: Pattern {
  public var subPattern: Pattern

  public init(subPattern: Pattern, range: SourceRange) {
    self.subPattern = subPattern
    super.init(range: range)
  }
}

/// `is T` and `let x as T` (`pattern_is`): matches a value that casts to `T` (see
/// `CastExpr`), then matches the cast value against `subPattern` when there is one.
public final class IsPattern: Pattern {
  public var subPattern: Pattern?
  /// `T` as written; nil on an implicit cast Sema makes (a `catch E.someCase` pattern).
  public var castTypeRepr: TypeRepr?
  /// `T`, set by Sema.
  public var castType: SwiftType?
  /// Sema: the cast always succeeds (`T` is the subject's type or a superclass of it).
  public var isCoercion = false
  /// Sema: no value of the subject's type is a `T` (`case let s as String` on an Int,
  /// which swiftc warns always fails).
  public var neverMatches = false
  /// Where `is` or `as` was written (swiftc's location of the cast).
  public var keywordLoc: SourceLoc

  public init(subPattern: Pattern?, castTypeRepr: TypeRepr?, range: SourceRange, keywordLoc: SourceLoc? = nil) {
    self.subPattern = subPattern
    self.castTypeRepr = castTypeRepr
    self.keywordLoc = keywordLoc ?? range.start
    super.init(range: range)
  }
}

extension Pattern {
  /// Can the pattern fail to match a value of its type? `0`, `.some(let x)`, `x?`,
  /// `is T` and a tuple holding one can; a name, `_` and a tuple of those cannot. (A
  /// `for case` loop over a refutable pattern runs its body only for the elements that
  /// match; `let` binds only irrefutable ones.)
  public var isRefutable: Bool {
    switch patternKind {
    case .named, .any: false
    case .typed(let t): t.subPattern.isRefutable
    case .binding(let b): b.subPattern.isRefutable
    case .tuple(let t): t.elements.contains { $0.isRefutable }
    case .expr, .enumElement, .optionalSome, .isPattern: true
    }
  }
}
