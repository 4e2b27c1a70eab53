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

  /// CPU time of this thread (other tests run in parallel; wall time would count them).
  private func threadCPUTime() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
  }

  private func seconds(_ text: String) -> Double {
    let start = threadCPUTime()
    let checked = Support.check(text, name: "large.swift")
    let elapsed = threadCPUTime() - start
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
    let t1 = min(seconds(small), seconds(small), seconds(small))
    let t2 = min(seconds(large), seconds(large))
    print("parse+typecheck (thread CPU time): 2,000 lines \(t1) s, 20,000 lines \(t2) s (x\(t2 / t1))")
    // Linear is x10, quadratic x100; the margin absorbs a machine shared with others.
    #expect(t2 / t1 < 25, "20,000 lines took \(t2 / t1) times as long as 2,000")
  }
}
