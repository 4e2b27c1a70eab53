import AST
import Foundation
import Basic
import Sema
import Testing

/// Sema end to end on source text: annotated inputs (verified by our `-verify` and by
/// swiftc's), the shared conformance programs, the diagnostics suite, the book's file.
@Suite struct SemaTests {
  static let inputNames = Support.swiftFiles(in: Support.inputs).map(\.lastPathComponent)

  /// Each annotated input produces exactly the diagnostics it announces.
  @Test(arguments: inputNames) func annotatedInput(_ name: String) throws {
    let url = Support.inputs.appendingPathComponent(name)
    let checked = try Support.check(contentsOf: url)
    // As swiftc's `-verify-ignore-unrelated` (below): notes inside the standard library
    // (`where 'T' = ...` at `max`, a library protocol's requirement) are not annotated.
    let related = checked.diagnostics.diagnostics.map { d in
      var d = d
      d.notes = d.notes.filter { !$0.loc.isValid || $0.loc.file == checked.file.id }
      return d
    }
    let problems = Verifier.verify(files: [checked.file], diagnostics: related)
    #expect(problems.isEmpty, "\(name):\n\(checked.render(problems))")
  }

  /// The annotations are true of Swift itself (files marked `miniswiftc-only` announce
  /// our "not supported yet" errors, which swiftc does not have).
  @Test(arguments: inputNames) func annotatedInputAgreesWithSwiftc(_ name: String) throws {
    guard let swiftc = Support.swiftc else {
      print("skipped: no swiftc on PATH")
      return
    }
    let url = Support.inputs.appendingPathComponent(name)
    let text = try String(contentsOf: url, encoding: .utf8)
    if text.hasPrefix("// miniswiftc-only") { return }
    // Notes swiftc gives inside its standard library (`where 'T' = ...`) are not annotated.
    let (status, output) = try Support.run(swiftc, ["-frontend", "-emit-sil", "-verify", "-verify-ignore-unrelated", url.path, "-o", "/dev/null"])
    #expect(status == 0, "swiftc -verify \(name):\n\(output)")
  }

  /// The book and core conformance programs type-check without any diagnostic, and
  /// their typed trees keep the contract (every expression typed, nothing unresolved).
  @Test(.enabled(if: Support.shared != nil, "needs ../shared"), arguments: ["book", "core"]) func conformanceProgramsTypeCheck(_ tier: String) throws {
    let shared = try #require(Support.shared)
    for url in Support.swiftFiles(in: shared.appendingPathComponent("conformance/\(tier)")) {
      let checked = try Support.check(contentsOf: url)
      #expect(checked.diagnostics.diagnostics.isEmpty, "\(url.lastPathComponent):\n\(checked.render())")
      if checked.diagnostics.diagnostics.isEmpty {
        let tree = TypedTree(checked.module, sourceManager: checked.sourceManager)
        #expect(tree.problems.isEmpty, "\(url.lastPathComponent):\n\(tree.problems.prefix(10).joined(separator: "\n"))")
      }
    }
  }

  /// Programs of the ext tier: either accepted with a fully typed tree (the constructs
  /// implemented so far), or rejected with only "not supported yet" errors; never a crash.
  @Test(.enabled(if: Support.shared != nil, "needs ../shared")) func extProgramsAreTypedOrRejectedClearly() throws {
    let shared = try #require(Support.shared)
    for url in Support.swiftFiles(in: shared.appendingPathComponent("conformance/ext")) {
      let checked = try Support.check(contentsOf: url)
      if !checked.parseDiagnostics.isEmpty { continue }
      let errors = checked.diagnostics.diagnostics.filter { $0.severity == .error }
      if errors.isEmpty {
        let tree = TypedTree(checked.module, sourceManager: checked.sourceManager)
        #expect(tree.problems.isEmpty, "\(url.lastPathComponent):\n\(tree.problems.prefix(10).joined(separator: "\n"))")
        continue
      }
      let other = errors.filter { !$0.message.contains("not supported yet") }
      #expect(other.isEmpty, "\(url.lastPathComponent):\n\(checked.render(other))")
    }
  }

