/// `#file`, `#fileID`, `#filePath`, `#line`, `#column`: literals whose value is where
/// they are written, or, as a parameter's default value, where the function is called
/// (`fatalError`'s `file: StaticString = #file, line: UInt = #line`).
public enum MagicIdentifier: String, Sendable {
  case file, fileID, filePath, line, column

  /// Is its value a number (`#line`, `#column`) rather than a string?
  public var isNumber: Bool { self == .line || self == .column }
}
