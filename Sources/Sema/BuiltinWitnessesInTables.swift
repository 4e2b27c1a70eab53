import AST
import Basic

/// A built-in type's own member (a Sema-made declaration carrying a builtin: a String's
/// `append(_:)`, a Set's `contains(_:)`) as a witness in a table IRGen makes for the
/// type (GenBuiltinConformance.swift), when a value of the type becomes an existential
/// or a cast finds it.
///
/// A table's thunk calls a builtin with the value it has, as `emitBuiltinCall` lowers
/// it; the builtins that IRGen lowers only from the tree of a call (the mutations of a
/// String, an Array, a Dictionary or a Set, which take their base as a place, and the
/// hashed collections' members) have no such form, so an existential of a protocol one
/// of them witnesses is "not supported yet", once, where it is made or cast to.
extension TypeChecker {
  func reportBuiltinWitnessesInTables(_ p: ProtocolDecl, at loc: SourceLoc) {
    for part in p.existentialParts {
      for conf in part.builtinConformances {
        for (_, w) in conf.witnesses where !isCallableFromTable(w) {
          notSupported("the built-in member '\(w.name)' of '\(conformingTypeName(conf.type))' as the witness of an existential ('any \(part.name)')", at: loc)
          return
        }
      }
    }
  }

  private func isCallableFromTable(_ w: ValueDecl) -> Bool {
    guard let builtin = StandardLibrary.builtin(of: w) else { return true }
    if w.modifiers.isMutating { return false }
    return !builtin.isHashedCollection && !builtin.isArrayMutation && !builtin.isStringMutation
  }
}
