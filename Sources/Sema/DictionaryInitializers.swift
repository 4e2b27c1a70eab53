import AST
import Basic

/// `Dictionary(grouping: xs, by: f)`, `Dictionary(uniqueKeysWithValues: pairs)`,
/// `Dictionary(pairs, uniquingKeysWith: f)` (also `[K: V](...)`, `Dictionary<K, V>(...)`):
/// Swift's initializers of a dictionary from a sequence, checked as a call of the
/// library's `_dictionary` with the same labels (stdlib/DictionaryFromSequence.swift;
/// written before an extension of Dictionary could declare an initializer). A sequence of pairs
/// that is not an array is passed as the array of its pairs (`_copySequenceToArray`).
extension TypeChecker {
  /// The checked call, or nil when the labels are none of these initializers'.
  /// `written` is the dictionary type the call names (`[String: Int](...)`), if any.
  func checkDictionaryInitializer(_ call: CallExpr, written: SwiftType?, typeRange: SourceRange,
                                  contextual: SwiftType?) -> Expr? {
    var labels = call.arguments.map { ($0.label ?? "_") + ":" }.joined()
    // A trailing closure fills the closure parameter (`Dictionary(grouping: xs) { ... }`).
    if call.arguments.count == 2, call.arguments[1].isTrailingClosure, call.arguments[1].label == nil {
      let label = call.arguments[0].label == "grouping" ? "by" : "uniquingKeysWith"
      call.arguments[1].label = label
      labels = (call.arguments[0].label ?? "_") + ":" + label + ":"
    }
    guard ["grouping:by:", "uniqueKeysWithValues:", "_:uniquingKeysWith:"].contains(labels) else { return nil }
    var want = written
    if want == nil, case .dictionary? = contextual { want = contextual }
    if labels != "grouping:by:" {
      // The pairs, as an array of them.
      var pairsType: SwiftType?
      if case .dictionary(let k, let v)? = want { pairsType = .array(.tuple([k, v])) }
      let errorsBefore = pendingErrors
      var pairs = pairsType.map { checkExpr(call.arguments[0].expr, convertTo: $0, reason: .argument) }
        ?? checkExpr(call.arguments[0].expr)
      if let t = pairs.type, !t.isError, !t.isArray, let sequence = stdlib.protocols["Sequence"], conforms(t, to: sequence) {
        pairs = copySequenceToArray(pairs, at: pairs.range)
      }
      call.arguments[0].expr = pairs
      guard let t = pairs.type, !t.isError else { return failCall(call) }
      guard case .array(.tuple(let pair, _)) = t, pair.count == 2, pendingErrors == errorsBefore else {
        if pendingErrors != errorsBefore { return failCall(call) }
        // Not a sequence, or not one of pairs: swiftc's errors, which name the
        // initializer and its generic parameters.
        if !t.isArray, let sequence = stdlib.protocols["Sequence"], !conforms(t, to: sequence) {
          let initializer = "init(\(labels))"
          error(SemaDiagnostics.requiresConformance("initializer", initializer, t, "Sequence"), at: typeRange.start)
        }
        if want == nil {
          error(SemaDiagnostics.genericParameterNotInferred("Key"), at: typeRange.start)
          error(SemaDiagnostics.genericParameterNotInferred("Value"), at: typeRange.start,
                notes: [.note(SemaDiagnostics.explicitlySpecifyGenericArguments(), at: typeRange.start)])
        } else {
          error(SemaDiagnostics.noExactMatches("initializer", ""), at: typeRange.start)
        }
        return failCall(call)
      }
    }
    // `uniquingKeysWith: +`: an operator as a function value is typed by the pairs' values.
    if labels == "_:uniquingKeysWith:", let op = call.arguments[1].expr as? UnresolvedDeclRefExpr,
      case .array(.tuple(let pair, _))? = call.arguments[0].expr.type, pair.count == 2
    {
      let v = pair[1]
      call.arguments[1].expr = checkExpr(op, convertTo: .function(FunctionType(parameters: [.init(v), .init(v)], result: v)),
                                         reason: .argument)
    }
    let name = "_dictionary"
    let ref = UnresolvedDeclRefExpr(name: name, range: typeRange)
    let c = CallExpr(fn: ref, arguments: call.arguments, argumentsRange: call.argumentsRange, range: call.range)
    c.isImplicit = true
    // The one whose labels and pairs' labels are the call's (a call infers a generic
    // function's arguments when it is the one candidate).
    var pairLabels: [String?]?
    if case .array(.tuple(_, let l))? = call.arguments[0].expr.type, labels != "grouping:by:" {
      pairLabels = l.allSatisfy { $0 == nil } ? [] : l
    }
    let funcs = (libraryFunctions(named: name) ?? []).compactMap { $0 as? FuncDecl }.filter { f in
      let ps = f.parameters.parameters
      guard ps.map({ ($0.argumentLabel ?? "_") + ":" }).joined() == labels else { return false }
      guard let pairLabels else { return true }
      if case .array(.tuple(_, let l))? = ps[0].interfaceType { return (l.allSatisfy { $0 == nil } ? [] : l) == pairLabels }
      return false
    }
    guard !funcs.isEmpty else {
      // `[(name: "a", age: 1)]`: pairs with other labels.
      notSupported("a dictionary from pairs labelled other than '(key:value:)'", at: call.arguments[0].expr.loc)
      return failCall(call)
    }
    let mark = pending.count
    let checked = checkGlobalCall(c, funcs, ref: ref, contextual: want)
    // A key that is not Hashable: swiftc blames the generic struct, at its name.
    for i in mark..<pending.count {
      let m = pending[i].diagnostic.message
      if m.hasPrefix("global function '\(name)("), let r = m.firstRange(of: "' requires that ") {
        pending[i].diagnostic.message = "generic struct 'Dictionary'" + m[m.index(after: r.lowerBound)...]
        pending[i].diagnostic.loc = typeRange.start
        pending[i].diagnostic.notes = []
      }
    }
    if let want, let t = checked.type, !t.isError, t != want {
      error(SemaDiagnostics.noExactMatches("initializer", ""), at: typeRange.start)
      checked.type = .error
    }
    return checked
  }
}
