import AST
import Basic
import Lexer

/// Files, blocks and statements: the item lists of a file, a brace and a `case` body;
/// `if`, `guard`, `while`, `repeat`, `for`, `switch`, `return`, `break`, `continue`,
/// `fallthrough`, `do`, and condition lists.
extension Parser {
  enum BraceItemListKind { case brace, caseBody }

  // MARK: The file

  /// source-file = (brace-item (';' | newline))* eof
  ///
  /// Declarations go straight into the file; every other statement, and every `let`/`var`
  /// binding, is wrapped in a `TopLevelCodeDecl` as swiftc does. The variables of a
  /// top-level binding follow its `TopLevelCodeDecl` in the file, as globals.
  mutating func parseSourceFile() -> SourceFileNode {
    traceEnter("parseSourceFile")
    defer { traceLeave() }
    var decls: [Decl] = []
    decls.reserveCapacity(64)
    var previousHadSemi = true
    while !at(.eof) {
      if at(.rightBrace) {
        error(ParserDiagnostics.extraneousBraceAtTopLevel)
        consume()
        continue
      }
      if skipItemSeparator(&previousHadSemi) { continue }
      let start = tok.loc
      let itemStart = pos
      if isStartOfDecl() {
        let keyword = declKeywordAfterModifiers()
        if keyword == .kwLet || keyword == .kwVar {
          let tlcd = TopLevelCodeDecl(body: BraceStmt(elements: [], range: SourceRange(start), isImplicit: true), range: SourceRange(start))
          var result: [Decl] = []
          let ok = withParent(tlcd, fileLevel: true) { p in p.parseDecl(into: &result) }
          if ok, let pbd = result.first {
            tlcd.range = range(from: start)
            tlcd.body.range = tlcd.range
            tlcd.body.elements = [.decl(pbd)]
            decls.append(tlcd)
            decls.append(contentsOf: result.dropFirst())
          } else {
            skipToNextItem(itemStart: itemStart)
          }
        } else if !withParent(nil, fileLevel: true, { p in p.parseDecl(into: &decls) }) {
          skipToNextItem(itemStart: itemStart)
        }
      } else {
        let tlcd = TopLevelCodeDecl(body: BraceStmt(elements: [], range: SourceRange(start), isImplicit: true), range: SourceRange(start))
        if at(.leftBrace) {
          error(ParserDiagnostics.statementBeginsWithClosure)
        }
        let item = withParent(tlcd) { p in p.parseStmtOrExpr() }
        if let item {
          tlcd.range = range(from: start)
          tlcd.body.range = tlcd.range
          tlcd.body.elements = [item]
          decls.append(tlcd)
        } else {
          skipToNextItem(itemStart: itemStart)
        }
      }
      if consumeIf(.semicolon) != nil { previousHadSemi = true }
    }
    let node = SourceFileNode(file: file, decls: decls)
    node.syntaxErrorsKeepingTree = errorsKeepingTree
    return node
  }

  // MARK: Blocks

  /// The brace statement that is the body of a statement (`if`, `while`, `for`, ...):
  /// `missingLeftBrace` when it does not start with `{`.
  mutating func parseStatementBody(missingLeftBrace: String) -> BraceStmt? {
    parseBraceStmt(message: ParserDiagnostics.expectedRightBraceAtEndOfBrace, missingLeftBrace: missingLeftBrace)
  }

  /// brace-stmt = '{' brace-item* '}'
  mutating func parseBraceStmt(message: String, missingLeftBrace: String? = nil) -> BraceStmt? {
    traceEnter("parseBraceStmt")
    defer { traceLeave() }
    let missing = missingLeftBrace ?? ParserDiagnostics.expectedLeftBrace(in: "block")
    guard let open = consumeLeftBrace(orReport: missing) else { return nil }
    let savedTrailing = allowTrailingClosure
    let savedPattern = inCasePattern
    allowTrailingClosure = true
    inCasePattern = false
    defer {
      allowTrailingClosure = savedTrailing
      inCasePattern = savedPattern
    }
    let elements = parseBraceItems(.brace)
    let end: SourceLoc
    if at(.rightBrace) {
      end = consume().range.end
    } else {
      error(message, notes: [.note(ParserDiagnostics.toMatchThisOpeningBrace, at: open.loc)])
      end = previousEnd
    }
    return BraceStmt(elements: elements, range: SourceRange(start: open.loc, end: max(end, open.range.end)))
  }

