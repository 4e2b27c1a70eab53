import AST
import Basic
import Foundation
import Parser
import Sema
import Testing

/// `-dump-ast` of the chapter's `employee.swift` (`Golden/employee.swift`, a copy of
/// `../shared/conformance/book/employee.swift`) against swiftc's own.
///
/// - `Golden/employee.dump-ast.txt` is swiftc's output with its pointers removed, made by
///   `Tests/SemaTests/Golden/record` (never by hand); `goldenIsSwiftcOutput` checks it is.
/// - `Golden/employee.dump-ast.miniswiftc.txt` pins miniswiftc's own dump, so that any
///   change to it shows in review. After an intended change:
///
///       MINISWIFTC_UPDATE_GOLDEN=1 swift test --filter SemaTests.DumpASTGoldenTests
///
///   then review `git diff Tests/SemaTests/Golden`.
/// - `reproducesSwiftcLines` measures how many of swiftc's lines miniswiftc's dump
///   reproduces exactly (a longest common subsequence of the two, line by line) and
///   requires at least 80%.
@Suite struct DumpASTGoldenTests {
  static let golden = Support.packageRoot.appendingPathComponent("Tests/SemaTests/Golden")
  static let source = golden.appendingPathComponent("employee.swift")
  static let swiftcDump = golden.appendingPathComponent("employee.dump-ast.txt")
  static let ourGolden = golden.appendingPathComponent("employee.dump-ast.miniswiftc.txt")

  /// The dump `miniswiftc -dump-ast employee.swift` prints (module `employee`), or that
  /// of another file of `Golden/`.
  static func ourDump(of name: String = "employee") throws -> String {
    let sm = SourceManager()
    let url = golden.appendingPathComponent(name + ".swift")
    let file = sm.addFile(name: name + ".swift", text: try String(contentsOf: url, encoding: .utf8))
    let diags = DiagnosticEngine(sourceManager: sm, maxErrors: 1000)
    let node = Parser.parse(file, diagnostics: diags)
    let module = ModuleDecl(name: name, files: [node])
    Sema(diagnostics: diags, standardLibrary: Parser.standardLibrary(sources: sm, diagnostics: diags)).check(module)
    #expect(!diags.hasErrors)
    return ASTDumper(sourceManager: sm, showSemantics: true, moduleName: module.name).dump(node)
  }

