import AST
import Basic
import Lexer

/// Expressions. Operators are left as swiftc's parser leaves them: a flat `SequenceExpr`
/// of operands and operators (`UnresolvedDeclRefExpr`, `AssignExpr`, `TernaryExpr`) that
/// Sema folds by precedence.
extension Parser {
  /// expr = expr-sequence
  mutating func parseExpr(message: String = ParserDiagnostics.expectedExpression) -> Expr? {
    traceEnter("parseExpr")
    defer { traceLeave() }
    return parseExprSequence(message: message)
  }

  /// expr-sequence = expr-sequence-element (infix-operator expr-sequence-element
  ///               | '=' expr-sequence-element
  ///               | '?' expr-sequence ':' expr-sequence-element)*
  mutating func parseExprSequence(message: String) -> Expr? {
    traceEnter("parseExprSequence")
    defer { traceLeave() }
    let start = tok.loc
    guard let first = parseExprSequenceElement(message: message) else { return nil }
    // Most expressions have no operator: the array is only made when one follows.
    // (Reserving room avoids regrowing a 1-, 2-, 4-element buffer for `a = b + c`.)
    var elements: [Expr] = []
    loop: while true {
      if elements.isEmpty {
        switch kind {
        case .binaryOperatorSpaced, .binaryOperatorUnspaced, .questionInfix, .kwIs, .kwAs, .equal:
          if at(.equal) && inCasePattern { break loop }
          elements.reserveCapacity(7)
          elements.append(first)
        default: break loop
        }
      }
      switch kind {
      case .binaryOperatorSpaced, .binaryOperatorUnspaced:
        let t = consume()
        elements.append(UnresolvedDeclRefExpr(name: text(t), range: t.range))
        guard let rhs = parseExprSequenceElement(message: ParserDiagnostics.expectedExpressionAfterOperator) else {
          return nil
        }
        elements.append(rhs)
      case .equal:
        // In `if case .a(let x) = value` the `=` ends the pattern.
        if inCasePattern { break loop }
        let t = consume()
        elements.append(AssignExpr(dest: nil, source: nil, range: t.range))
        guard let rhs = parseExprSequenceElement(message: ParserDiagnostics.expectedExpressionAfterAssignment) else {
          return nil
        }
        elements.append(rhs)
      case .questionInfix:
        guard enterRecursion() else { return nil }
        defer { leaveRecursion() }
        let q = consume()
        guard let middle = parseExprSequence(message: ParserDiagnostics.expectedExpressionAfterQuestion) else {
          return nil
        }
        guard at(.colon) else {
          error(ParserDiagnostics.expectedColonInTernary, at: q.loc)
          return nil
        }
        let colon = consume()
        elements.append(
          TernaryExpr(
            condition: nil, thenExpr: middle, elseExpr: nil, range: SourceRange(start: q.loc, end: colon.range.end)))
        guard let rhs = parseExprSequenceElement(message: ParserDiagnostics.expectedExpressionAfterColon) else {
          return nil
        }
        elements.append(rhs)
      case .kwIs, .kwAs:
        // As swiftc: the cast stands for both the operator and its right operand.
        guard let cast = parseCast() else { return nil }
        elements.append(cast)
        elements.append(cast)
      default:
        break loop
      }
    }
    if elements.count <= 1 { return first }
    return SequenceExpr(elements: elements, range: range(from: start))
  }

  /// cast = 'is' type | 'as' ('?' | '!')? type
  mutating func parseCast() -> CastExpr? {
    let keyword = consume()
    var kind: CastExpr.Kind = keyword.kind == .kwIs ? .isSubtype : .coerce
    if keyword.kind == .kwAs, at(.questionPostfix) || at(.exclaimPostfix) {
      kind = at(.questionPostfix) ? .conditional : .forced
      consume()
    }
    guard let type = parseType(message: ParserDiagnostics.expectedType) else { return nil }
    return CastExpr(kind: kind, subExpr: nil, typeRepr: type, range: SourceRange(start: keyword.loc, end: type.range.end))
  }

