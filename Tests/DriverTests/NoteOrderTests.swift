import Foundation
import Testing

/// Diagnostics and their notes in swiftc's order, which `-verify` does not check: a
/// type missing a protocol's requirements gets the note to add stubs first, then one note
/// per missing requirement. Compared with `swiftc -typecheck` line by line, keeping the
/// lines at the file's own locations (swiftc shows its library's requirements as notes
/// at `Swift.Equatable.==:2:13`, miniswiftc at `Swift/Equatable.swift`).
@Suite struct NoteOrderTests {
  static let sources: [String: String] = [
    "missing_requirements.swift": "protocol P {\n  func f() -> Int\n  var x: Int { get }\n  init(y: Int)\n}\nstruct S: P {}\nclass C {}\nextension C: P {}\n",
    "missing_all_cases.swift": "struct S: CaseIterable {}\n",
    "synthesis_prevented.swift": "struct N {}\nstruct E: Equatable { var n: N }\nenum R: Int, Comparable { case a }\n",
  ]

  /// The `file:line:col: severity: message` lines at `name`'s own locations, in order.
  static func lines(_ stderr: String, in name: String) -> [String] {
    stderr.split(separator: "\n").map(String.init).filter { $0.hasPrefix(name + ":") && $0.contains(": ") }
      .filter { $0.contains(": error: ") || $0.contains(": note: ") || $0.contains(": warning: ") }
  }

  @Test(arguments: sources.keys.sorted()) func notesComeInSwiftcsOrder(_ name: String) throws {
    guard let swiftc = TestSupport.swiftc else {
      print("skipping \(name): swiftc is not installed")
      return
    }
    try TestSupport.withScratch { dir in
      try TestSupport.write(Self.sources[name]!, name, in: dir)
      let ours = try TestSupport.miniswiftc(["-typecheck", name], in: dir)
      let theirs = try TestSupport.run(swiftc, ["-typecheck", "-diagnostic-style=llvm", name], in: dir)
      #expect(!Self.lines(ours.stderr, in: name).isEmpty)
      #expect(Self.lines(ours.stderr, in: name) == Self.lines(theirs.stderr, in: name),
              "\(name):\n\(ours.stderr)\nswiftc:\n\(theirs.stderr)")
    }
  }
}
