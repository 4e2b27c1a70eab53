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
    guard expect(.leftParen, ParserDiagnostics.expectedAvailabilityCondition) != nil else { return nil }
    var specs: [AvailabilitySpec] = []
    repeat {
      let start = tok.loc
      if tok.kind.isOperator, tokenTextEquals(tok, "*") {
        consume()
        specs.append(AvailabilitySpec(platform: nil, version: nil, versionLoc: nil, range: range(from: start)))
        continue
      }
      guard at(.identifier) else {
        error(ParserDiagnostics.expectedPlatformName)
        return nil
      }
      let platformTok = consume()
      let platform = text(platformTok)
      guard at(.integerLiteral) || at(.floatingLiteral) else {
        error(ParserDiagnostics.expectedVersionNumber, at: platformTok.loc)
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
