import AST
import Basic

// SE-0110 made `((Int, Int)) -> Int` (one tuple parameter) a type of its own, apart
// from `(Int, Int) -> Int`, and kept one convenience: a closure written as an argument
// of a call, with as many parameters as the tuple has elements, takes the tuple and
// binds each parameter to its element:
//
//     let d = ["a": 1, "b": 2]
//     d.filter { k, v in v > 1 }            // Element is (key: String, value: Int)
//     [(1, 2), (3, 4)].map { $0 + $1 }      // $0, $1: the pair's elements
//
// Anywhere else (`let f: ((Int, Int)) -> Int = { a, b in a * b }`) swiftc rejects it.
// IRGen binds the parameters from the tuple it receives (`emitClosureBody`). So does an
// argument naming a function of as many parameters, or an operator (`pairs.map(add)`,
// `zip(a, b).map(+)`): miniswiftc passes the closure that applies it,
// `{ $0, $1 in add($0, $1) }`, as swiftc's thunk does.

/// What a closure's parameters make of a function type's one tuple parameter.
enum TupleParameterUse {
  /// They take its elements, of these types.
  case elements([SwiftType])
  /// They would, but the closure is not an argument (swiftc's error was reported).
  case rejected
}

extension TypeChecker {
  /// Whether `c`'s parameters take the elements of the one tuple parameter of
  /// `expected` (nil when SE-0110's special case does not apply: another count of
  /// parameters or elements, or an argument's parameters with written types).
  func tupleParameterUse(_ c: ClosureExpr, _ expected: FunctionType) -> TupleParameterUse? {
    guard let written = c.parameters, written.parameters.count > 1, expected.parameters.count == 1,
          !expected.parameters[0].isInOut, case .tuple(let elements, _) = expected.parameters[0].type,
          elements.count == written.parameters.count
    else { return nil }
    if closureArguments.contains(ObjectIdentifier(c)) {
      // Written types are compared once checked (`takesTupleApart`).
      return written.parameters.allSatisfy({ $0.typeRepr == nil }) ? .elements(elements) : nil
    }
    let tuple = expected.parameters[0].type
    if written.parameters.allSatisfy(\.isImplicit) {
      error(SemaDiagnostics.closureTupleNotDestructuredImplicitly(tuple), at: c.loc)
    } else {
      error(SemaDiagnostics.closureTupleNotDestructured(tuple), at: written.range.start.isValid ? written.range.start : c.loc)
    }
    return .rejected
  }

  /// Records `e` (in parentheses or not), when it is a closure, as written where a call
  /// takes an argument.
  func noteClosureArgument(_ e: Expr) {
    let x = e.withoutParens
    if let c = x as? ClosureExpr { closureArguments.insert(ObjectIdentifier(c)) }
  }
}

extension TypeChecker {
  /// `d.filter { (k: String, v: Int) in v > 1 }`: a closure argument with written
  /// parameter types (checked before its parameter's type was known) whose parameters
  /// are the elements of the one tuple `t` takes, and whose result `t`'s is (or `t`
  /// leaves open).
  func takesTupleApart(_ e: Expr, as t: SwiftType) -> Bool {
    guard let c = e as? ClosureExpr, closureArguments.contains(ObjectIdentifier(c)), !c.destructuresTupleParameter,
          case .function(let have)? = c.type, case .function(let want) = t
    else { return false }
    return parametersAreTupleElements(have, of: want)
  }

  /// Does `have` take as its parameters the elements of the one tuple `want` takes,
  /// and return what `want` does (or `want` leaves its result open)?
  func parametersAreTupleElements(_ have: FunctionType, of want: FunctionType) -> Bool {
    guard have.parameters.count > 1, want.parameters.count == 1, !want.parameters[0].isInOut,
          case .tuple(let elements, _) = want.parameters[0].type, elements.count == have.parameters.count
    else { return false }
    return zip(have.parameters, elements).allSatisfy({ p, element in !p.isInOut && p.type == element })
      && (want.result.containsError || want.result == have.result)
  }

