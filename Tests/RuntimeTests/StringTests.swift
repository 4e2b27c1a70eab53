// Strings: creation, concatenation, += (uniqueness and growth), comparison, Int(String).
import Foundation
import MiniSwiftRuntime
import Testing
import TestKit

/// Literal storage stays reachable (literals live forever; this keeps leak checkers quiet).
nonisolated(unsafe) var literalStorage: [UnsafeMutableRawPointer] = []
let literalLock = NSLock()

/// An immortal MSString laid out like an IRGen string literal (refCount -1, capacity ==
/// count).
func literal(_ s: String) -> MSStringRef {
  let utf8 = Array(s.utf8)
  let size = MemoryLayout<MSString>.size + utf8.count + 1
  let raw = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
  literalLock.withLock { literalStorage.append(raw) }
  let p = raw.bindMemory(to: MSString.self, capacity: 1)
  p.pointee.header = MSHeapObject(metadata: withUnsafePointer(to: ms_string_metadata) { $0 }, refCount: -1)
  p.pointee.count = utf8.count
  p.pointee.capacity = utf8.count
  let bytes = (raw + MemoryLayout<MSString>.size).assumingMemoryBound(to: UInt8.self)
  for (i, b) in utf8.enumerated() { bytes[i] = b }
  bytes[utf8.count] = 0
  return p
}

@Suite struct StringTests {
  @Test func fromUTF8CopiesAndTerminates() {
    let s = ms("héllo, wörld")
    #expect(text(s) == "héllo, wörld")
    #expect(s.pointee.count == "héllo, wörld".utf8.count)
    #expect(s.pointee.capacity >= s.pointee.count)
    #expect(isNulTerminated(s))
    #expect(refCount(s) == 1)
    #expect(s.pointee.header.metadata == withUnsafePointer(to: ms_string_metadata) { $0 })
    release(s)
    let c = ms_string_from_cstring("abc")!
    #expect(text(c) == "abc")
    release(c)
  }

  @Test func emptyStringIsImmortalAndShared() {
    let e = ms("")
    #expect(e == ms_string_empty())
    #expect(refCount(e) < 0)
    #expect(ms_string_is_empty(e))
    #expect(ms_string_count(e) == 0)
    #expect(isNulTerminated(e))
    release(e) // harmless
  }

  @Test func concat() {
    let a = ms("foo"), b = ms("bär")
    let c = ms_string_concat(a, b)!
    #expect(text(c) == "foobär")
    #expect(isNulTerminated(c))
    #expect(refCount(a) == 1 && refCount(b) == 1) // arguments are borrowed
    #expect(refCount(c) == 1)
    // Concatenating the empty string hands back the other operand, +1.
    let d = ms_string_concat(a, ms_string_empty())!
    #expect(d == a && refCount(a) == 2)
    let e = ms_string_concat(ms_string_empty(), b)!
    #expect(e == b && refCount(b) == 2)
    for s in [a, b, c, d, e] { release(s) }
  }

  @Test func appendGrowsInPlaceWhenUnique() {
    var s: MSStringRef? = ms("a")
    let piece = literal("bc")
    var moves = 0
    var last = s
    for _ in 0..<10_000 {
      ms_string_append(&s, piece)
      if s != last { moves += 1; last = s }
    }
    #expect(s!.pointee.count == 1 + 20_000)
    #expect(refCount(s!) == 1)
    #expect(isNulTerminated(s!))
    // Geometric growth: only O(log n) reallocations.
    #expect(moves < 40)
    let t = text(s!)
    #expect(t.hasPrefix("abcbc") && t.hasSuffix("bcbc"))
    release(s!)
  }

  @Test func appendCopiesWhenShared() {
    let original = ms("shared")
    retain(original) // a second variable holds it
    var s: MSStringRef? = original
    ms_string_append(&s, literal("!"))
    #expect(s != original)
    #expect(text(s!) == "shared!")
    #expect(text(original) == "shared") // the other owner's value is unchanged
    #expect(refCount(original) == 1) // our reference was given up
    #expect(refCount(s!) == 1)
    release(s!)
    release(original)
  }

  @Test func appendToImmortalLiteralCopies() {
    let lit = literal("lit")
    var s: MSStringRef? = lit
    ms_string_append(&s, literal("eral"))
    #expect(s != lit)
    #expect(text(s!) == "literal")
    #expect(text(lit) == "lit" && refCount(lit) == -1)
    // Then it is unique and grows in place.
    let before = s
    ms_string_append(&s, literal("x"))
    #expect(s == before || refCount(s!) == 1)
    #expect(text(s!) == "literalx")
    release(s!)
  }

