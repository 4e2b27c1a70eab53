import AST
import Basic

// A type's initializer or method named without a call, as a function value:
//
//     ["1", "2"].map(Int.init)        // (String) -> Int?
//     [1, 2, 3].map(Math.square)      // (Int) -> Int, a static method
//     let show = Counter.show         // (Counter) -> (String) -> String
//
// swiftc makes such a reference the closure that calls it (its "curry thunk", an
// implicit closure); so does miniswiftc: `Math.square` where an `(Int) -> T` is wanted
// becomes `{ $0 in Math.square($0) }`, checked as any closure, so the call inside
// chooses among the overloads by the parameter types the context gives, and the
// result is whatever that call returns. An instance method takes the instance first:
// `Counter.show` is `{ $self in { $0 in $self.show($0) } }`; an enum case with
// associated values makes its value: `Shape.circle` is `{ $0 in Shape.circle($0) }`.

extension TypeChecker {
  /// The initializers or methods `e` names, when it is `Type.init` or `Type.method`
  /// (the type written by name; with labels, `Type.init(describing:)`, those that have
  /// them): nil for anything else, a property or enum case too.
  func unappliedTypeMembers(_ e: Expr) -> [AbstractFunctionDecl]? {
    guard let d = e as? UnresolvedDotExpr, let t = typeNamed(d.base) else { return nil }
    let decls = lookupMembers(d.name, in: t)
    guard !decls.isEmpty, decls.allSatisfy({ $0 is ConstructorDecl || $0 is FuncDecl }) else { return nil }
    let functions = decls.compactMap { $0 as? AbstractFunctionDecl }
    // `String.init(describing:)`: those with these labels.
    guard let labels = d.argumentLabels else { return functions }
    // (`UInt8.init(truncatingIfNeeded:)`: an integer type's conversions by label are
    // found by their label only.)
    let conversions = d.name == "init" && labels.count == 1 && labels[0].map(StandardLibrary.integerConversionLabels.contains) == true
      ? stdlib.labeledConversions(to: t) : []
    let labelled = (functions + conversions).filter { $0.parameters.parameters.map(\.argumentLabel) == labels }
    return labelled.isEmpty ? nil : labelled
  }

  /// Is `e` a reference `typeMemberFunctionValue` makes a closure of? Such an argument
  /// is checked once its parameter's type is known, as a closure is.
  func isTypeMemberFunctionReference(_ e: Expr) -> Bool {
    unappliedTypeMembers(e) != nil || unappliedEnumCase(e) != nil
  }

  /// `Type.init` / `Type.method` / `Enum.case` as the closure that calls it, checked in
  /// `contextual` (nil when `d` names none of them). Its number of parameters is the
  /// context's function type's, else that of the one declaration named.
  func typeMemberFunctionValue(_ d: UnresolvedDotExpr, contextual: SwiftType?) -> Expr? {
    if let element = unappliedEnumCase(d) { return enumCaseConstructor(d, element, contextual: contextual) }
    guard let decls = unappliedTypeMembers(d), let type = typeNamed(d.base) else { return nil }
    if decls.contains(where: { $0 is FuncDecl && !isStaticMember($0) }) {
      return curriedInstanceMethod(d, decls, of: type, contextual: contextual)
    }
    var context = contextual
    if case .function? = contextual {
    } else if decls.count == 1, decls[0].genericParameters.isEmpty, case .function(let own)? = decls[0].interfaceType {
      context = .function(own)
    } else {
      if decls.count > 1 {
        reportAmbiguousReference(d, decls)
      } else {
        notSupported("a generic initializer or method used as a value without a function type from the context",
                     at: d.nameLoc)
      }
      d.type = .error
      return d
    }
    guard case .function(let want)? = context else { return nil }
    // The overloads that take as many arguments, whose parameters can be the context's.
    let fitting = decls.filter { f in
      let params = f.parameters.parameters
      guard params.count == want.parameters.count, !params.contains(where: { $0.isInOut || $0.isVariadic }) else {
        return false
      }
      return zip(params, want.parameters).allSatisfy { p, w in
        let pt = p.interfaceType ?? .error
        return w.type.containsError || pt.genericParameterDecl != nil || conversionScore(from: w.type, to: pt) != nil
      }
    }
    // A concrete overload outranks generic ones, as in a call: `[1, 2].map(String.init)`
    // is `init(_: Int)`, not `init(describing:)` or `init<S: Sequence>(_:)`.
    let concrete = fitting.filter { $0.genericParameters.isEmpty }
    let chosen = preferredByResult(concrete.isEmpty ? fitting : concrete, want.result)
    guard let first = chosen.first,
          chosen.allSatisfy({ $0.parameters.parameters.map(\.argumentLabel) == first.parameters.parameters.map(\.argumentLabel) })
    else {
      notSupported("'\(d.name)' used as a value of type '\(want)'", at: d.nameLoc)
      d.type = .error
      return d
    }
    return checkExpr(curryThunk(d, labels: first.parameters.parameters.map(\.argumentLabel)), contextual: context)
  }