  /// `zip(a, b).map(+)`, `pairs.map(max)`: an operator, or a generic or overloaded
  /// function's name, passed where a function of one N-tuple is taken (swiftc accepts
  /// a function of N parameters there, as an argument only), as the closure that takes
  /// the tuple apart and applies it: `{ $0, $1 in $0 + $1 }`, `{ $0, $1 in max($0, $1) }`
  /// (with the labels its declarations share). nil for anything else.
  func tupleSplattingClosure(_ e: Expr, for t: SwiftType) -> ClosureExpr? {
    guard let r = e as? UnresolvedDeclRefExpr, r.type == nil, let count = tupleElementCount(taken: t) else { return nil }
    if isOperatorReference(r) {
      return count == 2 && stdlib.infixOperators[r.name] != nil ? splattingClosure(applying: r.name, labels: nil, isOperator: true, count: count, at: r.range) : nil
    }
    let labels = contextuallyTypedFunctions(r)?.map { $0.parameters.parameters.map(\.argumentLabel) }
      .filter { $0.count == count }
    guard let first = labels?.first, labels?.allSatisfy({ $0 == first }) == true else { return nil }
    return splattingClosure(applying: r.name, labels: first, isOperator: false, count: count, at: r.range)
  }

  /// `pairs.map(add)`: a function or a variable of function type, checked, whose N
  /// parameters are the elements of the one tuple `t` takes, as the closure that takes
  /// the tuple apart and applies it by its name: `{ $0, $1 in add($0, $1) }`.
  func tupleSplattingClosure(ofValue e: Expr, for t: SwiftType) -> ClosureExpr? {
    guard let ref = e.withoutParens as? DeclRefExpr, !ref.isImplicit, ref.decl is FuncDecl || ref.decl is VarDecl,
      case .function(let have)? = ref.type, case .function(let want) = t, parametersAreTupleElements(have, of: want)
    else { return nil }
    let labels = (ref.decl as? FuncDecl)?.parameters.parameters.map(\.argumentLabel)
    return splattingClosure(applying: ref.decl.name, labels: labels, isOperator: false, count: have.parameters.count,
                            at: ref.range)
  }

  /// The number of elements of the one tuple a function of type `t` takes, if it takes
  /// one of several.
  private func tupleElementCount(taken t: SwiftType) -> Int? {
    guard case .function(let want) = t, want.parameters.count == 1, !want.parameters[0].isInOut,
      case .tuple(let elements, _) = want.parameters[0].type, elements.count > 1
    else { return nil }
    return elements.count
  }

  /// `{ $0, $1 in name($0, $1) }` (`$0 name $1` for an operator), unchecked, as a call's
  /// argument at `range`.
  private func splattingClosure(applying name: String, labels: [String?]?, isOperator: Bool, count: Int,
                                at range: SourceRange) -> ClosureExpr {
    let params = (0..<count).map { i -> ParamDecl in
      let p = ParamDecl(argumentLabel: nil, name: "$\(i)", nameLoc: range.start, range: range)
      p.isImplicit = true
      return p
    }
    let refs = params.map { p -> Expr in
      let ref = UnresolvedDeclRefExpr(name: p.name, range: range)
      ref.isImplicit = true
      return ref
    }
    let callee = UnresolvedDeclRefExpr(name: name, range: range)
    let applied: Expr =
      if isOperator {
        SequenceExpr(elements: [refs[0], callee, refs[1]], range: range)
      } else {
        CallExpr(fn: callee, arguments: refs.enumerated().map { i, ref in
          Argument(label: labels.flatMap { i < $0.count ? $0[i] : nil }, labelLoc: nil, expr: ref)
        }, argumentsRange: range, range: range)
      }
    applied.isImplicit = true
    let body = BraceStmt(elements: [.expr(applied)], range: range, isImplicit: true)
    let closure = ClosureExpr(parameters: ParameterList(parameters: params, range: range), resultTypeRepr: nil,
                              body: body, range: range)
    closure.isImplicit = true
    noteClosureArgument(closure)
    return closure
  }

  /// A function value other than a closure or a name (`pairs.map(combiners[0])`) of N
  /// parameters where one N-tuple is taken: swiftc accepts it, miniswiftc does not yet;
  /// true when reported so.
  func reportTupleSplatOfFunctionValue(_ from: SwiftType, _ to: SwiftType, at loc: SourceLoc) -> Bool {
    guard case .function(let have) = from, case .function(let want) = to, parametersAreTupleElements(have, of: want)
    else { return false }
    notSupported("a function value of \(have.parameters.count) parameters passed where one tuple is taken", at: loc)
    return true
  }

  /// Makes the closure `e` (for which `takesTupleApart(e, as: t)` holds) take the tuple.
  func takeTupleApart(_ e: Expr, as t: SwiftType) {
    guard let c = e as? ClosureExpr, case .function(var have)? = c.type, case .function(let want) = t else { return }
    have.parameters = want.parameters
    c.type = .function(have)
    c.destructuresTupleParameter = true
  }
}
