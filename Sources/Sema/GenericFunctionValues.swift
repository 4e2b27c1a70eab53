import AST
import Basic

// A generic (or overloaded) function named without a call, where the context wants a
// function of one type:
//
//     let f: (Int, Int) -> Int = max                   // max<Int>
//     print([3, 1, 2].reduce(0, max))                  // the parameter's (Int, Int) -> Int
//     Dictionary(pairs, uniquingKeysWith: max)         // (Value, Value) -> Value
//     print(apply(twice, 4))                           // a program's own `twice<T>`
//
// swiftc specializes the function for the context's type; so does miniswiftc: the
// function whose type, its generic parameters bound by matching it against the wanted
// type, is exactly that type (the same parameters, `inout` ones too, and result) is
// chosen, its requirements checked as a call's are, and the reference carries the
// generic arguments (`DeclRefExpr.substitutions`), for which IRGen makes the value of
// the specialization. An argument so named is checked once its parameter's type is
// known, as a closure is. Without a function type from the context, or with one no
// declaration of the name has, it stays "not supported yet" (`checkNameRef`).

extension TypeChecker {
  /// The global functions `e` names when it is a generic or overloaded function's name
  /// (not an operator, a builtin, or a variable): those the context's type chooses among.
  func contextuallyTypedFunctions(_ e: Expr) -> [FuncDecl]? {
    guard let r = e as? UnresolvedDeclRefExpr, r.genericArgs.isEmpty, !isOperatorReference(r),
      case .globals(let decls) = lookupUnqualified(r.name, at: r.loc)
    else { return nil }
    let funcs = decls.compactMap { $0 as? FuncDecl }
    guard funcs.count == decls.count, funcs.contains(where: { !$0.genericParameters.isEmpty }) || funcs.count > 1,
      funcs.allSatisfy({ $0.builtin == nil && !$0.isOperator })
    else { return nil }
    return funcs
  }

  /// Is `e` a function name whose declaration only its parameter's type chooses?
  func isContextuallyTypedFunctionReference(_ e: Expr) -> Bool {
    e.type == nil && contextuallyTypedFunctions(e) != nil
  }

  /// `max` where an `(Int, Int) -> Int` is wanted: the reference to the function of that
  /// type (`max<Int>`), or nil when the context wants no function or no declaration of
  /// the name has its type (one whose requirements fail is reported, and the reference
  /// typed `.error`).
  func contextuallyTypedFunctionValue(_ r: UnresolvedDeclRefExpr, contextual: SwiftType?) -> Expr? {
    guard case .function(let want)? = contextual, let funcs = contextuallyTypedFunctions(r),
      let (f, subs, type) = functionChosen(by: want, among: funcs, at: r.loc)
    else { return nil }
    checkInlinableReference(f, at: r.loc)
    let ref = DeclRefExpr(decl: f, range: r.range)
    guard checkRequirements(of: f, subs, at: r.loc) else {
      ref.type = .error
      return ref
    }
    ref.substitutions = f.genericParameters.map { subs[ObjectIdentifier($0)] ?? .error }
    // (Its specialization calls their witnesses, with no lookup on them.)
    ref.substitutions.forEach(noteLibraryTypeUse)
    ref.type = .function(type)
    return ref
  }

  /// Can `r` be a function of type `want`? (Nothing is reported.)
  func isContextuallyTypedFunction(_ r: UnresolvedDeclRefExpr, as want: FunctionType) -> Bool {
    guard let funcs = contextuallyTypedFunctions(r) else { return false }
    return functionChosen(by: want, among: funcs, at: r.loc, exactly: true) != nil
  }

  /// The one of `funcs` usable at `loc` whose type can be `want`, with its generic
  /// arguments and that type (a concrete overload wins over a generic one, as in a
  /// call); a result `want` leaves open (`T` of `map`'s `(Int) -> T`) is the function's.
  /// Unless `exactly`, with none of that type, the one that takes `want`'s parameters
  /// (its other result is then swiftc's "cannot convert value of type").
  private func functionChosen(by want: FunctionType, among funcs: [FuncDecl], at loc: SourceLoc, exactly: Bool = false)
    -> (FuncDecl, [ObjectIdentifier: SwiftType], FunctionType)?
  {
    guard !want.parameters.contains(where: \.type.containsError), want.result.isError || !want.result.containsError
    else { return nil }
    let taking = funcs.filter { isAccessible($0, at: loc) }.compactMap { f in
      functionType(of: f, taking: want).map { (f, $0.0, $0.1) }
    }
    var fitting = taking.filter { _, _, type in type.result == want.result || want.result.isError }
    if fitting.count > 1 { fitting = fitting.filter { $0.0.genericParameters.isEmpty } }
    if fitting.count == 1 { return fitting[0] }
    return !exactly && fitting.isEmpty && taking.count == 1 ? taking[0] : nil
  }