  /// expr-sequence-element = ('try' | 'try?' | 'try!')? expr-unary
  ///
  /// As in swiftc's parser the `try` covers the one element; Sema, folding the
  /// sequence, makes it cover everything to its right (ErrorHandling.swift).
  mutating func parseExprSequenceElement(message: String) -> Expr? {
    if at(.kwTry) {
      // `try? try f()`: each `try` covers the next (in a loop: a long run cannot
      // overflow the stack; each counts as a level of recursion, as Sema's nested
      // checks do).
      var tries: [(loc: SourceLoc, kind: TryExpr.Kind)] = []
      defer { for _ in tries { leaveRecursion() } }
      while at(.kwTry) {
        guard enterRecursion() else { return nil }
        let keyword = consume()
        var kind = TryExpr.Kind.plain
        if at(.questionPostfix) || at(.exclaimPostfix) {
          kind = at(.questionPostfix) ? .optional : .forced
          consume()
        }
        tries.append((keyword.loc, kind))
      }
      guard var e = parseExprAwait(message: message) else { return nil }
      for t in tries.reversed() { e = TryExpr(kind: t.kind, subExpr: e, range: range(from: t.loc)) }
      return e
    }
    return parseExprAwait(message: message)
  }

  /// expr-await = 'await' expr-unary | expr-unary
  ///
  /// `await` is a contextual keyword: followed on its line by the start of an operand
  /// it marks that operand (`await f()`, `try await g()`); otherwise it is a name
  /// (`let await = 2`).
  mutating func parseExprAwait(message: String) -> Expr? {
    guard isContextual("await"), !peek().isAtStartOfLine, startsOperand(peek().kind) else {
      return parseExprUnary(message: message)
    }
    let keyword = consume()
    guard let sub = parseExprUnary(message: message) else { return nil }
    return AwaitExpr(subExpr: sub, range: range(from: keyword.loc))
  }

  /// Tokens an operand of `await` starts with.
  private func startsOperand(_ k: TokenKind) -> Bool {
    switch k {
    case .identifier, .dollarIdentifier, .integerLiteral, .floatingLiteral, .stringLiteral, .prefixOperator,
      .leftParen, .leftSquare, .periodPrefix, .kwSelf, .kwSuper, .kwTrue, .kwFalse, .kwNil, .kwTry:
      true
    default:
      false
    }
  }

  /// expr-unary = (prefix-operator | '&')* expr-postfix
  ///
  /// A `-` written right before a number literal makes it a negative literal. Prefix
  /// operators are collected in a loop, so a long run of them cannot overflow the stack.
  mutating func parseExprUnary(message: String = ParserDiagnostics.expectedExpression) -> Expr? {
    traceEnter("parseExprUnary")
    defer { traceLeave() }
    // An operator on its own as an argument: `reduce(0, +)`.
    if tok.kind.isOperator {
      let next = peek().kind
      if next == .rightParen || next == .comma || next == .rightSquare {
        let t = consume()
        return UnresolvedDeclRefExpr(name: text(t), range: t.range)
      }
    }
    var ops: [Token] = []
    // The operators written apart from their operand (`- 1`), taken as prefix operators
    // after the error: as swiftc's, a `-` of them still makes a negative literal.
    var separated: Set<Int> = []
    while true {
      switch kind {
      case .prefixOperator, .ampPrefix:
        ops.append(consume())
        continue
      case .binaryOperatorSpaced, .binaryOperatorUnspaced, .postfixOperator:
        // Recovery: an operator where an operand goes is taken as a prefix operator.
        let t = consume()
        if t.range.end == tok.loc && !at(.eof) {
          error(ParserDiagnostics.expectedExpressionAfterUnary, at: t.loc)
        } else {
          error(ParserDiagnostics.unarySeparatedFromOperand, at: t.loc)
        }
        var prefix = t
        prefix.kind = .prefixOperator
        separated.insert(ops.count)
        ops.append(prefix)
        continue
      default:
        break
      }
      break
    }
    guard var e = parseExprPostfix(message: message) else { return nil }
    for (index, op) in ops.enumerated().reversed() {
      let r = SourceRange(start: op.loc, end: e.range.end)
      if op.kind == .ampPrefix {
        e = InOutExpr(subExpr: e, range: r)
        continue
      }
      if tokenTextEquals(op, "-") && (op.range.end == e.range.start || separated.contains(index)) {
        if let int = e as? IntegerLiteralExpr, !int.isNegative {
          int.isNegative = true
          int.range = r
          continue
        }
        if let float = e as? FloatLiteralExpr, !float.isNegative {
          float.isNegative = true
          float.range = r
          continue
        }
      }
      e = PrefixUnaryExpr(op: UnresolvedDeclRefExpr(name: text(op), range: op.range), operand: e, range: r)
    }
    return e
  }

