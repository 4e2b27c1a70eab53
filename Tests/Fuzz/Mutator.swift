import Basic
import Lexer
import TestKit

/// SplitMix64: deterministic, so variant `i` of seed `s` is the same on every run.
extension SplitMix64 {
  /// The generator of variant `index` of a campaign with `seed`.
  init(seed: UInt64, index: UInt64) {
    self.init(seed: seed &* 0x9E37_79B9_7F4A_7C15 ^ index &* 0xBF58_476D_1CE4_E5B9)
    _ = next()
  }
}

/// One program of the corpus: its bytes and its token boundaries, lexed once.
struct FuzzSeed {
  let name: String
  let bytes: [UInt8]
  let tokens: [Range<Int>]

  init(name: String, bytes: [UInt8]) {
    self.name = name
    self.bytes = bytes
    self.tokens = FuzzSeed.tokenRanges(bytes)
  }

  static func tokenRanges(_ bytes: [UInt8]) -> [Range<Int>] {
    let manager = SourceManager()
    let file = manager.addFile(name: "seed.swift", contents: bytes)
    let engine = DiagnosticEngine(sourceManager: manager, maxErrors: .max)
    return Lexer.tokenize(file, diagnostics: engine).dropLast().map {
      Int($0.range.start.offset)..<Int($0.range.end.offset)
    }
  }
}

/// Makes variant `index` of the corpus: one program, then one to four mutations on top
/// of each other, at the level of tokens (delete, duplicate, swap, replace by a token of
/// another program, insert a run of another program's tokens), of bytes (flip, insert
/// random or interesting bytes, delete a range), or a splice of two programs cut at
/// token boundaries.
struct Mutator {
  let corpus: [FuzzSeed]
  let seed: UInt64

  /// Bytes that tend to matter to the lexer and parser.
  static let interesting: [[UInt8]] = [
    "(", ")", "{", "}", "[", "]", "\"", "\"\"\"", "\\(", "#", "/*", "*/", "//", "\n", "?", "!", ".", ",", ":", "->",
    "=", "&", "<", ">", "0", "-1", "9223372036854775807", "_", "$0", "self", "Self", "init", "deinit", "nil", "inout",
    "let", "var", "func", "class", "struct", "enum", "protocol", "extension", "case", "return", "try", "throws", "in",
    "where", "weak", "static", "override", "mutating", "some", "any", "Int", "String", "Double", "Bool", "é", "😀",
  ].map { Array($0.utf8) } + [[0], [0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xEF, 0xBB, 0xBF]]

  enum Kind: CaseIterable {
    case deleteToken, duplicateToken, swapTokens, replaceToken, insertTokens, flipByte, insertBytes, deleteBytes, splice
  }

  func variant(_ index: UInt64) -> (bytes: [UInt8], origin: String) {
    var rng = SplitMix64(seed: seed, index: index)
    let base = corpus[rng.below(corpus.count)]
    var bytes = base.bytes
    var tokens = base.tokens
    var origin = base.name
    let steps = 1 + rng.below(4)
    for step in 0..<steps {
      if step > 0 { tokens = FuzzSeed.tokenRanges(bytes) }
      let kind = Kind.allCases[rng.below(Kind.allCases.count)]
      origin += " " + String(describing: kind)
      bytes = mutate(bytes, tokens, kind, &rng)
    }
    return (bytes, origin)
  }

  private func mutate(_ bytes: [UInt8], _ tokens: [Range<Int>], _ kind: Kind, _ rng: inout SplitMix64) -> [UInt8] {
    let other = corpus[rng.below(corpus.count)]
    func token(_ list: [Range<Int>]) -> Range<Int>? { list.isEmpty ? nil : list[rng.below(list.count)] }
    switch kind {
    case .deleteToken:
      guard let t = token(tokens) else { return bytes }
      return Array(bytes[..<t.lowerBound] + bytes[t.upperBound...])
    case .duplicateToken:
      guard let t = token(tokens) else { return bytes }
      return Array(bytes[..<t.upperBound] + [32] + bytes[t] + bytes[t.upperBound...])
    case .swapTokens:
      guard let a = token(tokens), let b = token(tokens), a.upperBound <= b.lowerBound else { return bytes }
      return Array(bytes[..<a.lowerBound] + bytes[b] + bytes[a.upperBound..<b.lowerBound] + bytes[a] + bytes[b.upperBound...])
    case .replaceToken:
      guard let t = token(tokens), let o = token(other.tokens) else { return bytes }
      return Array(bytes[..<t.lowerBound] + other.bytes[o] + bytes[t.upperBound...])
    case .insertTokens:
      guard let t = token(tokens), !other.tokens.isEmpty else { return bytes }
      let start = rng.below(other.tokens.count)
      let end = min(other.tokens.count - 1, start + rng.below(12))
      let run = other.bytes[other.tokens[start].lowerBound..<other.tokens[end].upperBound]
      return Array(bytes[..<t.lowerBound] + run + [32] + bytes[t.lowerBound...])
    case .flipByte:
      guard !bytes.isEmpty else { return bytes }
      var copy = bytes
      copy[rng.below(copy.count)] ^= UInt8(1 << rng.below(8))
      return copy
    case .insertBytes:
      let at = rng.below(bytes.count + 1)
      let junk: [UInt8] = rng.below(2) == 0
        ? Mutator.interesting[rng.below(Mutator.interesting.count)]
        : (0..<(1 + rng.below(4))).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
      return Array(bytes[..<at] + junk + bytes[at...])
    case .deleteBytes:
      guard !bytes.isEmpty else { return bytes }
      let at = rng.below(bytes.count)
      let end = min(bytes.count, at + 1 + rng.below(16))
      return Array(bytes[..<at] + bytes[end...])
    case .splice:
      guard let t = token(tokens), let o = token(other.tokens) else { return bytes }
      return Array(bytes[..<t.lowerBound] + other.bytes[o.lowerBound...])
    }
  }
}
