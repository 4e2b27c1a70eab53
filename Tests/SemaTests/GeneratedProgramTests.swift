import Foundation
import Testing

/// The benchmark generator's programs (every book and core construct, in bulk) type-check
/// without a diagnostic. How fast, and how the time scales, is measured by
/// `bench/frontend.py` and `../shared/bench/run`, not by a test.
@Suite struct GeneratedProgramTests {
  private func generate(_ lines: Int, _ shared: URL) throws -> String {
    let script = shared.appendingPathComponent("bench/gen_large.py").path
    let (status, output) = try Support.run("/usr/bin/env", ["python3", script, "\(lines)"])
    #expect(status == 0)
    return output
  }

  @Test(.enabled(if: Support.shared != nil, "needs ../shared"), .timeLimit(.minutes(2))) func generatedProgramsTypeCheck() throws {
    let shared = try #require(Support.shared)
    for lines in [2_000, 20_000] {
      let checked = Support.check(try generate(lines, shared), name: "large\(lines).swift")
      #expect(
        checked.diagnostics.diagnostics.isEmpty,
        "\(checked.render(Array(checked.diagnostics.sorted.prefix(5))))")
    }
  }
}
