import AST
import Basic
import Lexer

/// The parser: a recursive-descent parser over the lexer's token array that builds the
/// syntax tree of one file (`SourceFileNode`), as swiftc's `lib/Parse` does.
///
///     let tree = Parser.parse(file, diagnostics: engine)
///
/// It never fails: syntax errors are reported to the `DiagnosticEngine` in swiftc's words,
/// the parser resynchronises at the next statement, declaration or closing brace and goes
/// on, so one run reports several errors. Nesting deeper than swiftc's limit (256 open
/// parentheses, brackets, statements and declarations) is reported once and parsing stops
/// there, so no input can overflow the stack.
///
/// The grammar is written over each parse function, one production per function, in the
/// style of chibicc. The functions are split by concept: this file holds the token cursor
/// and error recovery; `ParseDecl.swift`, `ParseStmt.swift`, `ParseExpr.swift`,
/// `ParsePattern.swift` and `ParseType.swift` the grammar; `ParserDiagnostics.swift` the
/// messages.
public struct Parser {
  /// Parses a whole file. `trace`, when set, receives one line per parse function entered
  /// (indented by depth, with the line:column of the current token): `-debug-trace-parse`.
  /// `isInterface`: the file is a module interface (`X.swiftmodule`, written by
  /// `-emit-module`), where declarations have no bodies: `var x: Int { get }` is
  /// accepted outside protocols too, as swiftc accepts it in a `.swiftinterface`.
  /// `delaysFunctionBodies`: function bodies are parsed when first asked for
  /// (`AbstractFunctionDecl.delayedBody`), as module `Swift`'s are.
  public static func parse(
    _ file: SourceFile, diagnostics: DiagnosticEngine, trace: ((String) -> Void)? = nil,
    isInterface: Bool = false, delaysFunctionBodies: Bool = false
  ) -> SourceFileNode {
    // Where the recursion has room (see `withLargeStack`): however deep the input
    // nests, up to the nesting limit, it fits whatever the caller's stack. The token
    // array is made inside, so the parser holds the only reference to it and splitting a
    // `>>` in place does not copy it.
    withLargeStack {
      var parser = Parser(
        file: file, tokens: Lexer.tokenize(file, diagnostics: diagnostics), diagnostics: diagnostics, trace: trace)
      parser.isInterface = isInterface
      if delaysFunctionBodies { parser.delayedTokens = DelayedTokens() }
      let tree = parser.parseSourceFile()
      parser.delayedTokens?.tokens = parser.tokens
      return tree
    }
  }

  // MARK: State

  let file: SourceFile
  let diagnostics: DiagnosticEngine
  let trace: ((String) -> Void)?
  /// Parsing a module interface: accessors may have no bodies.
  var isInterface = false
  /// The tokens, ending with `.eof`. A `>>` closing two generic argument lists is split in
  /// place, so the array is mutable (speculative parses undo their splits).
  var tokens: [Token]
  /// Index of the current token.
  var pos = 0
  /// Where the last consumed token (or character of a split operator) ends: the end of
  /// the node just parsed.
  var previousEnd: SourceLoc
  /// swiftc's structure markers: open declarations, statements, `(`, `[` (see `enterStructure`).
  var structureDepth = 0
  /// Other recursion (nested ternaries, interpolations) is bounded by this counter.
  var recursionDepth = 0
  /// Set when the nesting limit was hit: every loop then sees `eof` and unwinds.
  var isCutOff = false
  var traceDepth = 0
  /// While > 0, errors are not reported but make the speculation fail.
  var speculationLevel = 0
  var speculationFailed = false
  /// How many of the errors reported left the tree whole (`errorKeepingTree`).
  var errorsKeepingTree = 0
  /// Token splits made while speculating, to undo.
  var splitLog: [(index: Int, token: Token)] = []
  /// The declaration the parser is inside (a type, extension, function, top-level code):
  /// the `parent` of the declarations it makes.
  var currentParent: Decl?
  /// True at file level (outside any type, function or closure body).
  var atFileLevel = true
  /// The kind of the innermost type body, for `case` and `init` checks and messages.
  var typeContext: TypeContext = .none
  /// Inside `if`/`while`/`guard` conditions, `for` sequences and `switch` subjects, a `{`
  /// starts the body, not a trailing closure.
  var allowTrailingClosure = true
  /// Inside a parameter's default value, which Swift evaluates at each call site
  /// (`#line` there is the caller's line, ParseMagicIdentifier.swift).
  var inDefaultArgument = false
  /// Inside a `case` pattern: `let x`, `var x` and `_` may appear inside expressions.
  var inCasePattern = false
  /// The `let x` placeholders made inside the `case` pattern being parsed.
  var placeholderLog: [PatternPlaceholderExpr] = []
  /// One entry per closure being parsed, innermost last: whether it wrote its
  /// parameters, and the `$0`, `$1`, ... its body uses (swiftc makes them parameters).
  var closureFrames: [(hasSignature: Bool, anonymous: [ParamDecl])] = []

