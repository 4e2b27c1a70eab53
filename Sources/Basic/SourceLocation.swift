/// A position in a source file: which file (an index into a `SourceManager`) and the
/// byte offset in it. Two 32-bit numbers, so tokens and nodes stay small.
public struct SourceLoc: Hashable, Comparable, Sendable {
  public var file: UInt32
  public var offset: UInt32

  public init(file: UInt32, offset: UInt32) {
    self.file = file
    self.offset = offset
  }

  /// A location that points nowhere (implicit nodes made by Sema).
  public static let invalid = SourceLoc(file: .max, offset: .max)
  public var isValid: Bool { file != .max }

  public func advanced(by n: Int) -> SourceLoc {
    SourceLoc(file: file, offset: UInt32(Int(offset) + n))
  }

  public static func < (a: SourceLoc, b: SourceLoc) -> Bool {
    (a.file, a.offset) < (b.file, b.offset)
  }
}

/// A half-open byte range `[start, end)` of one file.
public struct SourceRange: Hashable, Sendable {
  public var start: SourceLoc
  public var end: SourceLoc

  public init(start: SourceLoc, end: SourceLoc) {
    self.start = start
    self.end = end
  }

  public init(_ loc: SourceLoc) {
    self.start = loc
    self.end = loc
  }

  public static let invalid = SourceRange(.invalid)
  public var isValid: Bool { start.isValid }

  /// The smallest range covering both.
  public func union(_ other: SourceRange) -> SourceRange {
    if !isValid { return other }
    if !other.isValid { return self }
    return SourceRange(start: min(start, other.start), end: max(end, other.end))
  }
}
