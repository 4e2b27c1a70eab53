// Members Swift's Substring shares with String (StringProtocol), here over a copy of
// its characters as a String (`String(self)`): case mapping, prefix and suffix tests,
// `first`, `last`.

extension Substring {
  /// The substring in upper case.
  public func uppercased() -> String { return String(self).uppercased() }

  /// The substring in lower case.
  public func lowercased() -> String { return String(self).lowercased() }

  /// Whether the substring begins with `prefix`.
  public func hasPrefix(_ prefix: String) -> Bool { return String(self).hasPrefix(prefix) }

  /// Whether the substring ends with `suffix`.
  public func hasSuffix(_ suffix: String) -> Bool { return String(self).hasSuffix(suffix) }

  /// The first character, or nil when the substring is empty.
  public var first: Character? { return String(self).first }

  /// The last character, or nil when the substring is empty.
  public var last: Character? { return String(self).last }
}
