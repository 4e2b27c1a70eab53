import Foundation
import Testing

/// The transcripts in the docs are what the tools print: a test fails when they go stale.
@Suite struct DocumentationTests {
  /// `Examples/Employee/README.md` shows `walkthrough.sh`'s output; regenerate it with
  /// `Examples/Employee/walkthrough.sh --update-readme`.
  @Test func employeeWalkthroughMatchesItsReadme() throws {
    let example = TestSupport.packageRoot.appendingPathComponent("Examples/Employee")
    let readme = try String(contentsOf: example.appendingPathComponent("README.md"), encoding: .utf8)
    let begin = "<!-- walkthrough:begin -->\n```console\n"
    let end = "```\n<!-- walkthrough:end -->"
    let parts = readme.components(separatedBy: begin)
    try #require(parts.count == 2, "README.md lacks the walkthrough markers")
    let shown = parts[1].components(separatedBy: end)[0]
    let bin = URL(fileURLWithPath: TestSupport.compiler).deletingLastPathComponent().path
    let result = try TestSupport.run(
      "/bin/bash", [example.appendingPathComponent("walkthrough.sh").path],
      environment: ["MINISWIFTC_BIN": bin])
    #expect(result.status == 0, "walkthrough.sh failed: \(result.stderr)")
    #expect(result.stdout.hasSuffix("Cyril Cermak\n1. PorschePlatz, Stuttgart, Germany\n"))
    guard TestSupport.which("patchelf") != nil else {
      print("skipped the transcript comparison: patchelf is not installed (apt-get install patchelf)")
      return
    }
    #expect(
      result.stdout.trimmingCharacters(in: .newlines) == shown.trimmingCharacters(in: .newlines),
      "README.md is stale: run Examples/Employee/walkthrough.sh --update-readme")
  }
}
