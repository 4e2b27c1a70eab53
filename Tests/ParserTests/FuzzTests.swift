import AST
import Foundation
import Lexer
import Testing

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

  @Test func mutatedProgramsTerminate() {
    let files = Corpus.files(tiers: ["book", "core", "ext"])
    #expect(!files.isEmpty)
    var rng = SplitMix64(seed: 2026)
    var parsed = 0
    let start = Date()
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
    #expect(Date().timeIntervalSince(start) < 120)
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

/// The parser is linear: twice the program, about twice the time; pathological nesting
/// does not make lookahead quadratic.
@Suite struct LinearityTests {
  static func seconds(_ source: [UInt8]) -> Double {
    var best = Double.infinity
    for _ in 0..<3 {
      let start = Date()
      _ = Parsed(bytes: source)
      best = min(best, Date().timeIntervalSince(start))
    }
    return best
  }

  @Test func twiceTheProgramTwiceTheTime() {
    let unit = Array(
      """
      public protocol Address { var houseNo: Int { get } }
      public class Employee {
          public let name: String
          public init(name: String) { self.name = name }
          public func show(_ xs: [Int]) -> Int {
              var total = 0
              for x in xs where x > 0 { total += x * 2 }
              if let first = xs.first, first > 1 { print("\\(name): \\(first)") } else { print(total) }
              return total > 10 ? total : -total
          }
      }

      """.utf8)
    let small = Array((0..<150).map { _ in unit }.joined())
    let large = Array((0..<300).map { _ in unit }.joined())
    let (a, b) = (LinearityTests.seconds(small), LinearityTests.seconds(large))
    #expect(b < a * 3.5, "150 units: \(a) s, 300 units: \(b) s")
  }

  @Test func nestedClosuresWithLongBodiesStayFast() {
    let source = "let x = " + String(repeating: "{ (", count: 100) + String(repeating: "a + ", count: 20_000) + "a"
      + String(repeating: ") }", count: 100) + "\n"
    let start = Date()
    let p = Parsed(source)
    #expect(p.errors.isEmpty)
    #expect(Date().timeIntervalSince(start) < 10)
  }
}
