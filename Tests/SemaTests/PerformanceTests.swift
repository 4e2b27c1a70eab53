import Foundation
import Testing

/// Type checking is linear: ten times the program takes about ten times as long (the
/// benchmark generator's programs; the absolute speed is measured on a release build
/// with `-typecheck`, see the Sema docs).
@Suite struct PerformanceTests {
  private func generate(_ lines: Int, _ shared: URL) throws -> String {
    let (status, output) = try Support.run("/usr/bin/env", ["python3", shared.appendingPathComponent("bench/gen_large.py").path, "\(lines)"])
    #expect(status == 0)
    return output
  }

  private func seconds(_ text: String) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    let checked = Support.check(text, name: "large.swift")
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    #expect(checked.diagnostics.diagnostics.isEmpty, "\(checked.render(Array(checked.diagnostics.sorted.prefix(5))))")
    return elapsed
  }

  @Test func typeCheckingScalesLinearly() throws {
    guard let shared = Support.shared else {
      print("skipped: shared folder not found")
      return
    }
    let small = try generate(2_000, shared)
    let large = try generate(20_000, shared)
    _ = seconds(small)  // warm up
    let t1 = min(seconds(small), seconds(small))
    let t2 = seconds(large)
    print("parse+typecheck: 2,000 lines \(t1) s, 20,000 lines \(t2) s (x\(t2 / t1))")
    #expect(t2 / t1 < 16, "20,000 lines took \(t2 / t1) times as long as 2,000")
  }
}
