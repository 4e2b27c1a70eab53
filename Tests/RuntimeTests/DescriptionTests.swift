// Int and Bool descriptions against the Swift standard library's own.
import MiniSwiftRuntime
import Testing
import TestKit

@Suite struct DescriptionTests {
  @Test func intDescriptionsMatchSwift() {
    var values: [Int] = [0, 1, -1, 9, 10, 11, 99, 100, 101, -9, -10, -99, -100, 999, 1000, Int.max, Int.min, Int.max - 1, Int.min + 1]
    var p = 1
    while p <= Int.max / 10 { values += [p, p - 1, p + 1, -p, -p + 1, -p - 1]; p *= 10 }
    var rng = SplitMix64(seed: 7)
    for _ in 0..<100_000 { values.append(Int(bitPattern: UInt(rng.next() >> (rng.next() % 64)))) }
    var buffer = [CChar](repeating: 0, count: Int(MS_INT_BUFFER_SIZE))
    for v in values {
      let s = ms_string_from_int(Int64(v))!
      #expect(text(s) == v.description)
      #expect(isNulTerminated(s))
      release(s)
      let n = ms_format_int(Int64(v), &buffer)
      #expect(String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self) == String(v))
    }
  }

  @Test func boolDescriptions() {
    #expect(text(ms_string_from_bool(true)) == true.description)
    #expect(text(ms_string_from_bool(false)) == false.description)
    #expect(isNulTerminated(ms_string_from_bool(false)))
    #expect(refCount(ms_string_from_bool(true)) < 0)
  }
}