  /// expr-postfix = expr-primary expr-postfix-suffix*
  /// expr-postfix-suffix = '.' (identifier | keyword | integer-literal)
  ///                     | '(' argument-list ')'        -- on the same line
  ///                     | '[' argument-list ']'        -- on the same line
  ///                     | closure                      -- a trailing closure
  ///                     | '!' | '?' | postfix-operator
  ///
  /// A chain containing `?` is wrapped in an `OptionalEvaluationExpr` (not inside a key
  /// path, `inKeyPath`, where swiftc leaves the `?` bare).
  mutating func parseExprPostfix(message: String, inKeyPath: Bool = false) -> Expr? {
    traceEnter("parseExprPostfix")
    defer { traceLeave() }
    guard let e = parseExprPrimary(message: message) else { return nil }
    return parseExprPostfixSuffixes(e, inKeyPath: inKeyPath)
  }

  /// The `expr-postfix-suffix`es after `e` (see `parseExprPostfix`).
  mutating func parseExprPostfixSuffixes(_ base: Expr, inKeyPath: Bool) -> Expr? {
    var e = base
    let start = e.range.start
    var hasBind = false
    loop: while true {
      switch kind {
      case .period, .periodPrefix:
        consume()
        let t = tok
        if inKeyPath && at(.leftSquare) {
          // `\[String].[1]`: a subscript component, on the root.
          guard let (args, _) = parseArgumentList(close: .rightSquare) else { return nil }
          e = SubscriptExpr(base: e, arguments: args, range: range(from: start))
          continue
        }
        if at(.identifier) || Parser.isKeyword(kind) && !at(.eof) || at(.integerLiteral) {
          consume()
          let member = UnresolvedDotExpr(base: e, name: text(t), nameLoc: t.loc, range: range(from: start))
          if let labels = parseCompoundNameLabels() {
            member.argumentLabels = labels
            member.range = range(from: start)
          }
          e = member
        } else {
          error(ParserDiagnostics.expectedMemberName)
          return nil
        }
      case .leftParen where !tok.isAtStartOfLine:
        guard let (args, argsRange) = parseArgumentList(close: .rightParen) else { return nil }
        e = CallExpr(fn: e, arguments: args, argumentsRange: argsRange, range: range(from: start))
      case .leftSquare where !tok.isAtStartOfLine:
        guard let (args, _) = parseArgumentList(close: .rightSquare) else { return nil }
        e = SubscriptExpr(base: e, arguments: args, range: range(from: start))
      case .leftBrace where allowTrailingClosure && isValidTrailingClosure() && !Parser.isLiteral(e):
        guard let closure = parseClosure() else { return nil }
        var trailing = Argument(label: nil, labelLoc: nil, expr: closure)
        trailing.isTrailingClosure = true
        if let call = e as? CallExpr {
          call.arguments.append(trailing)
          call.range = range(from: start)
        } else {
          e = CallExpr(fn: e, arguments: [trailing], argumentsRange: closure.range, range: range(from: start))
        }
      case .exclaimPostfix:
        consume()
        e = ForceValueExpr(subExpr: e, range: range(from: start))
      case .questionPostfix:
        consume()
        e = BindOptionalExpr(subExpr: e, range: range(from: start))
        hasBind = true
      case .postfixOperator:
        let t = consume()
        e = PostfixUnaryExpr(op: UnresolvedDeclRefExpr(name: text(t), range: t.range), operand: e, range: range(from: start))
      default:
        break loop
      }
    }
    if hasBind && !inKeyPath {
      e = OptionalEvaluationExpr(subExpr: e, range: e.range)
    }
    return e
  }

  /// expr-key-path = '\' expr-postfix                 -- a root type and its path
  ///               | '\' expr-postfix-suffix+         -- from the `.`: no root type
  ///
  /// swiftc's shape: with a root type, the whole postfix expression (`Person.name`) is
  /// the parsed root; without one, the suffixes are a parsed path over a
  /// `KeyPathDotExpr`. A `?` in either is left bare (no `OptionalEvaluationExpr`).
  mutating func parseExprKeyPath() -> Expr? {
    traceEnter("parseExprKeyPath")
    defer { traceLeave() }
    let backslash = consume()
    if at(.period) || at(.periodPrefix) {
      let dot = KeyPathDotExpr(range: tok.range, isImplicit: true)
      guard let path = parseExprPostfixSuffixes(dot, inKeyPath: true) else { return nil }
      return KeyPathExpr(parsedRoot: nil, parsedPath: path, range: range(from: backslash.loc))
    }
    guard let root = parseExprPostfix(message: ParserDiagnostics.expectedExpression, inKeyPath: true) else {
      return nil
    }
    return KeyPathExpr(parsedRoot: root, parsedPath: nil, range: range(from: backslash.loc))
  }