  /// brace-items = (brace-item (';' | newline))*
  /// brace-item = decl | stmt | expr
  ///
  /// Ends at `}` (or, in a `case` body, at the next `case`/`default`); a syntax error
  /// skips to the next statement.
  mutating func parseBraceItems(_ listKind: BraceItemListKind) -> [ASTNode] {
    traceEnter("parseBraceItems")
    defer { traceLeave() }
    var elements: [ASTNode] = []
    elements.reserveCapacity(4)
    var scratch: [Decl] = []
    var previousHadSemi = true
    while !at(.rightBrace) && !at(.eof) {
      if listKind == .caseBody && isAtStartOfSwitchCase() { break }
      if skipItemSeparator(&previousHadSemi) { continue }
      let itemStart = pos
      if isStartOfDecl() {
        scratch.removeAll(keepingCapacity: true)
        let ok = parseDecl(into: &scratch)
        for d in scratch { elements.append(.decl(d)) }
        if !ok {
          skipToNextItem(itemStart: itemStart, stopAtCase: listKind == .caseBody)
        }
      } else if let item = parseStmtOrExpr() {
        elements.append(item)
      } else {
        skipToNextItem(itemStart: itemStart, stopAtCase: listKind == .caseBody)
      }
      if consumeIf(.semicolon) != nil { previousHadSemi = true }
    }
    return elements
  }

  /// stmt-or-expr = stmt | expr
  mutating func parseStmtOrExpr() -> ASTNode? {
    if isStartOfStmt() {
      return parseStmt().map { .stmt($0) }
    }
    traceEnter("parseExprStmt")
    defer { traceLeave() }
    guard enterStructure() else { return nil }
    defer { leaveStructure() }
    return parseExpr().map { .expr($0) }
  }

  /// True when the current token begins a statement (swiftc's `isStartOfStmt`), including
  /// a label `name:` before a loop, `if`, `switch` or `do`.
  func isStartOfStmt(at offset: Int = 0) -> Bool {
    let t = peek(offset)
    switch t.kind {
    case .kwReturn, .kwThrow, .kwDefer, .kwIf, .kwGuard, .kwWhile, .kwDo, .kwRepeat, .kwFor, .kwBreak,
      .kwContinue, .kwFallthrough, .kwSwitch, .kwCase, .kwDefault:
      return true
    case .identifier:
      guard peek(offset + 1).kind == .colon else { return false }
      let after = peek(offset + 2)
      if after.kind == .leftBrace { return true }
      switch after.kind {
      case .kwIf, .kwWhile, .kwDo, .kwRepeat, .kwFor, .kwSwitch, .kwGuard, .kwReturn, .kwBreak, .kwContinue,
        .kwFallthrough, .kwThrow, .kwDefer:
        return true
      default:
        return false
      }
    case .atSign:
      // `@unknown default:`
      return peek(offset + 1).kind == .identifier && peek(offset + 2).kind == .kwDefault
    default:
      return false
    }
  }

  /// True when a `:` follows the current `case` on the same line.
  func caseLooksLikeALabel() -> Bool {
    var i = 1
    while i < 256 {
      let t = peek(i)
      if t.kind == .eof || t.isAtStartOfLine || t.kind == .leftBrace || t.kind == .rightBrace { return false }
      if t.kind == .colon { return true }
      i += 1
    }
    return false
  }

  /// `case`, `default` or `@unknown default` begins the next switch case.
  func isAtStartOfSwitchCase() -> Bool {
    if at(.kwCase) || at(.kwDefault) { return true }
    return at(.atSign) && peek().kind == .identifier && peek(2).kind == .kwDefault
  }

  // MARK: Statements

