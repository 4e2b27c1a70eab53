import Foundation
import Testing

/// Bad input of any kind gives diagnostics, never a crash: mutated versions of the
/// shared programs (lines dropped, duplicated, swapped, words replaced) go through the
/// parser and Sema.
@Suite struct SemaRobustnessTests {
  /// A small deterministic generator (xorshift), so a failure reproduces.
  struct Random {
    var state: UInt64
    mutating func next(_ n: Int) -> Int {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return Int(state % UInt64(max(n, 1)))
    }
  }

  static let words = ["let", "var", "self", "super", "init", "return", "Int", "String", "nil", "0", "\"s\"", "(", ")",
                      "{", "}", ".", "=", "+=", "&", "?", "!", "[", "]", "x", "print", "class", "struct", "protocol",
                      "override", "static", "mutating", "private(set)", "inout", "->", ":", ",", "true", "1.5",
                      "Int.max", "_", "for", "in", "while", "break", "continue", "if", "else", "guard", "func"]

  static func mutate(_ text: String, _ r: inout Random) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard lines.count > 2 else { return text }
    for _ in 0..<(1 + r.next(3)) {
      let i = r.next(lines.count)
      switch r.next(4) {
      case 0: lines.remove(at: i)
      case 1: lines.insert(lines[i], at: r.next(lines.count))
      case 2: lines.swapAt(i, r.next(lines.count))
      default:
        var words = lines[i].split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        if !words.isEmpty { words[r.next(words.count)] = SemaRobustnessTests.words[r.next(SemaRobustnessTests.words.count)] }
        lines[i] = words.joined(separator: " ")
      }
      if lines.count < 3 { break }
    }
    return lines.joined(separator: "\n")
  }

  @Test(.enabled(if: Support.shared != nil, "needs ../shared")) func mutatedProgramsNeverCrash() throws {
    let shared = try #require(Support.shared)
    let mutationsPerFile = Int(ProcessInfo.processInfo.environment["SEMA_FUZZ"] ?? "") ?? 4
    var r = Random(state: 0x9E37_79B9_7F4A_7C15)
    var checkedCount = 0
    for tier in ["book", "core", "ext", "diagnostics"] {
      for url in Support.swiftFiles(in: shared.appendingPathComponent("conformance/\(tier)")) {
        let text = try String(contentsOf: url, encoding: .utf8)
        for _ in 0..<mutationsPerFile {
          _ = Support.check(SemaRobustnessTests.mutate(text, &r), name: url.lastPathComponent)
          checkedCount += 1
        }
      }
    }
    #expect(checkedCount > 0)
  }
}
