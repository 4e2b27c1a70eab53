/// Operators, and how the whitespace around one decides its kind (swiftc's
/// `Lexer::lexOperatorIdentifier`):
///
/// - left-bound: the byte before is not whitespace, `(`, `[`, `{`, `,`, `;`, `:`, NUL,
///   the end of a `/* */` comment, or the file's start;
/// - right-bound: the byte after is not whitespace, `)`, `]`, `}`, `,`, `;`, `:`, the
///   end, or the start of a comment; a following `.` counts as right-bound only when the
///   operator is not left-bound (`x^.y` is postfix `^`, `^.y` is prefix `^`);
/// - both or neither: binary (unspaced / spaced); only left: postfix; only right: prefix.
///
/// Some spellings are tokens of their own: `=` (`.equal`), `->` (`.arrow`), `&` prefix
/// (`.ampPrefix`), `.` (`.period`, or `.periodPrefix` when only right-bound), `?`
/// (`.questionPostfix` when left-bound, else `.questionInfix`) and `!` when left-bound
/// (`.exclaimPostfix`); the main switch hands left-bound `?` and `!` out as one-character
/// tokens before an operator is lexed, so `x!=y` is `x` `!` `=` `y`, as in Swift.
extension Lexer {
  /// True if the token starting at `i` is left-bound.
  @inline(__always)
  func isLeftBound(_ p: UnsafePointer<UInt8>, _ i: Int) -> Bool {
    if base + i <= contentStart { return false }
    switch byte(p, before: i) {
    case 0x20, 0x0D, 0x0A, 0x09,  // whitespace
      0x28, 0x5B, 0x7B,  // ( [ {
      0x2C, 0x3B, 0x3A,  // , ; :
      0:
      return false
    case 0x2F:  // the end of a /* */ comment counts as whitespace
      return byte(p, before: i, 2) != 0x2A
    case 0xA0:  // U+00A0 non-breaking space
      return byte(p, before: i, 2) != 0xC2
    default:
      return true
    }
  }

  /// True if the token ending before `i` is right-bound.
  @inline(__always)
  func isRightBound(_ p: UnsafePointer<UInt8>, _ i: Int, leftBound: Bool) -> Bool {
    switch p[i] {
    case 0x20, 0x0D, 0x0A, 0x09,  // whitespace
      0x29, 0x5D, 0x7D,  // ) ] }
      0x2C, 0x3B, 0x3A,  // , ; :
      0:
      return false
    case 0x2E:  // .
      return !leftBound
    case 0x2F:  // a following comment counts as whitespace
      return !(p[i + 1] == 0x2F || p[i + 1] == 0x2A)
    case 0xC2:
      return p[i + 1] != 0xA0
    default:
      return true
    }
  }

  /// An operator starting at `start` (its first character is an operator character).
  mutating func lexOperator(_ p: UnsafePointer<UInt8>, _ start: Int) -> Token {
    let first = p[start]
    var i = start + (first < 0x80 ? 1 : CharacterClasses.decodeUTF8(p, start).length)
    while true {
      let b = p[i]
      if b < 0x80 {
        // A '.' continues only an operator that starts with '.'.
        guard CharacterClasses.isASCIIOperator(b), b != 0x2E || first == 0x2E else { break }
        i += 1
      } else {
        let (scalar, length) = CharacterClasses.decodeUTF8(p, i)
        guard scalar != CharacterClasses.invalidScalar, CharacterClasses.isOperatorContinuation(scalar)
        else { break }
        i += length
      }
    }
    // A "//" or "/*" inside the operator starts a comment.
    if i - start > 2 {
      var j = start + 1
      while j < i - 1 {
        if p[j] == 0x2F && (p[j + 1] == 0x2F || p[j + 1] == 0x2A) {
          i = j
          break
        }
        j += 1
      }
    }
    cursor = i
    let leftBound = isLeftBound(p, start)
    let rightBound = isRightBound(p, i, leftBound: leftBound)

    switch i - start {
    case 1:
      switch first {
      case 0x3D:  // =
        if previousKind != .kwOperator && leftBound != rightBound {
          error(LexerDiagnostics.unaryEqual, at: start)
        }
        return makeToken(.equal, start)
      case 0x26:  // &
        if !leftBound && rightBound { return makeToken(.ampPrefix, start) }
      case 0x2E:  // .
        if leftBound == rightBound { return makeToken(.period, start) }
        if rightBound { return makeToken(.periodPrefix, start) }
        // `x. y`: whitespace after the dot, or `x.` with nothing after.
        var j = i
        while p[j] == 0x20 || p[j] == 0x09 { j += 1 }
        if isRightBound(p, j, leftBound: leftBound) && p[j] != 0x2F {
          error(LexerDiagnostics.extraWhitespacePeriod, at: start)
          return makeToken(.period, start)
        }
        error(LexerDiagnostics.expectedMemberName, at: start)
        return makeToken(.unknown, start)
      case 0x3F:  // ?
        return makeToken(leftBound ? .questionPostfix : .questionInfix, start)
      default:
        break
      }
    case 2:
      if first == 0x2D && p[start + 1] == 0x3E { return makeToken(.arrow, start) }  // ->
      if first == 0x2A && p[start + 1] == 0x2F {  // */
        error(LexerDiagnostics.unexpectedBlockCommentEnd, at: start)
        return makeToken(.unknown, start)
      }
    default:
      // A "*/" inside the operator would end a block comment: reject it.
      var j = start
      while j < i - 1 {
        if p[j] == 0x2A && p[j + 1] == 0x2F {
          error(LexerDiagnostics.unexpectedBlockCommentEnd, at: j)
          return makeToken(.unknown, start)
        }
        j += 1
      }
    }
    if leftBound == rightBound {
      return makeToken(leftBound ? .binaryOperatorUnspaced : .binaryOperatorSpaced, start)
    }
    return makeToken(leftBound ? .postfixOperator : .prefixOperator, start)
  }
}