  /// stmt = (identifier ':')? (if-stmt | guard-stmt | while-stmt | repeat-stmt | for-stmt
  ///      | switch-stmt | do-stmt | return-stmt | break-stmt | continue-stmt
  ///      | fallthrough-stmt | defer-stmt)
  mutating func parseStmt() -> Stmt? {
    traceEnter("parseStmt")
    defer { traceLeave() }
    guard enterStructure() else { return nil }
    defer { leaveStructure() }

    var label: (name: String, loc: SourceLoc)?
    if at(.identifier) && peek().kind == .colon {
      let t = consume()
      consume()
      label = (text(t), t.loc)
      if at(.leftBrace) {
        error(ParserDiagnostics.labeledBlockNeedsDo)
        let body = parseBraceStmt(message: ParserDiagnostics.expectedRightBraceAtEndOfBrace)
        return body
      }
    }
    let start = label?.loc ?? tok.loc
    var stmt: Stmt?
    switch kind {
    case .kwIf: stmt = parseIfStmt(start: start)
    case .kwGuard: stmt = parseGuardStmt()
    case .kwWhile: stmt = parseWhileStmt(start: start)
    case .kwRepeat: stmt = parseRepeatWhileStmt(start: start)
    case .kwDefer: stmt = parseDeferStmt()
    case .kwFor: stmt = parseForEachStmt(start: start)
    case .kwSwitch: stmt = parseSwitchStmt(start: start)
    case .kwDo: stmt = parseDoStmt(start: start)
    case .kwReturn: stmt = parseReturnStmt()
    case .kwBreak, .kwContinue: stmt = parseBreakOrContinueStmt()
    case .kwFallthrough:
      stmt = FallthroughStmt(range: consume().range)
    case .kwCase, .kwDefault:
      // swiftc: a `case` that reads like a label (a `:` follows on the line) is a
      // misplaced switch case; otherwise a misplaced enum case.
      if at(.kwCase) && !caseLooksLikeALabel() {
        error(ParserDiagnostics.enumCaseOutsideEnum)
      } else {
        error(at(.kwCase) ? ParserDiagnostics.caseOutsideSwitch : ParserDiagnostics.defaultOutsideSwitch)
      }
      consume()
      return nil
    case .atSign:
      error(ParserDiagnostics.defaultOutsideSwitch, at: peek(2).loc)
      consume()
      return nil
    case .kwThrow: stmt = parseThrowStmt()
    default:
      error(ParserDiagnostics.expectedExpression)
      return nil
    }
    if let label {
      if let labeled = stmt as? LabeledStmt {
        labeled.label = label.name
        labeled.labelLoc = label.loc
      } else if stmt != nil {
        error(ParserDiagnostics.labelNotOnLoop, at: label.loc)
      }
    }
    return stmt
  }

  /// if-stmt = 'if' condition-list brace-stmt ('else' (if-stmt | brace-stmt))?
  ///
  /// An `else if` chain is parsed in a loop: it is as long as the program makes it.
  mutating func parseIfStmt(start: SourceLoc) -> Stmt? {
    traceEnter("parseIfStmt")
    defer { traceLeave() }
    var chain: [IfStmt] = []
    var ifStart = start
    var finalElse: BraceStmt?
    while true {
      let keyword = consume()
      guard let conditions = parseConditionList(ParserDiagnostics.expectedCondition, keyword: keyword) else { return nil }
      guard let then = parseStatementBody(missingLeftBrace: ParserDiagnostics.expectedLeftBraceAfterIf) else { return nil }
      let ifStmt = IfStmt(conditions: conditions, thenStmt: then, elseStmt: nil, range: range(from: ifStart))
      chain.last?.elseStmt = ifStmt
      chain.append(ifStmt)
      guard at(.kwElse) else { break }
      consume()
      if at(.kwIf) {
        ifStart = tok.loc
        continue
      }
      guard at(.leftBrace) else {
        error(ParserDiagnostics.expectedLeftBraceAfterElse)
        return nil
      }
      guard let body = parseBraceStmt(message: ParserDiagnostics.expectedRightBraceAtEndOfBrace) else { return nil }
      finalElse = body
      break
    }
    chain.last?.elseStmt = finalElse
    let end = previousEnd
    for s in chain { s.range.end = end }
    return chain.first
  }

