// Double descriptions against the Swift standard library's own, bit pattern by bit
// pattern: ms_format_double / ms_string_from_double / ms_print_double must write what
// `print(d)` and `"\(d)"` write (= d.debugDescription), ms_string_from_double_description
// what `d.description` gives.
import Foundation
import MiniSwiftRuntime
import Testing
import TestKit

/// How many random bit patterns to check (MS_DOUBLE_RANDOM_COUNT overrides).
let randomDoubleCount = Int(ProcessInfo.processInfo.environment["MS_DOUBLE_RANDOM_COUNT"] ?? "") ?? 1_000_000

/// Checks every value; returns the mismatches (value, ours, Swift's), at most `limit`.
func doubleMismatches<S: Sequence>(_ values: S, limit: Int = 20) -> [(Double, String, String)] where S.Element == Double {
  var bad: [(Double, String, String)] = []
  withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(MS_DOUBLE_BUFFER_SIZE)) { buf in
    for d in values {
      let n = ms_format_double(d, buf.baseAddress)
      let ours = String(decoding: UnsafeRawBufferPointer(start: buf.baseAddress, count: n), as: UTF8.self)
      let swift = d.debugDescription
      if ours != swift, bad.count < limit { bad.append((d, ours, swift)) }
    }
  }
  return bad
}

func describe(_ bad: [(Double, String, String)]) -> String {
  bad.map { "0x\(String($0.0.bitPattern, radix: 16)): ours \($0.1), Swift \($0.2)" }.joined(separator: "\n")
}

@Suite struct DoubleDescriptionTests {
  @Test func handPickedValues() {
    let cases: [(Double, String)] = [
      (0.0, "0.0"), (-0.0, "-0.0"), (1.0, "1.0"), (100.0, "100.0"), (0.0001, "0.0001"),
      (1e-5, "1e-05"), (1e16, "1e+16"), (1e15, "1000000000000000.0"), (.leastNonzeroMagnitude, "5e-324"),
      (1.2345e20, "1.2345e+20"), (-2.5e-7, "-2.5e-07"), (0.1 + 0.2, "0.30000000000000004"),
      (9007199254740992.0, "9007199254740992.0"), (9007199254740994.0, "9.007199254740994e+15"),
      (.infinity, "inf"), (-.infinity, "-inf"), (.nan, "nan"), (-Double.nan, "-nan"),
      (.signalingNaN, "snan"), (Double(bitPattern: 0x7ff8_0000_0000_0001), "nan(0x1)"),
      (Double(bitPattern: 0xfff0_0000_0000_0001), "-snan(0x1)"),
      (Double(bitPattern: 0x7fff_ffff_ffff_ffff), "nan(0x3ffffffffffff)"),
      (.greatestFiniteMagnitude, "1.7976931348623157e+308"), (.leastNormalMagnitude, "2.2250738585072014e-308"),
      (123456.789, "123456.789"), (1e100, "1e+100"), (1e-100, "1e-100"), (3.141592653589793, "3.141592653589793"),
    ]
    for (d, expected) in cases {
      #expect(formatDouble(d) == expected)
      #expect(formatDouble(d) == d.debugDescription)
      #expect(formatDouble(d) == "\(d)")
    }
  }

  @Test func stringFormsAndDescription() {
    let values: [Double] = [0, -1.5, 1e300, .nan, -Double.nan, .signalingNaN, Double(bitPattern: 0x7ff8_0000_0000_0abc), .infinity, 0.1]
    for d in values {
      let s = ms_string_from_double(d)!
      #expect(text(s) == "\(d)")
      #expect(isNulTerminated(s))
      release(s)
      let t = ms_string_from_double_description(d)!
      #expect(text(t) == d.description)
      release(t)
    }
  }

