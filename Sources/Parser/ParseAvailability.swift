import AST
import Basic

extension Parser {
  /// True at `#available(` or `#unavailable(`.
  func atAvailabilityCondition() -> Bool {
    guard at(.pound), peek().range.start.offset == tok.range.end.offset else { return false }
    return isContextual(peek(), "available") || isContextual(peek(), "unavailable")
  }

  /// availability-condition = ('#available' | '#unavailable') '(' availability-spec
  ///                           (',' availability-spec)* ')'
  /// availability-spec = '*' | platform-name version
  /// version = decimal-digits ('.' decimal-digits)*
  ///
  /// Whether `*` must be there (or must not) is Sema's to say (Availability.swift), as
  /// in swiftc.
  mutating func parseAvailabilityCondition() -> AvailabilityCondition? {
    let pound = consume()
    let isUnavailable = isContextual("unavailable")
    consume()
    guard expect(.leftParen, ParserDiagnostics.expectedInAvailability("availability condition")) != nil else { return nil }
    var specs: [AvailabilitySpec] = []
    repeat {
      let start = tok.loc
      if tok.kind.isOperator, tokenTextEquals(tok, "*") {
        consume()
        specs.append(AvailabilitySpec(platform: nil, version: nil, versionLoc: nil, range: range(from: start)))
        continue
      }
      guard at(.identifier) else {
        error(ParserDiagnostics.expectedInAvailability("platform name"))
        return nil
      }
      let platformTok = consume()
      let platform = text(platformTok)
      guard at(.integerLiteral) || at(.floatingLiteral) else {
        error(ParserDiagnostics.expectedInAvailability("version number"), at: platformTok.loc)
        return nil
      }
      // `10.12.1` is a float literal, a `.` and an integer: one version.
      let versionLoc = tok.loc
      var version = text(consume())
      while at(.period), peek().kind == .integerLiteral {
        consume()
        version += "." + text(consume())
      }
      specs.append(AvailabilitySpec(platform: platform, version: version, versionLoc: versionLoc, range: range(from: start)))
    } while consumeIf(.comma) != nil
    guard expect(.rightParen, ParserDiagnostics.expectedRightParenInAvailability) != nil else { return nil }
    return AvailabilityCondition(isUnavailable: isUnavailable, specs: specs, range: range(from: pound.loc))
  }
}

/// The syntax errors of availability conditions, as swiftc words them.
extension ParserDiagnostics {
  /// "expected availability condition" (no `(`), "expected platform name",
  /// "expected version number".
  static func expectedInAvailability(_ what: String) -> String { "expected \(what)" }
  static let expectedRightParenInAvailability = "expected ')' in availability query"
  /// `let b = #available(iOS 10, *)`
  static let availabilityOutsideCondition =
    "#available may only be used as condition of an 'if', 'guard' or 'while' statement"
}
