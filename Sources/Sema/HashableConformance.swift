import AST
import Basic

/// `Hashable`, the standard library protocol a program's struct may declare conformance
/// to. It refines `Equatable` (checked, and derived, as `Equatable` alone is). Its
/// requirement, `hash(into:)`, is derived as swiftc derives it for a struct whose stored
/// properties are all Hashable: IRGen hashes the properties in order (a dictionary key,
/// a set element); a written `hash(into:)` needs the standard library's `Hasher`, which
/// miniswiftc does not have yet ("type 'Hasher' is not supported yet"). An enum without
/// associated values is Hashable already; swiftc derives nothing for a class.
extension TypeChecker {
  func checkHashableConformance(_ d: NominalTypeDecl, ext: ExtensionDecl?) {
    let loc = ext?.loc ?? d.nameLoc
    switch d {
    case let s as StructDecl:
      if let v = storedProperties(of: s).first(where: { !conforms(typeOfVar($0), to: .hashable) }) {
        error(SemaDiagnostics.doesNotConform(d.name, "Hashable"), at: loc, notes: [
          .note(SemaDiagnostics.storedPropertyPreventsSynthesis(typeOfVar(v), d.name, "Hashable"), at: v.nameLoc),
        ])
      }
    case let e as EnumDecl:
      if enumElements(of: e).contains(where: { $0.parameters != nil }) {
        notSupported("a derived 'Hashable' conformance of an enum with associated values", at: loc)
        return
      }
    default:
      error(SemaDiagnostics.doesNotConform(d.name, "Hashable"), at: loc, notes: [
        .note(SemaDiagnostics.noSynthesisForClasses("Hashable"), at: loc),
      ])
    }
    checkRefinedEquatableConformance(d, ext: ext)
  }
}
