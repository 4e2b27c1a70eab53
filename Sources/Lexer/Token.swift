import Basic

/// The kinds of token, named as in swiftc's `TokenKinds.def` (the raw value is the name
/// `-dump-tokens` prints). Contextual keywords (`open`, `mutating`, `override`, `final`,
/// `get`, `set`, `convenience`, `required`, `lazy`, `weak`, ...) are identifiers, as in
/// Swift: the parser recognises them by their text where they matter.
public enum TokenKind: String, Sendable, CaseIterable {
  case eof
  case unknown
  case identifier
  case dollarIdentifier = "dollarident"  // $0
  case integerLiteral = "integer_literal"
  case floatingLiteral = "floating_literal"
  /// A whole string literal, quotes included (`"a\(b)c"` or `"""` ... `"""`); the parser
  /// splits it into segments with `Lexer.stringSegments(of:)`.
  case stringLiteral = "string_literal"

  // Operators. Swift decides prefix/postfix/infix from the whitespace around them:
  // `a-b` and `a - b` are binary, `-b` is prefix, `x!` is postfix.
  case binaryOperatorSpaced = "oper_binary_spaced"
  case binaryOperatorUnspaced = "oper_binary_unspaced"
  case prefixOperator = "oper_prefix"
  case postfixOperator = "oper_postfix"

  // Punctuation.
  case leftParen = "l_paren"
  case rightParen = "r_paren"
  case leftBrace = "l_brace"
  case rightBrace = "r_brace"
  case leftSquare = "l_square"
  case rightSquare = "r_square"
  case period
  case periodPrefix = "period_prefix"  // `.red` with nothing before the dot
  case comma
  case colon
  case semicolon = "semi"
  case equal
  case atSign = "at_sign"
  case pound
  case ampPrefix = "amp_prefix"  // `&x` (inout argument)
  case arrow
  case backslash
  case exclaimPostfix = "exclaim_postfix"  // `x!`
  case questionPostfix = "question_postfix"  // `x?.y`, `Int?`
  case questionInfix = "question_infix"  // `c ? a : b`

  // Declaration keywords.
  case kwAssociatedtype = "kw_associatedtype"
  case kwClass = "kw_class"
  case kwDeinit = "kw_deinit"
  case kwEnum = "kw_enum"
  case kwExtension = "kw_extension"
  case kwFunc = "kw_func"
  case kwImport = "kw_import"
  case kwInit = "kw_init"
  case kwInout = "kw_inout"
  case kwLet = "kw_let"
  case kwOperator = "kw_operator"
  case kwPrecedencegroup = "kw_precedencegroup"
  case kwProtocol = "kw_protocol"
  case kwStruct = "kw_struct"
  case kwSubscript = "kw_subscript"
  case kwTypealias = "kw_typealias"
  case kwVar = "kw_var"
  case kwFileprivate = "kw_fileprivate"
  case kwInternal = "kw_internal"
  case kwPrivate = "kw_private"
  case kwPublic = "kw_public"
  case kwStatic = "kw_static"

  // Statement keywords.
  case kwDefer = "kw_defer"
  case kwIf = "kw_if"
  case kwGuard = "kw_guard"
  case kwDo = "kw_do"
  case kwRepeat = "kw_repeat"
  case kwElse = "kw_else"
  case kwFor = "kw_for"
  case kwIn = "kw_in"
  case kwWhile = "kw_while"
  case kwReturn = "kw_return"
  case kwBreak = "kw_break"
  case kwContinue = "kw_continue"
  case kwFallthrough = "kw_fallthrough"
  case kwSwitch = "kw_switch"
  case kwCase = "kw_case"
  case kwDefault = "kw_default"
  case kwWhere = "kw_where"
  case kwCatch = "kw_catch"
  case kwThrow = "kw_throw"

  // Expression and type keywords.
  case kwAs = "kw_as"
  case kwAny = "kw_Any"
  case kwFalse = "kw_false"
  case kwIs = "kw_is"
  case kwNil = "kw_nil"
  case kwRethrows = "kw_rethrows"
  case kwSuper = "kw_super"
  case kwSelf = "kw_self"
  case kwCapitalSelf = "kw_Self"
  case kwTrue = "kw_true"
  case kwTry = "kw_try"
  case kwThrows = "kw_throws"

  /// True for every `kw_*` kind.
  public var isKeyword: Bool { rawValue.hasPrefix("kw_") }

  /// True for the four operator kinds.
  public var isOperator: Bool {
    switch self {
    case .binaryOperatorSpaced, .binaryOperatorUnspaced, .prefixOperator, .postfixOperator: true
    default: false
    }
  }
}

/// One token: its kind, where it is, and the whitespace facts the parser needs.
/// The text is not copied; `Lexer.text(of:)` (or the source file) gives it.
public struct Token: Sendable, Equatable {
  public var kind: TokenKind
  public var range: SourceRange
  /// A line break (or the file's start) comes between the previous token and this one.
  /// Swift uses it to end statements and to tell `f\n(x)` from `f(x)`.
  public var isAtStartOfLine: Bool
  /// The token was written in backquotes (`` `class` ``): always an identifier.
  public var isEscapedIdentifier: Bool

  public init(
    kind: TokenKind, range: SourceRange, isAtStartOfLine: Bool = false,
    isEscapedIdentifier: Bool = false
  ) {
    self.kind = kind
    self.range = range
    self.isAtStartOfLine = isAtStartOfLine
    self.isEscapedIdentifier = isEscapedIdentifier
  }

  public var loc: SourceLoc { range.start }
  public var length: Int { Int(range.end.offset) - Int(range.start.offset) }
}

/// A piece of a string literal, as `Lexer.stringSegments(of:)` splits it.
public enum StringSegment: Sendable, Equatable {
  /// Literal text with escapes already decoded (and, in a multi-line literal, the
  /// indentation stripped and escaped newlines joined).
  case text(String, SourceRange)
  /// The source range of the expression inside `\( ... )`, to be parsed as an
  /// expression by the parser (it may contain nested strings and parentheses).
  case interpolation(SourceRange)
}
