import AST
import Lexer

extension Parser {
  /// typealias-decl = 'typealias' identifier '=' type
  mutating func parseTypeAliasDecl(modifiers: DeclModifiers) -> Decl? {
    traceEnter("parseTypeAliasDecl")
    defer { traceLeave() }
    let start = consume().loc
    guard at(.identifier) && !tok.isAtStartOfLine else {
      errorAtEndOfLineOrHere(ParserDiagnostics.expectedIdentifier(in: "typealias declaration"))
      return nil
    }
    let nameToken = consume()
    if startsWithLeftAngle() {
      error(ParserDiagnostics.unsupportedFeature("generic type aliases"))
      return nil
    }
    if at(.identifier) && !tok.isAtStartOfLine {
      // `typealias Count Int`: reported, skipped, then the missing `=` too (as swiftc does).
      error(ParserDiagnostics.unexpectedSecondIdentifier(in: "typealias declaration"))
      consume()
    }
    guard at(.equal) else {
      errorAtEndOfLineOrHere(ParserDiagnostics.expectedEqualInTypeAlias)
      return nil
    }
    consume()
    guard let underlying = parseType(message: ParserDiagnostics.expectedTypeInTypeAlias) else { return nil }
    let alias = TypeAliasDecl(name: text(nameToken), nameLoc: nameToken.loc, underlying: underlying, range: range(from: start))
    alias.modifiers = modifiers
    return alias
  }
}