  /// Set when function bodies are parsed on demand: the file's tokens, filled in once
  /// the file is parsed, which each delayed parse reads (`parseFunctionBody(of:)`).
  var delayedTokens: DelayedTokens?

  enum TypeContext { case none, classBody, structBody, enumBody, protocolBody, extensionBody }

  /// The tokens of a file whose function bodies are parsed on demand, shared by their
  /// delayed parses.
  final class DelayedTokens {
    var tokens: [Token] = []
  }

  static let maxStructureDepth = 256
  static let maxRecursionDepth = 1024

  init(file: SourceFile, tokens: [Token], diagnostics: DiagnosticEngine, trace: ((String) -> Void)?) {
    self.file = file
    self.tokens = tokens.isEmpty
      ? [Token(kind: .eof, range: SourceRange(file.loc(file.count)), isAtStartOfLine: true)] : tokens
    self.diagnostics = diagnostics
    self.trace = trace
    self.previousEnd = file.loc(0)
  }

  // MARK: Token cursor

  /// The current token.
  @inline(__always) var tok: Token { tokens[pos] }
  @inline(__always) var kind: TokenKind { tokens[pos].kind }

  /// The token `n` after the current one (`eof` past the end).
  func peek(_ n: Int = 1) -> Token {
    let i = pos + n
    return i < tokens.count ? tokens[i] : tokens[tokens.count - 1]
  }


  @inline(__always) func at(_ k: TokenKind) -> Bool { tokens[pos].kind == k }

  @discardableResult
  mutating func consume() -> Token {
    let t = tokens[pos]
    previousEnd = t.range.end
    if pos < tokens.count - 1 { pos += 1 }
    return t
  }

  /// Consumes the current token if it has kind `k`.
  mutating func consumeIf(_ k: TokenKind) -> Token? {
    at(k) ? consume() : nil
  }

  /// True when `t` is the identifier `text` (not escaped): how contextual keywords such as
  /// `get`, `set`, `mutating`, `open` are recognised, without making a String.
  func isContextual(_ t: Token, _ text: StaticString) -> Bool {
    guard t.kind == .identifier, !t.isEscapedIdentifier, t.length == text.utf8CodeUnitCount else {
      return false
    }
    return tokenTextEquals(t, text)
  }

  func isContextual(_ text: StaticString) -> Bool { isContextual(tok, text) }

  /// Byte comparison of a token's text with a constant.
  func tokenTextEquals(_ t: Token, _ text: StaticString) -> Bool {
    let n = text.utf8CodeUnitCount
    guard t.length == n else { return false }
    let start = Int(t.range.start.offset)
    return file.bytes.withUnsafeBufferPointer { buf in
      let p = text.utf8Start
      for i in 0..<n where buf[start + i] != p[i] { return false }
      return true
    }
  }

  /// True when the current token is an operator spelled exactly `text`.
  func isOperator(_ t: Token, _ text: StaticString) -> Bool {
    t.kind.isOperator && tokenTextEquals(t, text)
  }

  /// The first byte of a token (0 for an empty one).
  func firstByte(_ t: Token) -> UInt8 {
    t.length > 0 ? file.bytes[Int(t.range.start.offset)] : 0
  }

