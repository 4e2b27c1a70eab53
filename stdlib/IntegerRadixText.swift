// An integer's text in a radix and back, as Swift's `String.init(_:radix:uppercase:)`
// (String.swift) and `FixedWidthInteger.init?(_:radix:)` (IntegerParsing.swift) have
// them: digits 0-9 then letters, a leading "-" for a negative value; parsing takes an
// optional sign and at least one digit of the radix, and gives nil on anything else or
// on overflow. Written before a built-in type's extension could declare an initializer,
// and not ones yet: the compiler checks `String(n, radix: r)` and `Int(text, radix: r)` as calls of these
// functions (Sema/TextConversions.swift). Swift's are generic over BinaryInteger; here
// there is one for each integer type, each the Int one's or the UInt64 one's.

/// The text of `value` in base `radix` (2 to 36), letters in upper case if `uppercase`.
public func _stringFromInteger(_ value: Int, radix: Int = 10, uppercase: Bool = false) -> String {
  if radix < 2 || radix > 36 {
    Builtin.libraryFatalError("Radix must be between 2 and 36", "Swift/Integers.swift", 1641)
  }
  if value == 0 { return "0" }
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
  return result
}

/// The text of `value` in base `radix` (2 to 36), letters in upper case if `uppercase`.
public func _stringFromInteger(_ value: UInt64, radix: Int = 10, uppercase: Bool = false) -> String {
  if radix < 2 || radix > 36 {
    Builtin.libraryFatalError("Radix must be between 2 and 36", "Swift/Integers.swift", 1641)
  }
  if value == 0 { return "0" }
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
  return result
}

/// The text of `value` in base `radix`.
public func _stringFromInteger(_ value: Int8, radix: Int = 10, uppercase: Bool = false) -> String {
  return _stringFromInteger(Int(value), radix: radix, uppercase: uppercase)
}

/// The text of `value` in base `radix`.
public func _stringFromInteger(_ value: Int16, radix: Int = 10, uppercase: Bool = false) -> String {
  return _stringFromInteger(Int(value), radix: radix, uppercase: uppercase)
}

/// The text of `value` in base `radix`.
public func _stringFromInteger(_ value: Int32, radix: Int = 10, uppercase: Bool = false) -> String {
  return _stringFromInteger(Int(value), radix: radix, uppercase: uppercase)
}

/// The text of `value` in base `radix`.
public func _stringFromInteger(_ value: Int64, radix: Int = 10, uppercase: Bool = false) -> String {
  return _stringFromInteger(Int(value), radix: radix, uppercase: uppercase)
}

/// The text of `value` in base `radix`.
public func _stringFromInteger(_ value: UInt8, radix: Int = 10, uppercase: Bool = false) -> String {
  return _stringFromInteger(Int(value), radix: radix, uppercase: uppercase)
}

/// The text of `value` in base `radix`.
public func _stringFromInteger(_ value: UInt16, radix: Int = 10, uppercase: Bool = false) -> String {
  return _stringFromInteger(Int(value), radix: radix, uppercase: uppercase)
}

/// The text of `value` in base `radix`.
public func _stringFromInteger(_ value: UInt32, radix: Int = 10, uppercase: Bool = false) -> String {
  return _stringFromInteger(Int(value), radix: radix, uppercase: uppercase)
}

/// The text of `value` in base `radix`.
public func _stringFromInteger(_ value: UInt, radix: Int = 10, uppercase: Bool = false) -> String {
  return _stringFromInteger(UInt64(value), radix: radix, uppercase: uppercase)
}

/// The Int that `text` spells in base `radix` (2 to 36), or nil.
public func _integerFromText(_ text: String, radix: Int = 10) -> Int? {
  if radix < 2 || radix > 36 {
    Builtin.libraryPreconditionFailure("Radix not in range 2...36", "Swift/IntegerParsing.swift", 128)
  }
  var negative = false
  var sawDigit = false
  var result = 0
  var first = true
  for c in text {
    if first && (c == "-" || c == "+") {
      negative = c == "-"
      first = false
      continue
    }
    first = false
    guard let digit = c._digitValue, digit < radix else { return nil }
    // (Accumulated negatively when negative, so Int.min parses.)
    if negative {
      if result < (Int.min + digit) / radix { return nil }
      result = result * radix - digit
    } else {
      if result > (Int.max - digit) / radix { return nil }
      result = result * radix + digit
    }
    sawDigit = true
  }
  return sawDigit ? result : nil
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