  /// guard-stmt = 'guard' condition-list 'else' brace-stmt
  mutating func parseGuardStmt() -> Stmt? {
    traceEnter("parseGuardStmt")
    defer { traceLeave() }
    let keyword = consume()
    let start = keyword.loc
    guard let conditions = parseConditionList(ParserDiagnostics.expectedGuardCondition, keyword: keyword) else { return nil }
    guard at(.kwElse) else {
      error(ParserDiagnostics.expectedElseAfterGuard)
      return nil
    }
    consume()
    guard let body = parseStatementBody(missingLeftBrace: ParserDiagnostics.expectedLeftBraceAfterGuardElse) else { return nil }
    return GuardStmt(conditions: conditions, body: body, range: range(from: start))
  }

  /// while-stmt = 'while' condition-list brace-stmt
  mutating func parseWhileStmt(start: SourceLoc) -> Stmt? {
    traceEnter("parseWhileStmt")
    defer { traceLeave() }
    let keyword = consume()
    guard let conditions = parseConditionList(ParserDiagnostics.expectedWhileCondition, keyword: keyword) else { return nil }
    guard let body = parseStatementBody(missingLeftBrace: ParserDiagnostics.expectedLeftBraceAfterWhile) else { return nil }
    return WhileStmt(conditions: conditions, body: body, range: range(from: start))
  }

  /// repeat-stmt = 'repeat' brace-stmt 'while' expr
  mutating func parseRepeatWhileStmt(start: SourceLoc) -> Stmt? {
    traceEnter("parseRepeatWhileStmt")
    defer { traceLeave() }
    consume()
    guard let body = parseStatementBody(missingLeftBrace: ParserDiagnostics.expectedLeftBraceAfterRepeat) else { return nil }
    guard at(.kwWhile) else {
      // swiftc points at the body's `}`.
      error(ParserDiagnostics.expectedWhileAfterRepeat, at: body.range.end.advanced(by: -1))
      return nil
    }
    consume()
    guard let condition = withoutTrailingClosures({ p in p.parseExpr(message: ParserDiagnostics.expectedExprInRepeatWhile) })
    else { return nil }
    return RepeatWhileStmt(body: body, condition: condition, range: range(from: start))
  }

  /// defer-stmt = 'defer' brace-stmt
  mutating func parseDeferStmt() -> Stmt? {
    traceEnter("parseDeferStmt")
    defer { traceLeave() }
    let start = consume().loc
    guard let body = parseStatementBody(missingLeftBrace: ParserDiagnostics.expectedLeftBraceAfterDefer) else { return nil }
    return DeferStmt(body: body, range: range(from: start))
  }

  /// for-stmt = 'for' ('case' matching-pattern | pattern) 'in' expr ('where' expr)? brace-stmt
  mutating func parseForEachStmt(start: SourceLoc) -> Stmt? {
    traceEnter("parseForEachStmt")
    defer { traceLeave() }
    let forTok = consume()
    if isCStyleFor() {
      error(ParserDiagnostics.cStyleFor, at: forTok.loc)
      // Skip the header and the body.
      while !at(.eof) && !at(.leftBrace) && !at(.rightBrace) {
        if at(.leftParen) || at(.leftSquare) { skipBalanced() } else { consume() }
      }
      if at(.leftBrace) { skipBalanced() }
      return nil
    }
    var vars: [VarDecl] = []
    let pattern: Pattern
    if at(.kwCase) {
      consume()
      guard let p = parseMatchingPattern(into: &vars) else { return nil }
      pattern = p
    } else {
      var isLet = true
      var bindingStart: SourceLoc?
      if at(.kwVar) || at(.kwLet) {
        isLet = at(.kwLet)
        bindingStart = consume().loc
      }
      guard var p = parseBindingPattern(isLet: isLet, into: &vars) else { return nil }
      if at(.colon) {
        consume()
        guard let type = parseType() else { return nil }
        p = TypedPattern(subPattern: p, typeRepr: type, range: SourceRange(start: p.range.start, end: type.range.end))
      }
      if let bindingStart {
        p = BindingPattern(isLet: isLet, subPattern: p, range: SourceRange(start: bindingStart, end: p.range.end))
      }
      pattern = p
    }
    for v in vars { v.parent = currentParent }
    guard at(.kwIn) else {
      error(ParserDiagnostics.expectedInAfterFor)
      return nil
    }
    consume()
    guard let sequence = parseExprBeforeBody(missing: ParserDiagnostics.expectedForEachSequence) else { return nil }
    var whereClause: Expr?
    if at(.kwWhere) {
      consume()
      guard let w = withoutTrailingClosures({ p in p.parseExpr() }) else { return nil }
      whereClause = w
    }
    guard let body = parseStatementBody(missingLeftBrace: ParserDiagnostics.expectedLeftBraceAfterFor) else { return nil }
    return ForEachStmt(pattern: pattern, sequence: sequence, whereClause: whereClause, body: body, range: range(from: start))
  }