  /// The text of a token, as written (backquotes of an escaped identifier removed).
  func text(_ t: Token) -> String {
    var s = Int(t.range.start.offset)
    var e = Int(t.range.end.offset)
    if t.isEscapedIdentifier, e - s >= 2, file.bytes[s] == UInt8(ascii: "`") {
      s += 1
      if file.bytes[e - 1] == UInt8(ascii: "`") { e -= 1 }
    }
    guard s < e, e <= file.bytes.count else { return "" }
    return file.bytes.withUnsafeBufferPointer { buf in
      String(decoding: UnsafeBufferPointer(rebasing: buf[s..<e]), as: UTF8.self)
    }
  }

  /// True for every `kw_*` kind (a switch: `TokenKind.isKeyword` compares strings).
  static func isKeyword(_ k: TokenKind) -> Bool {
    switch k {
    case .eof, .unknown, .identifier, .dollarIdentifier, .integerLiteral, .floatingLiteral, .stringLiteral,
      .binaryOperatorSpaced, .binaryOperatorUnspaced, .prefixOperator, .postfixOperator, .leftParen, .rightParen,
      .leftBrace, .rightBrace, .leftSquare, .rightSquare, .period, .periodPrefix, .comma, .colon, .semicolon, .equal,
      .atSign, .pound, .ampPrefix, .arrow, .backslash, .exclaimPostfix, .questionPostfix, .questionInfix:
      return false
    default:
      return true
    }
  }

  /// `_` — a wildcard (an identifier token spelled `_`).
  func isUnderscore(_ t: Token) -> Bool {
    t.kind == .identifier && !t.isEscapedIdentifier && t.length == 1
      && file.bytes[Int(t.range.start.offset)] == UInt8(ascii: "_")
  }

  func range(from start: SourceLoc) -> SourceRange {
    SourceRange(start: start, end: max(start, previousEnd))
  }

  /// Consumes the first character of the current operator token and leaves the rest
  /// as the current token: the first `>` of the `>>` closing `Array<Array<Int>>`, or the
  /// `>` of `>?` in `Optional<Int>?`. Returns the location of the consumed character.
  mutating func consumeFirstCharacterOfOperator() -> SourceLoc {
    let t = tokens[pos]
    guard t.length > 1 else { return consume().loc }
    if speculationLevel > 0 { splitLog.append((pos, t)) }
    let cut = t.range.start.advanced(by: 1)
    var rest = t
    rest.range.start = cut
    rest.isAtStartOfLine = false
    let c = file.bytes[Int(cut.offset)]
    if rest.length == 1 && c == UInt8(ascii: "?") {
      rest.kind = .questionPostfix
    } else if rest.length == 1 && c == UInt8(ascii: "!") {
      rest.kind = .exclaimPostfix
    } else if rest.length == 1 && c == UInt8(ascii: "=") {
      rest.kind = .equal
    } else if rest.length == 1 && c == UInt8(ascii: ".") {
      rest.kind = .period
    } else {
      rest.kind = t.kind == .binaryOperatorSpaced ? .binaryOperatorSpaced : .postfixOperator
    }
    tokens[pos] = rest
    previousEnd = cut
    return t.loc
  }

  // MARK: Diagnostics

  /// Reports an error, unless speculating (then the speculation fails) or cut off.
  mutating func error(_ message: String, at loc: SourceLoc, notes: [Diagnostic] = []) {
    if speculationLevel > 0 {
      speculationFailed = true
      return
    }
    if isCutOff { return }
    // The lexer already reported what is wrong with an `.unknown` token.
    if tok.kind == .unknown && loc == tok.loc { return }
    diagnostics.error(message, at: loc, notes: notes)
  }

  mutating func error(_ message: String, notes: [Diagnostic] = []) {
    error(message, at: tok.loc, notes: notes)
  }

  /// Reports an error after which the tree is whole, as if the wrong part were not
  /// written (a raw value that is not a literal): the file is type-checked all the same,
  /// as swiftc type-checks every file, for the errors that follow from it.
  mutating func errorKeepingTree(_ message: String, at loc: SourceLoc) {
    let before = diagnostics.errorCount
    error(message, at: loc)
    errorsKeepingTree += diagnostics.errorCount - before
  }

