// String.count (grapheme clusters) against Swift's own String.count, and the generator of
// Sources/Runtime/grapheme_table.h.
//
// Swift does not expose the Grapheme_Cluster_Break property, so GraphemeProbe derives each
// scalar's class from how String.count treats it next to well-known scalars. The table in
// the runtime is exactly that classification (checked below for every scalar), so it
// follows the Unicode version of the Swift stdlib. To regenerate it (e.g. for a newer
// Swift), run from the package root:
//   MS_GENERATE_GRAPHEME_TABLE=Sources/Runtime/grapheme_table.h swift test --filter GraphemeTests
import Foundation
import MiniSwiftRuntime
import Testing
import TestKit

/// Mirrors the MS_GCB_* constants of the header.
enum GCB: Int, CaseIterable {
  case other = 0, cr, lf, control, extend, zwj, regionalIndicator, prepend, spacingMark, l, v, t, lv, lvt,
       extendedPictographic, incbConsonant, incbLinker, incbExtend
}

enum GraphemeProbe {
  static func string(_ scalars: [UInt32]) -> String {
    var view = String.UnicodeScalarView()
    for v in scalars { view.append(Unicode.Scalar(v)!) }
    return String(view)
  }
  static func count(_ scalars: UInt32...) -> Int { string(scalars).count }

  static let a: UInt32 = 0x61, acute: UInt32 = 0x301, zwj: UInt32 = 0x200D, pict: UInt32 = 0x1F600
  static let ka: UInt32 = 0x915, virama: UInt32 = 0x94D
  static let hangulL: UInt32 = 0x1100, hangulV: UInt32 = 0x1161, hangulT: UInt32 = 0x11A8

  /// The class Swift's String behaves as if `x` had.
  static func classify(_ x: UInt32) -> GCB {
    if x == 0x0D { return .cr }
    if x == 0x0A { return .lf }
    if x == zwj { return .zwj }
    let breaksBefore = count(a, x) == 2
    let breaksAfter = count(x, a) == 2
    if !breaksBefore {
      // Attaches to whatever precedes it: Extend, SpacingMark (ZWJ handled above).
      // Only Extend may sit inside an emoji ZWJ sequence (GB11).
      if count(pict, x, zwj, pict) != 1 { return .spacingMark }
      if count(ka, x, ka) == 1 { return .incbLinker }          // GB9c: Consonant Linker x Consonant
      if count(ka, x, virama, ka) == 1 { return .incbExtend }  // InCB=Extend may precede the linker
      return .extend
    }
    if !breaksAfter { return .prepend }                          // GB9b
    if count(x, acute) == 2 { return .control }                  // GB4: nothing attaches to a control
    if count(x, x) == 1 && count(x, x, x) == 2 { return .regionalIndicator }
    if count(x, zwj, pict) == 1 { return .extendedPictographic } // GB11
    if count(ka, virama, x) == 1 { return .incbConsonant }       // GB9c
    // Hangul: L x (L|V|LV|LVT), (LV|V) x (V|T), (LVT|T) x T
    let joinsL = count(hangulL, x) == 1
    let takesV = count(x, hangulV) == 1
    let takesT = count(x, hangulT) == 1
    if joinsL {
      if takesV && !takesT { return .l }
      if takesV && takesT { return count(hangulV, x) == 1 ? .v : .lv }
      if takesT { return .lvt }
      return .other
    }
    if takesT { return .t }
    return .other
  }

  static let allScalars: [UInt32] = Array(0...0xD7FF) + Array(0xE000...0x10FFFF)

  /// The C source of grapheme_table.h's rows: runs of equal class, Other and the Hangul
  /// syllables (computed in C) left out.
  static func tableRows() -> String {
    var rows = ""
    var run: (first: UInt32, last: UInt32, gcb: GCB)? = nil
    func flush() {
      if let r = run, r.gcb != .other {
        rows += String(format: "  {0x%05X, 0x%05X << 5 | %d},\n", r.first, r.last, r.gcb.rawValue)
      }
    }
    for v in allScalars where !(0xAC00...0xD7A3).contains(v) {
      let c = classify(v)
      if let r = run, r.gcb == c, r.last + 1 == v {
        run = (r.first, v, c)
      } else {
        flush()
        run = (v, v, c)
      }
    }
    flush()
    return rows
  }
}

/// ms_string_count of a Swift string.
func msCount(_ s: String) -> Int {
  let m = ms(s)
  defer { release(m) }
  return ms_string_count(m)
}

