import Basic
import Sema
import Testing

/// The `-verify` library: annotation parsing and comparison.
@Suite struct VerifierTests {
  let sm = SourceManager()

  private func file(_ text: String) -> SourceFile {
    sm.addFile(name: "t.swift", text: text)
  }

  @Test func parsesAnnotationsWithOffsetsAndCounts() {
    let f = file("""
      x = 1 // expected-error {{cannot assign}} expected-note {{declared}}
      // expected-error@-1 {{second}}
      // expected-warning@+1 2 {{twice}}
      y()
      // expected-error@10 {{absolute}} expected-error {{fix}} {{1-2=a}}
      """)
    let e = Verifier.expectations(in: f)
    #expect(e.map(\.line) == [1, 1, 1, 4, 10, 5])
    #expect(e.map(\.message) == ["cannot assign", "declared", "second", "twice", "absolute", "fix"])
    #expect(e.map(\.severity) == [.error, .note, .error, .warning, .error, .error])
    #expect(e[3].count == 2)
  }

  @Test func matchesBySubstringLineAndKind() {
    let f = file("let a = 1\na = 2 // expected-error {{'a' is a 'let' constant}}\n")
    let produced = [Diagnostic(.error, "cannot assign to value: 'a' is a 'let' constant", at: f.loc(10))]
    #expect(Verifier.verify(files: [f], diagnostics: produced).isEmpty)
  }

  @Test func reportsMissingUnexpectedAndWrongMessages() {
    let f = file("""
      a = 2 // expected-error {{nothing like it}}
      b = 3 // expected-error {{never produced}}
      c = 4
      """)
    let produced = [
      Diagnostic(.error, "cannot assign", at: f.loc(0)),
      Diagnostic(.error, "surprise", at: f.loc(Int(f.lineStarts[2])), notes: [.note("a note", at: f.loc(0))]),
    ]
    let problems = Verifier.verify(files: [f], diagnostics: produced)
    let messages = problems.map(\.message)
    #expect(messages.contains("incorrect message found"))
    #expect(messages.contains("expected error not produced"))
    #expect(messages.contains("unexpected error produced: surprise"))
    #expect(messages.contains("unexpected note produced: a note"))
    #expect(problems.count == 4)
  }
}
