import AST
import Basic

/// `Hashable`, the standard library protocol a program's type may declare conformance
/// to (stdlib/Hashable.swift). It refines `Equatable` (checked, and derived, as
/// `Equatable` alone is). Its requirement, `hash(into:)`, is the type's written one
/// (a struct, an enum or a class), or, as swiftc derives it for a struct whose stored
/// properties are all Hashable and an enum without associated values, the library's
/// default, which feeds the compiler's hash of the value to the `Hasher` (IRGen hashes
/// the properties in order); for an enum with associated values and for a generic
/// struct, Sema's derived one (DerivedEnumHashable.swift, DerivedStructHashable.swift).
/// swiftc derives nothing for a class.
extension TypeChecker {
  func checkHashableConformance(_ d: NominalTypeDecl, ext: ExtensionDecl?) {
    let loc = ext?.loc ?? d.nameLoc
    // A built-in type's (stdlib/HashableBuiltinTypes.swift): the library's default
    // `hash(into:)`, the compiler's `==`.
    if d.builtinType != nil { return }
    if hasWrittenHashInto(d) {
      checkRefinedEquatableConformance(d, ext: ext)
      return
    }
    switch d {
    case let s as StructDecl where !s.genericParameters.isEmpty:
      // A generic struct's is derived (DerivedStructHashable.swift).
      deriveGenericStructHashInto(s, in: ext, at: loc)
    case let s as StructDecl:
      if let v = storedProperties(of: s).first(where: { !conforms(typeOfVar($0), to: stdlib.protocols["Hashable"]) }) {
        error(SemaDiagnostics.doesNotConform(d.name, "Hashable"), at: loc, notes: [
          .note(SemaDiagnostics.storedPropertyPreventsSynthesis(typeOfVar(v), d.name, "Hashable"), at: v.nameLoc),
        ])
      }
    case let e as EnumDecl:
      // With associated values: the derived `hash(into:)` (DerivedEnumHashable.swift).
      if enumElements(of: e).contains(where: { $0.parameters != nil }) {
        checkRefinedEquatableConformance(d, ext: ext)
        let hash = makeEnumHashInto(of: e, in: ext)
        guard payloadsConform(e, to: "Hashable", at: loc, addStubs: false, member: hash) else { return }
        addDerivedMember(hash, to: e)
        return
      }
    default:
      error(SemaDiagnostics.doesNotConform(d.name, "Hashable"), at: loc, notes: [
        .note(SemaDiagnostics.noSynthesis("Hashable", for: synthesisKind(of: d)), at: loc),
      ])
    }
    checkRefinedEquatableConformance(d, ext: ext)
  }

  /// Does `d` write `hash(into:)` (`NominalTypeDecl.writtenHashInto`)? Its members'
  /// signatures are resolved first: a set's element type may be checked before them.
  func hasWrittenHashInto(_ d: NominalTypeDecl) -> Bool {
    var current: NominalTypeDecl? = d
    while let c = current {
      let t = type(of: c)
      for case let f as FuncDecl in c.members + c.extensions.flatMap(\.members) where f.name == "hash" && !f.isStaticMember {
        resolveFunctionSignature(f, selfType: t, isStatic: false)
      }
      current = (c as? ClassDecl)?.superclass
    }
    return d.writtenHashInto != nil
  }
}
