/// The reserved words: every `kw_*` kind of `TokenKind`, spelled as its raw value
/// without the `kw_` prefix (`kw_Self` is `Self`). Contextual keywords (`get`, `set`,
/// `mutating`, `open`, ...) are not here: they lex as identifiers.
///
/// Lookup is a small open-addressing hash table over the identifier's bytes, built
/// once, so deciding "keyword or identifier" costs a hash of at most three bytes and
/// one byte comparison, without making a `String`.
final class KeywordTable: @unchecked Sendable {
  static let shared = KeywordTable()

  /// Slot -> index into `kinds`/`spellings`, or -1.
  private let slots: [Int16]
  private let kinds: [TokenKind]
  /// All spellings, concatenated; `offsets[k]..<offsets[k + 1]` is keyword k.
  private let spellings: [UInt8]
  private let offsets: [Int]
  private static let mask = 255
  /// No keyword is longer than `precedencegroup`.
  static let maxLength = 15

  private init() {
    var kinds: [TokenKind] = []
    var spellings: [UInt8] = []
    var offsets: [Int] = [0]
    for kind in TokenKind.allCases where kind.isKeyword {
      kinds.append(kind)
      spellings += Array(kind.rawValue.dropFirst(3).utf8)
      offsets.append(spellings.count)
    }
    var slots = [Int16](repeating: -1, count: Self.mask + 1)
    spellings.withUnsafeBufferPointer { buf in
      for k in kinds.indices {
        var h = Self.hash(buf.baseAddress! + offsets[k], offsets[k + 1] - offsets[k])
        while slots[h] != -1 { h = (h + 1) & Self.mask }
        slots[h] = Int16(k)
      }
    }
    self.kinds = kinds
    self.spellings = spellings
    self.offsets = offsets
    self.slots = slots
  }

  @inline(__always)
  private static func hash(_ p: UnsafePointer<UInt8>, _ length: Int) -> Int {
    (Int(p[0]) &* 31 &+ Int(p[length - 1]) &* 7 &+ Int(p[length >> 1]) &* 3 &+ length &* 11) & mask
  }

  /// The keyword kind spelled by `length` bytes at `p`, or nil for an identifier.
  @inline(__always)
  func lookup(_ p: UnsafePointer<UInt8>, _ length: Int) -> TokenKind? {
    guard length >= 2, length <= Self.maxLength else { return nil }
    var h = Self.hash(p, length)
    return spellings.withUnsafeBufferPointer { words in
      while true {
        let k = Int(slots[h])
        if k < 0 { return nil }
        let start = offsets[k]
        if offsets[k + 1] - start == length {
          var i = 0
          while i < length, words[start + i] == p[i] { i += 1 }
          if i == length { return kinds[k] }
        }
        h = (h + 1) & Self.mask
      }
    }
  }
}
