import AST
import Basic

/// `Dictionary(uniqueKeysWithValues: pairs)`, `Dictionary(pairs, uniquingKeysWith: f)`,
/// `Dictionary(grouping: xs, by: f)` (also `[K: V](...)`, `Dictionary<K, V>(...)`): the
/// library's generic initializers (stdlib/DictionaryFromSequence.swift), chosen as any
/// initializer of `extension Dictionary` is. Before the call is checked, its sequence
/// argument is, as swiftc's solver sees it:
/// - pairs in the type's pairs when the call names or its context wants the type (an
///   empty `[]`, `[("pi", 3)]` for a `[String: Double]`);
/// - an array of labelled pairs (`d.map { $0 }`, `[(key: String, value: Int)]`) as
///   an array of pairs (`[(String, Int)]`), a conversion of its elements;
/// - what is not a sequence, or not one of pairs, reported with swiftc's errors, which
///   name the initializer and the type's generic parameters.
extension TypeChecker {
  /// Checks the sequence argument of `call` (labels `spelled`) of one of Dictionary's
  /// initializers from a sequence; false after reporting an error. `known`: the
  /// dictionary type written or wanted.
  func prepareDictionarySequenceArgument(_ call: CallExpr, labels spelled: String, known: SwiftType?,
                                         typeRange: SourceRange) -> Bool {
    let pairsOfType: Bool
    switch spelled {
    case "uniqueKeysWithValues:", "_:uniquingKeysWith:": pairsOfType = true
    case "grouping:by:": pairsOfType = false
    default: return true
    }
    var want: SwiftType?
    if pairsOfType, case .dictionary(let k, let v)? = known { want = .array(.tuple([k, v])) }
    let errorsBefore = pendingErrors
    var value = checkExpr(call.arguments[0].expr, contextual: want)
    call.arguments[0].expr = value
    guard let t = value.type, !t.isError, pendingErrors == errorsBefore, let sequence = stdlib.protocols["Sequence"] else {
      return false
    }
    let initializer = "init(\(spelled))"
    guard conforms(t, to: sequence) else {
      if isWalkableLibraryRange(t) {
        // `Dictionary(grouping: Int8(0)..<5, by: f)`: a Sequence in Swift (LibraryRanges.swift).
        notSupported("'Dictionary.\(initializer)' of a value of type '\(t)'", at: value.loc)
        return false
      }
      error(SemaDiagnostics.requiresConformance("initializer", initializer, t, "Sequence"), at: typeRange.start)
      if known == nil && pairsOfType { reportDictionaryArgumentsNotInferred(at: typeRange.start) }
      return false
    }
    guard pairsOfType else { return true }
    if let want, t.isArray {
      // (An array of other pairs: swiftc's conversion error.)
      value = coerce(value, to: want, reason: .argument)
      call.arguments[0].expr = value
      return pendingErrors == errorsBefore
    }
    if case .array(.tuple(let pair, let labels)) = t, pair.count == 2 {
      // (`[(key: String, value: Int)]` converts to `[(String, Int)]`, as swiftc converts it.)
      if labels.contains(where: { $0 != nil }) {
        value = coerce(value, to: .array(.tuple(pair)), reason: .argument)
        call.arguments[0].expr = value
      }
      return true
    }
    if case .array(let element) = t {
      // An array of what are not pairs, the type not known: nothing says what `Key` and
      // `Value` are; each element of a literal is not a `(Key, Value)`.
      guard let literal = value.withoutParens as? ArrayExpr else {
        error(SemaDiagnostics.genericParameterNotInferred("Key"), at: typeRange.start,
              notes: [.note(SemaDiagnostics.explicitlySpecifyGenericArguments(), at: typeRange.start)])
        return false
      }
      reportDictionaryArgumentsNotInferred(at: typeRange.start)
      // (`(Key, Value)`: the stand-in's parameters.)
      let pair = SwiftType.tuple((builtinGenericStandIns["Dictionary"]?.genericParameters ?? []).map { .genericParameter($0) })
      for e in literal.elements {
        error(SemaDiagnostics.cannotConvertElement(e.type ?? element, pair), at: diagLoc(e))
      }
      return false
    }
    return true
  }

  /// swiftc's errors for a call of an initializer from pairs whose argument says
  /// nothing of the type's parameters.
  private func reportDictionaryArgumentsNotInferred(at loc: SourceLoc) {
    let note = Diagnostic.note(SemaDiagnostics.explicitlySpecifyGenericArguments(), at: loc)
    error(SemaDiagnostics.genericParameterNotInferred("Key"), at: loc)
    error(SemaDiagnostics.genericParameterNotInferred("Value"), at: loc, notes: [note])
  }
}
