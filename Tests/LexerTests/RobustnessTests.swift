import Basic
import Foundation
import Testing
import TestKit
@testable import Lexer

/// Bad input never crashes, hangs or produces nonsense ranges: random bytes, and random
/// mutations of the conformance programs, lexed in-process the way the parser will use
/// the lexer (every string literal decoded, every interpolation relexed).
@Suite struct RobustnessTests {

  /// Bytes that matter to the lexer, so random strings hit the interesting paths.
  static let alphabet: [[UInt8]] = [
    "\"", "\"\"\"", "'", "\\", "\\(", "(", ")", "#", "#\"", "\"#", "/", "*", "/*", "*/", "//", "\n",
    "\r", "\t", " ", "`", "$", "0", "1", "9", "0x", "0b", "0o", ".", "e", "p", "_", "a", "Z", "u{",
    "}", "{", "[", "]", "=", "-", ">", "!", "?", "&", "+", ",", ":", ";", "@", "let", "é", "😀",
    "\u{A0}", "\u{301}", "“", "”", "√", "#/", "/#",
  ].map { Array($0.utf8) } + [[0], [0xFF], [0xC3], [0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x01], [0x7F]]

  /// Lexes `bytes` and checks every token: ranges inside the lexed range, non-empty
  /// except `.eof`, in order, and `.eof` exactly once at the end. Recurses into
  /// interpolations. Returns the number of tokens.
  @discardableResult
  static func check(_ file: SourceFile, _ diagnostics: DiagnosticEngine, start: Int = 0, end: Int? = nil, depth: Int = 0) -> Int {
    let end = end ?? file.count
    let tokens = Lexer.tokenize(file, diagnostics: diagnostics, start: start, end: end)
    var previousEnd = start
    for (i, token) in tokens.enumerated() {
      let s = Int(token.range.start.offset)
      let e = Int(token.range.end.offset)
      if s < previousEnd || e < s || e > end || token.range.start.file != file.id {
        Issue.record("bad range \(s)..<\(e) after \(previousEnd) (range \(start)..<\(end)) for \(token.kind)")
        return tokens.count
      }
      if (token.kind == .eof) != (i == tokens.count - 1) || (token.kind == .eof && s != end) {
        Issue.record("eof misplaced at \(i) of \(tokens.count)")
      }
      if token.kind != .eof && e == s { Issue.record("empty \(token.kind) token at \(s)") }
      previousEnd = e
      _ = file.text(of: token)
      if token.kind == .stringLiteral && depth < 50 {
        for segment in Lexer.stringSegments(of: token, in: file, diagnostics: diagnostics) {
          let r: SourceRange
          switch segment {
          case .text(_, let range): r = range
          case .interpolation(let range): r = range
          }
          if r.start.offset < token.range.start.offset || r.end.offset > token.range.end.offset || r.start.offset > r.end.offset {
            Issue.record("segment \(r) outside its token \(token.range)")
            continue
          }
          if case .interpolation = segment {
            check(file, diagnostics, start: Int(r.start.offset), end: Int(r.end.offset), depth: depth + 1)
          }
        }
      }
      if token.kind == .unknown && !diagnostics.hasErrors && !diagnostics.isCapped {
        Issue.record("unknown token at \(s) without an error")
      }
    }
    // The incremental interface agrees with tokenize.
    var lexer = Lexer(file: file, diagnostics: DiagnosticEngine(sourceManager: diagnostics.sourceManager), start: start, end: end)
    for token in tokens where lexer.next() != token {
      Issue.record("next() differs from tokenize at \(token.range)")
      break
    }
    return tokens.count
  }

  static func lex(_ bytes: [UInt8]) {
    let manager = SourceManager()
    let file = manager.addFile(name: "fuzz.swift", contents: bytes)
    check(file, DiagnosticEngine(sourceManager: manager, maxErrors: 100_000))
  }