  /// Reports `message` where swiftc reports a missing token: at the end of the previous
  /// token when the current one starts a new line, else at the current token.
  mutating func errorAtEndOfLineOrHere(_ message: String, notes: [Diagnostic] = []) {
    error(message, at: tok.isAtStartOfLine || at(.eof) ? previousEnd : tok.loc, notes: notes)
  }

  /// The `{` that opens a body, consumed; or nil when it is missing, after reporting
  /// `message` where swiftc reports a missing token.
  mutating func consumeLeftBrace(orReport message: String) -> Token? {
    guard at(.leftBrace) else {
      errorAtEndOfLineOrHere(message)
      return nil
    }
    return consume()
  }

  mutating func warning(_ message: String, at loc: SourceLoc) {
    if speculationLevel > 0 || isCutOff { return }
    diagnostics.warning(message, at: loc)
  }

  /// Consumes a token of kind `k` or reports `message` at the current token.
  @discardableResult
  mutating func expect(_ k: TokenKind, _ message: @autoclosure () -> String) -> Token? {
    if at(k) { return consume() }
    error(message())
    return nil
  }

  // MARK: Nesting limit

  /// Enters one of swiftc's "structure markers" (a declaration, a statement, an open
  /// parenthesis or bracket). Past 256 it reports "structure nesting level exceeded
  /// maximum of 256" once and cuts parsing off: the current token becomes `eof`, so every
  /// loop ends and the recursion unwinds. Returns false when cut off.
  mutating func enterStructure() -> Bool {
    structureDepth += 1
    return within(structureDepth, limit: Parser.maxStructureDepth)
  }

  mutating func leaveStructure() { structureDepth -= 1 }

  /// Guards recursion swiftc does not count as structure (nested ternaries, string
  /// interpolations inside interpolations).
  mutating func enterRecursion() -> Bool {
    recursionDepth += 1
    return within(recursionDepth, limit: Parser.maxRecursionDepth)
  }

  /// Past `limit`, cuts parsing off and returns false.
  private mutating func within(_ depth: Int, limit: Int) -> Bool {
    if depth > limit {
      cutOff()
      return false
    }
    return true
  }

  mutating func leaveRecursion() { recursionDepth -= 1 }

  mutating func cutOff() {
    if speculationLevel > 0 {
      speculationFailed = true
    } else if !isCutOff {
      diagnostics.error(ParserDiagnostics.nestingLimit, at: tok.loc)
      isCutOff = true
    }
    pos = tokens.count - 1
  }

  // MARK: Speculation

  /// Runs `body` without reporting errors and restores the cursor afterwards; true when
  /// `body` returned true and reported no error. swiftc's `BacktrackingScope` +
  /// `canParse...` functions.
  mutating func speculate(_ body: (inout Parser) -> Bool) -> Bool {
    let savedPos = pos
    let savedEnd = previousEnd
    let savedFailed = speculationFailed
    let savedLog = splitLog.count
    let savedStructure = structureDepth
    let savedRecursion = recursionDepth
    let savedTrace = traceDepth
    let savedPlaceholders = placeholderLog.count
    let savedFrames = closureFrames.count
    speculationFailed = false
    speculationLevel += 1
    let ok = body(&self) && !speculationFailed
    speculationLevel -= 1
    // Undo token splits, newest first.
    while splitLog.count > savedLog {
      let (index, token) = splitLog.removeLast()
      tokens[index] = token
    }
    pos = savedPos
    previousEnd = savedEnd
    speculationFailed = savedFailed
    structureDepth = savedStructure
    recursionDepth = savedRecursion
    traceDepth = savedTrace
    if placeholderLog.count > savedPlaceholders { placeholderLog.removeSubrange(savedPlaceholders...) }
    if closureFrames.count > savedFrames { closureFrames.removeSubrange(savedFrames...) }
    return ok
  }

  // MARK: Tracing

  /// Reports entering a parse function to the trace (`-debug-trace-parse`).
  @inline(__always)
  mutating func traceEnter(_ name: StaticString) {
    guard let trace else { return }
    let (line, column) = file.lineAndColumn(Int(tok.loc.offset))
    let indent = String(repeating: "  ", count: traceDepth)
    let spec = speculationLevel > 0 ? " (speculative)" : ""
    trace("\(indent)\(name) \(line):\(column)\(spec)")
    traceDepth += 1
  }

