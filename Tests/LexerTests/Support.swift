import Basic
import Testing
@testable import Lexer

/// Lexes `text` as the file `t.swift`.
struct Lexed {
  let manager = SourceManager()
  let file: SourceFile
  let diagnostics: DiagnosticEngine
  let tokens: [Token]

  init(_ text: String) {
    self.init(bytes: Array(text.utf8))
  }

  init(bytes: [UInt8]) {
    file = manager.addFile(name: "t.swift", contents: bytes)
    diagnostics = DiagnosticEngine(sourceManager: manager, maxErrors: 1000)
    tokens = Lexer.tokenize(file, diagnostics: diagnostics)
  }

  /// Kinds of all tokens but the final `.eof`.
  var kinds: [TokenKind] { tokens.dropLast().map(\.kind) }
  /// Texts (`SourceFile.text(of:)`) of all tokens but the final `.eof`.
  var texts: [String] { tokens.dropLast().map { file.text(of: $0) } }
  /// "kind text" pairs, for compact expectations.
  var pairs: [String] { tokens.dropLast().map { "\($0.kind.rawValue) \(file.text(of: $0))" } }

  /// Every diagnostic as `LINE:COL: severity: message`, in source order.
  var messages: [String] {
    diagnostics.sorted.map { d in
      let (l, c) = file.lineAndColumn(Int(d.loc.offset))
      return "\(l):\(c): \(d.severity.rawValue): \(d.message)"
    }
  }

  /// Errors only, `LINE:COL: message`.
  var errors: [String] {
    diagnostics.sorted.filter { $0.severity == .error }.map { d in
      let (l, c) = file.lineAndColumn(Int(d.loc.offset))
      return "\(l):\(c): \(d.message)"
    }
  }

  /// Line and column of a token's start.
  func position(_ token: Token) -> String {
    let (l, c) = file.lineAndColumn(Int(token.range.start.offset))
    return "\(l):\(c)"
  }

  /// Segments of the string literal token at `index`, with the diagnostics they report.
  func segments(_ index: Int = 0) -> [StringSegment] {
    Lexer.stringSegments(of: tokens[index], in: file, diagnostics: diagnostics)
  }

  /// Segments as readable strings: `text(...)` or `interp(source)`.
  func segmentSummary(_ index: Int = 0) -> [String] {
    segments(index).map { segment in
      switch segment {
      case .text(let text, _): return "text(\(text))"
      case .interpolation(let range): return "interp(\(file.text(range)))"
      }
    }
  }
}