  @Test func randomByteStrings() {
    var rng = SplitMix64(seed: 0x5EED)
    for round in 0..<3000 {
      var bytes: [UInt8] = []
      let pieces = rng.below(40)
      for _ in 0..<pieces {
        if round % 4 == 0 {
          bytes.append(UInt8(truncatingIfNeeded: rng.next()))  // fully random bytes
        } else {
          bytes += Self.alphabet[rng.below(Self.alphabet.count)]
        }
      }
      Self.lex(bytes)
    }
  }

  @Test(.enabled(if: Corpus.isAvailable, "needs ../shared/conformance")) func mutatedConformancePrograms() throws {
    var rng = SplitMix64(seed: 42)
    for url in Corpus.files(tiers: ["book", "core", "ext", "modules", "diagnostics"]) {
      let original = Array(try Data(contentsOf: url))
      Self.lex(original)
      for _ in 0..<6 {
        var bytes = original
        for _ in 0..<(1 + rng.below(4)) {
          let at = rng.below(bytes.count + 1)
          switch rng.below(5) {
          case 0:  // delete a run
            bytes.removeSubrange(at..<min(bytes.count, at + rng.below(20)))
          case 1:  // insert interesting bytes
            bytes.insert(contentsOf: Self.alphabet[rng.below(Self.alphabet.count)], at: at)
          case 2:  // overwrite a byte with anything
            if at < bytes.count { bytes[at] = UInt8(truncatingIfNeeded: rng.next()) }
          case 3:  // truncate
            bytes.removeSubrange(at...)
          default:  // duplicate a chunk somewhere else
            let from = rng.below(bytes.count + 1)
            let chunk = Array(bytes[from..<min(bytes.count, from + rng.below(60))])
            bytes.insert(contentsOf: chunk, at: at)
          }
        }
        Self.lex(bytes)
      }
    }
  }

  /// Inputs built to trigger rescanning lex to the end (the time limit guards against a
  /// hang; speed is measured by `bench/frontend.py`, not by tests).
  @Test(.timeLimit(.minutes(1))) func pathologicalInputsTerminate() {
    let n = 20_000
    let cases: [[UInt8]] = [
      Array(repeating: UInt8(ascii: "("), count: n),
      Array(String(repeating: "\"\\(", count: n / 3).utf8),
      Array(String(repeating: "/*", count: n / 2).utf8),
      Array(String(repeating: "“", count: n / 3).utf8),
      Array(String(repeating: "`", count: n).utf8),
      Array(String(repeating: "`+", count: n / 2).utf8),
      Array(String(repeating: "#\"\"\"", count: n / 4).utf8),
      Array(String(repeating: "\"\"\"\n\\(\"\n", count: n / 8).utf8),
      Array(String(repeating: "a.", count: n / 2).utf8),
      Array(String(repeating: ".  ", count: n / 3).utf8),
      Array(repeating: 0xFF, count: n),
      Array(repeating: 0, count: n),
      Array(String(repeating: "1", count: n).utf8) + Array("x".utf8),
    ]
    for bytes in cases {
      Self.lex(bytes)
    }
  }
}

@Suite struct ScaleTests {
  /// A 20,000-line program (the same shape as the benchmark's generated ones) lexes
  /// cleanly into the tokens expected of it.
  @Test(.timeLimit(.minutes(1))) func twentyThousandLines() {
    let unit = """
      struct Point\\(n): Shape {
          var x: Int = 0, y = 1_000
          static let origin = Point(x: 0x1F, y: -2)
          mutating func move(by d: Double) -> String {
              x += Int(d * 1.5e3) &+ 1
              guard x != y, !(x < 0) else { return "\\(x) and \\(f("\\(y)"))" }
              return x > 0 ? "a" : "b" // comment
          }
      }
      /* block
         comment */

      """
    let lines = unit.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    let text = String(repeating: unit, count: 20_000 / lines)
    let l = Lexed(text)
    #expect(l.errors.isEmpty)
    #expect(l.tokens.count > 100_000)
  }
}