  /// The number of lines of `a` that appear, in order, in `b`: the length of their
  /// longest common subsequence.
  static func commonLines(_ a: [Substring], _ b: [Substring]) -> Int {
    var previous = [Int](repeating: 0, count: b.count + 1)
    var current = previous
    for x in a {
      for (j, y) in b.enumerated() {
        current[j + 1] = x == y ? previous[j] + 1 : max(previous[j + 1], current[j])
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }

  @Test func commonLinesIsTheLongestCommonSubsequence() {
    #expect(DumpASTGoldenTests.commonLines(["a", "b", "c", "d"], ["a", "x", "c", "b", "d"]) == 3)
    #expect(DumpASTGoldenTests.commonLines(["a"], []) == 0)
    #expect(DumpASTGoldenTests.commonLines(["a", "a"], ["a"]) == 1)
  }

  @Test func reproducesSwiftcLines() throws {
    let swiftc = try String(contentsOf: DumpASTGoldenTests.swiftcDump, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
    let ours = try DumpASTGoldenTests.ourDump().split(separator: "\n", omittingEmptySubsequences: false)
    let lines = swiftc.filter { !$0.isEmpty }
    let matched = DumpASTGoldenTests.commonLines(lines, ours)
    let percent = Double(matched) * 100 / Double(lines.count)
    #expect(percent >= 80, "miniswiftc reproduces \(matched) of swiftc's \(lines.count) lines")
    print("-dump-ast of employee.swift: \(matched) of swiftc's \(lines.count) lines reproduced (\(Int(percent))%)")
  }

  @Test func employeeMatchesOurGolden() throws {
    let dump = try DumpASTGoldenTests.ourDump()
    if ProcessInfo.processInfo.environment["MINISWIFTC_UPDATE_GOLDEN"] != nil {
      try dump.write(to: DumpASTGoldenTests.ourGolden, atomically: true, encoding: .utf8)
    }
    let golden = try String(contentsOf: DumpASTGoldenTests.ourGolden, encoding: .utf8)
    #expect(dump == golden)
    // Deterministic: a second run prints the same text.
    #expect(try DumpASTGoldenTests.ourDump() == dump)
  }

  /// The lines of swiftc's and of miniswiftc's `-dump-ast` of `Golden/NAME.swift` that
  /// `select` keeps, pointers removed and the file named as miniswiftc names it.
  static func dumpLines(of name: String, _ select: (Substring) -> Bool) throws -> (swiftc: [String], ours: [String]) {
    let source = golden.appendingPathComponent(name + ".swift").path
    let (status, output) = try Support.run(Support.swiftc!, ["-dump-ast", source])
    #expect(status == 0)
    func lines(_ dump: String) -> [String] {
      dump.split(separator: "\n").filter(select).map {
        $0.replacingOccurrences(of: #" decl_context=0x[0-9a-f]+"#, with: "", options: .regularExpression)
          .replacingOccurrences(of: #"<anonymous @ 0x[0-9a-f]+>"#, with: "<anonymous>", options: .regularExpression)
          .replacingOccurrences(of: source, with: name + ".swift")
      }
    }
    return (lines(output), lines(try ourDump(of: name)))
  }

  /// `Golden/closures.swift`: each closure's line (its discriminator, isolation,
  /// captures and whether it escapes), each local function's `nonisolated`, and every
  /// `captures=` of a function or accessor are swiftc's (pointers removed). Compared
  /// without their indentation and label: the nodes around a closure may differ (swiftc
  /// converts a default argument's closure to a non-escaping one in a
  /// `function_conversion_expr`).
  @Test(.enabled(if: Support.swiftc != nil, "swiftc is not installed"))
  func closuresAreSwiftcs() throws {
    let (theirs, ours) = try DumpASTGoldenTests.dumpLines(of: "closures") { line in
      line.contains("closure_expr") && !line.contains("autoclosure_expr") || line.contains("nonisolated_attr")
        || line.contains("captures=")
    }
    func bare(_ line: String) -> String {
      String(line.drop { $0 == " " }).replacingOccurrences(of: "(expression=", with: "(")
    }
    #expect(theirs.count > 20)
    #expect(ours.map(bare) == theirs.map(bare))
  }

  /// `Golden/reference_names.swift`: every declaration a written expression refers to
  /// (`decl=`), an override's `override=` and a default argument's owner are named as
  /// swiftc names them: a function whose parameters have no labels by its base name
  /// (`inc`, `Animal.speak`, `Shape.scaled`), an accessor's locals under the type
  /// (`Square.<anonymous>.newValue`), a subclass's inherited initializer at its class's
  /// `{`, a `super.init(...)` at its `init`. Compared as sets of names, without generic
  /// substitutions (swiftc's `original_init=` of a local is not type-checked, so it
  /// names less).
  @Test(.enabled(if: Support.swiftc != nil, "swiftc is not installed"))
  func referenceNamesAreSwiftcs() throws {
    let (theirs, ours) = try DumpASTGoldenTests.dumpLines(of: "reference_names") { line in
      !line.contains(" implicit ")
    }
    func names(_ lines: [String]) -> Set<String> {
      var found = Set<String>()
      let pattern = #/(decl|override|default_args_owner)="(reference_names\.[^"\[]*?)( \[with[^"]*)?"/#
      for line in lines {
        for m in line.matches(of: pattern) { found.insert("\(m.1)=\(m.2)") }
      }
      return found
    }
    #expect(names(theirs).count > 25)
    #expect(names(ours) == names(theirs))
  }

  /// `Golden/generic_interface_types.swift`: every declaration in a generic context
  /// (functions, initializers, accessors, subscripts, local functions) shows swiftc's
  /// generic signature before its interface type, and a generic type's `self` with its
  /// parameters. (Compared up to the interface type; `genericCapturesAreSwiftcs` checks
  /// the captures. Here some differ: swiftc writes a same-type constrained member by its
  /// representative, `C1.Item` for `C2.Item`.)
  @Test(.enabled(if: Support.swiftc != nil, "swiftc is not installed"))
  func genericInterfaceTypesAreSwiftcs() throws {
    let (theirs, ours) = try DumpASTGoldenTests.dumpLines(of: "generic_interface_types") { line in
      line.contains("interface_type=\"<") && !line.contains("<Self where")
    }
    func upToType(_ line: String) -> String {
      guard let start = line.range(of: "interface_type=\"") else { return line }
      let rest = line[start.upperBound...]
      return String(line[..<start.upperBound]) + String(rest.prefix { $0 != "\"" })
    }
    #expect(theirs.count > 15)
    #expect(ours.map(upToType) == theirs.map(upToType))
  }

  /// `Golden/opaque_results.swift`: each function's `opaque_result_decl` line is
  /// swiftc's (pointers removed).
  @Test(.enabled(if: Support.swiftc != nil, "swiftc is not installed"))
  func opaqueResultDeclsAreSwiftcs() throws {
    let (theirs, ours) = try DumpASTGoldenTests.dumpLines(of: "opaque_results") { $0.contains("opaque_result_decl") }
    #expect(theirs.count == 4)
    #expect(ours == theirs)
  }

  /// `Golden/type_reprs.swift`: every written type (`type_optional`, `type_tuple`,
  /// `type_composite`, `type_existential`, ...) dumps as swiftc's, line for line: only the
  /// names in it are bound, so no structural type prints a `bind=` of its own.
  @Test(.enabled(if: Support.swiftc != nil, "swiftc is not installed"))
  func typeReprsAreSwiftcs() throws {
    let (theirs, ours) = try DumpASTGoldenTests.dumpLines(of: "type_reprs") {
      $0.contains("(type_") && !$0.contains("(type_expr")
    }
    #expect(theirs.count > 20)
    #expect(ours == theirs)
  }

  /// `Golden/nested_generic_types.swift`: a type nested in a generic type (in its body
  /// or an extension) dumps as swiftc's, its interface type `Stack<Element>.Iterator.Type`.
  @Test(.enabled(if: Support.swiftc != nil, "swiftc is not installed"))
  func typesNestedInGenericTypesAreSwiftcs() throws {
    let (theirs, ours) = try DumpASTGoldenTests.dumpLines(of: "nested_generic_types") {
      $0.contains("(struct_decl") || $0.contains("(class_decl") || $0.contains("(enum_decl")
    }
    #expect(theirs.count == 6)
    #expect(ours == theirs)
  }

  /// `Golden/generic_initializers.swift`: a call of a generic initializer refers to it
  /// with its substitution map and its type for the arguments (`([Int]) -> Total`), as
  /// swiftc's.
  @Test(.enabled(if: Support.swiftc != nil, "swiftc is not installed"))
  func genericInitializerCallsAreSwiftcs() throws {
    let (theirs, ours) = try DumpASTGoldenTests.dumpLines(of: "generic_initializers") { line in
      line.contains("constructor_ref_call_expr")
        || (line.contains("(declref_expr") && line.contains(#/init\([a-z_:]*\)@/#))
    }
    #expect(theirs.count == 12)
    #expect(ours == theirs)
  }

  /// `Golden/key_paths.swift`: every key path (`keypath_expr`, its components with their
  /// `@lvalue` types, its untyped parsed root or path) and key-path application dumps as
  /// swiftc's, line for line.
  @Test(.enabled(if: Support.swiftc != nil, "swiftc is not installed"))
  func keyPathsAreSwiftcs() throws {
    let (theirs, ours) = try DumpASTGoldenTests.dumpLines(of: "key_paths") { line in
      ["keypath_expr", "keypath_application_expr", "(components", "(member decl", "(optional_chain", "(optional_wrap", "(optional_force", "(identity",
       "parsed_", "key_path_dot_expr"].contains { line.contains($0) }
    }
    #expect(theirs.count > 80)
    #expect(ours == theirs)
  }

  /// `Golden/do_statements.swift`: a `do` without `catch` is a `do_stmt`, one with
  /// `catch` clauses a `do_catch_stmt` that says whether an error can leave it
  /// (`throws`/`nothrow`), with its body and `catch` cases, as swiftc's.
  @Test(.enabled(if: Support.swiftc != nil, "swiftc is not installed"))
  func doStatementsAreSwiftcs() throws {
    let (theirs, ours) = try DumpASTGoldenTests.dumpLines(of: "do_statements") { line in
      ["(do_stmt", "(do_catch_stmt", "brace_stmt", "(case_stmt", "(catch_stmts"].contains { line.contains($0) }
    }
    #expect(theirs.count > 15)
    #expect(ours == theirs)
  }

  /// The lines of `dump` in the subtrees whose first line `starts` selects, leaving out
  /// what is under an `original_init=` (swiftc's is the unchecked expression).
  static func subtrees(_ dump: [String], _ starts: (String) -> Bool) -> [String] {
    var out: [String] = []
    var skipping: Int?
    var taking: Int?
    for line in dump {
      let indent = line.prefix { $0 == " " }.count
      if let s = skipping { if indent > s { continue } else { skipping = nil } }
      if let t = taking { if indent > t { out.append(line); continue } else { taking = nil } }
      if line.contains("original_init=") {
        skipping = indent
      } else if starts(line) {
        taking = indent
        out.append(line)
      }
    }
    return out
  }

  /// `Golden/collection_upcasts.swift`: every `collection_upcast_expr` (of an array, a
  /// dictionary, an optional array, to `any P`, `Any`, `AnyObject` and a superclass, in
  /// each place a conversion happens) dumps as swiftc's, its whole subtree line for line:
  /// the converted collection, the `key_conversion=` and `value_conversion=` over their
  /// `opaque_value_expr` stand-ins (swiftc's pointers removed).
  @Test(.enabled(if: Support.swiftc != nil, "swiftc is not installed"))
  func collectionUpcastsAreSwiftcs() throws {
    let (theirs, ours) = try DumpASTGoldenTests.dumpLines(of: "collection_upcasts") { _ in true }
    let unpointed = theirs.map {
      $0.replacingOccurrences(of: #"(opaque_value_expr .*) 0x[0-9a-f]+\)"#, with: "$1)", options: .regularExpression)
    }
    let upcast = { (line: String) in line.contains("collection_upcast_expr") }
    let swiftcs = DumpASTGoldenTests.subtrees(unpointed, upcast)
    #expect(swiftcs.filter(upcast).count == 11)
    #expect(DumpASTGoldenTests.subtrees(ours, upcast) == swiftcs)
  }

  /// `Golden/generic_captures.swift`: every function's, accessor's and closure's
  /// `captures=` is swiftc's, in a generic context too: `<generic>`, the values, then the
  /// types, the generic parameters as the body uses them (archetypes `T`, `S.Element`, in
  /// the order swiftc meets them) and as the interface type does (`τ_0_0`, `τ_1_0`).
  /// Compared node by node, each by its kind and range (pointers removed).
  @Test(.enabled(if: Support.swiftc != nil, "swiftc is not installed"))
  func genericCapturesAreSwiftcs() throws {
    let node = #/^\s*\((?:[a-z_]+=)?(func_decl|accessor_decl|constructor_decl|destructor_decl|closure_expr)/#
    let (theirs, ours) = try DumpASTGoldenTests.dumpLines(of: "generic_captures") { $0.contains(node) }
    func captures(_ lines: [String]) -> [String] {
      lines.map { line in
        let kind = line.firstMatch(of: node).map { String($0.1) } ?? ""
        let range = line.firstMatch(of: #/range=\[[^\]]*\]/#).map { String($0.0) } ?? ""
        let captures = line.firstMatch(of: #/captures=\((?:[^()]|\([^()]*\))*\)/#).map { String($0.0) } ?? "-"
        return "\(kind) \(range) \(captures)"
      }
    }
    #expect(theirs.filter { $0.contains("captures=(<generic>") }.count > 40)
    #expect(captures(ours) == captures(theirs))
  }

  /// `Golden/inherited_initializers.swift`: a subclass's inherited initializers, a
  /// class's implicit `deinit` and default `init()` dump as swiftc's, whole subtrees in
  /// order: an inherited initializer overrides (`override_attr`), its `self` has its
  /// type, its parameters (`apiName=`, a default `default_arg=inherited`) and body have
  /// no place and end in an implicit `return`; the implicit `deinit` follows it.
  @Test(.enabled(if: Support.swiftc != nil, "swiftc is not installed"))
  func inheritedInitializersAreSwiftcs() throws {
    let (theirs, ours) = try DumpASTGoldenTests.dumpLines(of: "inherited_initializers") { _ in true }
    let implicit = { (line: String) in line.contains("(constructor_decl implicit") || line.contains("(destructor_decl implicit") }
    let swiftcs = DumpASTGoldenTests.subtrees(theirs, implicit)
    #expect(swiftcs.filter(implicit).count == 8)
    #expect(DumpASTGoldenTests.subtrees(ours, implicit) == swiftcs)
  }

  /// `Golden/throwing.swift`: throwing code dumps as swiftc's: `rethrows_attr`, a call
  /// that can throw `throws` (a `rethrows` one when its argument throws), each `try` at
  /// what it tries, `try?` and `try!` with `thrown_error=` and `try?` injecting a value
  /// into an optional.
  @Test(.enabled(if: Support.swiftc != nil, "swiftc is not installed"))
  func throwingCodeIsSwiftcs() throws {
    let (theirs, ours) = try DumpASTGoldenTests.dumpLines(of: "throwing") { line in
      ["try_expr", "inject_into_optional", "rethrows_attr", "(call_expr"].contains { line.contains($0) }
    }
    #expect(theirs.filter { $0.contains(" throws ") }.count > 8)
    #expect(ours == theirs)
  }

  /// `Golden/self_parameters.swift`: each method's `self` parameter is swiftc's, its
  /// `interface_type=` shown only where swiftc computed it (the body uses `self`,
  /// something calls the method, an implicit initializer of the type is called).
  @Test(.enabled(if: Support.swiftc != nil, "swiftc is not installed"))
  func selfParametersAreSwiftcs() throws {
    let (theirs, ours) = try DumpASTGoldenTests.dumpLines(of: "self_parameters") { $0.contains("(parameter \"self\"") }
    #expect(theirs.count > 30)
    #expect(ours == theirs)
  }

  /// `Golden/builtin_operators.swift`: every built-in operator on Int, the sized
  /// integers, Double, Bool, String and Character is swiftc's call of the library's
  /// static operator on the type: a `dot_syntax_call_expr` of the `declref_expr` swiftc
  /// names (`Swift.(file).Int extension.+`, `Swift.(file).Int.<`, `Comparable.<
  /// [with ...]`) on an implicit `type_expr`; a compound assignment's destination is an
  /// `inout` argument.
  @Test(.enabled(if: Support.swiftc != nil, "swiftc is not installed"))
  func builtinOperatorsAreSwiftcs() throws {
    let (theirs, ours) = try DumpASTGoldenTests.dumpLines(of: "builtin_operators") { line in
      ["dot_syntax_call_expr implicit", "decl=\"Swift.(file).", "type_expr implicit", "(argument inout", "inout_expr implicit"]
        .contains { line.contains($0) }
    }
    #expect(theirs.filter { $0.contains("dot_syntax_call_expr") }.count > 350)
    #expect(ours == theirs)
  }

  @Test(.enabled(if: Support.swiftc != nil, "swiftc is not installed"))
  func goldenIsSwiftcOutput() throws {
    let record = DumpASTGoldenTests.golden.appendingPathComponent("record").path
    let (status, output) = try Support.run("/bin/bash", [record, "--stdout"])
    #expect(status == 0)
    let golden = try String(contentsOf: DumpASTGoldenTests.swiftcDump, encoding: .utf8)
    #expect(output == golden, "Golden/employee.dump-ast.txt is not swiftc's output: rerun Golden/record")
  }
}
