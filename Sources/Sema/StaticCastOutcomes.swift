import AST
import Basic

/// Checked casts whose answer the types alone give, as swiftc's `typeCheckCheckedCast`
/// finds them (lib/Sema/TypeCheckConstraints.cpp), with its warnings: a value that
/// converts to the type (`b is A` with `b: B`, `s as? P` with `S: P`, `5 as? Any`) always
/// is one ("'is' test is always true"); a value of a type no value of which can be one
/// (`5 as? String`, unrelated classes, a struct and a class) never is ("cast from 'Int'
/// to unrelated type 'String' always fails"). Arrays, dictionaries and sets are left to
/// the element-wise casts (swiftc does not warn on them either), and so are protocols,
/// `Any`, `AnyObject`, generic parameters and metatypes, except that `x is AnyObject`
/// always holds (a value that is not an object is boxed in one).
extension TypeChecker {
  /// `c`'s answer when the types give it, with swiftc's warning reported; the operand
  /// converted to the type when the cast always succeeds.
  func staticCastOutcome(_ c: CastExpr, from written: SwiftType, to target: SwiftType) -> CastExpr.StaticCastOutcome? {
    guard let operand = c.subExpr else { return nil }
    let (sub, source) = castOperand(operand, written, to: target)
    if conversionScore(from: source, to: target) != nil {
      // (From an optional to a type that is not one, Casts.swift's unwrapping warns.)
      let message: String
      switch c.kind {
      case .isSubtype: message = SemaDiagnostics.isTestAlwaysTrue()
      case .conditional: message = SemaDiagnostics.conditionalCastAlwaysSucceeds(source, target)
      case .forced:
        message = source == target
          ? SemaDiagnostics.forcedCastToSameType(source) : SemaDiagnostics.forcedCastAlwaysSucceeds(source, target)
      case .coerce: return nil
      }
      // (An array, dictionary or tuple literal is typed by the cast's type in swiftc,
      // which sees nothing to warn about. swiftc meets the cast before the warnings on
      // its operand's conversions, `print(o as! Int?)`'s.)
      if !(sub.withoutParens is ArrayExpr || sub.withoutParens is DictionaryExpr || sub.withoutParens is TupleExpr) {
        report(Diagnostic(.warning, message, at: c.keywordLoc), sortedAt: c.range.start)
      }
      c.subExpr = coerce(sub, to: target, reason: .specifiedType)
      return .succeeds
    }
    if c.kind == .isSubtype, target == .anyObject, !{ if case .optional = source { true } else { false } }() {
      // `s is AnyObject` of a struct's, an enum's, a tuple's, a function's value (an
      // `Any`'s, a generic parameter's): Swift's runtime boxes any value that is not an
      // object in one (`__SwiftValue`, without Objective-C too), so it always is one, and
      // swiftc says so. (`as?` and `as!`, which would give that box, are not supported.)
      if !(sub.withoutParens is ArrayExpr || sub.withoutParens is DictionaryExpr || sub.withoutParens is TupleExpr) {
        report(Diagnostic(.warning, SemaDiagnostics.isTestAlwaysTrue(), at: c.keywordLoc), sortedAt: c.range.start)
      }
      return .succeeds
    }
    guard castAlwaysFails(from: source, to: target) else { return nil }
    if let literal = literalType(operand), literalConverts(literal, to: target) {
      report(Diagnostic(.warning, SemaDiagnostics.literalCastAlwaysFails(literal, target), at: c.keywordLoc), sortedAt: c.range.start)
    } else {
      report(Diagnostic(.warning, SemaDiagnostics.castAlwaysFails(castSourceName(c, source), target), at: c.keywordLoc),
             sortedAt: c.range.start)
    }
    return .fails
  }

  /// The operand a cast of `operand` (of type `type`) to `target` is decided from, and
  /// its type, as swiftc decides it: of an `Optional(x)` to a type that is not an
  /// optional (`Optional(i) is String`), `x`, the value the optional unwraps to.
  func castOperand(_ operand: Expr, _ type: SwiftType, to target: SwiftType) -> (expr: Expr, type: SwiftType) {
    var sub = operand
    var source = type
    if !isOptionalType(target) {
      while let inner = optionalInitializerArgument(sub), let t = inner.type {
        sub = inner
        source = t
      }
    }
    return (sub, source)
  }

