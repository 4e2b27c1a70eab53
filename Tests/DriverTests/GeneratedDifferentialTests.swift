import Foundation
import Testing

/// Generated programs (`ProgramGenerator`) built by miniswiftc and by swiftc, at -Onone
/// and at -O: the same stdout, the same exit status, the same trap. A few programs in
/// `swift test`; `GENERATED_PROGRAMS=500 swift test --filter GeneratedDifferentialTests`
/// runs more (`GENERATED_SEED` picks another series). Skipped without swiftc.
@Suite struct GeneratedDifferentialTests {
  static var count: Int { Int(ProcessInfo.processInfo.environment["GENERATED_PROGRAMS"] ?? "") ?? 6 }
  static var firstSeed: UInt64 { UInt64(ProcessInfo.processInfo.environment["GENERATED_SEED"] ?? "") ?? 1 }

  @Test(.enabled(if: TestSupport.swiftc != nil, "swiftc not found"))
  func generatedProgramsBehaveAsWithSwiftc() throws {
    try TestSupport.withScratch { dir in
      for n in 0..<UInt64(GeneratedDifferentialTests.count) {
        let seed = GeneratedDifferentialTests.firstSeed + n
        var generator = ProgramGenerator(seed: seed)
        let text = generator.program()
        try TestSupport.write(text, "p\(seed).swift", in: dir)
        for level in ["-Onone", "-O"] {
          let swift = try TestSupport.run(TestSupport.swiftc!, [level, "p\(seed).swift", "-o", "s"], in: dir)
          guard swift.status == 0 else {
            Issue.record("seed \(seed): swiftc rejects the generated program:\n\(swift.stderr)\n\(text)")
            continue
          }
          let mini = try TestSupport.miniswiftc([level, "p\(seed).swift", "-o", "m"], in: dir)
          #expect(mini.status == 0, "seed \(seed) \(level): \(mini.stderr)\n\(text)")
          guard mini.status == 0 else { continue }
          let expected = try TestSupport.run(dir.appendingPathComponent("s").path, [])
          let actual = try TestSupport.run(dir.appendingPathComponent("m").path, [])
          #expect(actual.stdout == expected.stdout, "seed \(seed) \(level)\n\(text)")
          #expect(actual.status == expected.status && actual.signaled == expected.signaled,
                  "seed \(seed) \(level): status \(actual.status) vs \(expected.status)\n\(text)")
        }
      }
    }
  }
}
