// An integer's text in a radix and back, as Swift's `String.init(_:radix:uppercase:)`
// (String.swift) and `FixedWidthInteger.init?(_:radix:)` (IntegerParsing.swift) have
// them: digits 0-9 then letters, a leading "-" for a negative value; parsing takes an
// optional sign and at least one digit of the radix, and gives nil on anything else or
// on overflow. Swift's are generic, over `BinaryInteger` (`init<T: BinaryInteger>(_
// value: T, radix: Int = 10, uppercase: Bool = false)`) and in `extension
// FixedWidthInteger` over a `StringProtocol` text; the subset has neither protocol, so
// here each integer type has its own, each the Int one's or the UInt64 one's, and the
// text is a String. (`String(n)` and `Int(text)` stay the built-in initializers: they
// take no defaulted argument, so they outrank these.)

extension String {
  /// The text of `value` in base `radix` (2 to 36), letters in upper case if `uppercase`.
  public init(_ value: Int, radix: Int = 10, uppercase: Bool = false) {
    if radix < 2 || radix > 36 {
      Builtin.libraryFatalError("Radix must be between 2 and 36", "Swift/Integers.swift", 1641)
    }
    if value == 0 {
      self = "0"
      return
    }
    // (Digits of a negative value are taken from the negative remainders, so Int.min's
    // magnitude never has to be an Int.)
    var digits: [Character] = []
    var rest = value
    while rest != 0 {
      let remainder = rest % radix
      digits.append(Character._digit(remainder < 0 ? -remainder : remainder, uppercase: uppercase))
      rest /= radix
    }
    var result = value < 0 ? "-" : ""
    for d in digits.reversed() {
      result.append(d)
    }
    self = result
  }

  /// The text of `value` in base `radix` (2 to 36), letters in upper case if `uppercase`.
  public init(_ value: UInt64, radix: Int = 10, uppercase: Bool = false) {
    if radix < 2 || radix > 36 {
      Builtin.libraryFatalError("Radix must be between 2 and 36", "Swift/Integers.swift", 1641)
    }
    if value == 0 {
      self = "0"
      return
    }
    var digits: [Character] = []
    var rest = value
    let base = UInt64(radix)
    while rest != 0 {
      digits.append(Character._digit(Int(rest % base), uppercase: uppercase))
      rest /= base
    }
    var result = ""
    for d in digits.reversed() {
      result.append(d)
    }
    self = result
  }

  /// The text of `value` in base `radix`.
  public init(_ value: Int8, radix: Int = 10, uppercase: Bool = false) {
    self.init(Int(value), radix: radix, uppercase: uppercase)
  }

  /// The text of `value` in base `radix`.
  public init(_ value: Int16, radix: Int = 10, uppercase: Bool = false) {
    self.init(Int(value), radix: radix, uppercase: uppercase)
  }

  /// The text of `value` in base `radix`.
  public init(_ value: Int32, radix: Int = 10, uppercase: Bool = false) {
    self.init(Int(value), radix: radix, uppercase: uppercase)
  }

  /// The text of `value` in base `radix`.
  public init(_ value: Int64, radix: Int = 10, uppercase: Bool = false) {
    self.init(Int(value), radix: radix, uppercase: uppercase)
  }

  /// The text of `value` in base `radix`.
  public init(_ value: UInt8, radix: Int = 10, uppercase: Bool = false) {
    self.init(Int(value), radix: radix, uppercase: uppercase)
  }

  /// The text of `value` in base `radix`.
  public init(_ value: UInt16, radix: Int = 10, uppercase: Bool = false) {
    self.init(Int(value), radix: radix, uppercase: uppercase)
  }

  /// The text of `value` in base `radix`.
  public init(_ value: UInt32, radix: Int = 10, uppercase: Bool = false) {
    self.init(Int(value), radix: radix, uppercase: uppercase)
  }

  /// The text of `value` in base `radix`.
  public init(_ value: UInt, radix: Int = 10, uppercase: Bool = false) {
    self.init(UInt64(value), radix: radix, uppercase: uppercase)
  }
}