  /// compound-name-labels = '(' (identifier ':')+ ')'   -- right after the name
  ///
  /// `init(describing:)`, `add(_:to:)`: the argument labels of a member named with
  /// them (nil for `_`); nil, consuming nothing, when a call's arguments follow instead.
  mutating func parseCompoundNameLabels() -> [String?]? {
    guard at(.leftParen), tok.range.start == previousEnd else { return nil }
    var n = 1
    while peek(n).kind == .identifier || Parser.isKeyword(peek(n).kind), peek(n + 1).kind == .colon { n += 2 }
    guard n > 1, peek(n).kind == .rightParen else { return nil }
    consume()
    var labels: [String?] = []
    while !at(.rightParen) {
      let t = consume()
      labels.append(isUnderscore(t) ? nil : text(t))
      consume()  // ':'
    }
    consume()
    return labels
  }

  /// Literals, collection literals and tuples never take a trailing closure (swiftc
  /// stops the postfix chain there): `n == 0 {` is two statements.
  static func isLiteral(_ e: Expr) -> Bool {
    switch e {
    case is IntegerLiteralExpr, is FloatLiteralExpr, is StringLiteralExpr, is InterpolatedStringLiteralExpr,
      is BooleanLiteralExpr, is NilLiteralExpr, is ArrayExpr, is DictionaryExpr, is TupleExpr:
      true
    default:
      false
    }
  }

  /// A `{` after an expression is a trailing closure unless it opens accessors
  /// (`var x = 0 { didSet { } }`).
  func isValidTrailingClosure() -> Bool {
    // A block of `case`s is a `switch` body whose `switch` is missing, not a closure.
    let next = peek().kind
    return !isAccessorStart(at: 1) && next != .kwCase && next != .kwDefault
  }

  /// expr-primary = integer-literal | float-literal | string-literal | 'true' | 'false'
  ///              | 'nil' | identifier generic-args? | 'self' | 'Self' | 'super' | '_'
  ///              | '$' integer | '.' identifier | paren-expr | collection-literal
  ///              | closure | ('let' | 'var') expr-postfix    -- inside a case pattern
///              | expr-key-path
  mutating func parseExprPrimary(message: String) -> Expr? {
    traceEnter("parseExprPrimary")
    defer { traceLeave() }
    switch kind {
    case .integerLiteral:
      let t = consume()
      return IntegerLiteralExpr(text: text(t), isNegative: false, range: t.range)
    case .floatingLiteral:
      let t = consume()
      return FloatLiteralExpr(text: text(t), isNegative: false, range: t.range)
    case .stringLiteral:
      return parseStringLiteral()
    case .kwTrue, .kwFalse:
      let t = consume()
      return BooleanLiteralExpr(value: t.kind == .kwTrue, range: t.range)
    case .kwNil:
      return NilLiteralExpr(range: consume().range)
    case .identifier:
      let t = consume()
      if isUnderscore(t) { return DiscardAssignmentExpr(range: t.range) }
      if startsWithLeftAngle() && canParseGenericArgumentsInExpr() {
        guard let args = parseGenericArguments() else { return nil }
        return UnresolvedDeclRefExpr(name: text(t), genericArgs: args, range: range(from: t.loc))
      }
      return UnresolvedDeclRefExpr(name: text(t), range: t.range)
    case .dollarIdentifier:
      return parseAnonymousClosureArgument()
    case .kwSelf, .kwCapitalSelf, .kwAny:
      let t = consume()
      return UnresolvedDeclRefExpr(name: text(t), range: t.range)
    case .kwSuper:
      // `super` alone is Sema's error, as in swiftc.
      return SuperRefExpr(range: consume().range)
    case .periodPrefix, .period:
      let dot = consume()
      let t = tok
      if at(.identifier) || (Parser.isKeyword(kind) && !at(.eof)) {
        consume()
        return UnresolvedMemberExpr(name: text(t), range: SourceRange(start: dot.loc, end: t.range.end))
      }
      error(ParserDiagnostics.expectedImplicitMemberName)
      return nil
    case .leftParen:
      return parseParenExpr()
    case .leftSquare:
      return parseCollectionLiteral()
    case .leftBrace:
      return parseClosure()
    case .kwLet where inCasePattern, .kwVar where inCasePattern:
      return parsePatternPlaceholder()
    case .kwIf, .kwSwitch:
      error(ParserDiagnostics.unsupportedFeature("'\(text(tok))' expressions"))
      return nil
    case .pound where atMagicIdentifier():
      return parseMagicIdentifier()
    case .pound where atAvailabilityCondition():
      error(ParserDiagnostics.availabilityOutsideCondition)
      return nil
    case .pound:
      error(ParserDiagnostics.unsupportedFeature("'#' directives and expressions"))
      return nil
    case .backslash:
      return parseExprKeyPath()
    default:
      error(message)
      return nil
    }
  }

