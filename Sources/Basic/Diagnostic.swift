/// How bad a diagnostic is. Only errors make a compile fail.
public enum Severity: String, Sendable, Comparable {
  case note, warning, error

  private var rank: Int {
    switch self {
    case .note: 0
    case .warning: 1
    case .error: 2
    }
  }

  public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// A diagnostic is a value: what went wrong, where, and notes that point elsewhere.
/// Stages never print; they append diagnostics to a `DiagnosticEngine`, and the driver
/// sorts and renders them (as Go's `scanner.ErrorList` does).
public struct Diagnostic: Sendable, Equatable {
  public var severity: Severity
  public var message: String
  public var loc: SourceLoc
  /// Extra ranges to underline (the operands of a bad binary operator, ...).
  public var ranges: [SourceRange]
  public var notes: [Diagnostic]
  /// The diagnostic group swiftc names after the message (`[#no-usage]`), which
  /// `-Wwarning`/`-Werror` would take; not part of the message `-verify` matches.
  public var group: String?

  public init(
    _ severity: Severity, _ message: String, at loc: SourceLoc,
    ranges: [SourceRange] = [], notes: [Diagnostic] = [], group: String? = nil
  ) {
    self.severity = severity
    self.message = message
    self.loc = loc
    self.ranges = ranges
    self.notes = notes
    self.group = group
  }

  /// A note to attach to another diagnostic.
  public static func note(_ message: String, at loc: SourceLoc) -> Diagnostic {
    Diagnostic(.note, message, at: loc)
  }
}

/// Collects the diagnostics of one compilation. After `maxErrors` errors it stops
/// taking more and sets `isCapped`, so a bad file cannot bury the first error.
public final class DiagnosticEngine: @unchecked Sendable {
  public let sourceManager: SourceManager
  public private(set) var diagnostics: [Diagnostic] = []
  public private(set) var errorCount = 0
  public var maxErrors: Int
  public private(set) var isCapped = false

  public init(sourceManager: SourceManager, maxErrors: Int = 20) {
    self.sourceManager = sourceManager
    self.maxErrors = maxErrors
  }

  public var hasErrors: Bool { errorCount > 0 }

  public func report(_ diagnostic: Diagnostic) {
    if diagnostic.severity == .error {
      if errorCount >= maxErrors {
        isCapped = true
        return
      }
      errorCount += 1
    }
    diagnostics.append(diagnostic)
  }

  public func error(_ message: String, at loc: SourceLoc, notes: [Diagnostic] = []) {
    report(Diagnostic(.error, message, at: loc, notes: notes))
  }

  public func warning(_ message: String, at loc: SourceLoc) {
    report(Diagnostic(.warning, message, at: loc))
  }

  /// The diagnostics in source order (stable for equal locations), the order the
  /// driver prints them in.
  public var sorted: [Diagnostic] { DiagnosticEngine.sortedByLocation(diagnostics) }

  /// Sorts by location, keeping the report order of diagnostics at the same place.
  public static func sortedByLocation(_ list: [Diagnostic]) -> [Diagnostic] {
    list.enumerated().sorted { a, b in
      a.element.loc != b.element.loc ? a.element.loc < b.element.loc : a.offset < b.offset
    }.map(\.element)
  }
}