@Suite struct GraphemeTests {
  @Test(arguments: [
    "", "a", "abc", "\r\n", "a\r\nb", "\n\r", "\r\r\n", "\r\n\r\n", "e\u{301}", "e\u{301}\u{302}\u{303}",
    "\u{1F1FA}\u{1F1F8}\u{1F1EB}\u{1F1F7}", "\u{1F1FA}\u{1F1F8}\u{1F1EB}", "👨‍👩‍👧", "👍🏽", "❤️", "한국어",
    "\u{1100}\u{1161}\u{11A8}", "a\u{200D}b", "\u{915}\u{94D}\u{937}", "\u{E01}\u{E33}", "\u{600}1",
    "a\u{903}", "x\u{E0061}", "\u{AD}a", "\r\u{301}", "\u{200B}\u{301}", "🏳️‍🌈", "🇯🇵🇯", "a\u{FE0F}",
    "Ü\u{308}ber", "\u{301}", "\u{200D}\u{1F44D}", "\u{1F44D}\u{301}\u{301}\u{200D}\u{1F44D}",
  ])
  func countMatchesSwift(_ s: String) {
    #expect(msCount(s) == s.count, "\(s.unicodeScalars.map { String($0.value, radix: 16) })")
  }

  @Test func asciiIsExact() {
    var rng = SplitMix64(seed: 5)
    for _ in 0..<20_000 {
      let length = Int(rng.next() % 40)
      let alphabet: [UInt8] = [0x0D, 0x0A, 0x61, 0x20, 0x09, 0x7F, 0x00, 0x5A]
      let bytes = (0..<length).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] }
      let s = String(decoding: bytes, as: UTF8.self)
      #expect(msCount(s) == s.count)
    }
  }

  @Test func everyScalarHasSwiftsClass() {
    // Checks the whole table against the probes (about a million scalars).
    var mismatches: [String] = []
    for v in GraphemeProbe.allScalars {
      let expected = GraphemeProbe.classify(v)
      let ours = Int(ms_grapheme_break_property(v))
      if ours != expected.rawValue, mismatches.count < 20 {
        mismatches.append("U+\(String(v, radix: 16)): ours \(ours), Swift \(expected)")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
  }

  @Test func randomStringsCountLikeSwift() {
    // Strings built from scalars of every class (several of each, from the table), so
    // that all the rules and their interactions come up often.
    var byClass: [Int: [UInt32]] = [:]
    var rng = SplitMix64(seed: 2024)
    for v in GraphemeProbe.allScalars {
      byClass[Int(ms_grapheme_break_property(v)), default: []].append(v)
    }
    let classes = Array(byClass.keys)
    #expect(classes.count == GCB.allCases.count)
    var failures: [String] = []
    for _ in 0..<200_000 {
      let length = Int(rng.next() % 10) + 1
      var scalars: [UInt32] = []
      for _ in 0..<length {
        let pool = byClass[classes[Int(rng.next() % UInt64(classes.count))]]!
        scalars.append(pool[Int(rng.next() % UInt64(pool.count))])
      }
      let s = GraphemeProbe.string(scalars)
      if msCount(s) != s.count, failures.count < 20 {
        failures.append("\(scalars.map { String($0, radix: 16) }): ours \(msCount(s)), Swift \(s.count)")
      }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  @Test func invalidUTF8CountsEachBadByte() {
    // Swift repairs invalid UTF-8 to U+FFFD per maximal bad subsequence when a String is
    // created; miniswiftc strings are valid UTF-8, so this only has to be sane.
    let bytes: [UInt8] = [0x61, 0xFF, 0xC3, 0x62]
    let m = bytes.withUnsafeBufferPointer { b in
      b.withMemoryRebound(to: CChar.self) { ms_string_from_utf8($0.baseAddress, $0.count)! }
    }
    #expect(ms_string_count(m) == 4)
    release(m)
  }

  @Test(.enabled(if: ProcessInfo.processInfo.environment["MS_GENERATE_GRAPHEME_TABLE"] != nil))
  func generateTable() throws {
    let path = ProcessInfo.processInfo.environment["MS_GENERATE_GRAPHEME_TABLE"]!
    let existing = try String(contentsOfFile: path, encoding: .utf8)
    // Keep the file's header comment and framing; replace the rows.
    guard let open = existing.range(of: "ms_gcb_table[][2] = {\n"),
          let close = existing.range(of: "};", range: open.upperBound..<existing.endIndex) else {
      Issue.record("\(path) does not look like grapheme_table.h")
      return
    }
    let updated = existing[..<open.upperBound] + GraphemeProbe.tableRows() + existing[close.lowerBound...]
    try String(updated).write(toFile: path, atomically: true, encoding: .utf8)
  }
}
