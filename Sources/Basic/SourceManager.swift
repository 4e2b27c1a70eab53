/// One source file, held as UTF-8 bytes, with a table of line starts so a byte offset
/// turns into a line and column in O(log lines).
public final class SourceFile: @unchecked Sendable {
  public let id: UInt32
  /// The name diagnostics print, as given on the command line (`./employee.swift`).
  public let name: String
  /// The file's bytes followed by one NUL, so the lexer can look one byte ahead
  /// without a bounds check.
  public let bytes: [UInt8]
  /// Number of bytes of the file itself (without the NUL sentinel).
  public let count: Int
  /// Byte offset at which each line starts; `lineStarts[0] == 0`. Found on first use:
  /// the standard library's 90 files are read at every compile and seldom need one.
  public private(set) lazy var lineStarts: [Int] = {
    var starts = [0]
    bytes.withUnsafeBufferPointer { b in
      for i in 0..<count where b[i] == UInt8(ascii: "\n") { starts.append(i + 1) }
    }
    return starts
  }()

  public init(id: UInt32, name: String, contents: [UInt8]) {
    self.id = id
    self.name = name
    self.count = contents.count
    var bytes = contents
    bytes.append(0)
    self.bytes = bytes
  }

  public func loc(_ offset: Int) -> SourceLoc {
    SourceLoc(file: id, offset: UInt32(offset))
  }

  /// 1-based line and column (the column counts bytes, as swiftc's does) of an offset.
  public func lineAndColumn(_ offset: Int) -> (line: Int, column: Int) {
    var lo = 0
    var hi = lineStarts.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
    }
    return (lo + 1, offset - lineStarts[lo] + 1)
  }

  /// The text of a 1-based line, without its line break.
  public func lineText(_ line: Int) -> String {
    guard line >= 1, line <= lineStarts.count else { return "" }
    let start = lineStarts[line - 1]
    var end = line < lineStarts.count ? lineStarts[line] - 1 : count
    if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
  }

  /// The source text of a range of this file.
  public func text(_ range: SourceRange) -> String {
    let s = Int(range.start.offset)
    let e = min(Int(range.end.offset), count)
    return s < e ? String(decoding: bytes[s..<e], as: UTF8.self) : ""
  }
}

/// Owns every file of one compilation; locations name files by their index here.
public final class SourceManager: @unchecked Sendable {
  public private(set) var files: [SourceFile] = []

  public init() {}

  @discardableResult
  public func addFile(name: String, contents: [UInt8]) -> SourceFile {
    let file = SourceFile(id: UInt32(files.count), name: name, contents: contents)
    files.append(file)
    return file
  }

  public func addFile(name: String, text: String) -> SourceFile {
    addFile(name: name, contents: Array(text.utf8))
  }

  public func file(_ loc: SourceLoc) -> SourceFile? {
    loc.isValid && Int(loc.file) < files.count ? files[Int(loc.file)] : nil
  }

  /// `file:line:col` of a location, as diagnostics and dumps print it.
  public func describe(_ loc: SourceLoc) -> String {
    guard let f = file(loc) else { return "<invalid loc>" }
    let (l, c) = f.lineAndColumn(Int(loc.offset))
    return "\(f.name):\(l):\(c)"
  }

  public func lineAndColumn(_ loc: SourceLoc) -> (line: Int, column: Int)? {
    file(loc)?.lineAndColumn(Int(loc.offset))
  }

  public func text(_ range: SourceRange) -> String {
    file(range.start)?.text(range) ?? ""
  }
}
