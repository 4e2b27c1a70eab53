// Unicode.Scalar, as Swift's UnicodeScalar.swift has it: one Unicode scalar value (a code
// point that is not a surrogate), what a string's `unicodeScalars` view holds
// (StringUnicodeScalarView.swift). TSPL's Strings chapter prints scalars and their
// `value`s. It prints as its character; its string is the runtime's
// (`Builtin.stringFromScalar`).

/// A namespace for Unicode utilities.
public enum Unicode {
  /// A Unicode scalar value.
  public struct Scalar: Hashable, Comparable, CustomStringConvertible, CustomDebugStringConvertible {
    internal let _value: UInt32

    internal init(_unchecked value: UInt32) {
      self._value = value
    }

    /// The scalar whose value is `v`, or nil when `v` is a surrogate or above U+10FFFF.
    public init?(_ v: UInt32) {
      if (v >= 0xD800 && v <= 0xDFFF) || v > 0x10FFFF { return nil }
      self._value = v
    }

    /// The scalar whose value is `v`, or nil when `v` is a surrogate or above U+10FFFF.
    public init?(_ v: Int) {
      if v < 0 || (v >= 0xD800 && v <= 0xDFFF) || v > 0x10FFFF { return nil }
      self._value = UInt32(v)
    }

    /// The scalar whose value is the byte `v` (U+0000 to U+00FF).
    public init(_ v: UInt8) {
      self._value = UInt32(v)
    }

    /// The scalar's numeric value.
    public var value: UInt32 { return _value }

    /// Whether the scalar is an ASCII character (below U+0080).
    public var isASCII: Bool { return _value <= 127 }

    /// The scalar as a string of one scalar.
    public var description: String { return Builtin.stringFromScalar(Int(_value)) }

    /// The scalar as a quoted literal, escaped as Swift escapes it.
    public var debugDescription: String { return "\"" + escaped(asASCII: true) + "\"" }

    /// The scalar as it would be written inside a string literal: quotes, backslashes
    /// and control characters escaped, and, with `forceASCII`, every scalar above ASCII
    /// as `\u{...}`.
    public func escaped(asASCII forceASCII: Bool) -> String {
      if _value == 0x5C { return "\\\\" }
      if _value == 0x27 { return "\\'" }
      if _value == 0x22 { return "\\\"" }
      if _value >= 0x20 && _value <= 0x7E { return description }
      if _value == 0 { return "\\0" }
      if _value == 0x0A { return "\\n" }
      if _value == 0x0D { return "\\r" }
      if _value == 0x09 { return "\\t" }
      if _value < 128 { return "\\u{" + _hexDigits(2) + "}" }
      if !forceASCII { return description }
      if _value <= 0xFFFF { return "\\u{" + _hexDigits(4) + "}" }
      return "\\u{" + _hexDigits(8) + "}"
    }

    /// The `count` lowest hexadecimal digits of the value, upper case.
    internal func _hexDigits(_ count: Int) -> String {
      var result = ""
      var rest = Int(_value)
      var n = 0
      while n < count {
        let nibble = rest % 16
        result = Builtin.stringFromScalar(nibble < 10 ? nibble + 48 : nibble - 10 + 65) + result
        rest /= 16
        n += 1
      }
      return result
    }

    /// Whether `lhs`'s value is below `rhs`'s.
    public static func < (lhs: Scalar, rhs: Scalar) -> Bool {
      return lhs._value < rhs._value
    }
  }
}

/// A Unicode scalar value.
public typealias UnicodeScalar = Unicode.Scalar
