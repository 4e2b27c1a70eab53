import Foundation
import Testing

/// The classroom exercises' scripts (`Examples/Exercises`): what `start` gives a student.
@Suite struct ExerciseScriptTests {
  static let exercises = TestSupport.packageRoot.appendingPathComponent("Examples/Exercises")

  /// The exercises that take code out (a non-empty `start.patch`), by folder name.
  static func rebuildExercises() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: exercises.path)) ?? []
    return names.filter { name in
      guard name.range(of: #"^[0-9][0-9]-"#, options: .regularExpression) != nil else { return false }
      let patch = exercises.appendingPathComponent(name).appendingPathComponent("start.patch")
      let size = (try? FileManager.default.attributesOfItem(atPath: patch.path)[.size] as? Int) ?? 0
      return size > 0
    }.sorted()
  }

  /// `start NN` makes a copy whose git history is the started state alone: one commit,
  /// a clean status (so `git diff HEAD` is the student's work only), the exercise's
  /// patches present but untracked, and no line that start.patch took out of the
  /// sources anywhere in `git log -p` (a README's code block included).
  @Test(arguments: rebuildExercises())
  func startedCopyHistoryDoesNotShowTheRemovedCode(_ exercise: String) throws {
    guard let git = TestSupport.which("git") else {
      print("skipped: git is not installed")
      return
    }
    try TestSupport.withScratch { scratch in
      let copy = scratch.appendingPathComponent("copy")
      let start = try TestSupport.run(
        "/bin/bash", [Self.exercises.appendingPathComponent("start").path, exercise, copy.path, "--no-build-copy"])
      try #require(start.status == 0, "start \(exercise) failed: \(start.stderr)")
      func gitOutput(_ arguments: [String]) throws -> String {
        let r = try TestSupport.run(git, ["-C", copy.path] + arguments)
        try #require(r.status == 0, "git \(arguments.joined(separator: " ")) failed: \(r.stderr)")
        return r.stdout
      }

      #expect(try gitOutput(["rev-list", "--all", "--count"]) == "1\n", "the copy has more than one commit")
      #expect(try gitOutput(["status", "--porcelain"]) == "", "the started copy is not clean")
      let folder = copy.appendingPathComponent("Examples/Exercises/\(exercise)")
      let startPatch = try String(contentsOf: folder.appendingPathComponent("start.patch"), encoding: .utf8)
      #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("solution.patch").path))

      // The lines start.patch removed that the started sources no longer have anywhere
      // (a removed `} else {`, or a loop that another function repeats, is not telling).
      let sources = try gitOutput(["ls-files", "Sources", "Tests"]).split(separator: "\n")
      var present: Set<String> = []
      for path in sources {
        guard let text = try? String(contentsOf: copy.appendingPathComponent(String(path)), encoding: .utf8) else {
          continue
        }
        present.formUnion(text.split(separator: "\n").map(Self.trimmed))
      }
      let removed = Set(
        startPatch.split(separator: "\n").filter { $0.hasPrefix("-") && !$0.hasPrefix("--- ") }
          .map { Self.trimmed($0.dropFirst()) }
      ).filter { !$0.isEmpty && !present.contains($0) }
      try #require(!removed.isEmpty, "start.patch of \(exercise) removes nothing the sources keep elsewhere")

      let history = try gitOutput(["log", "-p", "--all", "--format=%B"])
      let shown = Set(
        history.split(separator: "\n").map { line in
          Self.trimmed(line.first.map { "+- ".contains($0) } == true ? line.dropFirst() : line[...])
        })
      let leaked = removed.filter { shown.contains($0) }.sorted()
      #expect(leaked.isEmpty, "git log -p in the started copy shows removed code: \(leaked)")
    }
  }

  static func trimmed(_ s: Substring) -> String {
    s.trimmingCharacters(in: .whitespaces)
  }
}
