import AST
import Basic
import Foundation
import Lexer
import Testing
import TestKit

@testable import Parser

/// Mutated conformance programs — tokens deleted, duplicated, swapped, replaced by
/// random bytes — parsed in-process by the thousand: the parser must always terminate,
/// never trap, and the dumper must print whatever tree comes out. Deterministic seeds.
@Suite(.enabled(if: Corpus.isAvailable, "shared/conformance not found beside the package"))
struct FuzzTests {
  /// Token boundaries of a program (start, end), lexed once.
  static func tokenRanges(_ bytes: [UInt8]) -> [(Int, Int)] {
    let manager = SourceManager()
    let file = manager.addFile(name: "f.swift", contents: bytes)
    let engine = DiagnosticEngine(sourceManager: manager, maxErrors: .max)
    return Lexer.tokenize(file, diagnostics: engine).dropLast().map {
      (Int($0.range.start.offset), Int($0.range.end.offset))
    }
  }

  enum Mutation: CaseIterable { case delete, duplicate, swap, randomBytes, truncate }

  static func mutate(_ bytes: [UInt8], _ tokens: [(Int, Int)], _ m: Mutation, _ rng: inout SplitMix64) -> [UInt8] {
    guard !tokens.isEmpty else { return bytes }
    let (s, e) = tokens[Int.random(in: 0..<tokens.count, using: &rng)]
    switch m {
    case .delete:
      return Array(bytes[..<s] + bytes[e...])
    case .duplicate:
      return Array(bytes[..<e] + bytes[s..<e] + bytes[e...])
    case .swap:
      let (s2, e2) = tokens[Int.random(in: 0..<tokens.count, using: &rng)]
      guard e <= s2 || e2 <= s else { return bytes }
      let (a, b) = e <= s2 ? ((s, e), (s2, e2)) : ((s2, e2), (s, e))
      return Array(bytes[..<a.0] + bytes[b.0..<b.1] + bytes[a.1..<b.0] + bytes[a.0..<a.1] + bytes[b.1...])
    case .randomBytes:
      let junk = (0..<Int.random(in: 1...4, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
      return Array(bytes[..<s] + junk + bytes[e...])
    case .truncate:
      return Array(bytes[..<s])
    }
  }

  /// The time limit guards against a hang (a parse that never ends).
  @Test(.timeLimit(.minutes(3))) func mutatedProgramsTerminate() {
    let files = Corpus.files(tiers: ["book", "core", "ext"])
    #expect(!files.isEmpty)
    var rng = SplitMix64(seed: 2026)
    var parsed = 0
    // About 3,000 variants: quick even in a debug build.
    for (index, url) in files.enumerated() where index % 2 == 0 || files.count < 40 {
      let bytes = Corpus.bytes(url)
      let tokens = FuzzTests.tokenRanges(bytes)
      for round in 0..<60 {
        var variant = bytes
        var variantTokens = tokens
        // One to three mutations on top of each other (the variant is relexed between).
        for step in 0...(round % 3) {
          if step > 0 { variantTokens = FuzzTests.tokenRanges(variant) }
          let m = Mutation.allCases[Int.random(in: 0..<Mutation.allCases.count, using: &rng)]
          variant = FuzzTests.mutate(variant, variantTokens, m, &rng)
        }
        let p = Parsed(bytes: variant, name: url.lastPathComponent, maxErrors: 50)
        if round % 10 == 0 { _ = p.dump }
        parsed += 1
      }
    }
    #expect(parsed > 1_000)
  }

  /// Every prefix of a program (cut at each token) parses: the end of file can come
  /// anywhere.
  @Test func everyPrefixTerminates() {
    for url in Corpus.files(tiers: ["book"]).prefix(3) {
      let bytes = Corpus.bytes(url)
      for (s, _) in FuzzTests.tokenRanges(bytes) {
        let p = Parsed(bytes: Array(bytes[..<s]), maxErrors: 50)
        _ = p.tree
      }
    }
  }
}

/// Inputs that would make a careless parser backtrack exponentially or recurse without
/// bound parse correctly and finish: the time limit is a guard against a hang, not a speed
/// measurement (speed and linear scaling are measured by `bench/frontend.py`).
@Suite(.timeLimit(.minutes(1))) struct PathologicalInputTests {
  @Test func nestedClosuresWithLongBodies() {
    let source = "let x = " + String(repeating: "{ (", count: 100) + String(repeating: "a + ", count: 20_000) + "a"
      + String(repeating: ") }", count: 100) + "\n"
    let p = Parsed(source)
    #expect(p.errors.isEmpty)
  }
}