  /// Of several overloads that take the context's parameters (`Int.init(_:)` and
  /// `Int.init(exactly:)` of a Double), those swiftc's ranking keeps: the ones returning
  /// the context's result exactly when it is known (`Int?` chooses `init(exactly:)`);
  /// else, where the result is left to infer (`[1.5].map(Int.init)`), not one returning
  /// `T?` beside one returning `T`, a solution binding the result to `T` being better
  /// than one binding it to `T?` (`T` converts to `T?`; swiftc's comparison of the
  /// solutions' type variable bindings). Two returning the same type stay ambiguous.
  private func preferredByResult(_ fitting: [AbstractFunctionDecl], _ want: SwiftType) -> [AbstractFunctionDecl] {
    guard fitting.count > 1 else { return fitting }
    func result(_ f: AbstractFunctionDecl) -> SwiftType? {
      if case .function(let own)? = f.interfaceType { return own.result }
      return nil
    }
    if !want.containsError {
      let exact = fitting.filter { result($0) == want }
      return exact.isEmpty ? fitting : exact
    }
    let results = fitting.compactMap(result)
    return fitting.filter { f in
      guard case .optional(let wrapped)? = result(f) else { return true }
      return !results.contains(wrapped)
    }
  }

  /// The case `e` names, when it is `Enum.case` of a case with associated values, the
  /// type written by name.
  func unappliedEnumCase(_ e: Expr) -> EnumElementDecl? {
    guard let d = e as? UnresolvedDotExpr, d.argumentLabels == nil, let t = typeNamed(d.base), t.nominalDecl is EnumDecl,
          let element = lookupMembers(d.name, in: t).first as? EnumElementDecl, element.parameters != nil
    else { return nil }
    return element
  }

  /// `Shape.circle` as a value: `{ $0 in Shape.circle($0) }`, of the case's function
  /// type `(Double) -> Shape` (its labels are the call's). A generic enum's case takes
  /// its type from the context (`map(Either<Int, String>.left)`).
  private func enumCaseConstructor(_ d: UnresolvedDotExpr, _ element: EnumElementDecl, contextual: SwiftType?) -> Expr {
    let labels = element.parameters?.parameters.map(\.argumentLabel) ?? []
    var context = contextual
    if case .function(let want)? = contextual, want.parameters.count == labels.count {
    } else if typeNamed(d.base)?.nominalDecl?.genericParameters.isEmpty == true {
      context = element.interfaceType
    } else {
      notSupported("a generic enum's case used as a value without a function type from the context", at: d.nameLoc)
      d.type = .error
      return d
    }
    return checkExpr(curryThunk(d, labels: labels), contextual: context)
  }

  /// `Counter.show`: `{ $self in { $0 in $self.show($0) } }`, of type
  /// `(Counter) -> (String) -> String` (one method, neither generic nor `mutating`).
  private func curriedInstanceMethod(_ d: UnresolvedDotExpr, _ decls: [AbstractFunctionDecl], of type: SwiftType,
                                     contextual: SwiftType?) -> Expr {
    if decls.contains(where: { ($0 as? FuncDecl)?.modifiers.isMutating == true }) {
      error(SemaDiagnostics.mutatingMethodAsValue(), at: d.nameLoc)
      d.type = .error
      return d
    }
    guard decls.count == 1, let f = decls[0] as? FuncDecl, f.genericParameters.isEmpty,
          case .function(let method)? = f.interfaceType,
          !f.parameters.parameters.contains(where: { $0.isInOut || $0.isVariadic })
    else {
      if decls.count > 1 {
        reportAmbiguousReference(d, decls)
      } else {
        notSupported("a generic instance method used as a value", at: d.nameLoc)
      }
      d.type = .error
      return d
    }
    let own = SwiftType.function(FunctionType(parameters: [.init(type)], result: .function(method)))
    return checkExpr(curriedMethodClosure(d, f), contextual: own)
  }

  /// `{ $self in { $0 in $self.name($0) } }`: method `f`, named by `d`, curried over the
  /// instance it is called on (unchecked).
  private func curriedMethodClosure(_ d: UnresolvedDotExpr, _ f: FuncDecl) -> ClosureExpr {
    let range = d.range
    let instance = ParamDecl(argumentLabel: nil, name: "$self", nameLoc: d.nameLoc, range: range)
    instance.isImplicit = true
    let selfRef = UnresolvedDeclRefExpr(name: instance.name, range: range)
    selfRef.isImplicit = true
    let member = UnresolvedDotExpr(base: selfRef, name: d.name, nameLoc: d.nameLoc, range: range)
    let inner = curryThunk(member, labels: f.parameters.parameters.map(\.argumentLabel))
    let body = BraceStmt(elements: [.expr(inner)], range: range, isImplicit: true)
    let outer = ClosureExpr(parameters: ParameterList(parameters: [instance], range: range), resultTypeRepr: nil,
                            body: body, range: range)
    outer.isImplicit = true
    return outer
  }