  /// True when the tokens after `for` are a C-style header (`for (i = 0; i < n; i++)`):
  /// a `;` before the body's `{` or the `in`.
  func isCStyleFor() -> Bool {
    var i = 0
    var depth = 0
    while true {
      let t = peek(i)
      switch t.kind {
      case .eof, .rightBrace: return false
      case .leftParen, .leftSquare: depth += 1
      case .rightParen, .rightSquare: depth -= 1
      case .kwIn where depth == 0: return false
      case .leftBrace where depth == 0: return false
      case .semicolon: return depth <= 1
      default: break
      }
      i += 1
      if i > 256 { return false }
    }
  }

  /// switch-stmt = 'switch' expr '{' switch-case* '}'
  /// switch-case = ('case' case-item (',' case-item)* | 'default') ':' brace-item+
  /// case-item = matching-pattern ('where' expr)?
  mutating func parseSwitchStmt(start: SourceLoc) -> Stmt? {
    traceEnter("parseSwitchStmt")
    defer { traceLeave() }
    consume()
    guard let subject = parseExprBeforeBody(missing: ParserDiagnostics.expectedSwitchSubject) else { return nil }
    guard let open = consumeLeftBrace(orReport: ParserDiagnostics.expectedLeftBraceAfterSwitch) else { return nil }
    let savedTrailing = allowTrailingClosure
    allowTrailingClosure = true
    defer { allowTrailingClosure = savedTrailing }
    var cases: [CaseStmt] = []
    while !at(.rightBrace) && !at(.eof) {
      if isAtStartOfSwitchCase() {
        if let c = parseCaseStmt() { cases.append(c) }
        continue
      }
      error(ParserDiagnostics.statementOutsideCase)
      // Parse the stray statements so that errors inside them are still reported.
      _ = parseBraceItems(.caseBody)
    }
    guard at(.rightBrace) else {
      error(ParserDiagnostics.expectedRightBraceInSwitch, notes: [.note(ParserDiagnostics.toMatchThisOpeningBrace, at: open.loc)])
      return SwitchStmt(subject: subject, cases: cases, range: range(from: start))
    }
    consume()
    return SwitchStmt(subject: subject, cases: cases, range: range(from: start))
  }

  /// switch-case = attribute* ('case' case-item (',' case-item)* | 'default') ':' brace-item+
  ///
  /// `default` gets one `_` (`AnyPattern`) label item, as in swiftc's tree.
  mutating func parseCaseStmt() -> CaseStmt? {
    traceEnter("parseCaseStmt")
    defer { traceLeave() }
    var attributes: [String] = []
    parseAttributes(&attributes)
    let keyword = consume()
    var items: [CaseStmt.LabelItem] = []
    let isDefault = keyword.kind == .kwDefault
    var failed = false
    if isDefault {
      items.append(CaseStmt.LabelItem(pattern: AnyPattern(range: keyword.range), guardExpr: nil))
      if !at(.colon) {
        error(ParserDiagnostics.expectedColonAfterDefault)
        failed = true
      }
    } else {
      repeat {
        var vars: [VarDecl] = []
        guard let pattern = parseMatchingPattern(into: &vars) else {
          failed = true
          break
        }
        for v in vars { v.parent = currentParent }
        var guardExpr: Expr?
        if at(.kwWhere) {
          consume()
          guard let g = parseExpr() else {
            failed = true
            break
          }
          guardExpr = g
        }
        items.append(CaseStmt.LabelItem(pattern: pattern, guardExpr: guardExpr))
      } while consumeIf(.comma) != nil
      if !failed && !at(.colon) {
        error(ParserDiagnostics.expectedColonAfterCase)
        failed = true
      }
    }
    if failed {
      skip(until: [.colon, .kwCase, .kwDefault])
    }
    let colon = consumeIf(.colon)
    let bodyStart = tok.loc
    let bodyStartPos = pos
    let elements = parseBraceItems(.caseBody)
    // (A body whose statements all failed was reported already.)
    if elements.isEmpty && colon != nil && pos == bodyStartPos {
      error(isDefault ? ParserDiagnostics.emptyDefaultBody : ParserDiagnostics.emptyCaseBody, at: keyword.loc)
    }
    let bodyRange = elements.isEmpty
      ? SourceRange(colon?.range.end ?? bodyStart)
      : SourceRange(start: elements[0].range.start, end: previousEnd)
    let body = BraceStmt(elements: elements, range: bodyRange, isImplicit: true)
    if failed { return nil }
    return CaseStmt(labelItems: items, isDefault: isDefault, body: body, range: range(from: keyword.loc))
  }