  /// The diagnostics suite: our first error is on swiftc's line in at least 95% of
  /// the cases.
  @Test(.enabled(if: Support.shared != nil, "needs ../shared")) func diagnosticsSuiteHitRate() throws {
    let shared = try #require(Support.shared)
    let dir = shared.appendingPathComponent("conformance/diagnostics")
    var hits = 0
    var misses: [String] = []
    let cases = Support.swiftFiles(in: dir)
    for url in cases {
      let expected = try String(contentsOf: url.deletingPathExtension().appendingPathExtension("diag"), encoding: .utf8)
      let parts = expected.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ":")
      let line = Int(parts.first ?? "") ?? -1
      let checked = try Support.check(contentsOf: url)
      if let first = checked.firstError, first.line == line {
        hits += 1
      } else {
        let got = checked.firstError.map { "\($0.line):\($0.column)" } ?? "no error"
        let firstMessage = checked.diagnostics.sorted.first { $0.severity == .error }?.message ?? ""
        misses.append("\(url.lastPathComponent): expected line \(line), got \(got) \(firstMessage)")
      }
    }
    print("diagnostics hit rate: \(hits) of \(cases.count)\n" + misses.joined(separator: "\n"))
    #expect(Double(hits) >= 0.95 * Double(cases.count), "\(hits) of \(cases.count):\n\(misses.joined(separator: "\n"))")
  }

  /// The book's file: every type resolved, conformances recorded with witnesses.
  @Test func employeeIsFullyTyped() throws {
    let url = Support.packageRoot.appendingPathComponent("Examples/Employee/employee.swift")
    let checked = try Support.check(contentsOf: url)
    #expect(checked.diagnostics.diagnostics.isEmpty, "\(checked.render())")
    let tree = TypedTree(checked.module, sourceManager: checked.sourceManager)
    #expect(tree.problems.isEmpty, "\(tree.problems.joined(separator: "\n"))")
    let decls = checked.module.decls
    let address = try #require(decls.first { ($0 as? StructDecl)?.name == "EmployeeAddress" } as? StructDecl)
    let conformance = try #require(address.conformances.first)
    #expect(conformance.proto.name == "Address")
    #expect(conformance.witnesses.map(\.witness.name) == ["houseNo", "street", "city", "state"])
    let employee = try #require(decls.first { ($0 as? ClassDecl)?.name == "Employee" } as? ClassDecl)
    #expect(employee.conformances.first?.witnesses.map(\.witness.name) == ["firstName", "lastName", "address"])
    #expect(employee.access == .public)
  }

  /// `-dump-ast` of the book's file shows a type on every expression and declaration.
  @Test func employeeDumpShowsEveryType() throws {
    let url = Support.packageRoot.appendingPathComponent("Examples/Employee/employee.swift")
    let checked = try Support.check(contentsOf: url)
    let dump = ASTDumper(sourceManager: checked.sourceManager, showSemantics: true).dump(checked.module.files[0])
    let untyped = dump.split(separator: "\n").filter { $0.contains("type=\"<null>\"") && !$0.contains("thrown_type") }
    #expect(untyped.isEmpty, "\(untyped.prefix(5).joined(separator: "\n"))")
    #expect(dump.contains("(member_ref_expr type=\"Int\"") && dump.contains("interface_type=\"(Employee.Type) -> (String, String, any Address) -> Employee\""))
  }

  /// `Int` changed to `Foo` on line 4: swiftc's error, at swiftc's place.
  @Test func employeeWithUnknownType() throws {
    let url = Support.packageRoot.appendingPathComponent("Examples/Employee/employee.swift")
    var text = try String(contentsOf: url, encoding: .utf8)
    text = text.replacingOccurrences(of: "var houseNo: Int { get }", with: "var houseNo: Foo { get }")
    let checked = Support.check(text, name: "employee.swift")
    let errors = checked.diagnostics.sorted.filter { $0.severity == .error }
    #expect(errors.count == 1)
    let rendered = checked.render(Array(errors.prefix(1)))
    #expect(rendered.hasPrefix("employee.swift:4:18: error: cannot find type 'Foo' in scope"), "\(rendered)")
  }
}
