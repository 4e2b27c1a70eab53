import AST
import Basic

/// The `hash(into:)` swiftc derives for a generic `Hashable` struct (when every stored
/// property is Hashable, under the conformance's `where` clause): each stored property,
/// in order, fed to the hasher, written as the code Sema would otherwise read, then
/// type-checked and emitted like it (as DerivedEnumHashable.swift writes an enum's):
///
///     func hash(into hasher: inout Hasher) {
///       hasher.combine(self.a)
///       hasher.combine(self.b)
///     }
///
/// Its properties' types are the type's generic arguments, known in a specialization
/// only, and whether they are Hashable depends on the extension declaring the
/// conformance (`extension Box: Hashable where T: Hashable {}`): the check runs in the
/// derived member's context, where that `where` clause holds. Being a written-like
/// member, it is the type's `writtenHashInto`, which `Hasher.combine` and the tables'
/// `hashValue` call. (A non-generic struct keeps the library's default, the compiler's
/// hash of its properties: HashableConformance.swift.)
extension TypeChecker {
  /// Derives `hash(into:)` of generic struct `s`, declared in `ext` when the
  /// conformance is an extension's; swiftc's error (at `loc`) when a stored property is
  /// not Hashable there, with a note at each that is not.
  func deriveGenericStructHashInto(_ s: StructDecl, in ext: ExtensionDecl?, at loc: SourceLoc) {
    let w = DerivedCode(loc: s.nameLoc)
    let stored = storedProperties(of: s)
    let fed: [ASTNode] = stored.map { v in
      .expr(w.combine(UnresolvedDotExpr(base: w.ref("self"), name: v.name, nameLoc: w.loc, range: w.range)))
    }
    let hash = makeDerivedHashInto(of: s, in: ext, body: fed)
    let context = FunctionContext(kind: .function, decl: hash, resultType: .void, selfDecl: nil, nominal: s,
                                  isStatic: false, parent: nil)
    let failing = withContext(context, scope: rootScope()) {
      stored.filter { !conforms(typeOfVar($0), to: stdlib.protocols["Hashable"]) }
    }
    guard failing.isEmpty else {
      // (swiftc names the type without its parameters in the error, with them in the notes.)
      error(SemaDiagnostics.doesNotConform(s.name, "Hashable"), at: loc, notes: failing.map { v in
        .note(SemaDiagnostics.storedPropertyPreventsSynthesis(typeOfVar(v), "\(type(of: s))", "Hashable"), at: v.nameLoc)
      })
      return
    }
    addDerivedMember(hash, to: s)
  }
}
