/// Byte and code-point classes the lexer needs, and a UTF-8 decoder.
///
/// Identifier and operator characters are exactly swiftc's (`lib/Parse/Lexer.cpp`,
/// after C11 Annex D / N1518): letters, digits and `_` (and `$` after the first) in
/// ASCII, and for non-ASCII code points a fixed list of ranges covering letters, CJK,
/// emoji, combining marks (not as the first character), and so on. Operator
/// characters are the ASCII `/ = - + ! * % < > & | ^ ~ ? .` plus Unicode math,
/// arrows, box drawing, dingbats and similar ranges.
enum CharacterClasses {
  /// Returned by `decodeUTF8` for an invalid sequence.
  static let invalidScalar: UInt32 = .max

  /// Decodes the UTF-8 sequence starting at `p[i]` (whose first byte is >= 0x80).
  /// Never reads past a NUL byte, so the buffer's sentinel bounds it. On an invalid
  /// sequence returns `invalidScalar` and how many bytes to skip (at least 1: the bad
  /// byte and the continuation bytes that follow it).
  @inline(__always)
  static func decodeUTF8(_ p: UnsafePointer<UInt8>, _ i: Int) -> (scalar: UInt32, length: Int) {
    let b0 = UInt32(p[i])
    if b0 < 0x80 { return (b0, 1) }
    let count: Int
    var value: UInt32
    switch b0 {
    case 0xC2...0xDF: count = 2; value = b0 & 0x1F
    case 0xE0...0xEF: count = 3; value = b0 & 0x0F
    case 0xF0...0xF4: count = 4; value = b0 & 0x07
    default:
      // A stray continuation byte or a byte that never starts a sequence: skip it and
      // the continuation bytes after it.
      var n = 1
      while p[i + n] & 0xC0 == 0x80 { n += 1 }
      return (invalidScalar, n)
    }
    var n = 1
    while n < count {
      let b = p[i + n]
      if b & 0xC0 != 0x80 { return (invalidScalar, n) }
      value = value << 6 | UInt32(b & 0x3F)
      n += 1
    }
    // Overlong forms, surrogates and values past U+10FFFF are invalid.
    switch count {
    case 3 where value < 0x800 || (value >= 0xD800 && value <= 0xDFFF): return (invalidScalar, n)
    case 4 where value < 0x10000 || value > 0x10FFFF: return (invalidScalar, n)
    default: return (value, n)
    }
  }

  /// `[A-Za-z0-9_$]`.
  @inline(__always)
  static func isASCIIIdentifierContinuation(_ b: UInt8) -> Bool {
    // Bits for '$' (36) and '0'...'9' (48...57) in the low word; 'A'...'Z' (65...90),
    // '_' (95), 'a'...'z' (97...122) in the high word.
    let low: UInt64 = 0x03FF_0010_0000_0000
    let high: UInt64 = 0x07FF_FFFE_87FF_FFFE
    if b < 64 { return (low >> UInt64(b)) & 1 != 0 }
    if b < 128 { return (high >> UInt64(b - 64)) & 1 != 0 }
    return false
  }