  /// The bindings of `f`'s generic parameters that make its parameters exactly `want`'s
  /// (and its result `want`'s where they can), and `f`'s type with them; nil if none do
  /// (a variadic parameter, another arity, `inout` or labels aside).
  private func functionType(of f: FuncDecl, taking want: FunctionType) -> ([ObjectIdentifier: SwiftType], FunctionType)? {
    let params = f.parameters.parameters
    guard case .function(let own)? = f.interfaceType, own.parameters.count == want.parameters.count,
      !params.contains(where: \.isVariadic), !own.isAsync, !own.isThrowing || want.isThrowing
    else { return nil }
    var subs: [ObjectIdentifier: SwiftType] = [:]
    for (p, w) in zip(own.parameters, want.parameters) where p.isInOut != w.isInOut || !unify(p.type, w.type, &subs) {
      return nil
    }
    var withResult = subs
    if !want.result.isError, unify(own.result, want.result, &withResult) { subs = withResult }
    guard f.genericParameters.allSatisfy({ subs[ObjectIdentifier($0)] != nil }) else { return nil }
    var bound = own
    bound.parameters = own.parameters.map { .init(substitute($0.type, subs), isInOut: $0.isInOut) }
    bound.result = substitute(own.result, subs)
    bound.isThrowing = want.isThrowing
    return bound.parameters == want.parameters ? (subs, bound) : nil
  }

  /// `f`'s requirements on the generic arguments `subs`, as a call checks them (swiftc's
  /// errors name the function as a call's do).
  private func checkRequirements(of f: FuncDecl, _ subs: [ObjectIdentifier: SwiftType], at loc: SourceLoc) -> Bool {
    for g in f.genericParameters {
      let t = subs[ObjectIdentifier(g)] ?? .error
      if let sup = g.superclass, !inherits(t, from: sup) {
        error(SemaDiagnostics.requiresInheritance("global function", f.printedName, t, sup.name), at: loc,
              notes: whereNotes(g, t))
        return false
      }
      let protocols = genericConstraints[ObjectIdentifier(g)] ?? []
      for p in protocols where !conforms(t, to: p) {
        if reportUnsupportedBuiltinConformance(t, p, at: loc) { return false }
        error(SemaDiagnostics.requiresConformance("global function", f.printedName, t, p.name), at: loc,
              notes: whereNotes(g, t))
        return false
      }
    }
    guard checkDependentRequirements(of: f, subs, kind: "global function", name: f.printedName, at: loc) else {
      return false
    }
    checkHashedGenericArguments(f, subs, at: loc)
    return true
  }
}

extension TypeChecker {
  /// `let g = max`: a generic (or overloaded) function's name as a variable's whole
  /// value, with no type to choose by. swiftc cannot infer the generic parameters (an
  /// error for each, the last with a note at the function: the first of the name
  /// declared) or choose among overloads ("ambiguous use"); so does miniswiftc. nil for
  /// anything else.
  func reportUninferableFunctionValue(_ e: Expr) -> Expr? {
    guard let r = e.withoutParens as? UnresolvedDeclRefExpr, let funcs = contextuallyTypedFunctions(r) else { return nil }
    if let f = funcs.first(where: { !$0.genericParameters.isEmpty }) {
      for g in f.genericParameters {
        let notes: [Diagnostic] = g === f.genericParameters.last && f.nameLoc.isValid
          ? [.note(SemaDiagnostics.inCallToFunction(f.printedName), at: f.nameLoc)] : []
        error(SemaDiagnostics.genericParameterNotInferred(g.name), at: r.loc, notes: notes)
      }
    } else {
      let notes = funcs.filter { $0.nameLoc.isValid && !$0.isInStandardLibrary }
        .map { Diagnostic.note(SemaDiagnostics.foundThisCandidate(), at: $0.nameLoc) }
      error(SemaDiagnostics.ambiguousUse(r.name), at: r.loc, notes: notes)
    }
    r.type = .error
    return r
  }
}
