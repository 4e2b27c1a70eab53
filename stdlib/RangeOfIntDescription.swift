// `description` and `debugDescription` of a range of Int, as Swift's Range and
// ClosedRange have them (`0..<3`, `Range(0..<3)`): `print` shows a range of Int itself
// (IRGen), the same text; these are for code that asks for the text, or for any
// CustomStringConvertible value.

extension Range<Int>: CustomStringConvertible, CustomDebugStringConvertible {
  /// `0..<3`.
  public var description: String {
    return "\(lowerBound)..<\(upperBound)"
  }

  /// `Range(0..<3)`, as an array or `debugPrint` shows it.
  public var debugDescription: String {
    return "Range(\(lowerBound)..<\(upperBound))"
  }
}

extension ClosedRange<Int>: CustomStringConvertible, CustomDebugStringConvertible {
  /// `0...3`.
  public var description: String {
    return "\(lowerBound)...\(upperBound)"
  }

  /// `ClosedRange(0...3)`, as an array or `debugPrint` shows it.
  public var debugDescription: String {
    return "ClosedRange(\(lowerBound)...\(upperBound))"
  }
}
