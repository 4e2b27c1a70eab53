import AST
import Basic

/// An `UnresolvedPatternExpr` being parsed: `pattern(from:)` turns it back into its
/// pattern, and one that is left over (a `let` in a plain expression) is reported.
final class PatternPlaceholderExpr: UnresolvedPatternExpr {
  var isUsed = false
}

/// Patterns: the ones that bind (`let`/`var` declarations, `for`, `if let`) and the
/// matching patterns of `case` labels.
extension Parser {
  /// binding-pattern = '_' | identifier | '(' (binding-pattern (',' binding-pattern)*)? ')'
  ///
  /// Every identifier declares a variable, appended to `vars`.
  mutating func parseBindingPattern(isLet: Bool, into vars: inout [VarDecl]) -> Pattern? {
    traceEnter("parseBindingPattern")
    defer { traceLeave() }
    if isUnderscore(tok) {
      return AnyPattern(range: consume().range)
    }
    if at(.identifier) {
      let t = consume()
      let v = VarDecl(name: text(t), nameLoc: t.loc, isLet: isLet, range: t.range)
      vars.append(v)
      return NamedPattern(decl: v)
    }
    if at(.leftParen) {
      guard enterStructure() else { return nil }
      defer { leaveStructure() }
      let open = consume()
      var elements: [Pattern] = []
      var labels: [String?] = []
      var hasLabel = false
      while !at(.rightParen) && !at(.eof) {
        var label: String?
        if at(.identifier) && peek().kind == .colon {
          label = text(consume())
          consume()
          hasLabel = true
        }
        guard let element = parseBindingPattern(isLet: isLet, into: &vars) else { return nil }
        elements.append(element)
        labels.append(label)
        if consumeIf(.comma) == nil { break }
      }
      guard let close = expectClosing(.rightParen, open: open, message: ParserDiagnostics.expectedRightParenInTuplePattern)
      else { return nil }
      return TuplePattern(elements: elements, labels: hasLabel ? labels : [], range: SourceRange(start: open.loc, end: close.range.end))
    }
    if Parser.isKeyword(kind) && !at(.eof) {
      // `let class = ...`: reported, then used as the name for recovery.
      let t = consume()
      error(
        ParserDiagnostics.keywordAsIdentifier(text(t)), at: t.loc,
        notes: [.note(ParserDiagnostics.useBackticksNote, at: t.loc)])
      let v = VarDecl(name: text(t), nameLoc: t.loc, isLet: isLet, range: t.range)
      vars.append(v)
      return NamedPattern(decl: v)
    }
    errorAtEndOfLineOrHere(ParserDiagnostics.expectedPattern)
    return nil
  }

  /// matching-pattern = ('let' | 'var') expr-postfix    -- every name inside binds
  ///                  | expr                            -- `.red`, `.circle(let r)`, `1...5`, `_`
  ///
  /// Parsed as an expression (in which `let x` may appear), then turned into a pattern:
  /// `_` is `AnyPattern`, `.a` / `.a(p, q)` / `T.a(p)` an `EnumElementPattern`, `(p, q)` a
  /// `TuplePattern`, `p?` an `OptionalSomePattern`, anything else an `ExprPattern`.
  /// A `T.a` with no arguments is an `EnumElementPattern` when `T` is spelled like a type
  /// (capitalised): a static constant there is read as an enum case (swiftc decides it
  /// in Sema, by looking `a` up).
  mutating func parseMatchingPattern(into vars: inout [VarDecl]) -> Pattern? {
    traceEnter("parseMatchingPattern")
    defer { traceLeave() }
    let savedPattern = inCasePattern
    inCasePattern = true
    defer { inCasePattern = savedPattern }
    let start = tok.loc
    if at(.kwIs) {
      // `is T`
      consume()
      guard let type = parseType() else { return nil }
      return IsPattern(subPattern: nil, castTypeRepr: type, range: SourceRange(start: start, end: type.range.end))
    }
    if at(.kwLet) || at(.kwVar) {
      let isLet = at(.kwLet)
      consume()
      guard canStartExpression(tok) else {
        errorAtEndOfLineOrHere(ParserDiagnostics.expectedPattern)
        return nil
      }
      let mark = placeholderLog.count
      guard let e = parseExprUnary() else { return nil }
      var placeholders = Array(placeholderLog[mark...])
      placeholderLog.removeSubrange(mark...)
      let sub = pattern(from: e, bindingIsLet: isLet, vars: &vars, placeholders: &placeholders)
      guard checkPlaceholders(placeholders) else { return nil }
      let binding = BindingPattern(isLet: isLet, subPattern: sub, range: SourceRange(start: start, end: sub.range.end))
      if at(.kwAs) {
        // `let x as T`
        let keyword = consume()
        guard let type = parseType() else { return nil }
        return IsPattern(subPattern: binding, castTypeRepr: type, range: SourceRange(start: start, end: type.range.end),
                         keywordLoc: keyword.loc)
      }
      return binding
    }
    guard canStartExpression(tok) || at(.kwLet) || at(.kwVar) || kind.isOperator else {
      errorAtEndOfLineOrHere(ParserDiagnostics.expectedPattern)
      return nil
    }
    let mark = placeholderLog.count
    guard let e = parseExpr(message: ParserDiagnostics.expectedPattern) else { return nil }
    var placeholders = Array(placeholderLog[mark...])
    placeholderLog.removeSubrange(mark...)
    let p = pattern(from: e, bindingIsLet: nil, vars: &vars, placeholders: &placeholders)
    guard checkPlaceholders(placeholders) else { return nil }
    return p
  }