  @inline(__always)
  mutating func traceLeave() {
    if trace != nil { traceDepth -= 1 }
  }

  // MARK: Recovery

  /// Skips tokens after an error up to where parsing can resume: the next token that
  /// starts a line and begins a declaration or statement, a `;`, a `}` closing the
  /// current block, or the end of file. Balanced `( )`, `[ ]` and `{ }` groups are skipped
  /// whole. `itemStart` is where the failed item began: when nothing was consumed since,
  /// at least one token is, so the caller's loop always progresses.
  mutating func skipToNextItem(itemStart: Int, stopAtCase: Bool = false) {
    var mustProgress = pos == itemStart
    while !at(.eof) {
      if !mustProgress {
        if at(.rightBrace) { return }
        if at(.semicolon) {
          consume()
          return
        }
        if tok.isAtStartOfLine && (isStartOfDecl() || isStartOfStmt()) { return }
        if stopAtCase && isAtStartOfSwitchCase() { return }
      }
      mustProgress = false
      switch kind {
      case .leftBrace, .leftParen, .leftSquare: skipBalanced()
      case .rightBrace: return
      default: consume()
      }
    }
  }

  /// Skips a balanced group of at most `limit` tokens; false (somewhere inside) when it
  /// is longer. For lookahead.
  mutating func skipBalanced(limit: Int) -> Bool {
    let start = pos
    var depth = 0
    repeat {
      switch kind {
      case .leftBrace, .leftParen, .leftSquare: depth += 1
      case .rightBrace, .rightParen, .rightSquare: depth -= 1
      case .eof: return false
      default: break
      }
      consume()
      if pos - start > limit { return false }
    } while depth > 0
    return true
  }

  /// Skips one token, or a whole balanced group when it opens one.
  mutating func skipBalanced() {
    let open = kind
    let close: TokenKind
    switch open {
    case .leftBrace: close = .rightBrace
    case .leftParen: close = .rightParen
    case .leftSquare: close = .rightSquare
    default:
      consume()
      return
    }
    consume()
    var stack: [TokenKind] = [close]
    while let expected = stack.last, !at(.eof) {
      switch kind {
      case .leftBrace: stack.append(.rightBrace)
      case .leftParen: stack.append(.rightParen)
      case .leftSquare: stack.append(.rightSquare)
      case .rightBrace, .rightParen, .rightSquare:
        if kind == expected {
          stack.removeLast()
        } else if kind == .rightBrace {
          // A `}` closes the enclosing block even when `(` or `[` are unclosed.
          while let last = stack.last, last != .rightBrace { stack.removeLast() }
          if stack.isEmpty { return }
          stack.removeLast()
        }
      default: break
      }
      consume()
    }
  }

  /// Skips tokens up to (not including) one of `kinds` at nesting level 0, a `}` that
  /// closes the enclosing block, a line that starts a declaration or statement, or the
  /// end of file (swiftc's `skipUntilDeclStmtRBrace`).
  mutating func skip(until kinds: [TokenKind]) {
    var first = true
    while !at(.eof) && !kinds.contains(kind) && !at(.rightBrace) {
      if !first && tok.isAtStartOfLine && (isStartOfDecl() || isStartOfStmt()) { return }
      first = false
      if at(.leftBrace) || at(.leftParen) || at(.leftSquare) {
        skipBalanced()
      } else if at(.rightParen) || at(.rightSquare) {
        return
      } else {
        consume()
      }
    }
  }

  // MARK: Parents

  /// Runs `body` with `decl` as the parent of the declarations it makes.
  mutating func withParent<T>(_ decl: Decl?, fileLevel: Bool = false, _ body: (inout Parser) -> T) -> T {
    let savedParent = currentParent
    let savedFileLevel = atFileLevel
    currentParent = decl
    atFileLevel = fileLevel
    defer {
      currentParent = savedParent
      atFileLevel = savedFileLevel
    }
    return body(&self)
  }
}