  /// do-stmt = 'do' brace-stmt catch-clause* — without a `catch`, a `DoStmt` (a nested
  /// scope). Its range starts at its label, if any (`start`).
  mutating func parseDoStmt(start: SourceLoc) -> Stmt? {
    traceEnter("parseDoStmt")
    defer { traceLeave() }
    consume()
    if at(.kwThrows) { parseThrownType(after: consume().loc) }
    guard let body = parseBraceStmt(message: ParserDiagnostics.expectedRightBraceAtEndOfBrace) else { return nil }
    guard at(.kwCatch) else { return DoStmt(body: body, range: range(from: start)) }
    var catches: [CaseStmt] = []
    while at(.kwCatch) {
      guard let c = parseCatchClause() else { return nil }
      catches.append(c)
    }
    return DoCatchStmt(body: body, catches: catches, range: range(from: start))
  }

  /// catch-clause = 'catch' (catch-item (',' catch-item)*)? brace-stmt
  /// catch-item = catch-pattern ('where' expr)?
  ///
  /// A `catch` without a pattern binds the implicit `let error`, as in swiftc's tree.
  mutating func parseCatchClause() -> CaseStmt? {
    traceEnter("parseCatchClause")
    defer { traceLeave() }
    let keyword = consume()
    var items: [CaseStmt.LabelItem] = []
    if at(.leftBrace) {
      // At the `{`, as in swiftc's tree.
      let v = VarDecl(name: "error", nameLoc: tok.loc, isLet: true, range: SourceRange(tok.loc))
      v.isImplicit = true
      v.parent = currentParent
      let named = NamedPattern(decl: v)
      named.isImplicit = true
      let binding = BindingPattern(isLet: true, subPattern: named, range: keyword.range)
      binding.isImplicit = true
      items.append(CaseStmt.LabelItem(pattern: binding, guardExpr: nil))
    } else {
      let ok = withoutTrailingClosures { p -> Bool in
        repeat {
          guard let pattern = p.parseCatchPattern() else { return false }
          var guardExpr: Expr?
          if p.at(.kwWhere) {
            p.consume()
            guard let g = p.parseExpr() else { return false }
            guardExpr = g
          }
          items.append(CaseStmt.LabelItem(pattern: pattern, guardExpr: guardExpr))
        } while p.consumeIf(.comma) != nil
        return true
      }
      guard ok else { return nil }
    }
    guard let body = parseStatementBody(missingLeftBrace: ParserDiagnostics.expectedLeftBraceAfterCatch) else { return nil }
    return CaseStmt(labelItems: items, isDefault: false, body: body, range: range(from: keyword.loc))
  }

