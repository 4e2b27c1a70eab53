import AST
import Basic
import Lexer

/// Typed throws (`func summarize() throws(StatisticsError)`, `do throws(E) { }`), from
/// Swift 6: not in the subset yet. The thrown type is parsed, so that the error stands
/// at the `throws` and not at the parenthesis as a stray statement, and reported there;
/// the tree is not kept, since a function taken as throwing `any Error` would blame
/// valid Swift in its callers' `catch` (`switch error { case .noRatings: ... }`).
extension Parser {
  /// After `throws` at `throwsLoc`: a `(Type)` that follows, reported.
  mutating func parseThrownType(after throwsLoc: SourceLoc) {
    guard at(.leftParen), !tok.isAtStartOfLine else { return }
    consume()
    _ = parseType(message: ParserDiagnostics.expectedType)
    _ = consumeIf(.rightParen)
    error(ParserDiagnostics.notSupportedYet("typed throws"), at: throwsLoc)
  }
}