  /// How swiftc's cast warnings name `c`'s operand of type `source` (`castOperand`'s):
  /// `Optional<Int>` when it is spelled with Optional's type or one of its cases.
  func castSourceName(_ c: CastExpr, _ source: SwiftType) -> String {
    guard let sub = c.subExpr, let t = sub.type else { return source.description }
    let operand = castOperand(sub, t, to: c.castType ?? .error).expr
    return spelledCaseOrTypeName(operand).map { "Optional<\($0)>" } ?? source.description
  }

  /// `x` of an operand `Optional(x)` (in parentheses too), the initializer's type left
  /// to be inferred (`SpelledOptional.isInferredInitializer`).
  private func optionalInitializerArgument(_ e: Expr) -> Expr? {
    guard let inject = e.withoutParens as? InjectIntoOptionalExpr,
      spelledOptionals[ObjectIdentifier(inject)]?.isInferredInitializer == true
    else { return nil }
    return inject.subExpr
  }

  /// The wrapped type of an operand spelled with Optional's type (`Optional<Int>(3)`)
  /// or one of its cases (`Optional<Int>.none`, `Int?.some(3)`), which swiftc's cast
  /// warnings name `Optional<Int>`, in parentheses too.
  private func spelledCaseOrTypeName(_ e: Expr) -> SwiftType? {
    var inner = e.withoutParens
    if let chain = inner as? OptionalEvaluationExpr, !chain.isImplicit { inner = chain.subExpr.withoutParens }
    guard spelledOptionals[ObjectIdentifier(inner)] != nil, case .optional(let w)? = inner.type else { return nil }
    return w
  }

  /// Can no value of `source` be a `target`? Optionals are looked through on both
  /// sides (`o as? String` with `o: Int?`, `5 as? String?`): the concrete types left are
  /// unrelated classes, or a class and a struct, an enum or a built-in type, or two such
  /// types neither of which converts to the other.
  func castAlwaysFails(from source: SwiftType, to target: SwiftType) -> Bool {
    var s = source
    while case .optional(let w) = s { s = w }
    var t = target
    while case .optional(let w) = t { t = w }
    guard s != t, isStaticallyCastable(s), isStaticallyCastable(t) else { return false }
    if case .nominal(let a as ClassDecl) = s, case .nominal(let b as ClassDecl) = t {
      return !a.isSubclass(of: b) && !b.isSubclass(of: a)
    }
    return conversionScore(from: s, to: t) == nil && conversionScore(from: t, to: s) == nil
  }

  /// A type whose values' casts swiftc decides from the type: a non-generic class, a
  /// struct or an enum (not a library one whose casts Swift's runtime bridges), a
  /// built-in scalar type or a function type.
  private func isStaticallyCastable(_ t: SwiftType) -> Bool {
    switch t {
    case .int, .double, .bool, .string, .character, .substring, .sizedInteger: return true
    case .nominal(let n): return n is ClassDecl || n is StructDecl || n is EnumDecl
    case .function(let f): return !f.parameters.contains { $0.type.containsError } && !f.result.containsError
    case .void, .stringIndex, .range, .optional, .array, .set, .dictionary, .tuple, .boundGeneric, .existential,
      .genericParameter, .dependentMember, .error, .any, .anyObject, .metatype, .opaque:
      return false
    }
  }

  /// The type a literal operand was given by default (`5` an Int), which swiftc names
  /// when the cast's type could have been the literal's.
  private func literalType(_ e: Expr) -> SwiftType? {
    switch e.withoutParens {
    case is IntegerLiteralExpr, is FloatLiteralExpr, is StringLiteralExpr, is BooleanLiteralExpr: return e.type
    default: return nil
    }
  }

  /// Could a literal of `literal`'s kind have been a `target` (`5 is Double`, `"x" is
  /// Character`)?
  private func literalConverts(_ literal: SwiftType, to target: SwiftType) -> Bool {
    switch (literal, target) {
    case (.int, .double), (.int, .sizedInteger): return true
    case (.string, .character), (.string, .substring): return true
    default: return false
    }
  }
}