  /// catch-pattern = 'is' type | ('let' | 'var') identifier 'as' type | matching-pattern
  mutating func parseCatchPattern() -> Pattern? {
    if at(.kwIs) {
      let keyword = consume()
      guard let t = parseType() else { return nil }
      return IsPattern(subPattern: nil, castTypeRepr: t, range: range(from: keyword.loc))
    }
    if (at(.kwLet) || at(.kwVar)) && peek().kind == .identifier && peek(2).kind == .kwAs {
      let keyword = consume()
      let name = consume()
      let asKeyword = consume()
      guard let t = parseType() else { return nil }
      let v = VarDecl(name: text(name), nameLoc: name.loc, isLet: keyword.kind == .kwLet, range: name.range)
      v.parent = currentParent
      let cast = IsPattern(subPattern: NamedPattern(decl: v), castTypeRepr: t, range: range(from: name.loc), keywordLoc: asKeyword.loc)
      return BindingPattern(isLet: keyword.kind == .kwLet, subPattern: cast, range: range(from: keyword.loc))
    }
    var vars: [VarDecl] = []
    guard let pattern = parseMatchingPattern(into: &vars) else { return nil }
    for v in vars { v.parent = currentParent }
    return pattern
  }

  /// throw-stmt = 'throw' expr
  mutating func parseThrowStmt() -> Stmt? {
    traceEnter("parseThrowStmt")
    defer { traceLeave() }
    let keyword = consume()
    guard let value = parseExpr(message: ParserDiagnostics.throwMissingExpression) else { return nil }
    return ThrowStmt(subExpr: value, range: range(from: keyword.loc))
  }

  /// return-stmt = 'return' expr?
  ///
  /// The expression is taken unless a `}`, `;`, `case`, the end of file or the start of
  /// another statement or declaration follows, even on the next line (as swiftc does).
  mutating func parseReturnStmt() -> Stmt? {
    traceEnter("parseReturnStmt")
    defer { traceLeave() }
    let keyword = consume()
    if at(.rightBrace) || at(.semicolon) || at(.eof) || isAtStartOfSwitchCase() || isStartOfStmt() || isStartOfDecl() {
      return ReturnStmt(result: nil, range: keyword.range)
    }
    if tok.isAtStartOfLine {
      let returnColumn = file.lineAndColumn(Int(keyword.loc.offset)).column
      if file.lineAndColumn(Int(tok.loc.offset)).column == returnColumn {
        warning(ParserDiagnostics.returnExprOnNextLine, at: tok.loc)
      }
    }
    guard let value = parseExpr() else { return nil }
    return ReturnStmt(result: value, range: range(from: keyword.loc))
  }

  /// break-stmt = 'break' identifier?
  /// continue-stmt = 'continue' identifier?
  mutating func parseBreakOrContinueStmt() -> Stmt? {
    traceEnter("parseBreakOrContinueStmt")
    defer { traceLeave() }
    let keyword = consume()
    var label: String?
    if at(.identifier) && !tok.isAtStartOfLine && !isStartOfStmt() && !isStartOfDecl() {
      label = text(consume())
    }
    let r = range(from: keyword.loc)
    return keyword.kind == .kwBreak ? BreakStmt(label: label, range: r) : ContinueStmt(label: label, range: r)
  }

  // MARK: Conditions