  /// `$0`, `$1`, ...: a reference to an implicit parameter of the innermost closure. As
  /// swiftc does, the parser gives that closure the parameters `$0` ... `$n` up to the
  /// highest one used; the reference stays a name for Sema to look up.
  mutating func parseAnonymousClosureArgument() -> Expr? {
    let t = consume()
    let name = text(t)
    guard let frame = closureFrames.last else {
      error(ParserDiagnostics.anonymousArgumentOutsideClosure, at: t.loc)
      return nil
    }
    if frame.hasSignature {
      error(ParserDiagnostics.anonymousArgumentWithExplicitParameters, at: t.loc)
      return nil
    }
    if let index = Int(name.dropFirst()), index < 256 {
      var params = frame.anonymous
      while params.count <= index {
        let p = ParamDecl(argumentLabel: nil, name: "$\(params.count)", nameLoc: t.loc, range: t.range)
        p.isImplicit = true
        p.parent = currentParent
        params.append(p)
      }
      closureFrames[closureFrames.count - 1].anonymous = params
    }
    return UnresolvedDeclRefExpr(name: name, range: t.range)
  }

  /// True when `t` can begin an expression (used to tell a missing `,` from a missing
  /// closing delimiter).
  func canStartExpression(_ t: Token) -> Bool {
    switch t.kind {
    case .integerLiteral, .floatingLiteral, .stringLiteral, .identifier, .dollarIdentifier, .leftParen,
      .leftSquare, .leftBrace, .prefixOperator, .ampPrefix, .periodPrefix, .period, .kwSelf, .kwCapitalSelf, .kwSuper,
      .kwTrue, .kwFalse, .kwNil, .kwTry, .pound, .backslash:
      return true
    case .kwAny:
      // `let t: Any.Type = Any.self` (a primary expression, as in `print(Any.self)`).
      return true
    default:
      return false
    }
  }

  // MARK: Lists

  /// argument-list = (argument (',' argument)* ','?)?
  /// argument = ((identifier | keyword) ':')? expr
  ///
  /// Consumes the `(` or `[` that opens a list (one more level of structure), inside
  /// which a trailing closure is allowed again: the opening token and whether one was
  /// allowed before (for `leaveDelimitedList`); nil when nesting is cut off.
  mutating func enterDelimitedList() -> (open: Token, allowedTrailingClosure: Bool)? {
    guard enterStructure() else { return nil }
    let open = consume()
    let saved = allowTrailingClosure
    allowTrailingClosure = true
    return (open, saved)
  }

  mutating func leaveDelimitedList(allowingTrailingClosure saved: Bool) {
    allowTrailingClosure = saved
    leaveStructure()
  }

  /// Parses `( ... )` or `[ ... ]` after the callee; returns the arguments and the range
  /// from the opening to the closing delimiter.
  mutating func parseArgumentList(close: TokenKind) -> ([Argument], SourceRange)? {
    traceEnter("parseArgumentList")
    defer { traceLeave() }
    guard let (open, savedTrailing) = enterDelimitedList() else { return nil }
    defer { leaveDelimitedList(allowingTrailingClosure: savedTrailing) }
    var args: [Argument] = []
    if !at(close) { args.reserveCapacity(4) }
    var failed = false
    while !at(close) {
      if at(.comma) {
        error(ParserDiagnostics.unexpectedCommaSeparator)
        consume()
        continue
      }
      if at(.eof) || at(.rightBrace) || (close == .rightParen && at(.rightSquare)) || (close == .rightSquare && at(.rightParen)) {
        if !failed && at(.eof) {
          // `f(1,` at the end of the file: an argument was expected after the comma.
          error(ParserDiagnostics.expectedExpressionInList)
          failed = true
        }
        break
      }
      var label: String?
      var labelLoc: SourceLoc?
      if (at(.identifier) || (Parser.isKeyword(kind) && !at(.eof))) && peek().kind == .colon && !(inCasePattern && (at(.kwLet) || at(.kwVar))) {
        let t = consume()
        consume()
        label = isUnderscore(t) ? nil : text(t)
        labelLoc = t.loc
      }
      if let e = parseExpr(message: ParserDiagnostics.expectedExpressionInList) {
        args.append(Argument(label: label, labelLoc: labelLoc, expr: e))
      } else {
        failed = true
        skip(until: [.comma, close])
      }
      if consumeIf(.comma) != nil { continue }
      if at(close) { break }
      // Another expression follows (even on the next line): a `,` is missing, as swiftc
      // sees it; anything else: the closing delimiter is.
      if !canStartExpression(tok) { break }
      if !failed { errorAtEndOfLineOrHere(ParserDiagnostics.expectedCommaSeparator) }
      failed = true
    }
    guard at(close) else {
      if !failed || !at(.eof) {
        let message = close == .rightParen ? ParserDiagnostics.expectedRightParenInExprList : ParserDiagnostics.expectedRightSquareInExprList
        let note = close == .rightParen ? ParserDiagnostics.toMatchThisOpeningParen : ParserDiagnostics.toMatchThisOpeningBracket
        error(message, notes: [.note(note, at: open.loc)])
      }
      return nil
    }
    let closeTok = consume()
    if failed { return nil }
    return (args, SourceRange(start: open.loc, end: closeTok.range.end))
  }