  /// Reports a `let` pattern left inside an expression (`case f(let x)` where `f` is not an
  /// enum case).
  mutating func checkPlaceholders(_ placeholders: [PatternPlaceholderExpr]) -> Bool {
    for p in placeholders where !p.isUsed {
      error(ParserDiagnostics.bindingPatternInExpression, at: p.loc)
      return false
    }
    return true
  }

  /// Turns a parsed expression into a pattern. `bindingIsLet` is set under `let`/`var`:
  /// there a bare name declares a variable.
  mutating func pattern(
    from e: Expr, bindingIsLet: Bool?, vars: inout [VarDecl], placeholders: inout [PatternPlaceholderExpr]
  ) -> Pattern {
    switch e {
    case let p as PatternPlaceholderExpr:
      p.isUsed = true
      vars += p.pattern.boundVariables
      return p.pattern
    case is DiscardAssignmentExpr:
      return AnyPattern(range: e.range)
    case let ref as UnresolvedDeclRefExpr where bindingIsLet != nil && ref.genericArgs.isEmpty:
      let v = VarDecl(name: ref.name, nameLoc: ref.loc, isLet: bindingIsLet ?? true, range: ref.range)
      vars.append(v)
      return NamedPattern(decl: v)
    case let paren as ParenExpr:
      return pattern(from: paren.subExpr, bindingIsLet: bindingIsLet, vars: &vars, placeholders: &placeholders)
    case let tuple as TupleExpr:
      let elements = tuple.elements.map { pattern(from: $0, bindingIsLet: bindingIsLet, vars: &vars, placeholders: &placeholders) }
      let hasLabel = tuple.labels.contains { $0 != nil }
      return TuplePattern(elements: elements, labels: hasLabel ? tuple.labels : [], range: tuple.range)
    case let eval as OptionalEvaluationExpr:
      return pattern(from: eval.subExpr, bindingIsLet: bindingIsLet, vars: &vars, placeholders: &placeholders)
    case let bind as BindOptionalExpr:
      let sub = pattern(from: bind.subExpr, bindingIsLet: bindingIsLet, vars: &vars, placeholders: &placeholders)
      return OptionalSomePattern(subPattern: sub, range: bind.range)
    case let member as UnresolvedMemberExpr:
      return EnumElementPattern(parentType: nil, name: member.name, nameLoc: member.loc.advanced(by: 1), subPattern: nil,
                                range: member.range)
    case let dot as UnresolvedDotExpr where typeRepr(fromTypeLike: dot.base) != nil:
      return EnumElementPattern(parentType: typeRepr(fromTypeLike: dot.base), name: dot.name, nameLoc: dot.nameLoc,
                                subPattern: nil, range: dot.range)
    case let call as CallExpr:
      var parentType: TypeRepr?
      var name: String?
      var nameLoc = SourceLoc.invalid
      if let member = call.fn as? UnresolvedMemberExpr {
        name = member.name
        nameLoc = member.loc.advanced(by: 1)
      } else if let dot = call.fn as? UnresolvedDotExpr, let type = typeRepr(fromTypeLike: dot.base) {
        parentType = type
        name = dot.name
        nameLoc = dot.nameLoc
      }
      guard let name else { break }
      let subs = call.arguments.map { pattern(from: $0.expr, bindingIsLet: bindingIsLet, vars: &vars, placeholders: &placeholders) }
      let labels = call.arguments.map(\.label)
      let sub: Pattern
      if subs.count == 1 && labels[0] == nil {
        sub = subs[0]
      } else {
        sub = TuplePattern(
          elements: subs, labels: labels.contains { $0 != nil } ? labels : [], range: call.argumentsRange)
      }
      return EnumElementPattern(parentType: parentType, name: name, nameLoc: nameLoc, subPattern: sub, range: call.range)
    default:
      break
    }
    return ExprPattern(expr: e)
  }

  /// `Shape` or `Module.Shape` written as an expression, as a type — when it is spelled
  /// like one (each name capitalised).
  func typeRepr(fromTypeLike e: Expr) -> TypeRepr? {
    switch e {
    case let ref as UnresolvedDeclRefExpr:
      guard let first = ref.name.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return nil }
      return IdentTypeRepr(name: ref.name, genericArgs: ref.genericArgs, range: ref.range)
    case let dot as UnresolvedDotExpr:
      guard let base = typeRepr(fromTypeLike: dot.base), let first = dot.name.utf8.first,
        first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z")
      else { return nil }
      return MemberTypeRepr(base: base, name: dot.name, range: dot.range)
    default:
      return nil
    }
  }

  /// `let x` / `var (a, b)` met inside an expression of a `case` pattern: parsed as a
  /// binding pattern and wrapped in a placeholder expression.
  mutating func parsePatternPlaceholder() -> Expr? {
    traceEnter("parsePatternPlaceholder")
    defer { traceLeave() }
    let start = tok.loc
    let isLet = at(.kwLet)
    consume()
    let mark = placeholderLog.count
    guard let e = parseExprUnary() else { return nil }
    var vars: [VarDecl] = []
    var placeholders = Array(placeholderLog[mark...])
    placeholderLog.removeSubrange(mark...)
    let sub = pattern(from: e, bindingIsLet: isLet, vars: &vars, placeholders: &placeholders)
    guard checkPlaceholders(placeholders) else { return nil }
    let binding = BindingPattern(isLet: isLet, subPattern: sub, range: SourceRange(start: start, end: sub.range.end))
    let placeholder = PatternPlaceholderExpr(pattern: binding)
    placeholderLog.append(placeholder)
    return placeholder
  }
}
