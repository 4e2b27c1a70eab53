import AST

/// `Void` in messages where the source wrote `Void`. swiftc keeps a type alias as sugar
/// on the type it resolves: `let f: () -> Void = 1` is "cannot convert value of type
/// 'Int' to specified type '() -> Void'", where a type written `() -> ()` shows `()`.
/// miniswiftc's `SwiftType` has no sugar (`Void` resolves to `.void`, printed `()`), so
/// a message about a type whose written form is at hand (a variable's annotation, a
/// parameter's type) walks the type and its `TypeRepr` together and says `Void` where
/// the written form does. Only the structure swiftc's printing shares with miniswiftc's
/// is walked (functions, optionals, arrays, tuples); anything else, or a written form
/// that does not match the type, prints as the type does.
extension TypeChecker {
  /// `t` as swiftc names it when it was written as `written`.
  func describe(_ t: SwiftType, writtenAs written: TypeRepr?) -> String {
    guard let written else { return t.description }
    switch (t, written) {
    case (.void, let r as IdentTypeRepr) where r.name == "Void" && r.genericArgs.isEmpty:
      return "Void"
    case (.function(let f), let r as FunctionTypeRepr) where r.parameters.count == f.parameters.count:
      let ps = zip(f.parameters, r.parameters).map { p, pr in
        (p.isInOut ? "inout " : "") + describe(p.type, writtenAs: (pr as? InOutTypeRepr)?.base ?? pr)
      }
      return "(" + ps.joined(separator: ", ") + ")" + (f.isAsync ? " async" : "") + (f.isThrowing ? " throws" : "")
        + " -> " + describe(f.result, writtenAs: r.result)
    case (.optional(let w), let r as OptionalTypeRepr):
      switch w {
      case .function, .existential: return "(" + describe(w, writtenAs: r.base) + ")?"
      default: return describe(w, writtenAs: r.base) + "?"
      }
    case (.array(let e), let r as ArrayTypeRepr):
      return "[" + describe(e, writtenAs: r.base) + "]"
    case (.tuple(let ts, let labels), let r as TupleTypeRepr) where r.elements.count == ts.count && ts.count != 1:
      return "(" + ts.indices.map { i in
        (i < labels.count ? labels[i].map { $0 + ": " } ?? "" : "") + describe(ts[i], writtenAs: r.elements[i])
      }.joined(separator: ", ") + ")"
    case (_, let r as TupleTypeRepr) where r.elements.count == 1 && r.labels.allSatisfy({ $0 == nil }):
      // `(Void)`: parentheses around one type are the type.
      return describe(t, writtenAs: r.elements[0])
    default:
      return t.description
    }
  }
}