  /// paren-expr = '(' argument-list ')'
  ///
  /// One unlabelled element is a `ParenExpr`; `()` and everything else a `TupleExpr`.
  mutating func parseParenExpr() -> Expr? {
    traceEnter("parseParenExpr")
    defer { traceLeave() }
    guard let (args, r) = parseArgumentList(close: .rightParen) else { return nil }
    if args.count == 1 && args[0].label == nil {
      return ParenExpr(subExpr: args[0].expr, range: r)
    }
    let tuple = TupleExpr(elements: args.map(\.expr), labels: args.map(\.label), range: r)
    tuple.labelLocs = args.map(\.labelLoc)
    return tuple
  }

  /// collection-literal = '[' ']' | '[' ':' ']'
  ///                    | '[' expr (',' expr)* ','? ']'
  ///                    | '[' expr ':' expr (',' expr ':' expr)* ','? ']'
  mutating func parseCollectionLiteral() -> Expr? {
    traceEnter("parseCollectionLiteral")
    defer { traceLeave() }
    guard let (open, savedTrailing) = enterDelimitedList() else { return nil }
    defer { leaveDelimitedList(allowingTrailingClosure: savedTrailing) }
    if at(.colon) && peek().kind == .rightSquare {
      consume()
      let close = consume()
      return DictionaryExpr(pairs: [], range: SourceRange(start: open.loc, end: close.range.end))
    }
    var elements: [Expr] = []
    var pairs: [(key: Expr, value: Expr)] = []
    var isDictionary: Bool?
    var failed = false
    while !at(.rightSquare) && !at(.rightBrace) && !at(.rightParen) {
      if at(.eof) {
        if !elements.isEmpty || !pairs.isEmpty {
          error(ParserDiagnostics.expectedExpressionInContainer)
          failed = true
        }
        break
      }
      if at(.comma) {
        error(ParserDiagnostics.unexpectedCommaSeparator)
        consume()
        continue
      }
      guard let e = parseExpr(message: ParserDiagnostics.expectedExpressionInContainer) else {
        failed = true
        skip(until: [.comma, .rightSquare])
        if consumeIf(.comma) != nil { continue }
        break
      }
      if isDictionary == nil { isDictionary = at(.colon) }
      if isDictionary == true {
        guard at(.colon) else {
          error(ParserDiagnostics.expectedColonInDictionary)
          failed = true
          skip(until: [.comma, .rightSquare])
          if consumeIf(.comma) != nil { continue }
          break
        }
        consume()
        guard let value = parseExpr(message: ParserDiagnostics.expectedDictionaryValue) else {
          failed = true
          skip(until: [.comma, .rightSquare])
          if consumeIf(.comma) != nil { continue }
          break
        }
        pairs.append((e, value))
      } else {
        elements.append(e)
      }
      if consumeIf(.comma) != nil { continue }
      if at(.rightSquare) { break }
      if !canStartExpression(tok) { break }
      if !failed { errorAtEndOfLineOrHere(ParserDiagnostics.expectedCommaSeparator) }
      failed = true
    }
    guard at(.rightSquare) else {
      if !failed || !at(.eof) {
        error(
          ParserDiagnostics.expectedRightSquareInContainer, at: tok.isAtStartOfLine || at(.eof) ? previousEnd : tok.loc,
          notes: [.note(ParserDiagnostics.toMatchThisOpeningBracket, at: open.loc)])
      }
      return nil
    }
    let close = consume()
    if failed { return nil }
    let r = SourceRange(start: open.loc, end: close.range.end)
    if isDictionary == true { return DictionaryExpr(pairs: pairs, range: r) }
    return ArrayExpr(elements: elements, range: r)
  }

  // MARK: Closures

