import AST
import Basic

/// `#available(iOS 10, macOS 10.12, *)` and `#unavailable(iOS 10)` in `if`, `guard` and
/// `while` conditions. miniswiftc builds for Linux, where none of Apple's platform
/// versions applies: as swiftc on Linux does, `#available` always holds and
/// `#unavailable` never does, decided at compile time (IRGen emits no test).
extension TypeChecker {
  /// Checks `c`, one clause of `conditions`, with swiftc's errors for the wildcard, and
  /// records whether it holds.
  func checkAvailability(_ c: AvailabilityCondition, in conditions: [StmtCondition]) {
    for case .availability(let other) in conditions {
      if other === c { break }
      if other.isUnavailable != c.isUnavailable {
        error(SemaDiagnostics.availableAndUnavailableTogether, at: c.range.start)
        break
      }
    }
    let wildcard = c.specs.first { $0.platform == nil }
    if c.isUnavailable, let wildcard {
      error(SemaDiagnostics.wildcardImplicitInUnavailable, at: wildcard.range.start)
    } else if !c.isUnavailable, wildcard == nil, let versionLoc = c.specs.last?.versionLoc {
      error(SemaDiagnostics.wildcardConditionRequired, at: c.range.start)
      // At the last platform's version, as swiftc.
      error(SemaDiagnostics.mustHandleFuturePlatforms, at: versionLoc)
    }
    c.holds = !c.isUnavailable
  }
}
