import AST
import Basic

/// `Comparable`, the standard library protocol a program's struct, class or enum may
/// declare conformance to. It refines `Equatable` (checked, and derived for a struct,
/// as `Equatable` alone is); its requirement, `static func <`, is written as a member
/// of the type or of an extension (swiftc derives it for an enum without a raw type,
/// which miniswiftc does not yet). `>`, `<=` and `>=` are what the standard library's
/// `extension Comparable` makes of `<`, derived as members unless written:
///
///     static func > (a: S, b: S) -> Bool { b < a }
///     static func <= (a: S, b: S) -> Bool { !(b < a) }
///     static func >= (a: S, b: S) -> Bool { !(a < b) }
extension TypeChecker {
  func checkComparableConformance(_ d: NominalTypeDecl, ext: ExtensionDecl?) {
    let loc = ext?.loc ?? d.nameLoc
    checkRefinedEquatableConformance(d, ext: ext)
    if !hasWrittenOperator("<", of: d) {
      if let e = d as? EnumDecl, let raw = e.rawType, let rawRepr = e.inherited.first {
        // swiftc derives `<` for an enum without a raw type only.
        error(SemaDiagnostics.doesNotConform(d.name, "Comparable"), at: loc, notes: [
          .note(SemaDiagnostics.rawTypePreventsSynthesis(raw, d.name, "Comparable"), at: rawRepr.loc),
          .note(SemaDiagnostics.addStubs(), at: loc),
        ])
      } else if d is EnumDecl {
        notSupported("a derived 'Comparable' conformance of an enum", at: loc)
      } else {
        error(SemaDiagnostics.doesNotConform(d.name, "Comparable"), at: loc, notes: [
          .note(SemaDiagnostics.noSynthesis("Comparable", for: d is ClassDecl ? "class" : "struct"), at: loc),
          .note(SemaDiagnostics.addStubs(), at: loc),
        ])
      }
      return
    }
    let range = SourceRange(d.nameLoc)
    deriveOperator(">", of: d, body: comparison("<", "b", "a", range))
    deriveOperator("<=", of: d, body: negation(comparison("<", "b", "a", range), range))
    deriveOperator(">=", of: d, body: negation(comparison("<", "a", "b", range), range))
  }
}
