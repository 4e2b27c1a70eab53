import Foundation
import Testing

/// `-emit-explorer`: the page renders in a real browser (headless Chromium, skipped when
/// it is missing) with every stage, and a click on a source line marks its IR lines;
/// a file with errors still gives a page.
@Suite struct ExplorerTests {
  static var employee: URL {
    TestSupport.packageRoot.appendingPathComponent("Examples/Employee/employee.swift")
  }

  static var chromium: String? {
    TestSupport.which("chromium") ?? TestSupport.which("chromium-browser") ?? TestSupport.which("google-chrome")
  }

  /// The page's DOM after its scripts ran, opened with `fragment`.
  private func render(_ page: URL, fragment: String) throws -> String? {
    guard let chromium = Self.chromium else {
      print("skipped: chromium not installed")
      return nil
    }
    let r = try TestSupport.run(chromium, [
      "--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--dump-dom",
      page.absoluteString + fragment,
    ])
    return r.stdout
  }

  private func selfTest(_ dom: String) -> String {
    guard let start = dom.firstRange(of: "<pre id=\"selftest\">"),
      let end = dom[start.upperBound...].firstRange(of: "</pre>")
    else { return "" }
    return String(dom[start.upperBound..<end.lowerBound])
  }

  @Test func employeePageHasEveryStageLinkedToTheSource() throws {
    let dir = try TestSupport.makeScratchDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let page = dir.appendingPathComponent("employee.html")
    let build = try TestSupport.miniswiftc([
      Self.employee.path, "-parse-as-library", "-module-name", "Employee", "-emit-explorer", "-o", page.path,
    ])
    #expect(build.status == 0, "\(build.stderr)")
    let html = try String(contentsOf: page, encoding: .utf8)
    // Self-contained: nothing is fetched.
    #expect(!html.contains("src=\"http") && !html.contains("href=\"http") && !html.contains("@import"))
    guard let dom = try render(page, fragment: "#selftest") else { return }
    let result = selfTest(dom)
    #expect(result.hasPrefix("selftest: PASS"), "\(result)")
    #expect(
      result.contains(
        "stages=Tokens|Syntax tree|Typed tree|SIL tables|LLVM IR|LLVM IR, optimized|Assembly|Diagnostics"),
      "\(result)")
    #expect(!result.contains("irLines=0") && !result.contains("asmLines=0"), "\(result)")
    // The stages' own outputs are there.
    #expect(dom.contains("kw_public \"public\""))
    #expect(dom.contains("(class_decl") || dom.contains("(class "))
    #expect(dom.contains("define "))
    #expect(dom.contains("callq"))
  }

  @Test func fileWithErrorsGivesThePageOfTheStagesThatRan() throws {
    let dir = try TestSupport.makeScratchDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let source = dir.appendingPathComponent("bad.swift")
    try "let x: Int = \"a\"\nprint(x)\n".write(to: source, atomically: true, encoding: .utf8)
    let page = dir.appendingPathComponent("bad.html")
    let build = try TestSupport.miniswiftc([source.path, "-emit-explorer", "-o", page.path])
    #expect(build.status == 1)
    #expect(build.stderr.contains("error: cannot convert value of type 'String' to specified type 'Int'"))
    let html = try String(contentsOf: page, encoding: .utf8)
    #expect(html.contains("cannot convert value of type 'String' to specified type 'Int'"))
    #expect(html.contains("{\"title\":\"Typed tree\"") && !html.contains("{\"title\":\"LLVM IR\""))
    guard let dom = try render(page, fragment: "#selftest") else { return }
    let result = selfTest(dom)
    #expect(result.hasPrefix("selftest: PASS") && result.contains("stages=Tokens|Syntax tree|Typed tree|Diagnostics"), "\(result)")
  }
}
