/// `-verify`: compares the diagnostics a compilation produced with the ones its source
/// files announce in swiftc's annotation syntax, and returns the differences as errors
/// in swiftc's words (an empty result means the file verified).
///
///     x = 1 // expected-error {{cannot assign to value: 'x' is a 'let' constant}}
///     // expected-error@-1 {{...}}     the line above (also @+N, @N for line N)
///     f()   // expected-note {{...}} expected-warning 2 {{...}}
///
/// An annotation matches a diagnostic of the same kind on its line whose message
/// contains the annotation's text (as swiftc's verifier does). Fix-it annotations
/// (`{{1-2=text}}`) after the message are accepted and ignored. Notes attached to a
/// diagnostic count as diagnostics of their own. Diagnostics outside `files` are
/// unexpected.
///
///     let problems = Verifier.verify(files: [file], diagnostics: engine.diagnostics)
public enum Verifier {
  /// One `expected-...` annotation.
  public struct Expectation: Equatable {
    public var severity: Severity
    /// The file and 1-based line the diagnostic is expected on.
    public var file: UInt32
    public var line: Int
    public var message: String
    public var count: Int
    /// Where the annotation (`expected-...`) and its message were written.
    public var loc: SourceLoc
    public var messageLoc: SourceLoc
  }

  /// The annotations of a file.
  public static func expectations(in file: SourceFile) -> [Expectation] {
    var result: [Expectation] = []
    let bytes = file.bytes
    let n = file.count
    let marker = Array("expected-".utf8)
    var i = 0
    while i + marker.count <= n {
      guard bytes[i] == marker[0], Array(bytes[i..<(i + marker.count)]) == marker else {
        i += 1
        continue
      }
      let start = i
      var j = i + marker.count
      func word() -> String {
        var w = ""
        while j < n, (bytes[j] >= UInt8(ascii: "a") && bytes[j] <= UInt8(ascii: "z")) {
          w.append(Character(UnicodeScalar(bytes[j])))
          j += 1
        }
        return w
      }
      let kind = word()
      let severity: Severity
      switch kind {
      case "error": severity = .error
      case "warning": severity = .warning
      case "note": severity = .note
      default:
        i = j
        continue
      }
      let (annotationLine, _) = file.lineAndColumn(start)
      var line = annotationLine
      if j < n, bytes[j] == UInt8(ascii: "@") {
        j += 1
        var sign = 0
        if j < n, bytes[j] == UInt8(ascii: "+") { sign = 1; j += 1 }
        else if j < n, bytes[j] == UInt8(ascii: "-") { sign = -1; j += 1 }
        var number = 0
        var digits = 0
        while j < n, bytes[j] >= UInt8(ascii: "0"), bytes[j] <= UInt8(ascii: "9") {
          number = number * 10 + Int(bytes[j] - UInt8(ascii: "0"))
          j += 1
          digits += 1
        }
        if digits > 0 { line = sign == 0 ? number : annotationLine + sign * number }
        // `@:COL` (a column) is accepted and not checked.
        if j < n, bytes[j] == UInt8(ascii: ":") {
          j += 1
          while j < n, bytes[j] >= UInt8(ascii: "0"), bytes[j] <= UInt8(ascii: "9") { j += 1 }
        }
      }
      while j < n, bytes[j] == UInt8(ascii: " ") || bytes[j] == UInt8(ascii: "\t") { j += 1 }
      var count = 1
      if j < n, bytes[j] >= UInt8(ascii: "0"), bytes[j] <= UInt8(ascii: "9") {
        count = 0
        while j < n, bytes[j] >= UInt8(ascii: "0"), bytes[j] <= UInt8(ascii: "9") {
          count = count * 10 + Int(bytes[j] - UInt8(ascii: "0"))
          j += 1
        }
        while j < n, bytes[j] == UInt8(ascii: " ") { j += 1 }
      }
      guard j + 1 < n, bytes[j] == UInt8(ascii: "{"), bytes[j + 1] == UInt8(ascii: "{") else {
        i = j
        continue
      }
      let messageStart = j + 2
      var k = messageStart
      while k + 1 < n, !(bytes[k] == UInt8(ascii: "}") && bytes[k + 1] == UInt8(ascii: "}")) { k += 1 }
      let message = String(decoding: bytes[messageStart..<min(k, n)], as: UTF8.self)
      result.append(Expectation(severity: severity, file: file.id, line: line, message: message, count: count,
                                loc: file.loc(start), messageLoc: file.loc(messageStart)))
      i = k + 2
    }
    return result
  }

  /// Compares. Returns the mismatches: `expected error not produced`, `incorrect
  /// message found`, `unexpected error produced: ...`.
  public static func verify(files: [SourceFile], diagnostics produced: [Diagnostic]) -> [Diagnostic] {
    var all: [Diagnostic] = []
    for d in produced {
      var top = d
      top.notes = []
      all.append(top)
      all.append(contentsOf: d.notes)
    }
    var used = [Bool](repeating: false, count: all.count)
    var problems: [Diagnostic] = []
    func line(of d: Diagnostic) -> (UInt32, Int)? {
      guard d.loc.isValid, let f = files.first(where: { $0.id == d.loc.file }) else { return nil }
      return (f.id, f.lineAndColumn(Int(d.loc.offset)).line)
    }
    let lines = all.map(line)
    for file in files {
      for e in expectations(in: file) {
        for _ in 0..<max(e.count, 1) {
          let matches = { (i: Int) -> Bool in
            !used[i] && all[i].severity == e.severity && lines[i]?.0 == e.file && lines[i]?.1 == e.line
          }
          if let i = all.indices.first(where: { matches($0) && all[$0].message.contains(e.message) }) {
            used[i] = true
          } else if let i = all.indices.first(where: matches) {
            used[i] = true
            problems.append(Diagnostic(.error, "incorrect message found", at: e.messageLoc,
                                       notes: [.note("found: \(all[i].message)", at: all[i].loc)]))
          } else {
            problems.append(Diagnostic(.error, "expected \(e.severity.rawValue) not produced", at: e.loc))
          }
        }
      }
    }
    for (i, d) in all.enumerated() where !used[i] {
      problems.append(Diagnostic(.error, "unexpected \(d.severity.rawValue) produced: \(d.message)", at: d.loc))
    }
    return problems
  }
}