  /// closure = '{' closure-signature? brace-item* '}'
  /// closure-signature = (closure-parameter-clause | identifier (',' identifier)*)
  ///                     ('->' type)? 'in'
  /// closure-parameter-clause = '(' (closure-param (',' closure-param)*)? ')'
  /// closure-param = (identifier | '_') (':' type)?
  mutating func parseClosure() -> Expr? {
    traceEnter("parseClosure")
    defer { traceLeave() }
    let open = consume()
    var parameters: ParameterList?
    var resultType: TypeRepr?
    var throwsLoc: SourceLoc?
    var captureList: [CaptureListEntry] = []
    if canParseClosureSignature() {
      if at(.leftSquare) {
        guard let list = parseCaptureList() else { return nil }
        captureList = list
      }
      if at(.kwIn) {
        consume()
      } else if at(.leftParen) {
        guard let params = parseParameterClause(kind: .closure) else { return nil }
        parameters = params
      } else {
        var params: [ParamDecl] = []
        let first = tok.loc
        repeat {
          let t = consume()
          let p = ParamDecl(argumentLabel: nil, name: isUnderscore(t) ? "_" : text(t), nameLoc: t.loc, range: t.range)
          p.parent = currentParent
          params.append(p)
        } while consumeIf(.comma) != nil
        parameters = ParameterList(parameters: params, range: range(from: first))
      }
      while at(.kwThrows) || isContextual("async") {
        if at(.kwThrows) {
          if throwsLoc != nil { error(ParserDiagnostics.throwsAlreadySpecified) }
          throwsLoc = throwsLoc ?? tok.loc
          parseThrownType(after: consume().loc)
          continue
        } else {
          error(ParserDiagnostics.unsupportedFeature("'async' closures"))
        }
        consume()
      }
      if parameters != nil || captureList.isEmpty {
        if at(.arrow) {
          consume()
          guard let t = parseType(message: ParserDiagnostics.expectedClosureResultType) else { return nil }
          resultType = t
        }
        if at(.kwIn) {
          consume()
        } else {
          error(ParserDiagnostics.expectedClosureIn)
        }
      }
    }
    let savedFileLevel = atFileLevel
    let savedContext = typeContext
    let savedTrailing = allowTrailingClosure
    let savedPattern = inCasePattern
    atFileLevel = false
    typeContext = .none
    allowTrailingClosure = true
    inCasePattern = false
    closureFrames.append((parameters != nil, []))
    let elements = parseBraceItems(.brace)
    if let frame = closureFrames.popLast(), !frame.anonymous.isEmpty {
      parameters = ParameterList(parameters: frame.anonymous, range: SourceRange(open.loc))
    }
    atFileLevel = savedFileLevel
    typeContext = savedContext
    allowTrailingClosure = savedTrailing
    inCasePattern = savedPattern
    guard at(.rightBrace) else {
      error(ParserDiagnostics.expectedRightBraceInClosure, notes: [.note(ParserDiagnostics.toMatchThisOpeningBrace, at: open.loc)])
      return nil
    }
    let close = consume()
    let r = SourceRange(start: open.loc, end: close.range.end)
    let closure = ClosureExpr(parameters: parameters, resultTypeRepr: resultType, body: BraceStmt(elements: elements, range: r), range: r)
    closure.throwsLoc = throwsLoc
    closure.captureList = captureList
    return closure
  }

  /// capture-list = '[' capture (',' capture)* ']'
  /// capture = ('weak' | 'unowned')? (identifier | 'self') ('=' expr)?
  mutating func parseCaptureList() -> [CaptureListEntry]? {
    consume()
    var entries: [CaptureListEntry] = []
    repeat {
      var ownership: Token?
      if at(.identifier), text(tok) == "weak" || text(tok) == "unowned", peek().kind == .identifier || peek().kind == .kwSelf {
        ownership = consume()
      }
      guard at(.identifier) || at(.kwSelf) else {
        error(ParserDiagnostics.expectedCaptureName)
        return nil
      }
      let t = consume()
      let name = text(t)
      var initializer: Expr = UnresolvedDeclRefExpr(name: name, range: t.range)
      if consumeIf(.equal) != nil {
        guard let e = parseExpr(message: ParserDiagnostics.expectedExpression) else { return nil }
        initializer = e
      }
      let decl: VarDecl
      if name == "self" {
        let p = ParamDecl(argumentLabel: nil, name: "self", nameLoc: t.loc, range: t.range)
        p.isImplicit = true
        decl = p
      } else {
        decl = VarDecl(name: name, nameLoc: t.loc, isLet: true, range: t.range)
      }
      if let ownership { decl.modifiers.written.append((name: text(ownership), range: ownership.range)) }
      entries.append(CaptureListEntry(decl: decl, initializer: initializer))
    } while consumeIf(.comma) != nil
    guard expect(.rightSquare, ParserDiagnostics.expectedRightSquareInCaptureList) != nil else { return nil }
    return entries
  }

