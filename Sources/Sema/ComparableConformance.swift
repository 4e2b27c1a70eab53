import AST
import Basic

/// `Comparable`, the standard library protocol a program's struct, class or enum may
/// declare conformance to. It refines `Equatable` (checked, and derived for a struct,
/// as `Equatable` alone is); its requirement, `static func <`, is written as a member
/// of the type or of an extension, or derived for an enum without a raw type
/// (DerivedEnumConformances.swift). `>`, `<=` and `>=` are the library's `extension
/// Comparable` operators (stdlib/Comparable.swift), unless the type writes its own.
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
      } else if let e = d as? EnumDecl {
        // (When the derived `==` fails too, its error has the note to add stubs.)
        let equatable = enumElements(of: e).flatMap { $0.parameters?.parameters ?? [] }
          .allSatisfy { conforms($0.interfaceType ?? .error, to: stdlib.protocols["Equatable"]) }
        let less = makeDerivedOperator("<", of: e, in: ext, isOperator: true)
        guard payloadsConform(e, to: "Comparable", at: loc, addStubs: equatable, member: less) else { return }
        less.body = derivedEnumLessBody(of: e)
        addDerivedMember(less, to: e)
      } else {
        // (A generic type is named with its parameters, `Ranked<T>`.)
        error(SemaDiagnostics.doesNotConform("\(type(of: d))", "Comparable"), at: loc, notes: [
          .note(SemaDiagnostics.noSynthesis("Comparable", for: synthesisKind(of: d)), at: loc),
          .note(SemaDiagnostics.addStubs(), at: loc),
        ])
      }
      return
    }
    // One written at file scope is recorded on the type: a comparison through a generic
    // parameter calls it rather than the library's (`comparisonOperator`).
    for op in [">", "<=", ">="] { _ = hasWrittenOperator(op, of: d) }
  }
}