  @Test func appendEmptyAndSelf() {
    var s: MSStringRef? = ms("ab")
    let before = s
    ms_string_append(&s, ms_string_empty())
    #expect(s == before)
    ms_string_append(&s, s) // s += s
    #expect(text(s!) == "abab")
    ms_string_append(&s, s)
    #expect(text(s!) == "abababab")
    var lit: MSStringRef? = literal("xy")
    ms_string_append(&lit, lit)
    #expect(text(lit!) == "xyxy")
    release(s!)
    release(lit!)
  }

  @Test func appendUTF8() {
    var s: MSStringRef? = ms("n = ")
    ms_string_append_utf8(&s, "42", 2)
    #expect(text(s!) == "n = 42")
    // Bytes from inside the string itself, unique (realloc) and shared (copy).
    for _ in 0..<6 {
      let base = UnsafeRawPointer(s!).advanced(by: MemoryLayout<MSString>.size).assumingMemoryBound(to: CChar.self)
      ms_string_append_utf8(&s, base + 4, 2)
    }
    #expect(text(s!) == "n = 42" + String(repeating: "42", count: 6))
    retain(s!)
    let shared = s!
    let base = UnsafeRawPointer(shared).advanced(by: MemoryLayout<MSString>.size).assumingMemoryBound(to: CChar.self)
    ms_string_append_utf8(&s, base, 3)
    #expect(text(s!) == "n = 42" + String(repeating: "42", count: 6) + "n =")
    #expect(text(shared) == "n = 42" + String(repeating: "42", count: 6))
    release(s!)
    release(shared)
  }

  @Test func equalityAndOrderingMatchSwift() {
    // Swift compares by canonical equivalence and orders by the scalars of the NFC
    // forms: precomposed and decomposed spellings, singletons, reordered marks, Hangul.
    // (Not listed: a decomposed string against a longer precomposed one it is a prefix
    // of, "cafe\u{301}" vs "caf\u{E9}s", which Swift 6.3 finds neither equal nor ordered.)
    let words = ["", "a", "b", "ab", "abc", "abd", "B", "Z", "z", "é", "e\u{301}", "f", "ü", "u\u{308}", "日本", "日",
                 "😀", "\u{10FFFF}", "a\0b", "a\0c", "a", "\u{7F}", "\u{80}", "\u{FFFF}", "\u{212B}", "\u{C5}",
                 "A\u{30A}", "a\u{301}\u{300}", "a\u{300}\u{301}", "\u{1E0B}\u{323}", "d\u{323}\u{307}", "\u{1E0D}\u{307}",
                 "\u{D55C}", "\u{1112}\u{1161}\u{11AB}", "\u{1112}\u{1161}", "\u{301}", "\u{301}a", "caf\u{E9}", "cafe\u{301}"]
    for x in words {
      for y in words {
        let a = ms(x), b = ms(y)
        let c = ms_string_compare(a, b)
        #expect(ms_string_equal(a, b) == (x == y), "\(x.debugDescription) == \(y.debugDescription)")
        #expect((c < 0) == (x < y), "\(x.debugDescription) < \(y.debugDescription)")
        #expect((c == 0) == (x == y), "\(x.debugDescription) == \(y.debugDescription)")
        release(a); release(b)
      }
    }
  }

  @Test func isEmptyAndUTF8Count() {
    let s = ms("añb")
    #expect(!ms_string_is_empty(s))
    #expect(ms_string_utf8_count(s) == 4)
    release(s)
  }

  @Test(arguments: [
    "+5", "-0", "+0", "0", "007", "9223372036854775807", "9223372036854775808", "-9223372036854775808",
    "-9223372036854775809", "", " 1", "1 ", "+", "-", "+-1", "--1", "1_000", "0x10", "١٢", "12a", "a12",
    "00000000000000000000000000001", "-00000000000000000000000009223372036854775808",
    "99999999999999999999", "18446744073709551616", "42\n", "\u{0}1", "1.0", "1e3", "٣", "１",
  ])
  func toIntMatchesSwift(_ input: String) {
    let s = ms(input)
    var value: Int64 = 12345
    let ok = ms_string_to_int(s, &value)
    let expected = Int(input)
    #expect(ok == (expected != nil), "Int(\(input.debugDescription))")
    if let expected { #expect(value == Int64(expected)) }
    release(s)
  }

  @Test func toIntRandomNumbers() {
    var rng = SplitMix64(seed: 42)
    for _ in 0..<20_000 {
      let n = Int(bitPattern: UInt(rng.next() >> (rng.next() % 64)))
      for text in [String(n), "+" + String(n.magnitude), "0" + String(n)] {
        let s = ms(text)
        var value: Int64 = 0
        let ok = ms_string_to_int(s, &value)
        #expect(ok == (Int(text) != nil))
        if let e = Int(text) { #expect(value == Int64(e)) }
        release(s)
      }
    }
  }
}
