// The additions beyond the brief: UTF-8 repair, Double(String), debugDescription,
// Character iteration, String(repeating:), interpolation helpers.
import MiniSwiftRuntime
import Testing
import TestKit

func msBytes(_ bytes: [UInt8], repairing: Bool) -> MSStringRef {
  bytes.withUnsafeBufferPointer { b in
    b.withMemoryRebound(to: CChar.self) {
      repairing ? ms_string_from_utf8_repairing($0.baseAddress, $0.count)! : ms_string_from_utf8($0.baseAddress, $0.count)!
    }
  }
}

@Suite struct StringExtrasTests {
  @Test func repairMatchesSwiftDecoding() {
    var rng = SplitMix64(seed: 77)
    // Bytes biased towards UTF-8 structure: leads, continuations, edge values.
    let interesting: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF,
                                0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF]
    for _ in 0..<50_000 {
      let n = Int(rng.next() % 12)
      let bytes = (0..<n).map { _ in rng.next() % 3 == 0 ? UInt8(truncatingIfNeeded: rng.next()) : interesting[Int(rng.next() % UInt64(interesting.count))] }
      let s = msBytes(bytes, repairing: true)
      let expected = String(decoding: bytes, as: UTF8.self)
      #expect(text(s) == expected, "\(bytes)")
      #expect(isNulTerminated(s))
      release(s)
    }
  }

  @Test(arguments: [
    "1", " 1", "1 ", "1e5", "1E5", "0x1p3", "0X1P-2", "0x1.8", "inf", "-inf", "+inf", "infinity", "Infinity", "INF",
    "nan", "NaN", "-nan", "nan(0x5)", "snan", "SNAN", "-snan", "+snan", "snan(0x5)", " snan", "1_0", "", ".5", "5.",
    ".", "-.5e-3", "1e", "1e+", "+1", "++1", "1e400", "-1e400", "1e-400", "4.9e-324", "2.4e-324", "2.5e-324", "0x",
    "0x.8p1", "١", "1.7976931348623157e309", "00012", "1,5", "nan(abc)", "-0", "nan(5)", "nan()", "nan(0x1p3)",
    "nan(0xfffffffffffff)", "nan(0x8000000000000)", "\t1", "\n1", "1\u{0}", "1\u{0}2", "nan(0x5", "infx", "in",
    "-0x1p-1074", "0x1p-1075", "1.00000000000000011102230246251565404236316680908203125",
    "1.00000000000000011102230246251565404236316680908203126", "0e0", "-", "e5", "0x1p", "1.5 ", "nan(-1)",
    "nan(0x)", "+nan", "0.1", "123456789012345678901234567890", "\u{0}",
  ])
  func toDoubleMatchesSwift(_ input: String) {
    let s = ms(input)
    var value = 0.0
    let ok = ms_string_to_double(s, &value)
    let expected = Double(input)
    #expect(ok == (expected != nil), "Double(\(input.debugDescription))")
    if let expected { #expect(value.bitPattern == expected.bitPattern, "Double(\(input.debugDescription))") }
    release(s)
  }

  @Test func toDoubleRoundTripsRandomValues() {
    var rng = SplitMix64(seed: 8)
    for _ in 0..<50_000 {
      let d = Double(bitPattern: rng.next())
      let digits = String(rng.next() % 100_000_000_000) + "." + String(rng.next() % 1000)
      let exponent = Int(rng.next() % 700) - 350
      for t in [d.description, String(Float(d)), digits, digits + "e\(exponent)", "-" + digits + "E+\(exponent)"] {
        let s = ms(t)
        var value = 0.0
        let ok = ms_string_to_double(s, &value)
        let expected = Double(t)
        #expect(ok == (expected != nil))
        if let expected { #expect(value.bitPattern == expected.bitPattern || (value.isNaN && expected.isNaN)) }
        release(s)
      }
    }
  }

  @Test func debugDescriptionMatchesSwift() {
    var samples = ["", "a", "\u{0}\t\n\r\"'\\", "\u{1}\u{7F}\u{80}\u{85}é\u{200B}\u{301}😀\u{FEFF}\u{E000}\u{10FFFF}\u{2028}\u{A0}\u{AD}",
                   "tab\there", "quote \"x\" and 'y'", "\u{1B}[0m"]
    var rng = SplitMix64(seed: 4)
    for _ in 0..<20_000 {
      let n = Int(rng.next() % 8)
      var view = String.UnicodeScalarView()
      for _ in 0..<n {
        let v: UInt32 = rng.next() % 2 == 0 ? UInt32(rng.next() % 0x80) : UInt32(rng.next() % 0x3000)
        if let u = Unicode.Scalar(v) { view.append(u) }
      }
      samples.append(String(view))
    }
    for sample in samples {
      let s = ms(sample)
      let d = ms_string_debug_description(s)!
      #expect(text(d) == sample.debugDescription, "\(sample.unicodeScalars.map { $0.value })")
      release(s); release(d)
    }
  }

  @Test func charactersMatchSwift() {
    var rng = SplitMix64(seed: 31)
    let pool: [UInt32] = [0x61, 0x0D, 0x0A, 0x301, 0x200D, 0x1F44D, 0x1F3FD, 0x1F1FA, 0x1F1F8, 0x915, 0x94D, 0x937,
                          0x1100, 0x1161, 0x11A8, 0xAC00, 0x600, 0x903, 0xFE0F, 0x20, 0xE9, 0x1F, 0x22, 0x5C,
                          0x01, 0x09, 0x1F3FB, 0xE0061, 0x200C, 0x7F, 0x85, 0x110BD]
    for _ in 0..<20_000 {
      let n = Int(rng.next() % 10)
      let scalars = (0..<n).map { _ in pool[Int(rng.next() % UInt64(pool.count))] }
      let str = GraphemeProbe.string(scalars)
      let s = ms(str)
      var ours: [String] = []
      var offset = 0
      while offset < s.pointee.count {
        let end = ms_string_next_character(s, offset)
        #expect(end > offset)
        let piece = ms_string_substring(s, offset, end)!
        ours.append(text(piece))
        release(piece)
        offset = end
      }
      #expect(ms_string_next_character(s, s.pointee.count) == s.pointee.count)
      #expect(ours == str.map { String($0) }, "\(scalars.map { String($0, radix: 16) })")
      let d = ms_string_debug_description(s)!
      #expect(text(d) == str.debugDescription, "\(scalars.map { String($0, radix: 16) })")
      release(d)
      release(s)
    }
  }

  @Test func substringEdges() {
    let s = ms("hello")
    let whole = ms_string_substring(s, 0, 5)!
    #expect(whole == s && refCount(s) == 2)
    let none = ms_string_substring(s, 3, 2)!
    #expect(text(none) == "" && none == ms_string_empty())
    let mid = ms_string_substring(s, 1, 3)!
    #expect(text(mid) == "el" && isNulTerminated(mid))
    release(whole); release(mid); release(s)
  }

  @Test func repeating() {
    let s = ms("ab")
    for n in [0, 1, 2, 3, 100] {
      let r = ms_string_repeating(s, n)!
      #expect(text(r) == String(repeating: "ab", count: n))
      #expect(isNulTerminated(r))
      release(r)
    }
    let e = ms_string_repeating(ms_string_empty(), 5)!
    #expect(text(e) == "")
    release(s)
  }

  @Test func interpolationHelpers() {
    var s: MSStringRef? = ms("x = ")
    ms_string_append_int(&s, -42)
    ms_string_append_utf8(&s, ", ", 2)
    ms_string_append_double(&s, 0.1 + 0.2)
    ms_string_append_utf8(&s, ", ", 2)
    ms_string_append_bool(&s, false)
    ms_string_append_double(&s, -Double.nan)
    #expect(text(s!) == "x = \(-42), \(0.1 + 0.2), \(false)\(-Double.nan)")
    release(s!)
  }
}