  /// `[A-Za-z_]`.
  @inline(__always)
  static func isASCIIIdentifierStart(_ b: UInt8) -> Bool {
    (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F
  }

  @inline(__always)
  static func isDigit(_ b: UInt8) -> Bool { b &- 0x30 < 10 }

  @inline(__always)
  static func isHexDigit(_ b: UInt8) -> Bool {
    b &- 0x30 < 10 || (b | 0x20) &- 0x61 < 6
  }

  /// `/ = - + ! * % < > & | ^ ~ ? .`
  @inline(__always)
  static func isASCIIOperator(_ b: UInt8) -> Bool {
    switch b {
    case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F, 0x2E:
      return true
    default:
      return false
    }
  }

  static func isIdentifierContinuation(_ c: UInt32) -> Bool {
    if c < 0x80 { return isASCIIIdentifierContinuation(UInt8(c)) }
    return c == 0x00A8 || c == 0x00AA || c == 0x00AD || c == 0x00AF
      || (c >= 0x00B2 && c <= 0x00B5) || (c >= 0x00B7 && c <= 0x00BA)
      || (c >= 0x00BC && c <= 0x00BE) || (c >= 0x00C0 && c <= 0x00D6)
      || (c >= 0x00D8 && c <= 0x00F6) || (c >= 0x00F8 && c <= 0x00FF)
      || (c >= 0x0100 && c <= 0x167F) || (c >= 0x1681 && c <= 0x180D)
      || (c >= 0x180F && c <= 0x1FFF)
      || (c >= 0x200B && c <= 0x200D) || (c >= 0x202A && c <= 0x202E)
      || (c >= 0x203F && c <= 0x2040) || c == 0x2054 || (c >= 0x2060 && c <= 0x206F)
      || (c >= 0x2070 && c <= 0x218F) || (c >= 0x2460 && c <= 0x24FF)
      || (c >= 0x2776 && c <= 0x2793) || (c >= 0x2C00 && c <= 0x2DFF)
      || (c >= 0x2E80 && c <= 0x2FFF)
      || (c >= 0x3004 && c <= 0x3007) || (c >= 0x3021 && c <= 0x302F)
      || (c >= 0x3031 && c <= 0x303F) || (c >= 0x3040 && c <= 0xD7FF)
      || (c >= 0xF900 && c <= 0xFD3D) || (c >= 0xFD40 && c <= 0xFDCF)
      || (c >= 0xFDF0 && c <= 0xFE44) || (c >= 0xFE47 && c <= 0xFFF8)
      // Planes 1-14, except each plane's last two code points.
      || (c >= 0x10000 && c <= 0xEFFFD && c & 0xFFFF <= 0xFFFD)
  }

  static func isIdentifierStart(_ c: UInt32) -> Bool {
    if c < 0x80 { return isASCIIIdentifierStart(UInt8(c)) }
    if !isIdentifierContinuation(c) { return false }
    // Combining marks may not start an identifier.
    return !((c >= 0x0300 && c <= 0x036F) || (c >= 0x1DC0 && c <= 0x1DFF)
      || (c >= 0x20D0 && c <= 0x20FF) || (c >= 0xFE20 && c <= 0xFE2F))
  }

  static func isOperatorStart(_ c: UInt32) -> Bool {
    if c < 0x80 { return isASCIIOperator(UInt8(c)) }
    return (c >= 0x00A1 && c <= 0x00A7)
      || c == 0x00A9 || c == 0x00AB || c == 0x00AC || c == 0x00AE
      || c == 0x00B0 || c == 0x00B1 || c == 0x00B6 || c == 0x00BB
      || c == 0x00BF || c == 0x00D7 || c == 0x00F7
      || c == 0x2016 || c == 0x2017 || (c >= 0x2020 && c <= 0x2027)
      || (c >= 0x2030 && c <= 0x203E) || (c >= 0x2041 && c <= 0x2053)
      || (c >= 0x2055 && c <= 0x205E) || (c >= 0x2190 && c <= 0x23FF)
      || (c >= 0x2500 && c <= 0x2775) || (c >= 0x2794 && c <= 0x2BFF)
      || (c >= 0x2E00 && c <= 0x2E7F) || (c >= 0x3001 && c <= 0x3003)
      || (c >= 0x3008 && c <= 0x3030)
  }

  static func isOperatorContinuation(_ c: UInt32) -> Bool {
    if isOperatorStart(c) { return true }
    // Combining characters and variation selectors.
    return (c >= 0x0300 && c <= 0x036F) || (c >= 0x1DC0 && c <= 0x1DFF)
      || (c >= 0x20D0 && c <= 0x20FF) || (c >= 0xFE00 && c <= 0xFE0F)
      || (c >= 0xFE20 && c <= 0xFE2F) || (c >= 0xE0100 && c <= 0xE01EF)
  }

  /// Whitespace a raw identifier (`` `hello world` ``, SE-0451) may not contain: every
  /// Unicode `White_Space` character except U+0020 (and the bidi marks U+200E/F).
  static func isForbiddenRawIdentifierWhitespace(_ c: UInt32) -> Bool {
    (c >= 0x09 && c <= 0x0D) || c == 0x85 || c == 0xA0 || c == 0x1680
      || (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 || c == 0x202F
      || c == 0x205F || c == 0x3000
  }
}