  @Test func edgeCases() {
    var values: [Double] = [0, .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude,
                            .leastNormalMagnitude.nextDown, .pi, .ulpOfOne, 0.1 + 0.2]
    // Every power of two, and its neighbours.
    var p = Double.leastNonzeroMagnitude
    while p.isFinite { values += [p, p.nextUp, p.nextDown]; p *= 2 }
    // Every power of ten that is a Double, and its neighbours.
    for e in -325...309 {
      if let v = Double("1e\(e)"), v.isFinite, v != 0 { values += [v, v.nextUp, v.nextDown] }
      for m in [2, 5, 9.999999999999999, 1.5, 123456789] {
        if let v = Double("\(m)e\(e)"), v.isFinite, v != 0 { values += [v, v.nextUp, v.nextDown] }
      }
    }
    // The exponent-form boundaries: 1e-4 and 2^53, densely.
    for base in [0.0001, 9007199254740992.0] {
      var lo = base, hi = base
      for _ in 0..<2000 { lo = lo.nextDown; hi = hi.nextUp; values += [lo, hi] }
    }
    // Integers near 2^53 and near other thresholds; small integers.
    for k in -5000...5000 { values.append(9007199254740992.0 + Double(k)) }
    for k in 0...20000 { values.append(Double(k)) }
    for e in 0...22 { let t = Double("1e\(e)")!; for k in -3...3 { values.append(t + Double(k)) } }
    // Subnormals: the smallest ones and random ones.
    for m in UInt64(1)...2000 { values.append(Double(bitPattern: m)) }
    var rng = SplitMix64(seed: 99)
    for _ in 0..<20000 { values.append(Double(bitPattern: rng.next() & 0x000f_ffff_ffff_ffff)) }
    // Non-finite values and NaN payloads (print shows sign, signalling bit and payload).
    values += [.infinity, .nan, .signalingNaN]
    for _ in 0..<2000 { values.append(Double(bitPattern: 0x7ff0_0000_0000_0000 | (rng.next() >> 12) | 1)) }
    for (i, payload) in (0..<52).map({ UInt64(1) << $0 }).enumerated() {
      values.append(Double(bitPattern: 0x7ff0_0000_0000_0000 | payload | UInt64(i & 1)))
    }
    let withNegatives = values + values.map { -$0 }
    let bad = doubleMismatches(withNegatives)
    #expect(bad.isEmpty, "\(describe(bad))")
  }

  @Test func randomBitPatterns() {
    var rng = SplitMix64(seed: 0x5EED_D0B1E)
    let values = (0..<randomDoubleCount).lazy.map { _ in Double(bitPattern: rng.next()) }
    let bad = doubleMismatches(values)
    #expect(bad.isEmpty, "\(describe(bad))")
  }

  @Test func randomShortDecimals() {
    // Values written with few digits: the shortest form is (nearly always) those digits,
    // which exercises the trailing-zero and tie-breaking paths.
    var rng = SplitMix64(seed: 1234)
    var values: [Double] = []
    values.reserveCapacity(300_000)
    for _ in 0..<300_000 {
      let digits = Int(rng.next() % 17) + 1
      var m: UInt64 = 0
      for _ in 0..<digits { m = m * 10 + rng.next() % 10 }
      let e = Int(rng.next() % 640) - 330
      if let d = Double("\(m)e\(e)"), d.isFinite { values.append(d) }
    }
    // Everyday numbers: cents, thousandths, integers divided by small powers of ten.
    for _ in 0..<200_000 {
      let n = Double(Int64(bitPattern: rng.next()) % 100_000_000)
      values += [n / 100, n / 1000, n / 7, n * 0.1]
    }
    let bad = doubleMismatches(values)
    #expect(bad.isEmpty, "\(describe(bad))")
  }

  @Test func speed() {
    // Not a pass/fail test: reports ns per call of the non-allocating formatter and of
    // Swift's own `description`, on the same random finite values.
    var rng = SplitMix64(seed: 3)
    var values: [Double] = []
    while values.count < 1_000_000 {
      let d = Double(bitPattern: rng.next())
      if d.isFinite { values.append(d) }
    }
    var total = 0
    let clock = ContinuousClock()
    let ours = withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(MS_DOUBLE_BUFFER_SIZE)) { buf in
      clock.measure {
        values.withUnsafeBufferPointer { vs in
          for d in vs { total &+= ms_format_double(d, buf.baseAddress) }
        }
      }
    }
    let swift = clock.measure { for d in values { total &+= d.description.utf8.count } }
    func ns(_ d: Duration) -> Double {
      Double(d.components.seconds) * 1e9 / Double(values.count) + Double(d.components.attoseconds) / 1e9 / Double(values.count)
    }
    print("ms_format_double: \(ns(ours)) ns/call; Swift description: \(ns(swift)) ns/call (checksum \(total))")
    #expect(total > 0)
  }
}
