/// Turns diagnostics into text in swiftc's classic (`-diagnostic-style llvm`) form:
///
///     employee.swift:4:23: error: expected declaration
///         var houseNo: Int; { get }
///                           ^
public struct DiagnosticRenderer {
  public let sourceManager: SourceManager

  public init(sourceManager: SourceManager) {
    self.sourceManager = sourceManager
  }

  public func render(_ diagnostic: Diagnostic) -> String {
    var out = ""
    renderOne(diagnostic, into: &out)
    for note in diagnostic.notes {
      renderOne(note, into: &out)
    }
    return out
  }

  public func render(_ diagnostics: [Diagnostic]) -> String {
    diagnostics.map(render).joined()
  }

  private func renderOne(_ d: Diagnostic, into out: inout String) {
    let message = d.group.map { d.message + " [#\($0)]" } ?? d.message
    guard let file = sourceManager.file(d.loc) else {
      out += "<unknown>:0: \(d.severity.rawValue): \(message)\n"
      return
    }
    let (line, column) = file.lineAndColumn(Int(d.loc.offset))
    out += "\(file.name):\(line):\(column): \(d.severity.rawValue): \(message)\n"
    let text = file.lineText(line)
    out += text + "\n"
    out += caretLine(text: text, column: column) + "\n"
  }

  /// Spaces (tabs kept, so the caret lines up in a terminal) up to the column, then `^`.
  private func caretLine(text: String, column: Int) -> String {
    var marker = ""
    var utf8 = Array(text.utf8)
    if utf8.count < column - 1 { utf8 += Array(repeating: UInt8(ascii: " "), count: column - 1 - utf8.count) }
    var i = 0
    while i < column - 1 {
      let b = utf8[i]
      if b == UInt8(ascii: "\t") {
        marker += "\t"
      } else if b & 0xC0 != 0x80 {
        marker += " "  // one column per character, not per byte
      }
      i += 1
    }
    return marker + "^"
  }
}