  /// `box.contains` as a value: `{ $self in { $0 in $self.contains($0) } }(box)`, the
  /// curried method applied to the base (evaluated once, here, as swiftc's partial
  /// application does), of the method's type on the base (`(Int) -> Bool` on a
  /// `Box<Int>`). Several methods of the name: the one of the type the context wants; a
  /// generic one takes the context's type. nil when `decls` are not such methods (a
  /// generic one without a function type from the context, one taking `inout`).
  func boundMethodValue(_ d: UnresolvedDotExpr, base: Expr, type bt: SwiftType, _ decls: [ValueDecl],
                        contextual: SwiftType?) -> Expr? {
    let named = decls.compactMap { $0 as? FuncDecl }
    guard !named.isEmpty, named.count == decls.count, !named.contains(where: isStaticMember) else { return nil }
    // `counter.add(_:to:)`: those with these labels.
    let methods = d.argumentLabels.map { labels in
      named.filter { $0.parameters.parameters.map(\.argumentLabel) == labels }
    } ?? named
    guard !methods.isEmpty else { return nil }
    func typeOnBase(_ f: FuncDecl) -> SwiftType? { f.interfaceType.map { memberType($0, of: f, on: bt) } }
    var chosen = methods
    if methods.count > 1, case .function? = contextual {
      chosen = methods.filter { typeOnBase($0) == contextual }
    }
    guard chosen.count == 1 else {
      if contextual == nil { reportAmbiguousReference(d, methods) } else { return nil }
      d.type = .error
      return d
    }
    let f = chosen[0]
    if f.modifiers.isMutating {
      error(SemaDiagnostics.mutatingMethodAsValue(), at: d.nameLoc)
      d.type = .error
      return d
    }
    guard case .function(var method)? = typeOnBase(f), !f.parameters.parameters.contains(where: { $0.isInOut || $0.isVariadic })
    else { return nil }
    if !f.genericParameters.isEmpty {
      // `let f: (Int) -> [Int] = box.twice` of a `twice<U>`: the type the context wants,
      // which the call inside the thunk infers `U` from.
      guard case .function(let want)? = contextual, want.parameters.count == method.parameters.count else { return nil }
      method = want
    }
    let curried = checkExpr(curriedMethodClosure(d, f),
                            contextual: .function(FunctionType(parameters: [.init(bt)], result: .function(method))))
    guard let t = curried.type, !t.isError else {
      d.type = .error
      return d
    }
    let call = CallExpr(fn: curried, arguments: [Argument(label: nil, labelLoc: nil, expr: base)], argumentsRange: d.range,
                        range: d.range)
    call.isImplicit = true
    call.type = .function(method)
    return call
  }

  /// swiftc's error for a name with several declarations and no type to choose by,
  /// with a note at each of the program's own.
  private func reportAmbiguousReference(_ d: UnresolvedDotExpr, _ decls: [AbstractFunctionDecl]) {
    let notes = decls.filter { $0.nameLoc.isValid && !$0.isInStandardLibrary }
      .map { Diagnostic.note(SemaDiagnostics.foundThisCandidate(), at: $0.nameLoc) }
    error(SemaDiagnostics.ambiguousUse(d.name), at: d.nameLoc, notes: notes)
  }

  /// `{ $0, $1 in Type.name(label: $0, $1) }` (`Type($0)` for an initializer), at `d`.
  private func curryThunk(_ d: UnresolvedDotExpr, labels: [String?]) -> ClosureExpr {
    let range = d.range
    let params = labels.indices.map { i -> ParamDecl in
      let p = ParamDecl(argumentLabel: nil, name: "$\(i)", nameLoc: d.nameLoc, range: range)
      p.isImplicit = true
      return p
    }
    let arguments = zip(labels, params).map { label, p -> Argument in
      let ref = UnresolvedDeclRefExpr(name: p.name, range: range)
      ref.isImplicit = true
      return Argument(label: label, labelLoc: nil, expr: ref)
    }
    let callee: Expr = d.name == "init" ? d.base : d
    let call = CallExpr(fn: callee, arguments: arguments, argumentsRange: range, range: range)
    call.isImplicit = true
    let body = BraceStmt(elements: [.expr(call)], range: range, isImplicit: true)
    let closure = ClosureExpr(parameters: ParameterList(parameters: params, range: range), resultTypeRepr: nil,
                              body: body, range: range)
    closure.isImplicit = true
    return closure
  }
}