/// The sign and magnitude that `text` spells in base `radix` (2 to 36), or nil: no
/// digit, a character that is not a digit of the radix, or a magnitude above
/// `UInt64.max`.
public func _integerText(_ text: String, radix: Int) -> (negative: Bool, magnitude: UInt64)? {
  if radix < 2 || radix > 36 {
    Builtin.libraryPreconditionFailure("Radix not in range 2...36", "Swift/IntegerParsing.swift", 128)
  }
  var negative = false
  var sawDigit = false
  var magnitude: UInt64 = 0
  var first = true
  let base = UInt64(radix)
  for c in text {
    if first && (c == "-" || c == "+") {
      negative = c == "-"
      first = false
      continue
    }
    first = false
    guard let digit = c._digitValue, digit < radix else { return nil }
    let d = UInt64(digit)
    if magnitude > (UInt64.max - d) / base { return nil }
    magnitude = magnitude * base + d
    sawDigit = true
  }
  return sawDigit ? (negative, magnitude) : nil
}

extension Int {
  /// The Int that `text` spells in base `radix` (2 to 36), or nil.
  public init?(_ text: String, radix: Int = 10) {
    guard let parsed = _integerText(text, radix: radix) else { return nil }
    if parsed.negative {
      if parsed.magnitude > 9223372036854775808 { return nil }
      self = parsed.magnitude == 9223372036854775808 ? Int.min : -Int(parsed.magnitude)
    } else {
      if parsed.magnitude > 9223372036854775807 { return nil }
      self = Int(parsed.magnitude)
    }
  }
}

extension Int8 {
  /// The Int8 that `text` spells in base `radix` (2 to 36), or nil.
  public init?(_ text: String, radix: Int = 10) {
    guard let value = Int(text, radix: radix), let exact = Int8(exactly: value) else { return nil }
    self = exact
  }
}

extension Int16 {
  /// The Int16 that `text` spells in base `radix` (2 to 36), or nil.
  public init?(_ text: String, radix: Int = 10) {
    guard let value = Int(text, radix: radix), let exact = Int16(exactly: value) else { return nil }
    self = exact
  }
}

extension Int32 {
  /// The Int32 that `text` spells in base `radix` (2 to 36), or nil.
  public init?(_ text: String, radix: Int = 10) {
    guard let value = Int(text, radix: radix), let exact = Int32(exactly: value) else { return nil }
    self = exact
  }
}

extension Int64 {
  /// The Int64 that `text` spells in base `radix` (2 to 36), or nil.
  public init?(_ text: String, radix: Int = 10) {
    guard let value = Int(text, radix: radix), let exact = Int64(exactly: value) else { return nil }
    self = exact
  }
}

extension UInt8 {
  /// The UInt8 that `text` spells in base `radix` (2 to 36), or nil.
  public init?(_ text: String, radix: Int = 10) {
    guard let value = Int(text, radix: radix), let exact = UInt8(exactly: value) else { return nil }
    self = exact
  }
}

extension UInt16 {
  /// The UInt16 that `text` spells in base `radix` (2 to 36), or nil.
  public init?(_ text: String, radix: Int = 10) {
    guard let value = Int(text, radix: radix), let exact = UInt16(exactly: value) else { return nil }
    self = exact
  }
}

extension UInt32 {
  /// The UInt32 that `text` spells in base `radix` (2 to 36), or nil.
  public init?(_ text: String, radix: Int = 10) {
    guard let value = Int(text, radix: radix), let exact = UInt32(exactly: value) else { return nil }
    self = exact
  }
}

extension UInt64 {
  /// The UInt64 that `text` spells in base `radix` (2 to 36), or nil.
  public init?(_ text: String, radix: Int = 10) {
    guard let parsed = _integerText(text, radix: radix), !parsed.negative || parsed.magnitude == 0 else { return nil }
    self = UInt64(parsed.magnitude)
  }
}

extension UInt {
  /// The UInt that `text` spells in base `radix` (2 to 36), or nil.
  public init?(_ text: String, radix: Int = 10) {
    guard let parsed = _integerText(text, radix: radix), !parsed.negative || parsed.magnitude == 0 else { return nil }
    self = UInt(parsed.magnitude)
  }
}

extension Character {
  /// The digit `value` (0 to 35): "0"-"9", then "a"-"z" (or "A"-"Z").
  internal static func _digit(_ value: Int, uppercase: Bool) -> Character {
    let digits = uppercase ? "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ" : "0123456789abcdefghijklmnopqrstuvwxyz"
    return digits[digits.index(digits.startIndex, offsetBy: value)]
  }

  /// The value of an ASCII digit or letter as a digit ("7" is 7, "g" or "G" is 16), or nil.
  internal var _digitValue: Int? {
    guard let a = asciiValue else { return nil }
    if a >= 48 && a <= 57 { return Int(a) - 48 }
    if a >= 97 && a <= 122 { return Int(a) - 97 + 10 }
    if a >= 65 && a <= 90 { return Int(a) - 65 + 10 }
    return nil
  }
}
