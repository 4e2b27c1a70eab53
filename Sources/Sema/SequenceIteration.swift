import AST
import Basic

// `for x in s` over a `Sequence` of the program's own or the library's (a type declaring
// the conformance, or a generic parameter constrained to it), a `Collection` among them
// (whose `makeIterator()` is the library's `extension Collection`, an
// `IndexingIterator`), lowered as swiftc lowers every `for`-`in`:
//
//     var $x$generator = s.makeIterator()
//     while let x = $x$generator.next() { body }
//
// Sema types the two calls as it types any member call (so a generic struct's and a
// generic parameter's members are found and substituted as usual) and records them on
// the loop (`ForEachStmt.iterator`); IRGen emits them. Arrays, ranges of Int, sets,
// dictionaries, strings and substrings are walked so too (`IndexingIterator`,
// `RangeIterator`, `SetIterator`, `DictionaryIterator`, `String.Iterator`).
extension TypeChecker {
  /// The element type of `f`'s sequence, of type `t`, when `t` is a `Sequence` (the
  /// loop's `iterator` recorded); nil when it is not. With `walking`, the sequence
  /// whose `makeIterator()` is called is the one it makes of `f`'s (a library range
  /// walked as a stride, LibraryRanges.swift), which need not be a Sequence itself.
  func checkSequenceIteration(_ f: ForEachStmt, over t: SwiftType, walking: ((Expr) -> Expr)? = nil) -> SwiftType? {
    guard let sequence = stdlib.protocols["Sequence"], !t.isError, walking != nil || conforms(t, to: sequence)
    else { return nil }
    let range = SourceRange(f.sequence.loc)
    let value = OpaqueValueExpr(type: t, range: f.sequence.range)
    let walked = walking.map { $0(value) } ?? value
    let makeIterator = checkExpr(implicitCall("makeIterator", on: walked, range: range))
    let iteratorType = makeIterator.type ?? .error
    let named = (f.pattern as? NamedPattern) ?? ((f.pattern as? TypedPattern)?.subPattern as? NamedPattern)
    let name = named?.decl.name ?? ""
    let variable = VarDecl(name: "$\(name)$generator", nameLoc: f.sequence.loc, isLet: false, range: f.sequence.range)
    variable.isImplicit = true
    variable.interfaceType = iteratorType
    variable.parent = context.decl
    let ref = DeclRefExpr(decl: variable, range: range, isImplicit: true)
    ref.type = iteratorType
    let next = checkExpr(implicitCall("next", on: ref, range: range))
    f.iterator = ForEachIterator(variable: variable, sequenceValue: value, calls: (makeIterator, next))
    if case .optional(let element)? = next.type { return element }
    return .error
  }

  /// `base.name()`, made by Sema at `range`.
  private func implicitCall(_ name: String, on base: Expr, range: SourceRange) -> CallExpr {
    let callee = UnresolvedDotExpr(base: base, name: name, nameLoc: range.start, range: range)
    callee.isImplicit = true
    let call = CallExpr(fn: callee, arguments: [], argumentsRange: range, range: range)
    call.isImplicit = true
    return call
  }
}