  /// Whether a closure signature follows the `{`: `(params) -> T in`, `a, b in`, `_ in`.
  /// A parenthesised list followed by `->` counts even without `in` (the missing `in` is
  /// then reported), as in swiftc.
  mutating func canParseClosureSignature() -> Bool {
    speculate { p in
      // A capture list `[weak self]` may come first. (Signatures are short: a group
      // longer than a few hundred tokens is not one, which keeps nested closures linear.)
      if p.at(.leftSquare) {
        guard p.skipBalanced(limit: 512) else { return false }
        if p.at(.kwIn) { return true }
      }
      if p.at(.leftParen) {
        guard p.skipBalanced(limit: 512) else { return false }
        while p.at(.kwThrows) || p.isContextual("async") {
          // (`throws(E)`: a thrown type, reported by parseThrownType.)
          if p.consume().kind == .kwThrows, p.at(.leftParen) { guard p.skipBalanced(limit: 512) else { return false } }
        }
        if p.at(.arrow) {
          p.consume()
          guard p.parseType() != nil else { return false }
          return true
        }
        return p.at(.kwIn)
      }
      guard p.at(.identifier) else { return false }
      p.consume()
      if p.at(.colon) { return false }
      while p.consumeIf(.comma) != nil {
        guard p.at(.identifier) else { return false }
        p.consume()
      }
      if p.at(.arrow) {
        p.consume()
        guard p.parseType() != nil else { return false }
      }
      return p.at(.kwIn)
    }
  }

  // MARK: Strings

  /// string-literal = '"' (text | '\(' expr ')')* '"'
  ///
  /// Each `\( ... )` is lexed again on its own range and parsed as an expression.
  mutating func parseStringLiteral() -> Expr? {
    traceEnter("parseStringLiteral")
    defer { traceLeave() }
    let t = consume()
    let segments = Lexer.stringSegments(of: t, in: file, diagnostics: diagnostics)
    var hasInterpolation = false
    for s in segments {
      if case .interpolation = s { hasInterpolation = true }
    }
    if !hasInterpolation {
      var value = ""
      for case .text(let s, _) in segments { value += s }
      return StringLiteralExpr(value: value, range: t.range)
    }
    var parts: [InterpolatedStringLiteralExpr.Segment] = []
    for s in segments {
      switch s {
      case .text(let text, _):
        parts.append(.literal(text))
      case .interpolation(let r):
        guard let e = parseInterpolation(r) else { return nil }
        parts.append(.interpolation(e))
      }
    }
    return InterpolatedStringLiteralExpr(segments: parts, range: t.range)
  }

  /// interpolation = '\(' expr ')'
  ///
  /// The expression inside one `\( ... )`, lexed on its own range: its tokens replace
  /// the parser's for a while.
  mutating func parseInterpolation(_ r: SourceRange) -> Expr? {
    traceEnter("parseInterpolation")
    defer { traceLeave() }
    guard enterStructure() else { return nil }
    defer { leaveStructure() }
    guard enterRecursion() else { return nil }
    defer { leaveRecursion() }
    let subTokens = Lexer.tokenize(file, diagnostics: diagnostics, start: Int(r.start.offset), end: Int(r.end.offset))
    let savedTokens = tokens
    let savedPos = pos
    let savedEnd = previousEnd
    let savedTrailing = allowTrailingClosure
    let savedPattern = inCasePattern
    tokens = subTokens.isEmpty ? [Token(kind: .eof, range: SourceRange(r.end))] : subTokens
    pos = 0
    allowTrailingClosure = true
    inCasePattern = false
    defer {
      let cutOff = isCutOff
      tokens = savedTokens
      pos = cutOff ? tokens.count - 1 : savedPos
      previousEnd = savedEnd
      allowTrailingClosure = savedTrailing
      inCasePattern = savedPattern
    }
    if at(.eof) {
      error(ParserDiagnostics.invalidInterpolation, at: r.start)
      return nil
    }
    guard let e = parseExpr() else { return nil }
    if !at(.eof) {
      error(at(.comma) ? ParserDiagnostics.unsupportedFeature("interpolations with several arguments") : ParserDiagnostics.expectedCommaSeparator)
      return nil
    }
    return e
  }
}