  /// condition-list = condition (',' condition)*
  /// condition = ('let' | 'var') pattern (':' type)? ('=' expr)?
  ///           | 'case' matching-pattern '=' expr
  ///           | expr
  ///
  /// Inside conditions a `{` is the body, never a trailing closure.
  mutating func parseConditionList(_ message: String, keyword: Token) -> [StmtCondition]? {
    traceEnter("parseConditionList")
    defer { traceLeave() }
    let savedTrailing = allowTrailingClosure
    allowTrailingClosure = false
    defer { allowTrailingClosure = savedTrailing }
    var conditions: [StmtCondition] = []
    if at(.leftBrace) || at(.kwElse) {
      // `if {`: swiftc points at the keyword.
      error(ParserDiagnostics.missingCondition(text(keyword)), at: keyword.loc)
      return nil
    }
    repeat {
      let start = tok.loc
      if (at(.kwLet) || at(.kwVar)) && !(peek().kind == .identifier || peek().kind == .leftParen || Parser.isKeyword(peek().kind)) {
        // `if let .some(x) = y`: swiftc parses the pattern, then asks for `case`.
        error(ParserDiagnostics.conditionPatternNeedsCase)
        guard let c = parsePatternMatchCondition(from: start, missingEqual: ParserDiagnostics.expectedEqualInConditionalBinding)
        else { return nil }
        conditions.append(c)
      } else if at(.kwLet) || at(.kwVar) {
        let isLet = at(.kwLet)
        consume()
        var vars: [VarDecl] = []
        var named: Pattern?
        if at(.kwSelf) {
          // `guard let self = self` (or `if let self`): a local named `self`.
          let t = consume()
          let v = VarDecl(name: "self", nameLoc: t.loc, isLet: isLet, range: t.range)
          vars.append(v)
          named = NamedPattern(decl: v)
        }
        guard var pattern = named ?? parseBindingPattern(isLet: isLet, into: &vars) else { return nil }
        for v in vars { v.parent = currentParent }
        if at(.colon) {
          consume()
          guard let type = parseType() else { return nil }
          pattern = TypedPattern(subPattern: pattern, typeRepr: type, range: SourceRange(start: pattern.range.start, end: type.range.end))
          if let named = (pattern as? TypedPattern)?.subPattern as? NamedPattern { named.decl.typeRepr = type }
        }
        let binding = BindingPattern(isLet: isLet, subPattern: pattern, range: SourceRange(start: start, end: pattern.range.end))
        var initializer: Expr?
        if at(.equal) {
          consume()
          guard let e = parseExpr() else { return nil }
          initializer = e
        } else if pattern is TuplePattern {
          error(ParserDiagnostics.expectedEqualInConditionalBinding)
          return nil
        }
        conditions.append(.optionalBinding(pattern: binding, initializer: initializer, range: range(from: start)))
      } else if at(.kwCase) {
        consume()
        guard let c = parsePatternMatchCondition(from: start, missingEqual: ParserDiagnostics.expectedEqualAfterCasePattern)
        else { return nil }
        conditions.append(c)
      } else if atAvailabilityCondition() {
        guard let c = parseAvailabilityCondition() else { return nil }
        conditions.append(.availability(c))
      } else {
        guard let e = parseExpr(message: conditions.isEmpty ? message : ParserDiagnostics.expectedExpression) else {
          return nil
        }
        conditions.append(.boolean(e))
      }
    } while consumeIf(.comma) != nil
    return conditions
  }

  /// `pattern = expression` after `case` (or after a `let`/`var` that should have been
  /// `case`): the variables the pattern binds belong to the current scope.
  mutating func parsePatternMatchCondition(from start: SourceLoc, missingEqual: String) -> StmtCondition? {
    var vars: [VarDecl] = []
    guard let pattern = parseMatchingPattern(into: &vars) else { return nil }
    for v in vars { v.parent = currentParent }
    guard at(.equal) else {
      error(missingEqual)
      return nil
    }
    consume()
    guard let e = parseExpr() else { return nil }
    return .patternMatch(pattern: pattern, initializer: e, range: range(from: start))
  }

  /// The expression between a keyword and the body's `{` (a `for`-`in` sequence, a
  /// `switch` subject), reported `missing` when the `{` comes first.
  mutating func parseExprBeforeBody(missing: String) -> Expr? {
    if at(.leftBrace) {
      error(missing)
      return nil
    }
    return withoutTrailingClosures({ p in p.parseExpr(message: missing) })
  }

  /// Runs `body` with trailing closures disabled (conditions, `for` sequences, `switch`
  /// subjects: a `{` there is the body).
  mutating func withoutTrailingClosures<T>(_ body: (inout Parser) -> T) -> T {
    let saved = allowTrailingClosure
    allowTrailingClosure = false
    defer { allowTrailingClosure = saved }
    return body(&self)
  }
}

extension Parser {
  /// What comes between the items of a file or a block: a token the lexer already
  /// reported, or a lone `;` (an error where it stands alone). Also reports two items on
  /// one line without a `;`. True when it consumed a token (the caller loops again).
  mutating func skipItemSeparator(_ previousHadSemi: inout Bool) -> Bool {
    if at(.unknown) {
      consume()  // the lexer reported it
      return true
    }
    if at(.semicolon) {
      error(ParserDiagnostics.semicolonStatement)
      consume()
      previousHadSemi = true
      return true
    }
    if !previousHadSemi && !tok.isAtStartOfLine {
      error(ParserDiagnostics.consecutiveStatements, at: previousEnd)
    }
    previousHadSemi = false
    return false
  }
}
