import AST
import Basic

/// An argument prepared for overload resolution.
struct PreparedArgument {
  var label: String?
  var labelLoc: SourceLoc?
  var operand: Operand
  /// The `&` expression when the argument was written `&x`.
  var inOut: InOutExpr?
  /// A closure written after the call's parentheses (`f(x) { ... }`): it matches the
  /// next parameter whatever its label (Swift's forward scan).
  var isTrailingClosure = false

  var loc: SourceLoc { inOut?.loc ?? operand.expr.loc }
}

/// How a parameter gets its value in a call.
enum ParamBinding {
  case argument(Int)
  case defaulted
  /// The arguments a variadic parameter takes (none, one, or more), packed into an array.
  case variadic([Int])
}

/// Calls: finding the callee (function, method, initializer, `super.init`), matching
/// arguments to parameters by label, choosing among overloads by argument types, and
/// rewriting the call into the shape `CallExpr` documents.
extension TypeChecker {
  func checkCall(_ call: CallExpr, contextual: SwiftType?) -> Expr {
    // Calls Sema made itself (an inherited initializer's `super.init`) are typed already.
    if call.type != nil { return call }
    if let checked = checkBuiltinExtensionInitializerCall(call, contextual: contextual) { return checked }
    let fn = foldIfNeeded(call.fn)
    switch fn {
    case let m as UnresolvedMemberExpr:
      return checkImplicitMemberCall(call, m, contextual: contextual)
    case let r as UnresolvedDeclRefExpr where isCollectionTypeName(r.name):
      // `Set<Int>()`, `Dictionary<String, Int>()`, `Set(array)`.
      if r.name == "Set", r.genericArgs.isEmpty, call.arguments.count == 1 {
        return checkSetFromSequence(call, element: nil, typeRange: r.range)
      }
      let t = resolveType(IdentTypeRepr(name: r.name, genericArgs: r.genericArgs, range: r.range))
      return t.isError ? failCall(call) : checkCollectionConstruction(call, type: t, typeLoc: r.loc)
    case let r as UnresolvedDeclRefExpr where callsOptionalInitializer(call, r):
      // `Optional(3)`.
      return checkOptionalInitializer(call, r, contextual: contextual)
    case let r as UnresolvedDeclRefExpr where r.name != "self" && !(r.name == "Array" && lookupTypeDecl("Array") == nil):
      return checkNamedCall(call, r, contextual: contextual)
    case let d as UnresolvedDotExpr where isLibraryBuiltinReference(d):
      return checkLibraryBuiltinCall(call, d, contextual: contextual)
    case let d as UnresolvedDotExpr:
      return checkMethodCall(call, d, contextual: contextual)
    case let d as DictionaryExpr:
      if let (k, v) = dictionaryTypeNamed(d) {
        // `[String: Int]()`.
        let t = resolveType(DictionaryTypeRepr(key: IdentTypeRepr(name: k.name, range: k.range),
                                               value: IdentTypeRepr(name: v.name, range: v.range), range: d.range))
        return t.isError ? failCall(call) : checkCollectionConstruction(call, type: t, typeLoc: d.loc)
      }
      return checkCallOfValue(call, fn, contextual: contextual)
    case let a as ArrayExpr where a.elements.count == 1 && typeNamed(a) != nil:
      // `[Int]()`, `[Int](repeating: 0, count: 3)`.
      guard case .array(let element)? = typeNamed(a) else { return failCall(call) }
      return checkArrayInitializer(call, element: element, typeRange: a.range, contextual: contextual)
    case let r as UnresolvedDeclRefExpr where r.name == "Array" && lookupTypeDecl("Array") == nil:
      // `Array<Int>(...)`, `Array(...)` (the element from the context or the arguments).
      var element: SwiftType?
      if !r.genericArgs.isEmpty {
        let t = resolveType(IdentTypeRepr(name: r.name, genericArgs: r.genericArgs, range: r.range))
        guard case .array(let e) = t else { return failCall(call) }
        element = e
      }
      return checkArrayInitializer(call, element: element, typeRange: r.range, contextual: contextual)
    default:
      return checkCallOfValue(call, fn, contextual: contextual)
    }
  }

  /// `f(args)` where `f` is an expression: a function value, or a type (an initializer).
  private func checkCallOfValue(_ call: CallExpr, _ fn: Expr, contextual: SwiftType?) -> Expr {
    let f = checkExpr(fn)
    call.fn = f
    guard let ft = f.type, !ft.isError else { return failCall(call) }
    if case .metatype(let t) = ft, let te = f as? TypeExpr {
      return checkConstructorCall(call, type: t, typeExpr: te, contextual: contextual)
    }
    if case .function(let fnType) = ft {
      // (`{ 3 }()`: a closure called where it is written does not outlive the call.)
      noteNonEscapingClosure(f, ft)
      return callFunctionValue(call, f, fnType)
    }
    error(SemaDiagnostics.cannotCallNonFunction(ft), at: diagLoc(f))
    return failCall(call)
  }

  /// The type an expression spells without checking it (`Int`, `[String]`), if any.
  func typeNamed(_ e: Expr) -> SwiftType? {
    switch e {
    case let r as UnresolvedDeclRefExpr where !r.genericArgs.isEmpty:
      // `[Set<Int>]()`: the generic type applied to its arguments, as the expression
      // `Set<Int>` is checked (once: a checked expression is kept). (Only a type takes
      // generic arguments in an expression.)
      return (checkExpr(r) as? TypeExpr)?.instanceType
    case let r as UnresolvedDeclRefExpr:
      guard case .type(let t) = lookupUnqualified(r.name, at: r.loc) else { return nil }
      return t
    case let a as ArrayExpr where a.elements.count == 1:
      return elementTypeNamed(a.elements[0]).map { .array($0) }
    case let d as DictionaryExpr where d.pairs.count == 1:
      // `[[String: Int]]()`: a dictionary type inside an array type.
      guard let k = elementTypeNamed(d.pairs[0].key), let v = elementTypeNamed(d.pairs[0].value),
        let hashable = stdlib.protocols["Hashable"], conforms(k, to: hashable)
      else { return nil }
      return .dictionary(k, v)
    default:
      return nil
    }
  }

  /// The type an element of a bracketed type spells (`[T]()` in a generic body: the
  /// generic parameter too).
  private func elementTypeNamed(_ e: Expr) -> SwiftType? {
    if let t = typeNamed(e) { return t }
    guard let r = e as? UnresolvedDeclRefExpr, r.genericArgs.isEmpty, case .notFound = lookupUnqualified(r.name, at: r.loc),
      let g = lookupGenericParameter(r.name)
    else { return nil }
    return .genericParameter(g)
  }

  /// `.circle(radius: 2)`: an enum case with associated values or a static method of
  /// the contextual type (the `ext` tier).
  private func checkImplicitMemberCall(_ call: CallExpr, _ m: UnresolvedMemberExpr, contextual: SwiftType?) -> Expr {
    guard var t = contextual, !t.isError else {
      notSupported("implicit member call", at: m.loc)
      m.type = .error
      return failCall(call)
    }
    // `.some(x)` where an optional is wanted.
    if call.arguments.count == 1, call.arguments[0].label == nil,
      let wrapped = checkOptionalCase(m, argument: call.arguments[0].expr, contextual: t)
    {
      return wrapped
    }
    if case .optional(let w) = t { t = w }
    if m.name == "init" {
      // `.init(n: 1)` where an `Inner` (`Outer<T>.Inner` too) is wanted: that type's
      // initializer, as `Inner(n: 1)` would call it (errors at `init`, as swiftc's).
      let te = TypeExpr(instanceType: t, typeRepr: nil, range: SourceRange(start: m.loc.advanced(by: 1), end: m.range.end))
      te.type = .metatype(t)
      call.fn = te
      if case .existential = t {
        error(SemaDiagnostics.noAccessibleInitializers(t), at: te.loc)
        return failCall(call)
      }
      return checkConstructorCall(call, type: t, typeExpr: te, contextual: contextual)
    }
    let members = lookupMembers(m.name, in: t).filter { isStaticMember($0) }
    if members.isEmpty {
      error(SemaDiagnostics.typeHasNoMember(t, m.name), at: m.loc.advanced(by: 1))
      return failCall(call)
    }
    if let element = members.first(where: { $0 is EnumElementDecl }) as? EnumElementDecl {
      return checkEnumConstruction(call, element, on: t, range: m.range, loc: m.loc.advanced(by: 1))
    }
    notSupported("implicit member call", at: m.loc)
    failCall(call)
    if let f = members.first(where: { $0 is FuncDecl }) as? FuncDecl {
      call.type = resultType(of: f)
    } else {
      call.type = t
    }
    return call
  }

  /// `.circle(radius: 2)` / `Shape.circle(radius: 2)`: a case with associated values,
  /// called like a function; `fn` becomes a `DeclRefExpr` of the case, the arguments are
  /// in parameter order with the parameters' types.
  /// On a generic enum named without arguments (`Result2.ok(3)`, inferring them:
  /// `checkUnboundGenericMemberCall`), the arguments and `contextual` bind its parameters.
  func checkEnumConstruction(_ call: CallExpr, _ element: EnumElementDecl, on base: SwiftType,
                             range: SourceRange, loc: SourceLoc, contextual: SwiftType? = nil) -> Expr {
    guard let params = element.parameters else {
      if case .nominal(let n)? = element.interfaceType {
        error(SemaDiagnostics.cannotCallNonFunction(.nominal(n)), at: loc)
      }
      return failCall(call)
    }
    // A generic enum's case takes and makes its arguments' types (`Either<Int, String>.left`
    // takes an Int).
    var type = element.interfaceType.map { memberType($0, of: element, on: base) }
    let ref = DeclRefExpr(decl: element, range: range)
    ref.type = type
    // The case's parameters, as a function's (argument matching works on functions).
    let asFunction = FuncDecl(name: element.name, nameLoc: element.nameLoc, parameters: params, body: nil,
                              range: element.range)
    asFunction.interfaceType = element.interfaceType
    let inferring = !inferredTypeParameters.isEmpty
    guard let (_, args) = resolveOverloads(call, [asFunction], kind: "enum case", name: element.name, fnLoc: loc,
                                           contextual: inferring ? contextual : nil, base: base) else {
      genericCallResult = nil
      return failCall(call)
    }
    genericCallResult = nil  // the case's type (`type`) already has the base's arguments
    if inferring, let n = base.nominalDecl {
      type = element.interfaceType.map { memberType($0, of: element, on: .boundGeneric(n, inferredTypeArguments)) }
      ref.type = type
    }
    call.fn = ref
    call.arguments = args
    if case .function(let ft)? = type { call.type = ft.result } else { call.type = .error }
    return call
  }

  /// Types the arguments of a call that failed (to find errors inside them) and gives
  /// the call the error type.
  @discardableResult
  func failCall(_ call: CallExpr) -> Expr {
    for i in call.arguments.indices {
      let e = call.arguments[i].expr
      if e.type != nil { continue }
      if let io = e as? InOutExpr {
        io.subExpr = checkExpr(io.subExpr)
        io.type = .error
      } else if let c = e as? ClosureExpr {
        call.arguments[i].expr = checkClosureAfterError(c)
      } else {
        call.arguments[i].expr = finishWithDefault(prepare(e))
      }
    }
    call.type = .error
    return call
  }

  // MARK: - Callees

  private func checkNamedCall(_ call: CallExpr, _ r: UnresolvedDeclRefExpr, contextual: SwiftType?) -> Expr {
    switch lookupUnqualified(r.name, at: r.loc) {
    case .type(let t):
      if let n = t.nominalDecl { checkInlinableReference(n, at: r.loc) }
      guard let te = typeExpr(t, for: r, inferringArguments: true) else { return failCall(call) }
      return checkConstructorCall(call, type: te.instanceType, typeExpr: te, contextual: contextual)
    case .local(let d):
      if let f = d as? FuncDecl {
        return checkGlobalCall(call, [f], ref: r, contextual: contextual, isLocal: true)
      }
      guard let v = d as? VarDecl else { return failCall(call) }
      let ref = declRef(v, range: r.range)
      call.fn = ref
      return callValue(call, ref)
    case .localFunctions(let funcs):
      return checkGlobalCall(call, funcs, ref: r, contextual: contextual, isLocal: true)
    case .members(let decls, let owner):
      // `append(x)` in `extension Array` (`insert(x)` in `extension Set`): the built-in
      // method of `self`, unless the labels call an extension's method.
      if let t = currentSelf?.interfaceType, isBuiltinSelf(t, of: owner), callsBuiltinMethod(call, r.name, on: t),
        let member = implicitBuiltinMember(r)
      {
        call.fn = member
        return checkExpr(call, contextual: contextual)
      }
      let funcs = decls.compactMap { $0 as? FuncDecl }
      guard !funcs.isEmpty else {
        if let v = decls.first(where: { $0 is VarDecl }) as? VarDecl {
          if case .function = typeOfVar(v) {
            let ref = checkNameRef(r)
            guard let t = ref.type, case .function(let ft) = t else { return failCall(call) }
            return callFunctionValue(call, ref, ft)
          }
          error(SemaDiagnostics.cannotCallNonFunction(typeOfVar(v)), at: r.loc)
        } else {
          notSupported("this call", at: r.loc)
        }
        return failCall(call)
      }
      return checkImplicitMethodCall(call, funcs, owner: owner, ref: r, contextual: contextual)
    case .globals(let decls):
      let funcs = decls.compactMap { $0 as? FuncDecl }
      guard !funcs.isEmpty else {
        if let v = decls.first(where: { $0 is VarDecl }) as? VarDecl {
          let ref = declRef(v, range: r.range)
          call.fn = ref
          return callValue(call, ref)
        }
        return failCall(call)
      }
      if let f = funcs.first, funcs.allSatisfy({ $0.access < .public }) { checkInlinableReference(f, at: r.loc) }
      return checkGlobalCall(call, funcs, ref: r, contextual: contextual)
    case .beforeDeclaration(let d):
      reportBeforeDeclaration(d, at: r.loc)
      return failCall(call)
    case .notFound:
      if r.name == "type", let d = checkDynamicType(call) { return d }
      if lookupGenericParameter(r.name) != nil, r.genericArgs.isEmpty {
        // `T(copy: T())` with `T: P`: an initializer of `P` (a requirement or a protocol
        // extension's) on the type `T` is bound to, as `Self(...)` in a protocol
        // extension; each specialization calls that type's (its witness). (A class's
        // is the class `T` is bound to, not a subclass: `T`'s own metatype, as Swift's.)
        let t = resolveType(IdentTypeRepr(name: r.name, range: r.range))
        guard !t.isError, let te = typeExpr(t, for: r, inferringArguments: false) else { return failCall(call) }
        guard t.genericParameterDecl == nil || !lookupMembers("init", in: t).isEmpty else {
          error(SemaDiagnostics.typeHasNoMember(t, "init"), at: r.loc)
          return failCall(call)
        }
        let checked = checkConstructorCall(call, type: te.instanceType, typeExpr: te, contextual: contextual)
        // `T()` with `T: Base`: `T` may be a subclass, which has `Base`'s initializer only
        // if it is `required`.
        if let ctor = ((checked as? CallExpr)?.fn as? ConstructorRefCallExpr)?.fn.decl as? ConstructorDecl,
          owningNominal(of: ctor) is ClassDecl, !ctor.modifiers.isRequired
        {
          error(SemaDiagnostics.nonRequiredInitializerThroughMetatype(t), at: r.loc,
                notes: ctor.loc.isValid ? [.note(SemaDiagnostics.selectedNonRequiredInitializer(ctor.fullName), at: ctor.loc)] : [])
          return failCall(call)
        }
        return checked
      }
      if lookupGenericParameter(r.name) != nil {
        reportGenericParameterAsValue(r.name, at: r.loc)
      } else {
        reportNotFound(r.name, at: r.loc)
      }
      return failCall(call)
    }
  }

  /// Calling a variable: a closure value (not supported yet) or an error.
  private func callValue(_ call: CallExpr, _ ref: Expr) -> Expr {
    guard let t = ref.type, !t.isError else { return failCall(call) }
    if case .function(let ft) = t {
      return callFunctionValue(call, ref, ft)
    } else {
      error(SemaDiagnostics.cannotCallNonFunction(t), at: diagLoc(ref))
    }
    return failCall(call)
  }

  /// `f(x)` where `f` is a value of function type: positional arguments converted to
  /// the parameter types, an `inout` parameter's written `&x` (a variable of exactly the
  /// parameter's type, as a function's); `fn` stays the value.
  func callFunctionValue(_ call: CallExpr, _ ref: Expr, _ ft: FunctionType) -> Expr {
    guard call.arguments.count == ft.parameters.count, call.arguments.allSatisfy({ $0.label == nil }) else {
      reportFunctionValueArgumentMismatch(call, ref, ft)
      return failCall(call)
    }
    for (i, p) in ft.parameters.enumerated() {
      let arg = call.arguments[i].expr
      if p.isInOut {
        call.arguments[i].expr = checkInOutArgument(arg, parameterType: p.type)
      } else if let io = arg as? InOutExpr {
        io.subExpr = checkExpr(foldIfNeeded(io.subExpr))
        if let t = io.subExpr.type, !t.isError { error(SemaDiagnostics.ampersandNotInout(t), at: io.loc) }
        io.type = .error
      } else {
        call.arguments[i].expr = checkExpr(arg, convertTo: p.type, reason: .argument)
      }
    }
    checkExclusiveAccess(call.arguments)
    call.fn = ref
    call.type = ft.result
    return call
  }

  /// A function value's call whose arguments do not fit its parameters (which have no
  /// labels), with swiftc's errors: labels written, arguments missing or extra.
  private func reportFunctionValueArgumentMismatch(_ call: CallExpr, _ ref: Expr, _ ft: FunctionType) {
    let args = call.arguments
    let openParen = call.argumentsRange.start
    // (A variable's value: swiftc points at the variable where it counts the arguments.)
    let declaredHere: [Diagnostic] = ((ref as? DeclRefExpr)?.decl as? VarDecl).map {
      [.note(SemaDiagnostics.declaredHereNote($0.name), at: $0.nameLoc)]
    } ?? []
    if args.count == ft.parameters.count {
      error(SemaDiagnostics.extraneousArgumentLabels(args.compactMap(\.label)), at: openParen)
    } else if args.count < ft.parameters.count {
      let missing = (args.count..<ft.parameters.count).map { "#\($0 + 1)" }
      if missing.count == 1 {
        error(SemaDiagnostics.missingArgument(missing[0]), at: call.argumentsRange.end.advanced(by: -1),
              notes: declaredHere)
      } else {
        error(SemaDiagnostics.missingArguments(missing), at: openParen, notes: declaredHere)
      }
    } else if ft.parameters.isEmpty {
      error(SemaDiagnostics.argumentsToCallWithoutParameters(), at: args.count == 1 ? args[0].expr.loc : openParen)
    } else if args.count == ft.parameters.count + 1 {
      error(SemaDiagnostics.extraArgument(args[ft.parameters.count].label), at: args[ft.parameters.count].expr.loc)
    } else {
      error(SemaDiagnostics.extraArguments(Array(ft.parameters.count + 1...args.count)), at: openParen,
            notes: declaredHere)
    }
  }

  /// The argument of an `inout` parameter of type `pt` in a call of a function value:
  /// `&x` of a mutable `x` of type `pt` (the errors `commitArguments` reports for a
  /// function's parameter otherwise).
  private func checkInOutArgument(_ arg: Expr, parameterType pt: SwiftType) -> Expr {
    guard let io = arg as? InOutExpr else {
      let checked = checkExpr(arg, contextual: pt)
      if let t = checked.type, !t.isError { error(SemaDiagnostics.inoutNeedsAmpersand(t), at: diagLoc(checked)) }
      return checked
    }
    io.subExpr = checkExpr(foldIfNeeded(io.subExpr), contextual: pt)
    if let t = io.subExpr.type, !t.isError, !pt.isError {
      if t != pt {
        error(SemaDiagnostics.cannotConvertArgument(t, pt), at: io.loc)
      } else {
        checkMutable(io.subExpr, kind: .inOutArgument, at: io.loc)
      }
    }
    io.type = pt
    return io
  }

  func checkGlobalCall(_ call: CallExpr, _ funcs: [FuncDecl], ref r: UnresolvedDeclRefExpr,
                       contextual: SwiftType?, isLocal: Bool = false) -> Expr {
    guard let accessible = accessibleDecls(funcs, name: r.name, at: r.loc) else { return failCall(call) }
    guard let (chosen, args) = resolveOverloads(call, accessible, kind: isLocal ? "local function" : "global function",
                                                  name: r.name, fnLoc: r.loc, contextual: contextual) else {
      return failCall(call)
    }
    // (A local function called captures what it captures.)
    if isLocal, let f = chosen as? FuncDecl { noteLocalFunctionUse(f, at: r.loc) }
    let ref = DeclRefExpr(decl: chosen, range: r.range)
    ref.type = chosen.interfaceType
    return finishCall(call, callee: ref, decl: chosen, args: args)
  }

  /// `f(...)` inside a type: a method of `self` (or a static method of the type).
  private func checkImplicitMethodCall(_ call: CallExpr, _ funcs: [FuncDecl], owner: NominalTypeDecl,
                                       ref r: UnresolvedDeclRefExpr, contextual: SwiftType?) -> Expr {
    // In a protocol extension the requirement is used on `Self` (`value(at: i)` is an
    // `Int` under `where Value == Int`); a protocol extension's member on the type's
    // `self` (`contains { $0 == x }` in `extension Array` is Sequence's, its `Element`
    // the array's).
    // (And a built-in type's extension member on `self`: `map` in `extension Array where
    // Element == Int` takes Ints.)
    let onSelf = owner is ProtocolDecl || owner.builtinType != nil || funcs.contains { $0.protocolExtension != nil }
    guard let (chosen, args) = resolveOverloads(call, funcs, kind: "instance method", name: r.name,
                                                  fnLoc: r.loc, contextual: contextual,
                                                  base: onSelf ? implicitSelfType(of: owner) : nil) else {
      return failCall(call)
    }
    guard let base = implicitMemberBase(chosen, owner: owner, ref: r) else { return failCall(call) }
    if !isStaticMember(chosen) && chosen.modifiers.isMutating { checkMutable(base, kind: .mutatingCall, at: r.loc) }
    return finishMethodCall(call, base: base, decl: chosen, nameRange: r.range, args: args)
  }

  /// The type of the implicit `self` a bare method call is made on: the type of `self`
  /// where there is one (in `extension Array where Element == Int`, an `[Int]`, so that
  /// `map { $0 * 2 }` takes Ints, as `self.map` does), else that of `owner`'s members.
  private func implicitSelfType(of owner: NominalTypeDecl) -> SwiftType {
    guard !(owner is ProtocolDecl), let t = context.selfDecl?.interfaceType else { return contextSelfType(of: owner) }
    if case .metatype(let instance) = t { return instance }
    return t
  }

  private func checkMethodCall(_ call: CallExpr, _ d: UnresolvedDotExpr, contextual: SwiftType?) -> Expr {
    if d.name == "init" {
      if let s = d.base as? SuperRefExpr { return checkSuperInitCall(call, d, s) }
      if let r = d.base as? UnresolvedDeclRefExpr, r.name == "self", context.kind == .initializer {
        if let assigned = checkBuiltinSelfInitCall(call, d, r) { return assigned }
        return checkSelfInitCall(call, d, r)
      }
    }
    // `Module.function(...)`
    if let r = d.base as? UnresolvedDeclRefExpr, case .notFound = lookupUnqualified(r.name, at: r.loc), isModuleName(r.name) {
      var funcs: [FuncDecl] = []
      if r.name == module.name { funcs = (globalValues[d.name] ?? []).compactMap { $0 as? FuncDecl } }
      else if r.name == "Swift" {
        funcs = (libraryFunctions(named: d.name) ?? []).compactMap { $0 as? FuncDecl }
      }
      else if let m = importedModules.first(where: { $0.name == r.name }) {
        funcs = m.decls.compactMap { $0 as? FuncDecl }.filter { $0.name == d.name }
      }
      if !funcs.isEmpty {
        let ref = UnresolvedDeclRefExpr(name: d.name, range: SourceRange(start: d.nameLoc, end: d.range.end))
        return checkGlobalCall(call, funcs, ref: ref, contextual: contextual)
      }
      // `Cards.Card(...)`: an initializer of a type qualified by its module.
      let qualified = checkModuleQualified(module: r.name, d)
      if let te = qualified as? TypeExpr {
        call.fn = te
        return checkConstructorCall(call, type: te.instanceType, typeExpr: te, contextual: contextual)
      }
      if qualified.type?.isError ?? true { return failCall(call) }
    }
    // `lines.reversed().joined(separator: "\n")`: the reversed elements as an array, which
    // joins to the text Swift's `ReversedCollection` does (elsewhere `reversed()` is a
    // `for`-`in` sequence only).
    // `Stack.one(1)`, `Result2.ok(3)`: the generic type's arguments inferred with the call.
    if let checked = checkUnboundGenericMemberCall(call, d, contextual: contextual) { return checked }
    let saved = rangeAllowedFor
    if d.name == "joined", let inner = d.base as? CallExpr, inner.arguments.isEmpty,
      (inner.fn as? UnresolvedDotExpr)?.name == "reversed"
    {
      rangeAllowedFor = inner
    }
    let writtenBase = d.base
    let base = checkMemberBase(d.base, member: d.name)
    rangeAllowedFor = saved
    d.base = base
    guard let bt = base.type, !bt.isError else { return failCall(call) }
    let name = d.name
    let nameRange = SourceRange(start: d.nameLoc, end: d.range.end)
    if case .metatype(let instance) = bt {
      if refuseDynamicMetatypeMember(base: base, instance: instance, name: name, at: d.nameLoc) { return failCall(call) }
      if name == "init", let te = base.withoutParens as? TypeExpr ?? staticTypeExpr(forMetatypeValue: base, instance) {
        return checkConstructorCall(call, type: instance, typeExpr: te, contextual: contextual)
      }
      if name == "init", instance.isClassReference {
        // `t.init()` of an `A.Type` holding a `B.self` (RequiredInitializerCalls.swift).
        return checkRequiredInitializerCall(call, base: base, instance: instance, nameRange: nameRange,
                                            contextual: contextual)
      }
      if name == "init" {
        // `type(of: s).init()`, `kinds[0].init()`: the type's initializer, once the
        // expression is evaluated, which the call's tree does not keep.
        notSupported("an initializer called through a metatype value other than a variable's", at: d.nameLoc)
        return failCall(call)
      }
      // `BlackjackCard.Suit(rawValue: "♠")`: a nested type's initializer.
      if let t = qualifiedNestedType(name, in: instance, at: d.nameLoc) {
        guard !t.isError else { return failCall(call) }
        let te = TypeExpr(instanceType: t, typeRepr: nil, range: d.range)
        call.fn = te
        return checkConstructorCall(call, type: t, typeExpr: te, contextual: contextual)
      }
      if case .optional(let w) = instance, call.arguments.count == 1, call.arguments[0].label == nil,
        let some = optionalCase(name, argument: call.arguments[0].expr, wrapped: w, range: d.range)
      {
        noteSpelledOptionalCase(some, name, typeSpelling: writtenBase, nameLoc: d.nameLoc)
        return some
      }
      let decls = lookupMembers(name, in: instance)
      guard !decls.isEmpty else {
        switch instance {
        case .int, .double, .bool, .string, .character, .substring, .stringIndex, .sizedInteger: notSupported("'\(instance).\(name)'", at: d.nameLoc)
        default: error(SemaDiagnostics.typeHasNoMember(instance, name), at: d.nameLoc)
        }
        return failCall(call)
      }
      guard let accessible = accessibleDecls(decls, name: name, at: d.nameLoc) else { return failCall(call) }
      if let element = accessible.first(where: { $0 is EnumElementDecl }) as? EnumElementDecl {
        return checkEnumConstruction(call, element, on: instance, range: d.range, loc: d.nameLoc)
      }
      let statics = accessible.compactMap { $0 as? FuncDecl }.filter { isStaticMember($0) }
      guard !statics.isEmpty else {
        if accessible.contains(where: { $0 is FuncDecl }) {
          error(SemaDiagnostics.instanceMemberOnType(name, instance), at: d.base.loc)
        } else if let v = accessible.first(where: { $0 is VarDecl }) as? VarDecl {
          if isStaticMember(v) {
            error(SemaDiagnostics.cannotCallNonFunction(typeOfVar(v)), at: d.nameLoc)
          } else {
            error(SemaDiagnostics.instanceMemberOnType(name, instance), at: d.base.loc)
          }
        }
        return failCall(call)
      }
      guard let (chosen, args) = resolveOverloads(call, statics, kind: "static method", name: name,
                                                    fnLoc: d.nameLoc, contextual: contextual, base: instance) else {
        return failCall(call)
      }
      _ = checkMemberRequirements(chosen, kind: "static method", on: instance, at: d.nameLoc)
      return finishMethodCall(call, base: base, decl: chosen, nameRange: nameRange, args: args)
    }
    if case .array(let element) = bt, declaredArrayMembers(name, element: element).isEmpty {
      return reportUndeclaredArrayMethod(call, d, element: element)
    }
    if collectionElement(bt) != nil, callsBuiltinCollectionMethod(call, name, on: bt) {
      return checkCollectionMethodCall(call, d, type: bt, contextual: contextual)
    }
    if case .tuple(let elements, _) = bt {
      // `c.increment()` of a `(increment: () -> Int, reset: () -> Void)`: its element,
      // called.
      let element = checkTupleMember(d, base: base, elements: elements)
      guard let et = element.type, !et.isError else { return failCall(call) }
      guard case .function(let ft) = et else {
        error(SemaDiagnostics.cannotCallNonFunction(et), at: d.nameLoc)
        return failCall(call)
      }
      return callFunctionValue(call, element, ft)
    }
    let decls = lookupMembers(name, in: bt)
    guard !decls.isEmpty else {
      reportNoMember(of: base, bt, name, at: d.nameLoc)
      return failCall(call)
    }
    guard let accessible = accessibleDecls(decls, name: name, at: d.nameLoc) else { return failCall(call) }
    let methods = accessible.compactMap { $0 as? FuncDecl }.filter { !isStaticMember($0) }
    guard !methods.isEmpty else {
      if let v = accessible.first(where: { $0 is VarDecl }) as? VarDecl {
        if case .function(let fnType) = typeOfVar(v), !isStaticMember(v) {
          let member = makeMemberRef(base: base, decl: v, nameLoc: d.nameLoc, range: d.range)
          return callFunctionValue(call, member, fnType)
        }
        if bt == .substring, !call.arguments.isEmpty {
          // `sub.count(where:)`: Sequence's methods are not a Substring's yet.
          notSupported("'Substring.\(name)'", at: d.nameLoc)
          return failCall(call)
        }
        error(SemaDiagnostics.cannotCallNonFunction(typeOfVar(v)), at: d.nameLoc)
      } else if accessible.contains(where: { $0 is FuncDecl }) {
        error(SemaDiagnostics.staticMemberOnInstance(name, bt), at: d.nameLoc)
      } else {
        error(SemaDiagnostics.noMember(bt, name), at: d.nameLoc)
      }
      return failCall(call)
    }
    // `s.count()` beside `count(where:)`: no method takes no arguments, so swiftc calls
    // the property.
    let property = (accessible.first(where: { $0 is VarDecl }) as? VarDecl).map(typeOfVar)
      ?? collectionMembers(name, of: bt).first(where: { $0.0.isProperty }).map { m, k, v in m.result(k, v) }
    if call.arguments.isEmpty, let property,
      methods.allSatisfy({ $0.parameters.parameters.contains { $0.defaultValue == nil && !$0.isVariadic } })
    {
      error(SemaDiagnostics.cannotCallNonFunction(property), at: d.nameLoc)
      return failCall(call)
    }
    let mark = pending.count
    guard let (chosen, args) = resolveOverloads(call, methods, kind: "instance method", name: name,
                                                  fnLoc: d.nameLoc, contextual: contextual, base: bt) else {
      refuseDeprecatedOptionalFlatMap(since: mark, at: d.nameLoc)
      reportSameTypeExcludedOverloads(call, name, found: methods, on: bt, since: mark, at: d.nameLoc)
      return failCall(call)
    }
    if !checkMemberRequirements(chosen, kind: "instance method", on: bt, at: d.nameLoc) {
      reportSameTypeExcludedOverloads(call, name, found: methods, on: bt, since: mark, at: d.nameLoc)
    }
    if chosen.modifiers.isMutating && !bt.isClass && !(base is SuperRefExpr) {
      checkMutable(base, kind: .mutatingCall, at: d.nameLoc)
    }
    return finishMethodCall(call, base: base, decl: chosen, nameRange: nameRange, args: args)
  }

  /// A method no extension of Array declares (Array's members are all the library's,
  /// stdlib/Array*.swift, or a program's): Swift's others are outside the subset; any
  /// other name is an error.
  private func reportUndeclaredArrayMethod(_ call: CallExpr, _ d: UnresolvedDotExpr, element: SwiftType) -> Expr {
    if StandardLibrary.isArrayMemberOutsideSubset(d.name) {
      notSupported("array method '\(d.name)'", at: d.nameLoc)
    } else {
      error(SemaDiagnostics.noMember(.array(element), d.name), at: d.nameLoc)
    }
    return failCall(call)
  }

  func finishMethodCall(_ call: CallExpr, base: Expr, decl: AbstractFunctionDecl, nameRange: SourceRange,
                                args: [Argument]) -> Expr {
    let ref = DeclRefExpr(decl: decl, range: nameRange)
    ref.type = decl.interfaceType.map { memberType($0, of: decl, on: base.type) }
    let callee = DotSyntaxCallExpr(fn: ref, base: upcastToOwner(base, of: decl), range: base.range.union(nameRange))
    callee.type = ref.type
    // `f()` in a method: the application to the implicit `self` is implicit too.
    callee.isImplicit = base.isImplicit
    return finishCall(call, callee: callee, decl: decl, args: args)
  }

  private func finishCall(_ call: CallExpr, callee: Expr, decl: AbstractFunctionDecl, args: [Argument]) -> Expr {
    call.fn = callee
    call.arguments = args
    call.type = genericCallResult ?? resultType(of: decl)
    genericCallResult = nil
    return call
  }

  /// `Type(args)`: an initializer of a struct or class, or a built-in conversion.
  func checkConstructorCall(_ call: CallExpr, type t: SwiftType, typeExpr: TypeExpr, contextual: SwiftType?,
                            candidates: [ConstructorDecl]? = nil, inferring standIn: NominalTypeDecl? = nil) -> Expr {
    let name = t.description
    switch t {
    case .existential:
      error(SemaDiagnostics.protocolCannotBeConstructed(t), at: typeExpr.loc)
      return failCall(call)
    case .error:
      return failCall(call)
    default:
      break
    }
    // (`ClosedRange<Int>(uncheckedBounds:)`: the library struct's initializer, whose
    // result is the built-in range again, LibraryRanges.swift.)
    var t = candidates == nil ? libraryRangeStruct(t) ?? t : t
    // (The chosen one's body is asked for once it is chosen.)
    var inits = candidates ?? lookupMembers("init", in: t, requestingBodies: false).compactMap { $0 as? ConstructorDecl }
    // `Int8(clamping: x)`: an integer type's conversions by label, which only their label finds.
    if candidates == nil, call.arguments.count == 1, let label = call.arguments[0].label,
       StandardLibrary.integerConversionLabels.contains(label) {
      inits += stdlib.labeledConversions(to: t)
    }
    if case .nominal(let n) = t, let wrapped = wrappedValueParameters[ObjectIdentifier(n)],
       !inits.contains(where: { !$0.isImplicit }),
       let arg = call.arguments.first(where: { $0.label.map(wrapped.contains) == true }) {
      notSupported("passing a wrapped value to a memberwise initializer", at: arg.labelLoc ?? arg.expr.loc)
      return failCall(call)
    }
    guard !inits.isEmpty else {
      if case .nominal(let n) = t, n is ClassDecl {
        // The class's own declaration already reported "has no initializers".
        if !hasErrors { error(SemaDiagnostics.noAccessibleInitializers(t), at: typeExpr.loc) }
      } else if case .nominal(let n) = t, let e = n as? EnumDecl {
        // An enum without raw values: none declared (swiftc: no initializers at all), or
        // some wrong or missing (swiftc names no initializer; it has a candidate of its
        // own, `init(from:)`, that miniswiftc does not show).
        error(enumsWithoutRawValues.contains(ObjectIdentifier(e)) ? SemaDiagnostics.noExactMatches("initializer", "")
              : SemaDiagnostics.noAccessibleInitializers(t), at: typeExpr.loc)
      } else if t == .bool, call.arguments.count == 1, call.arguments[0].label == nil {
        // `Bool(flag)`, `Bool("true")` without the library (whose `extension Bool` declares
        // them, stdlib/BoolFromText.swift): Swift's, none of them built in.
        notSupported("initializer 'Bool(_:)'", at: typeExpr.loc)
      } else {
        error(SemaDiagnostics.noExactMatches("initializer", name), at: typeExpr.loc)
      }
      return failCall(call)
    }
    var accessible = inits.filter { isAccessible($0, at: typeExpr.loc) }
    if case .sizedInteger = t, call.arguments.count == 1, call.arguments[0].label == nil,
       literalKind(foldIfNeeded(call.arguments[0].expr)) == .integer {
      // `UInt8(300)`: an integer literal becomes a value of the type itself (Swift's
      // literal initializer), so one that does not fit is a compile-time error.
      accessible = accessible.filter {
        if case .function(let f)? = $0.interfaceType { return f.parameters.first?.type == t }
        return false
      }
    }
    guard !accessible.isEmpty else {
      if inits.count == 1 {
        reportInaccessible(inits[0].fullName, inits[0], at: typeExpr.loc)
      } else {
        error(SemaDiagnostics.noAccessibleInitializers(t), at: typeExpr.loc)
      }
      return failCall(call)
    }
    // `Int8(truncatingIfNeeded: x)`: Swift's, but none of the subset's fits the labels.
    let labels = call.arguments.map(\.label)
    if StandardLibrary.isInitializerOutsideSubset(of: t, labels: labels),
       !accessible.contains(where: { labelsFit(labels, $0, placeholder: typeExpr) }) {
      notSupported("initializer '\(name)(\(labels.map { ($0 ?? "_") + ":" }.joined()))'", at: typeExpr.loc)
      return failCall(call)
    }
    // `Stack(items: [1])`: the type's generic arguments inferred with the call, of the
    // one initializer its labels fit.
    // (A built-in generic type's stand-in, `Array(pair: "a", "b")`, likewise.)
    let unbound = standIn ?? t.nominalDecl.flatMap { d in t == .nominal(d) && !d.genericParameters.isEmpty ? d : nil }
    if unbound != nil, accessible.count > 1 {
      var fitting = accessible.filter { labelsFit(labels, $0, placeholder: typeExpr, trailing: call.arguments.map(\.isTrailingClosure)) }
      // One that takes exactly these arguments (`init()` rather than `init(items: = [])`).
      let exact = fitting.filter { $0.parameters.parameters.count == labels.count }
      if exact.count == 1 { fitting = exact }
      guard fitting.count == 1 else {
        notSupported("inferring the generic arguments of '\(name)' for one of several initializers", at: typeExpr.loc)
        return failCall(call)
      }
      accessible = fitting
    }
    let outerInferred = inferredTypeParameters
    inferredTypeParameters = unbound?.genericParameters ?? []
    // (A stand-in's parameters are inferred as an unbound type's: not substituted by a base.)
    let resolved = resolveOverloads(call, accessible, kind: "initializer", name: name, fnLoc: typeExpr.loc,
                                    contextual: contextual, base: standIn == nil ? t : nil)
    inferredTypeParameters = outerInferred
    guard let (chosen, args) = resolved else { return failCall(call) }
    requestLibraryBodies(of: [chosen])
    if let unbound {
      t = unbound.builtinType != nil ? builtinGenericType(unbound, inferredTypeArguments)
        : .canonicalBoundGeneric(unbound, inferredTypeArguments)
      typeExpr.instanceType = t
      typeExpr.type = .metatype(t)
    }
    // An initializer of a constrained extension (`where T: Equatable`, `where A == Int`).
    if t.nominalDecl != nil || builtinStandIn(of: t) != nil, !checkMemberRequirements(chosen, kind: "initializer", on: t, at: typeExpr.loc) {
      return failCall(call)
    }
    // `Stack<Int>()` calls `init() -> Stack<Element>` as `() -> Stack<Int>`.
    let calleeType = chosen.interfaceType.map { memberType($0, of: chosen, on: t) }
    // `Type(args)` names no initializer: the reference to the chosen one is implicit.
    let ref = DeclRefExpr(decl: chosen, range: typeExpr.range, isImplicit: true)
    ref.type = calleeType
    let callee = ConstructorRefCallExpr(fn: ref, base: typeExpr, range: typeExpr.range)
    callee.type = calleeType
    let checked = finishCall(call, callee: callee, decl: chosen, args: args)
    // An inherited convenience initializer (declared in a superclass) constructs `t`.
    if let c = chosen as? ConstructorDecl, checked.type?.isError != true {
      // (The library's `ClosedRange<Int>` is the built-in range.)
      let made = if case .boundGeneric(let d, let args) = t { SwiftType.canonicalBoundGeneric(d, args) } else { t }
      checked.type = c.isFailable ? .optional(made) : made
      if !checkDescribedValue(call, c) { return failCall(call) }
      if let cls = t.nominalDecl as? ClassDecl { checkInheritedConvenience(c, constructing: cls, at: typeExpr.loc) }
    }
    return checked
  }

  /// Whether arguments with these labels fit `c`'s parameters (types aside).
  /// (`trailing`: which arguments are closures written after the parentheses, when any
  /// is: `Dictionary(grouping: xs) { ... }`.)
  func labelsFit(_ labels: [String?], _ c: AbstractFunctionDecl, placeholder: Expr, trailing: [Bool] = []) -> Bool {
    let args = labels.enumerated().map { i, label in
      PreparedArgument(label: label, labelLoc: nil, operand: Operand(expr: placeholder, literal: nil), inOut: nil,
                       isTrailingClosure: i < trailing.count && trailing[i])
    }
    return matchArguments(args, c.parameters.parameters) != nil
  }

  /// `T(...)`, `T.member`: a protocol's initializer or static member requirement,
  /// through a generic parameter.
  func reportGenericParameterAsValue(_ name: String, at loc: SourceLoc) {
    notSupported("generic parameter '\(name)' used as a value", at: loc)
  }

  /// A convenience initializer inherited from another module: IRGen emits an inherited
  /// convenience initializer again for the subclass, from its body, which an imported
  /// module does not have.
  private func checkInheritedConvenience(_ c: ConstructorDecl, constructing cls: ClassDecl, at loc: SourceLoc) {
    guard c.modifiers.isConvenience, let owner = owningNominal(of: c), owner !== cls else { return }
    // (Emitted again for the subclass, it would need the generic superclass's arguments.)
    if !owner.genericParameters.isEmpty {
      notSupported("convenience initializer '\(c.fullName)' inherited from generic class '\(owner.name)'", at: loc)
      return
    }
    // (Likewise a generic one: it would be emitted per subclass and generic arguments.)
    if !c.genericParameters.isEmpty {
      notSupported("generic convenience initializer '\(c.fullName)' inherited from class '\(owner.name)'", at: loc)
      return
    }
    guard owner.moduleName != module.name, cls.moduleName == module.name || cls.moduleName.isEmpty else { return }
    notSupported("convenience initializer '\(c.fullName)' inherited from module '\(owner.moduleName)'", at: loc)
  }

  /// `self.init(args)` in an initializer: delegation to another initializer of the same
  /// type (a class's convenience initializer, or any initializer of a struct or enum).
  private func checkSelfInitCall(_ call: CallExpr, _ d: UnresolvedDotExpr, _ r: UnresolvedDeclRefExpr) -> Expr {
    guard let ctor = context.decl as? ConstructorDecl, let owner = context.nominal, let selfDecl = context.selfDecl
    else {
      _ = checkExpr(r)
      return failCall(call)
    }
    if let cls = owner as? ClassDecl, !ctor.modifiers.isConvenience {
      error(SemaDiagnostics.designatedCannotDelegate(cls.name), at: ctor.loc,
            notes: [.note(SemaDiagnostics.delegationOccursHere(), at: d.nameLoc)])
      return failCall(call)
    }
    let selfRef = DeclRefExpr(decl: selfDecl, range: r.range)
    selfRef.type = selfDecl.interfaceType
    // (A built-in type's own initializers, which have no bodies, are reached as
    // `self = T(...)`, checkBuiltinSelfInitCall.)
    let inits = lookupMembers("init", in: type(of: owner)).compactMap { $0 as? ConstructorDecl }
      .filter { $0 !== ctor && $0.builtin == nil && isAccessible($0, at: d.nameLoc) }
    guard !inits.isEmpty else {
      error(SemaDiagnostics.noAccessibleInitializers(type(of: owner)), at: d.nameLoc)
      return failCall(call)
    }
    // (On `self`'s type: `Box<Int, B>` in `extension Box where A == Int`.)
    guard let (chosen, args) = resolveOverloads(call, inits, kind: "initializer", name: "init",
                                                  fnLoc: d.nameLoc, contextual: nil, base: selfDecl.interfaceType),
          let target = chosen as? ConstructorDecl else {
      genericCallResult = nil
      return failCall(call)
    }
    // (The delegation is of type `()`: what resolving it on `self`'s type inferred is
    // not the next call's result.)
    genericCallResult = nil
    ctor.isDelegating = true
    checkFailableDelegation(from: ctor, to: target, at: d.nameLoc)
    if let cls = owner as? ClassDecl { checkInheritedConvenience(target, constructing: cls, at: d.nameLoc) }
    return finishDelegation(call, to: target, base: selfRef, args: args, range: d.range)
  }

  /// `self.init(...)` / `super.init(...)` resolved to `target`: a call of `()` type.
  private func finishDelegation(_ call: CallExpr, to target: ConstructorDecl, base: Expr, args: [Argument],
                                range: SourceRange) -> Expr {
    let callee = OtherConstructorDeclRefExpr(decl: target, base: base, range: range)
    callee.type = target.interfaceType
    call.fn = callee
    call.arguments = args
    call.type = .void
    return call
  }

  /// A non-failable initializer cannot delegate (`self.init`, `super.init`) to an
  /// `init?` one: swiftc's error, with its two fixes as notes.
  func checkFailableDelegation(from ctor: ConstructorDecl, to target: ConstructorDecl, at loc: SourceLoc) {
    guard target.isFailable, !target.isImplicitlyUnwrapped, !ctor.isFailable, !checkingForcedDelegation else { return }
    error(SemaDiagnostics.nonFailableDelegatesToFailable(target.fullName), at: loc,
          notes: [.note(SemaDiagnostics.forceFailingResult(), at: loc),
                  .note(SemaDiagnostics.propagateFailure(), at: ctor.loc)])
  }

  /// `super.init(args)` in a subclass initializer.
  private func checkSuperInitCall(_ call: CallExpr, _ d: UnresolvedDotExpr, _ s: SuperRefExpr) -> Expr {
    guard checkSuperBase(s) else { return failCall(call) }
    // (A generic superclass's with the arguments this class gives it: `Base<Int>`.)
    guard context.kind == .initializer, let sup = s.type?.nominalDecl as? ClassDecl else {
      error(SemaDiagnostics.superInitOutsideInit(), at: d.nameLoc)
      return failCall(call)
    }
    ensureImplicitInitializers(sup)
    let inits = (memberTables[ObjectIdentifier(sup)]?["init"] ?? []).compactMap { $0 as? ConstructorDecl }
      .filter { !$0.modifiers.isConvenience && isAccessible($0, at: d.nameLoc) }
    guard !inits.isEmpty else {
      error(SemaDiagnostics.noAccessibleInitializers(.nominal(sup)), at: d.nameLoc)
      return failCall(call)
    }
    guard let (chosen, args) = resolveOverloads(call, inits, kind: "initializer", name: "init",
                                                  fnLoc: d.nameLoc, contextual: nil, base: s.type),
          let ctor = chosen as? ConstructorDecl else {
      genericCallResult = nil
      return failCall(call)
    }
    // (A generic superclass's initializer infers nothing: its arguments are the class's.)
    genericCallResult = nil
    if let current = context.decl as? ConstructorDecl {
      if current.modifiers.isConvenience, let cls = context.nominal {
        error(SemaDiagnostics.convenienceMustDelegate(cls.name), at: d.nameLoc)
        return failCall(call)
      }
      checkFailableDelegation(from: current, to: ctor, at: d.nameLoc)
    }
    return finishDelegation(call, to: ctor, base: s, args: args, range: d.range)
  }

  // MARK: - Overload resolution

  /// `deferringClosures`: a closure with an untyped parameter (`{ s in s + "b" }`) is left
  /// unchecked, to be typed once the other arguments have inferred the generic
  /// parameters its type mentions.
  private func prepareArguments(_ args: [Argument], deferringClosures: Bool = false,
                                anyArguments: Set<Int> = []) -> [PreparedArgument] {
    args.enumerated().map { i, arg in
      var arg = arg
      var asAny: PreparedArgument?
      if anyArguments.contains(i) {
        arg.expr = foldIfNeeded(arg.expr)
        asAny = prepareCoalescingArgumentAsAny(arg)
      }
      var prepared = asAny ?? prepareArgument(arg, deferringClosures: deferringClosures)
      prepared.isTrailingClosure = arg.isTrailingClosure
      return prepared
    }
  }

  /// The indices of the arguments that `f`'s `Any` parameters take (`show(_ x: Any)`'s,
  /// `append(_:)`'s on an `[Any]`).
  private func argumentsPassedAsAny(_ call: CallExpr, to f: AbstractFunctionDecl, base: SwiftType?) -> Set<Int> {
    // (Only an `a ?? b` is checked differently there: most calls have none.)
    guard call.arguments.contains(where: { isCoalescing($0.expr) }) else { return [] }
    let subs = base.map(substitutionsForMembers) ?? [:]
    let types = f.parameters.parameters.map { parameterType($0).substituting(subs) }
    guard types.contains(where: { $0 == .any || $0 == .array(.any) }),
      let bindings = matchArguments(uncheckedArguments(call), f.parameters.parameters)
    else { return [] }
    var indices: Set<Int> = []
    for (t, binding) in zip(types, bindings) {
      switch binding {
      case .argument(let i) where t == .any: indices.insert(i)
      case .variadic(let taken) where t == .array(.any): indices.formUnion(taken)
      case .argument, .variadic, .defaulted: break
      }
    }
    return indices
  }

  /// `print(account?.balance ?? 0)`: an `a ?? b` passed as an `Any` is checked in that
  /// context, where swiftc may type it as an `Any` (CoalescingToAny.swift); nil for any
  /// other argument.
  private func prepareCoalescingArgumentAsAny(_ arg: Argument) -> PreparedArgument? {
    guard let checked = checkCoalescingAsAny(arg.expr) else { return nil }
    return PreparedArgument(label: arg.label, labelLoc: arg.labelLoc, operand: Operand(expr: checked, literal: nil), inOut: nil)
  }

  private func prepareArgument(_ arg: Argument, deferringClosures: Bool) -> PreparedArgument {
    noteClosureArgument(arg.expr)
    // (A closure without parameters too: `take { guard ok else { return nil }; ... }`
    // needs the parameter's result type for its `nil`. One whose parameters are all
    // typed is checked first, its type then adapted to a tuple-taking parameter.)
    if deferringClosures, let c = arg.expr as? ClosureExpr, c.type == nil,
      (c.parameters?.parameters ?? []).allSatisfy({ $0.typeRepr == nil })
    {
      return PreparedArgument(label: arg.label, labelLoc: arg.labelLoc, operand: Operand(expr: c, literal: nil), inOut: nil)
    }
    if deferringClosures, isOperatorReference(arg.expr) || isTypeMemberFunctionReference(arg.expr) || arg.expr is KeyPathExpr
      || isContextuallyTypedFunctionReference(arg.expr) || isGenericCallOfLiterals(arg.expr)
    {
      // `apply(>)`, `map(Int.init)`, `reduce(0, max)`: the function is chosen by the parameter's type;
      // `g(Box(v: "l"))`: the literal's type too (LiteralsTypedThroughGenericCalls.swift).
      return PreparedArgument(label: arg.label, labelLoc: arg.labelLoc, operand: Operand(expr: arg.expr, literal: nil),
                              inOut: nil)
    }
    if let io = arg.expr as? InOutExpr {
      io.subExpr = checkExpr(foldIfNeeded(io.subExpr))
      return PreparedArgument(label: arg.label, labelLoc: arg.labelLoc,
                              operand: Operand(expr: io.subExpr, literal: nil), inOut: io)
    }
    return PreparedArgument(label: arg.label, labelLoc: arg.labelLoc, operand: prepare(arg.expr), inOut: nil)
  }

  /// Matches arguments to parameters by label, in order, skipping parameters with a
  /// default value; nil when the labels do not fit.
  func matchArguments(_ args: [PreparedArgument], _ params: [ParamDecl]) -> [ParamBinding]? {
    var result: [ParamBinding] = []
    var a = 0
    for p in params {
      if p.isVariadic {
        // The first argument carries the parameter's label; the unlabelled ones after it
        // follow (swiftc's rule), and none at all is an empty array.
        var taken: [Int] = []
        if a < args.count && args[a].label == p.argumentLabel {
          taken.append(a)
          a += 1
          while a < args.count && args[a].label == nil {
            taken.append(a)
            a += 1
          }
        }
        result.append(.variadic(taken))
      } else if a < args.count && args[a].isTrailingClosure, p.defaultValue != nil,
                !isFunctionLike(parameterType(p)) {
        // swiftc's forward scan: a trailing closure passes over a defaulted parameter
        // that could not take a closure.
        result.append(.defaulted)
      } else if a < args.count && (args[a].label == p.argumentLabel || args[a].isTrailingClosure) {
        result.append(.argument(a))
        a += 1
      } else if p.defaultValue != nil {
        result.append(.defaulted)
      } else {
        return nil
      }
    }
    return a == args.count ? result : nil
  }

  func parameterType(_ p: ParamDecl) -> SwiftType { (p.interfaceType ?? .error).substituting(memberSubstitutions) }

  /// Whether passing `args` to `c` upcasts a collection (`[Int]` as `[Any]`,
  /// CollectionUpcasts.swift).
  private func upcastsCollection(_ c: AbstractFunctionDecl, _ bindings: [ParamBinding], _ args: [PreparedArgument]) -> Bool {
    zip(c.parameters.parameters, bindings).contains { p, b in
      guard case .argument(let i) = b, args[i].operand.literal == nil else { return false }
      let (from, to) = (args[i].operand.type, parameterType(p))
      return from != to && collectionUpcastScore(from: from, to: to) != nil
    }
  }

  private func isFunctionLike(_ t: SwiftType) -> Bool {
    switch t {
    case .function, .genericParameter, .error: true
    case .optional(let w): isFunctionLike(w)
    default: false
    }
  }

  /// The cost of calling `f` with these bindings, nil if some argument does not fit.
  private func scoreCandidate(_ f: AbstractFunctionDecl, _ bindings: [ParamBinding], _ args: [PreparedArgument],
                              contextual: SwiftType?) -> Int? {
    var total = 0
    for (p, b) in zip(f.parameters.parameters, bindings) {
      switch b {
      case .defaulted:
        total += 1
      case .variadic(let taken):
        guard case .array(let element) = parameterType(p) else { continue }
        for i in taken {
          guard args[i].inOut == nil, let s = score(args[i].operand, element) else { return nil }
          total += s
        }
      case .argument(let i):
        let arg = args[i]
        if p.isInOut != (arg.inOut != nil) {
          // Chosen only if nothing else fits; committing it reports the missing or extra `&`.
          total += 100
          guard score(arg.operand, parameterType(p)) != nil else { return nil }
          continue
        }
        if p.isInOut {
          guard arg.operand.type == parameterType(p) || arg.operand.type.isError else { return nil }
        } else {
          guard let s = score(arg.operand, argumentType(for: p, parameterType(p))) else { return nil }
          total += s
        }
      }
    }
    if let contextual, !contextual.isError {
      let result = resultType(of: f).substituting(memberSubstitutions)
      if result != contextual && conversionScore(from: result, to: contextual) == nil { total += 5 }
    }
    return total
  }

  /// Chooses the function to call and builds its argument list (in parameter order,
  /// defaults filled in, `inout` arguments checked); reports and returns nil if none fits.
  /// A member of a generic type used on `base` (a `Stack<String>`) takes and returns
  /// its types with the base's generic arguments (see `memberSubstitutions`).
  /// (`prepared`: the call's arguments already checked, `a[r]`'s range, Arrays.swift.)
  func resolveOverloads(_ call: CallExpr, _ candidates: [AbstractFunctionDecl], kind: String, name: String,
                        fnLoc: SourceLoc, contextual: SwiftType?, base: SwiftType? = nil,
                        prepared: [PreparedArgument]? = nil) -> (AbstractFunctionDecl, [Argument])? {
    // With one candidate, an untyped closure is typed from its parameter's type.
    // The arguments' own calls infer nothing for this one.
    applyResultBuilders(call, candidates)
    // Or with one candidate that can take it where it is (`a.contains { $0 > 5 }` is
    // `contains(where:)`: `contains(_:)` takes an `Int`), that candidate alone.
    let candidates = candidates.count > 1 ? closureTakingCandidate(call, candidates, base: base).map { [$0] } ?? candidates
      : candidates
    let inferring = inferredTypeParameters
    inferredTypeParameters = []
    // (Or with one candidate whose labels the arguments fit: `append(Box(v: 3))` is
    // `append(_:)`, not `append(contentsOf:)`, so its literal is typed from `Element`.)
    var fitting = candidates
    if candidates.count > 1 {
      let unchecked = uncheckedArguments(call)
      fitting = candidates.filter { matchArguments(unchecked, $0.parameters.parameters) != nil }
    }
    let args = prepared ?? prepareArguments(call.arguments, deferringClosures: fitting.count == 1,
                                            anyArguments: fitting.count == 1 ? argumentsPassedAsAny(call, to: fitting[0], base: base) : [])
    inferredTypeParameters = inferring
    if kind == "initializer", let base,
       StandardLibrary.isInitializerFromTextOutsideSubset(of: base, arguments: args.map { ($0.label, $0.operand.type) }) {
      notSupported("initializer '\(name)(\(args.map { ($0.label ?? "_") + ":" }.joined()))' from a '\(args[0].operand.type)'",
                   at: fnLoc)
      finishAll(call, args)
      return nil
    }
    if kind == "initializer", let base, isSourceOutsideSubset(base, args, fitting) {
      notSupported("initializer '\(name)(\(args.map { ($0.label ?? "_") + ":" }.joined()))' from a '\(args[0].operand.type)'",
                   at: fnLoc)
      finishAll(call, args)
      return nil
    }
    let outerSubstitutions = memberSubstitutions
    memberSubstitutions = base.map(substitutionsForMembers) ?? [:]
    defer { memberSubstitutions = outerSubstitutions }
    guard let (chosen, result) = resolveOverloads(call, candidates, args, kind: kind, name: name, fnLoc: fnLoc,
                                                  contextual: contextual) else { return nil }
    if !memberSubstitutions.isEmpty && genericCallResult == nil {
      genericCallResult = canonicalMembers(resultType(of: chosen).substituting(memberSubstitutions))
    }
    return (chosen, result)
  }

  /// `Int(exactly: int8)`, `Double(exactly: 2.5)`: an initializer Swift declares
  /// generic over a protocol the subset lacks (`init?<T: BinaryInteger>(exactly: T)`),
  /// which the library has for some types (`Int(exactly:)` of a Double,
  /// stdlib/ExactNumericConversions.swift), called with another: "not supported yet"
  /// rather than "cannot convert", which would blame valid Swift.
  private func isSourceOutsideSubset(_ base: SwiftType, _ args: [PreparedArgument], _ fitting: [AbstractFunctionDecl]) -> Bool {
    guard !fitting.isEmpty, StandardLibrary.isInitializerOutsideSubset(of: base, labels: args.map(\.label)),
      args.allSatisfy({ !$0.operand.isError })
    else { return false }
    return !fitting.contains { f in
      let params = f.parameters.parameters
      return params.count == args.count && zip(params, args).allSatisfy { p, a in score(a.operand, p.interfaceType ?? .error) != nil }
    }
  }

  /// When a call has a closure argument with untyped parameters (or a function value
  /// its parameter's type chooses: `reduce(0, +)` beside `reduce(into:_:)`): the one
  /// candidate whose labels fit and whose parameter for each such closure can be a
  /// function, if only one.
  /// The call's arguments as they are written, unchecked: enough for matching labels.
  private func uncheckedArguments(_ call: CallExpr) -> [PreparedArgument] {
    call.arguments.map {
      PreparedArgument(label: $0.label, labelLoc: $0.labelLoc, operand: Operand(expr: $0.expr, literal: nil), inOut: nil,
                       isTrailingClosure: $0.isTrailingClosure)
    }
  }

  private func closureTakingCandidate(_ call: CallExpr, _ candidates: [AbstractFunctionDecl],
                                      base: SwiftType?) -> AbstractFunctionDecl? {
    func isUntypedClosure(_ e: Expr) -> Bool {
      // A key path where a function is expected is one (`contains(where: \.done)`).
      if e is KeyPathExpr, e.type == nil { return true }
      if e.type == nil, isOperatorReference(e) || isTypeMemberFunctionReference(e) || isContextuallyTypedFunctionReference(e) {
        return true
      }
      guard let c = e as? ClosureExpr, c.type == nil else { return false }
      return (c.parameters?.parameters ?? []).contains { $0.typeRepr == nil }
    }
    guard call.arguments.contains(where: { isUntypedClosure($0.expr) }) else { return nil }
    let unchecked = uncheckedArguments(call)
    let outerSubstitutions = memberSubstitutions
    memberSubstitutions = base.map(substitutionsForMembers) ?? [:]
    defer { memberSubstitutions = outerSubstitutions }
    let taking = candidates.filter { c in
      guard let bindings = matchArguments(unchecked, c.parameters.parameters) else { return false }
      return zip(c.parameters.parameters, bindings).allSatisfy { p, b in
        guard case .argument(let i) = b, isUntypedClosure(unchecked[i].operand.expr) else { return true }
        // (A generic parameter required to conform to a protocol is no function:
        // `Element` of `extension Array where Element: Equatable`.)
        if case .genericParameter(let g) = parameterType(p),
          !constraints(of: g).isEmpty || requirements(enclosing: c).contains(where: { $0.0 === g })
        {
          return false
        }
        return isFunctionLike(parameterType(p))
      }
    }
    return taking.count == 1 ? taking[0] : nil
  }

  private func resolveOverloads(_ call: CallExpr, _ candidates: [AbstractFunctionDecl], _ args: [PreparedArgument],
                                kind: String, name: String, fnLoc: SourceLoc,
                                contextual: SwiftType?) -> (AbstractFunctionDecl, [Argument])? {
    // A generic function is inferred when it is the one candidate whose labels and
    // arity fit (`max(a, b)` beside the variadic `max(_:_:_:_:)`).
    let fitting = candidates.count == 1 ? candidates : candidates.filter { matchArguments(args, $0.parameters.parameters) != nil }
    if fitting.count == 1, !fitting[0].genericParameters.isEmpty || !inferredTypeParameters.isEmpty,
       let bindings = matchArguments(args, fitting[0].parameters.parameters) {
      return resolveGenericCall(call, fitting[0], bindings, args, kind: kind, name: name, fnLoc: fnLoc,
                                contextual: contextual)
    }
    // One generic overload among concrete ones (a generic subscript beside `subscript(i:)`):
    // a concrete one that takes the arguments wins (unless it takes a collection only
    // upcast, which Swift ranks below), else the generic one is inferred.
    let generic = candidates.filter { !$0.genericParameters.isEmpty && matchArguments(args, $0.parameters.parameters) != nil }
    if candidates.count > 1, generic.count == 1, inferredTypeParameters.isEmpty,
      let bindings = matchArguments(args, generic[0].parameters.parameters),
      !candidates.contains(where: { c in
        c.genericParameters.isEmpty
          && matchArguments(args, c.parameters.parameters).flatMap {
            upcastsCollection(c, $0, args) ? nil : scoreCandidate(c, $0, args, contextual: contextual)
          } != nil
      })
    {
      // (Unless, for an initializer, another candidate's labels fit too and the
      // arguments' types rule this one out: then none is blamed,
      // GenericCandidateViability.swift.)
      if kind != "initializer" || genericCandidateFits(generic[0], bindings, args)
        || !candidates.contains(where: { $0 !== generic[0] && matchArguments(args, $0.parameters.parameters) != nil })
      {
        return resolveGenericCall(call, generic[0], bindings, args, kind: kind, name: name, fnLoc: fnLoc,
                                  contextual: contextual)
      }
    }
    var labelMatched: [(AbstractFunctionDecl, [ParamBinding])] = []
    var best: (decl: AbstractFunctionDecl, bindings: [ParamBinding], score: Int, general: Int)?
    for c in candidates {
      guard let bindings = matchArguments(args, c.parameters.parameters) else { continue }
      labelMatched.append((c, bindings))
      if kind == "initializer", !c.genericParameters.isEmpty, !genericCandidateFits(c, bindings, args) { continue }
      guard var s = scoreCandidate(c, bindings, args, contextual: contextual) else { continue }
      // A member of an extension with a same-type requirement (`Sequence where Element ==
      // String`'s `joined(separator: String = "")`) is more specialized than one of a
      // more general extension (`Sequence where Element: Sequence`'s `joined()`): as in
      // swiftc, that decides before its defaulted arguments do.
      let specialized = !contextSameTypes.isEmpty && !sameTypes(enclosing: c).isEmpty
      // (Not where the base misses its requirement: `joined()` of a FlattenSequence of
      // arrays is the FlattenSequence's.)
      if specialized, candidates.count > 1, !memberSubstitutions.isEmpty, !meetsSameTypes(of: c, memberSubstitutions) {
        continue
      }
      if specialized { s -= bindings.filter { if case .defaulted = $0 { true } else { false } }.count }
      let general = specialized ? 0 : 1
      if best == nil || s < best!.score || (s == best!.score && general < best!.general) {
        best = (c, bindings, s, general)
      }
    }
    // A closure typed from the parameter it fills (deferred) has no type yet: not an error.
    let anyError = args.contains { $0.operand.isError && !isDeferredArgument($0.operand.expr) }
    if let best {
      return (best.decl, commitArguments(call, best.decl, best.bindings, args))
    }
    if labelMatched.count == 1 || (anyError && !labelMatched.isEmpty) {
      let (c, bindings) = labelMatched[0]
      return (c, commitArguments(call, c, bindings, args))
    }
    if anyError {
      finishAll(call, args)
      return nil
    }
    if labelMatched.isEmpty && candidates.count == 1 {
      diagnoseLabelMismatch(call, args, candidates[0])
    } else if labelMatched.isEmpty, let (f, taken) = candidateTakingMostLeadingArguments(candidates, args) {
      reportExtraArguments(call, args, from: taken, of: f)
    } else {
      error(SemaDiagnostics.noExactMatches(kind, name), at: fnLoc,
            notes: candidateNotes(labelMatched.isEmpty ? candidates.map { ($0, nil) } : labelMatched.map { ($0.0, $0.1) },
                                  args))
    }
    finishAll(call, args)
    return nil
  }

  // MARK: - Generic functions (the `ext` tier)

  func unify(_ param: SwiftType, _ arg: SwiftType, _ subs: inout [ObjectIdentifier: SwiftType]) -> Bool {
    switch (param, arg) {
    case (_, .error): return true
    case (.genericParameter(let g), _):
      if let bound = subs[ObjectIdentifier(g)] { return bound == arg }
      subs[ObjectIdentifier(g)] = arg
      return true
    case (.array(let p), .array(let a)), (.optional(let p), .optional(let a)), (.metatype(let p), .metatype(let a)):
      return unify(p, a, &subs)
    case (.dependentMember, _):
      // `C.Item`: known once `C` is (an earlier argument's type).
      let resolved = param.substituting(subs)
      if case .dependentMember = resolved { return true }
      return resolved == arg || conversionScore(from: arg, to: resolved) != nil
    case (.boundGeneric(let pd, let ps), .boundGeneric(let ad, let args)) where pd === ad:
      for (p, a) in zip(ps, args) where !unify(p, a, &subs) { return false }
      return true
    case (.boundGeneric(let pd, let ps), .range) where arg.libraryRangeArguments(of: pd) != nil:
      // `0...10` for a `ClosedRange<T>` (LibraryRangeRepresentation.swift).
      return unify(ps[0], arg.libraryRangeArguments(of: pd)![0], &subs)
    case (.boundGeneric(let pd as ClassDecl, _), .boundGeneric(let ad as ClassDecl, _)) where pd !== ad:
      // A subclass of a generic class passed as it (a `WritableKeyPath<Person, Int>` for
      // a `KeyPath<Person, Value>`): its arguments as that superclass's.
      guard ad.isSubclass(of: pd), let sup = arg.asSuperclass(pd) else { return false }
      return unify(param, sup, &subs)
    case (.optional(let p), _):
      return unify(p, arg, &subs)
    case (.function(let p), .function(let a)):
      guard p.parameters.count == a.parameters.count else { return false }
      for (x, y) in zip(p.parameters, a.parameters) where !unify(x.type, y.type, &subs) { return false }
      return unify(p.result, a.result, &subs)
    case (.dictionary(let pk, let pv), .dictionary(let ak, let av)):
      return unify(pk, ak, &subs) && unify(pv, av, &subs)
    case (.set(let p), .set(let a)):
      return unify(p, a, &subs)
    case (.tuple(let ps, _), .tuple(let elements, _)) where ps.count == elements.count:
      for (p, a) in zip(ps, elements) where !unify(p, a, &subs) { return false }
      return true
    default:
      return conversionScore(from: arg, to: param) != nil
    }
  }

  /// Does `subs` bind every generic parameter `t` mentions?
  private func isFullyBound(_ t: SwiftType, _ subs: [ObjectIdentifier: SwiftType]) -> Bool {
    switch t {
    case .genericParameter(let g): subs[ObjectIdentifier(g)] != nil || isInScope(g)
    case .array(let e), .optional(let e), .metatype(let e): isFullyBound(e, subs)
    case .function(let f): f.parameters.allSatisfy { isFullyBound($0.type, subs) } && isFullyBound(f.result, subs)
    case .tuple(let ts, _): ts.allSatisfy { isFullyBound($0, subs) }
    default: true
    }
  }

  /// An argument that does not fit its generic parameter's type: swiftc's error, with
  /// what the argument itself fixes of the parameter's type (a closure's result fills
  /// `T` in `(Int) -> T`); a closure with another number of parameters is blamed for
  /// its count.
  private func reportGenericArgumentMismatch(_ arg: Operand, _ parameter: SwiftType, _ subs: [ObjectIdentifier: SwiftType],
                                             of f: AbstractFunctionDecl) {
    var partial = subs
    // (Swift's algorithms are `throws(E)`, E `Never` for a closure that does not throw:
    // swiftc names their parameter without `throws`.)
    var parameter = parameter
    if f.outermostDecl.isInStandardLibrary, case .function(let want) = parameter, want.isThrowing,
      case .function(let have) = arg.type, !have.isThrowing
    {
      parameter = .function(want.withoutThrows)
    }
    if case .function(let want) = parameter, case .function(let have) = arg.type {
      _ = unify(want.result, have.result, &partial)
      let e = arg.expr.withoutParens
      if let c = e as? ClosureExpr, let written = c.parameters, written.parameters.count != want.parameters.count,
        case .function(let expected) = substitute(parameter, partial), !expected.parameters.contains(where: \.type.isError)
      {
        error(SemaDiagnostics.closureArgumentCount(.function(expected), expected: want.parameters.count,
                                                   used: written.parameters.count),
              at: written.range.start.isValid ? written.range.start : c.loc)
        return
      }
    }
    if reportTupleSplatOfFunctionValue(arg.type, substitute(parameter, partial), at: diagLoc(arg.expr)) { return }
    error(SemaDiagnostics.cannotConvertArgument(arg.type, substitute(parameter, partial)), at: diagLoc(arg.expr))
  }

  /// Is `g` a generic parameter of the code being checked (`S` in `func total<S>`, used
  /// in a call made there), not one a call infers?
  private func isInScope(_ g: GenericTypeParamDecl) -> Bool {
    lookupGenericParameter(g.name) === g
  }

  func substitute(_ t: SwiftType, _ subs: [ObjectIdentifier: SwiftType]) -> SwiftType {
    switch t {
    case .genericParameter(let g): subs[ObjectIdentifier(g)] ?? (isInScope(g) ? t : .error)
    case .array(let e): .array(substitute(e, subs))
    case .optional(let w): .optional(substitute(w, subs))
    case .metatype(let i): .metatype(substitute(i, subs))
    case .boundGeneric(let d, let args): .canonicalBoundGeneric(d, args.map { substitute($0, subs) })
    case .dependentMember, .opaque: canonicalMembers(t.substituting(subs))
    case .function(let f):
      // (Keeping what else the type says: `throws`, `async`, `@escaping`.)
      .function({
        var g = f
        g.parameters = f.parameters.map { .init(substitute($0.type, subs), isInOut: $0.isInOut) }
        g.result = substitute(f.result, subs)
        return g
      }())
    case .dictionary(let k, let v): .dictionary(substitute(k, subs), substitute(v, subs))
    case .set(let e): .set(substitute(e, subs))
    case .tuple(let ts, let labels): .tuple(ts.map { substitute($0, subs) }, labels: labels)
    default: t
    }
  }

  /// A call of a generic function: the generic parameters are inferred from the
  /// arguments and their constraints checked.
  private func resolveGenericCall(_ call: CallExpr, _ f: AbstractFunctionDecl, _ bindings: [ParamBinding],
                                  _ args: [PreparedArgument], kind: String, name: String,
                                  fnLoc: SourceLoc, contextual: SwiftType?) -> (AbstractFunctionDecl, [Argument])? {
    var subs = memberSubstitutions
    var args = args
    func isDeferred(_ i: Int) -> Bool { isDeferredArgument(args[i].operand.expr) }
    // `let b: Box<Double> = Box(v: 2)`: a generic type's arguments from the context
    // first, so that a literal argument takes the type the context wants.
    if !inferredTypeParameters.isEmpty, let contextual, !contextual.isError {
      var fromContext = subs
      if unify(resultType(of: f), contextual, &fromContext) { subs = fromContext }
    }
    // Typed arguments first, then literals: `largest(UInt8(3), 200)` makes T a UInt8,
    // which the literal 200 can be (it takes its default type only when T is open).
    let slots = argumentSlots(f, bindings)
    // (Array literals passed as a parameter whose `Element` a same-type requirement
    // names come last: that may be a parameter another literal binds,
    // `total([1, 2], 0.5)` under `where S.Element == T`.)
    func isArrayOfLiterals(_ slot: ArgumentSlot) -> Bool {
      guard case .array? = args[slot.index].operand.literal, let g = slot.type.genericParameterDecl else { return false }
      return sameTypeElement(of: g) != nil
    }
    let literalSlots = slots.filter { args[$0.index].operand.literal != nil }
    let ordered = slots.filter { args[$0.index].operand.literal == nil } + literalSlots.filter { !isArrayOfLiterals($0) }
      + literalSlots.filter(isArrayOfLiterals)
    joinLiteralArguments(slots, args, &subs)
    var typedSubs: [ObjectIdentifier: SwiftType]? = nil
    // `let x: Double = identity(1)`: what the context wants of the result, for generic
    // parameters only literals take (LiteralsTypedThroughGenericCalls.swift).
    var resultContext: [ObjectIdentifier: SwiftType] = [:]
    if inferredTypeParameters.isEmpty, let contextual, !contextual.isError {
      switch contextual {
      case .any, .anyObject, .existential, .optional(.any), .optional(.anyObject), .optional(.existential): break
      default:
        var fromContext = subs
        if unify(resultType(of: f), contextual, &fromContext) { resultContext = fromContext }
      }
    }
    // The generic parameters a typed argument gave its type to as the whole parameter
    // (`a` of `f(a, b)` for `_ a: T, _ b: T`).
    var boundByValue: Set<ObjectIdentifier> = []
    // The generic parameters a literal argument gave its default type (`reduce(0)`'s
    // Result), with where the literal is.
    var defaultedLiterals: [ObjectIdentifier: SourceLoc] = [:]
    // The generic parameters an empty collection literal was passed as (`reduce(into: [:])`).
    var emptyLiterals: [(GenericTypeParamDecl, Expr)] = []
    for slot in ordered where !isDeferred(slot.index) {
      let i = slot.index
      if let k = args[i].operand.literal {
        // Only a typed argument's binding is taken (literals of different kinds alone
        // were joined by `joinLiteralArguments`).
        if typedSubs == nil { typedSubs = subs }
        let typed = typedSubs ?? [:]
        if isFullyBound(slot.type, typed), literalScore(k, substitute(slot.type, typed)) != nil { continue }
        if let g = slot.type.genericParameterDecl, subs[ObjectIdentifier(g)] == nil,
          let t = resultContext[ObjectIdentifier(g)], literalScore(k, t) != nil
        {
          subs[ObjectIdentifier(g)] = t
          continue
        }
      }
      if let k = args[i].operand.literal, let g = slot.type.genericParameterDecl, subs[ObjectIdentifier(g)] == nil,
         let t = literalTypeForOperatorArguments(k, g, deferred: slots.filter { isDeferred($0.index) }
                                                   .map { (args[$0.index].operand.expr, $0.type) }, subs) {
        // `[1.5].reduce(0, +)`: the type the operator argument has a function of.
        subs[ObjectIdentifier(g)] = t
        continue
      }
      if let k = args[i].operand.literal, let g = slot.type.genericParameterDecl, subs[ObjectIdentifier(g)] == nil,
         let t = literalTypeForClosureArguments(k, g, deferred: slots.filter { isDeferred($0.index) }
                                                  .map { (args[$0.index].operand.expr, $0.type) }, subs) {
        // `items.reduce(0) { $0 + $1.price }`: the type the closure's arithmetic has.
        subs[ObjectIdentifier(g)] = t
        continue
      }
      if case .array? = args[i].operand.literal, let g = slot.type.genericParameterDecl,
        subs[ObjectIdentifier(g)] == nil, let t = sameTypeElement(of: g, f.genericParameters + inferredTypeParameters, subs)
      {
        // `join(["x", "y"])` under `where S.Element == Character`: an array of Characters
        // (an element that cannot be one is swiftc's error at the element).
        subs[ObjectIdentifier(g)] = .array(t)
        continue
      }
      if args[i].operand.literal == .integer, let g = slot.type.genericParameterDecl, subs[ObjectIdentifier(g)] == nil,
        isDoubleLiteralParameter(g)
      {
        // `f(3)` with `f<T: P>` and `extension Double: P`: swiftc's solver tries the
        // literal's default type, Int, then Double, and takes the first that conforms.
        subs[ObjectIdentifier(g)] = .double
        continue
      }
      if args[i].operand.literal == .emptyCollection, let g = slot.type.genericParameterDecl, subs[ObjectIdentifier(g)] == nil {
        // Typed by the context or by the closures, before they are checked.
        emptyLiterals.append((g, args[i].operand.expr))
        continue
      }
      if let k = args[i].operand.literal, case .dependentMember = slot.type {
        let bound = slot.type.substituting(subs)
        if case .dependentMember = bound {} else if literalScore(k, bound) != nil { continue }
      }
      let bare = slot.type.genericParameterDecl
      if takesTupleApart(args[i].operand.expr, as: substitute(slot.type, subs)) {
        // `d.filter { (k: String, v: Int) in ... }` (ClosureTupleDestructuring.swift).
        takeTupleApart(args[i].operand.expr, as: substitute(slot.type, subs))
      }
      if let closure = tupleSplattingClosure(ofValue: args[i].operand.expr, for: substitute(slot.type, subs)) {
        // `pairs.map(add)` (ClosureTupleDestructuring.swift).
        args[i].operand = Operand(expr: checkExpr(closure, contextual: substitute(slot.type, subs)), literal: nil)
      }
      let boundBefore = bare.flatMap { subs[ObjectIdentifier($0)] }
      if !unify(argumentType(for: slot.parameter, slot.type), args[i].operand.type, &subs) {
        finishAll(call, args)
        // Two values for one `T` conflict; a third argument that differs from two is the
        // one blamed (as swiftc's solver finds).
        if let g = bare, let inOutSlot = slots.first(where: { $0.type.genericParameterDecl === g && $0.parameter.isInOut }),
           let blamed = slots.first(where: {
             $0.type.genericParameterDecl === g && $0.index <= i && args[$0.index].operand.type != args[inOutSlot.index].operand.type
           }) {
          // An inout argument binds `T` to its variable's type, which no other argument
          // may change: swiftc blames the first argument of another type, as a conversion
          // to it (`swapTwoValues(&int, &string)`).
          // (At the `&` of an inout argument.)
          let a = args[blamed.index]
          error(SemaDiagnostics.cannotConvertArgument(a.operand.type, args[inOutSlot.index].operand.type),
                at: a.inOut?.loc ?? diagLoc(a.operand.expr))
        } else if let g = bare, boundByValue.contains(ObjectIdentifier(g)), let first = subs[ObjectIdentifier(g)],
           slots.filter({ $0.type.genericParameterDecl === g && args[$0.index].operand.type == first }).count < 2 {
          error(SemaDiagnostics.conflictingGenericArguments(g.name, first, args[i].operand.type), at: fnLoc)
        } else if let g = bare, args[i].operand.literal != nil, defaultedLiterals[ObjectIdentifier(g)] != nil,
          let first = subs[ObjectIdentifier(g)],
          slots.filter({ $0.type.genericParameterDecl === g && args[$0.index].operand.type == first }).count < 2 {
          // Literals of two kinds for one `T` (`helper(1, "a")`): swiftc names the later's
          // type first. (Two of the first's kind, `max(1, "a", 2)`, blame the other one.)
          error(SemaDiagnostics.conflictingGenericArguments(g.name, args[i].operand.type, first), at: fnLoc)
        } else {
          reportGenericArgumentMismatch(args[i].operand, slot.type, subs, of: f)
        }
        return nil
      }
      if let g = bare, args[i].operand.literal == nil { boundByValue.insert(ObjectIdentifier(g)) }
      if let g = bare, args[i].operand.literal != nil, boundBefore == nil {
        defaultedLiterals[ObjectIdentifier(g)] = args[i].operand.expr.loc
      }
    }
    // Closures with untyped parameters, in the context the other arguments gave, else
    // the type the call's context wants (`let f: (String) -> String = app({ $0 + "!" })`).
    let inferred = f.genericParameters + inferredTypeParameters
    func inferFromContext() {
      guard inferred.contains(where: { subs[ObjectIdentifier($0)] == nil }), let contextual, !contextual.isError else {
        return
      }
      // Every value converts to `Any` or an existential: such a context says nothing of
      // the result's own type (`o.flatMap { $0 } as Any` still infers from the closure).
      switch contextual {
      case .any, .anyObject, .existential, .optional(.any), .optional(.anyObject), .optional(.existential): return
      default: break
      }
      var fromContext = subs
      if unify(resultType(of: f), contextual, &fromContext) { subs = fromContext }
    }
    for (g, literal) in emptyLiterals where subs[ObjectIdentifier(g)] == nil {
      inferFromContext()
      // `words.reduce(into: [:]) { $0[$1, default: 0] += 1 }`: the collection the closure fills.
      if subs[ObjectIdentifier(g)] == nil,
        let t = emptyCollectionTypeForClosureArguments(literal, g, deferred: slots.filter { isDeferred($0.index) }
                                                         .map { (args[$0.index].operand.expr, $0.type) }, subs)
      {
        subs[ObjectIdentifier(g)] = t
      }
    }
    // (What the arguments' types say through a same-type requirement types the closures:
    // `Value` of `uniquingKeysWith: { $0 + $1 }` is the pairs' values'.)
    inferFromSameTypeRequirements(of: f, inferred, &subs)
    for slot in slots where isDeferred(slot.index) {
      let i = slot.index
      if !isFullyBound(slot.type, subs) { inferFromContext() }
      var checked = args[i].operand.expr
      checkClosureAfterDefaultedLiteral(slot.type, defaulted: defaultedLiterals) {
        let want = substitute(slot.type, subs)
        // (A generic call's context is a type without open parameters, or none; what
        // this call infers is not the inner call's to infer.)
        let isCall = args[i].operand.expr.withoutParens is CallExpr
        let context = isCall && !isFullyBound(slot.type, subs) ? nil : want
        // (Nor are the type parameters this initializer infers those of a call inside a
        // closure argument: `Result { try parse(s) }`.)
        let inferring = inferredTypeParameters
        inferredTypeParameters = []
        checked = checkExpr(tupleSplattingClosure(args[i].operand.expr, for: want) ?? args[i].operand.expr, contextual: context)
        inferredTypeParameters = inferring
      }
      args[i].operand = Operand(expr: checked, literal: nil)
      if !unify(slot.type, args[i].operand.type, &subs) {
        finishAll(call, args)
        error(SemaDiagnostics.cannotConvertArgument(args[i].operand.type, substitute(slot.type, subs)),
              at: diagLoc(args[i].operand.expr))
        return nil
      }
    }
    // A parameter a same-type requirement ties to another's associated type (`T` of
    // `where S.Element == T`): that type, once `S` is known. Then those the arguments
    // leave open: from the type the context wants (`let x: [Int] = make()`), else
    // swiftc's error; one made equivalent to another (`where T == U`) is that one.
    inferFromSameTypeRequirements(of: f, inferred, &subs)
    // (`Value == [S.Element]` of an initializer: its type's parameter, from `S`.)
    if !applyInitializerSameTypes(of: f, &subs, name: f.fullName, at: fnLoc) {
      finishAll(call, args)
      return nil
    }
    inferFromContext()
    for g in inferred where g.sameTypeAs != nil {
      subs[ObjectIdentifier(g)] = subs[ObjectIdentifier(g.representative)]
    }
    // A type parameter an initializer's extension fixes (`Box(b: "hi")` calls `init(b:)`
    // of `extension Box where A == Int`): that type.
    if !inferredTypeParameters.isEmpty, !contextSameTypes.isEmpty {
      for (g, t) in sameTypes(enclosing: f) where subs[ObjectIdentifier(g)] == nil
        && inferredTypeParameters.contains(where: { $0 === g }) {
        subs[ObjectIdentifier(g)] = t.substituting(subs)
      }
    }
    if let g = inferred.first(where: { subs[ObjectIdentifier($0)] == nil }),
      let (_, literal) = emptyLiterals.first(where: { $0.0 === g })
    {
      // swiftc takes the literal's type from the closure's body; miniswiftc reads only
      // some bodies (EmptyCollectionsTypedByClosures.swift).
      finishAll(call, args)
      let byClosure = slots.contains { args[$0.index].operand.expr.withoutParens is ClosureExpr }
      notSupported(byClosure ? "an empty collection literal whose type a closure argument decides"
                             : "an empty collection literal as a generic argument", at: literal.loc)
      return nil
    }
    // (A closure whose body failed, `{ $0 + "x" }`, has its error already: what it
    // would have said of `T` is unknown.)
    if let g = inferred.first(where: { subs[ObjectIdentifier($0)] == nil }),
       !args.contains(where: { $0.operand.isError || $0.operand.expr.type?.isErrorFunction == true }) {
      finishAll(call, args)
      var notes: [Diagnostic] = []
      if let type = g.parent as? NominalTypeDecl, !f.genericParameters.contains(where: { $0 === g }) {
        notes = [.note(SemaDiagnostics.explicitlySpecifyGenericArguments(), at: fnLoc),
                 .note(SemaDiagnostics.declaredAsParameterToType(g.name, type.name), at: g.nameLoc)]
      } else if f.nameLoc.isValid {
        notes = [.note(SemaDiagnostics.inCallToFunction(f.printedName), at: f.nameLoc)]
      }
      error(SemaDiagnostics.genericParameterNotInferred(g.name), at: fnLoc, notes: notes)
      return nil
    }
    // A requirement of the function's own generic parameters names the function as
    // swiftc prints its declaration (`largest(of:_:)`, `max`, `init(_:)`).
    let declaredName = kind == "enum case" ? name : kind == "initializer" ? f.fullName : f.printedName
    func named(_ g: GenericTypeParamDecl) -> String {
      if let type = inferredType(g) { return type.name }
      return f.genericParameters.contains { $0 === g } ? declaredName : name
    }
    // A parameter of the generic type a call infers (`Sorted(x: Plain())`,
    // `Sorted.of(Plain())`) is the type's: swiftc's "generic struct 'Sorted' requires".
    func inferredType(_ g: GenericTypeParamDecl) -> NominalTypeDecl? {
      guard inferredTypeParameters.contains(where: { $0 === g }) else { return nil }
      return g.parent as? NominalTypeDecl
    }
    func requirementOwnerKind(_ g: GenericTypeParamDecl) -> String {
      switch inferredType(g) {
      case is StructDecl: "generic struct"
      case is EnumDecl: "generic enum"
      case is ClassDecl: "generic class"
      default: kind
      }
    }
    for g in inferred {
      let t = subs[ObjectIdentifier(g)] ?? .error
      if let sup = g.superclass, !inherits(t, from: sup) {
        finishAll(call, args)
        error(SemaDiagnostics.requiresInheritance(requirementOwnerKind(g), named(g), t, sup.name), at: fnLoc,
              notes: whereNotes(g, t))
        return nil
      }
      // (What IRGen does not hash is "not supported yet", `checkHashedGenericArguments`.)
      for p in genericConstraints[ObjectIdentifier(g)] ?? [] where !conforms(t, to: p) {
        finishAll(call, args)
        if reportExistentialArgument(t, for: g, of: f, requiredBy: requirementOwnerKind(g), named(g), p, at: fnLoc) {
          return nil
        }
        if case .range(_, let bound) = t, p === stdlib.protocols["Sequence"] {
          // Swift's `extension Range: Sequence where Bound: Strideable, ...` (its note
          // is in swiftc's library interface, not shown here).
          error(SemaDiagnostics.requiresConformance(requirementOwnerKind(g), named(g), bound, "Strideable"), at: fnLoc)
          return nil
        }
        if isWalkableLibraryRange(t), p === stdlib.protocols["Sequence"] {
          // `zip(Int8(0)..<5, names)`: a Sequence in Swift; a for-in walks it, generic
          // code cannot yet (LibraryRanges.swift).
          notSupported("'\(name)' of a value of type '\(t)'", at: fnLoc)
          return nil
        }
        if let (u, q, conforming, ext) = unmetConditionalRequirement(t, p) {
          // swiftc names the argument that fails and, in a note, the conformance
          // (Array's and Optional's are in its library's interface, not shown here).
          error(SemaDiagnostics.requiresConformance(requirementOwnerKind(g), named(g), u, q.name), at: fnLoc,
                notes: ext.map { [.note(SemaDiagnostics.conditionalConformanceRequirement(conforming, p.name), at: $0.loc)] } ?? [])
          return nil
        }
        if reportUnsupportedBuiltinConformance(t, p, at: fnLoc) { return nil }
        error(SemaDiagnostics.requiresConformance(requirementOwnerKind(g), named(g), t, p.name), at: fnLoc,
              notes: whereNotes(g, t))
        return nil
      }
    }
    if let g = inferredTypeParameters.first, let n = inferredType(g),
      !checkInferredTypeDependentRequirements(of: n, subs, kind: requirementOwnerKind(g), at: fnLoc)
    {
      finishAll(call, args)
      return nil
    }
    if !checkDependentRequirements(of: f, subs, kind: kind, name: f.genericParameters.isEmpty ? name : declaredName,
                                   at: fnLoc) {
      finishAll(call, args)
      return nil
    }
    checkHashedGenericArguments(f, subs, at: fnLoc)
    var result: [Argument] = []
    for (p, b) in zip(f.parameters.parameters, bindings) {
      let pt = substitute(parameterType(p), subs)
      switch b {
      case .defaulted:
        result.append(defaultedArgument(p, of: call, type: pt))
      case .variadic(let taken):
        result.append(packVariadicArguments(taken.map { args[$0] }, for: p, type: pt, of: call))
      case .argument(let i):
        if let inOut = finishInOutArgument(args[i], p, pt) {
          result.append(Argument(label: args[i].label, labelLoc: args[i].labelLoc, expr: inOut))
          continue
        }
        // (A parameter's type as written, `() -> Void`, names it in a message when no
        // generic argument is substituted into it.)
        let outerTarget = writtenConversionTarget
        if let repr = p.typeRepr, !p.isAutoclosure, parameterType(p) == pt {
          writtenConversionTarget = (args[i].operand.expr, repr)
        }
        var e = finish(args[i].operand, as: argumentType(for: p, pt), reason: .argument)
        writtenConversionTarget = outerTarget
        if p.isAutoclosure { e = makeAutoclosure(e, pt, escaping: p.isEscaping) }
        checkArgumentEscape(e, of: p, pt)
        result.append(Argument(label: args[i].label, labelLoc: args[i].labelLoc, expr: e))
      }
    }
    genericCallResult = substitute(resultType(of: f), subs)
    call.substitutions = f.genericParameters.map { subs[ObjectIdentifier($0)] ?? .error }
    // (Its specialization calls their witnesses, with no lookup on them.)
    call.substitutions.forEach(noteLibraryTypeUse)
    inferredTypeArguments = inferredTypeParameters.map { subs[ObjectIdentifier($0)] ?? .error }
    // A generic function calling itself with other generic arguments (`f([x])` in
    // `f<T>`) needs unboundedly many specializations; miniswiftc only specializes.
    var ctx: FunctionContext? = context
    while let c = ctx, c.decl !== f { ctx = c.parent }
    if ctx != nil, zip(f.genericParameters, call.substitutions).contains(where: { g, t in t != .genericParameter(g) }) {
      notSupported("a generic function calling itself with other generic arguments", at: fnLoc)
    }
    checkExclusiveAccess(result)
    return (f, result)
  }

  /// One argument of a call and the type its parameter gives it: a variadic parameter
  /// (`_ rest: T...`) gives each of its arguments the element type `T`.
  private struct ArgumentSlot {
    var parameter: ParamDecl
    var type: SwiftType
    var index: Int
  }

  /// The arguments `bindings` pass, in order, each with its parameter's type (defaulted
  /// parameters take none).
  private func argumentSlots(_ f: AbstractFunctionDecl, _ bindings: [ParamBinding]) -> [ArgumentSlot] {
    zip(f.parameters.parameters, bindings).flatMap { (p, b) -> [ArgumentSlot] in
      switch b {
      case .defaulted: return []
      case .argument(let i): return [ArgumentSlot(parameter: p, type: parameterType(p), index: i)]
      case .variadic(let taken):
        guard case .array(let element) = parameterType(p) else { return [] }
        return taken.map { ArgumentSlot(parameter: p, type: element, index: $0) }
      }
    }
  }

  /// A call whose arguments passed as generic parameters are all literals, of different
  /// kinds (`max(2, 0.5)`, `larger(2.5, 3)`, `count("x", 1, 2.5)` with a `String` first
  /// parameter): each parameter is the first of Int, Double, String that all of its
  /// literals can be, as swiftc's solver finds.
  private func joinLiteralArguments(_ slots: [ArgumentSlot], _ args: [PreparedArgument],
                                    _ subs: inout [ObjectIdentifier: SwiftType]) {
    var kinds: [ObjectIdentifier: [LiteralKind]] = [:]
    // Literals passed as one of T's associated types (`by: 0.25` of `stride(from: 0,
    // through: 1, by: 0.25)`, a `T.Stride`): T is the default type whose type witness
    // takes them too (Double, whose Stride is a Double), as swiftc's solver finds.
    var memberLiterals: [ObjectIdentifier: [(AssociatedTypeDecl, LiteralKind)]] = [:]
    for slot in slots {
      if case .dependentMember(.genericParameter(let g), let a) = slot.type {
        if let k = args[slot.index].operand.literal { memberLiterals[ObjectIdentifier(g), default: []].append((a, k)) }
        continue
      }
      guard !isFullyBound(slot.type, [:]) else { continue }
      guard case .genericParameter(let g) = slot.type, let k = args[slot.index].operand.literal else { return }
      kinds[ObjectIdentifier(g), default: []].append(k)
    }
    let defaults: [SwiftType] = [.int, .double, .string]
    for (id, ks) in kinds where subs[id] == nil && (ks.contains(where: { $0 != ks[0] }) || memberLiterals[id] != nil) {
      let members = memberLiterals[id] ?? []
      if let t = defaults.first(where: { t in
        ks.allSatisfy { literalScore($0, t) != nil } && members.allSatisfy { a, k in
          let witness = SwiftType.member(a, of: t)
          if case .dependentMember = witness { return false }
          return literalScore(k, witness) != nil
        }
      }) {
        subs[id] = t
      }
    }
  }

  private func finishAll(_ call: CallExpr, _ args: [PreparedArgument]) {
    for (i, arg) in args.enumerated() where i < call.arguments.count {
      if let io = arg.inOut {
        io.type = .error
        call.arguments[i].expr = io
      } else {
        call.arguments[i].expr = finishWithDefault(arg.operand)
      }
    }
  }

  /// The argument `call` leaves out for `p`: `p`'s default value, of type `type`, at the
  /// start of the argument list.
  private func defaultedArgument(_ p: ParamDecl, of call: CallExpr, type: SwiftType) -> Argument {
    if p.defaultValue?.type == nil, let f = p.parent as? AbstractFunctionDecl { checkDefaultArguments(f) }
    let d = DefaultArgumentExpr(parameter: p, range: SourceRange(call.argumentsRange.start))
    d.type = type
    d.callerSideValue = callerSideValue(of: p, at: call.argumentsRange.start)
    return Argument(label: p.argumentLabel, labelLoc: nil, expr: d)
  }

  private func commitArguments(_ call: CallExpr, _ f: AbstractFunctionDecl, _ bindings: [ParamBinding],
                               _ args: [PreparedArgument]) -> [Argument] {
    var result: [Argument] = []
    for (p, b) in zip(f.parameters.parameters, bindings) {
      let pt = parameterType(p)
      switch b {
      case .defaulted:
        result.append(defaultedArgument(p, of: call, type: pt))
      case .variadic(let taken):
        result.append(packVariadicArguments(taken.map { args[$0] }, for: p, type: pt, of: call))
      case .argument(let i):
        let arg = args[i]
        var e: Expr
        if let inOut = finishInOutArgument(arg, p, pt) {
          e = inOut
        } else {
          // (The parameter's type as written, `() -> Void`, names it in a message.)
          let outerTarget = writtenConversionTarget
          if let repr = p.typeRepr, !p.isAutoclosure { writtenConversionTarget = (arg.operand.expr, repr) }
          e = finish(arg.operand, as: argumentType(for: p, pt), reason: .argument)
          writtenConversionTarget = outerTarget
          if p.isAutoclosure { e = makeAutoclosure(e, pt, escaping: p.isEscaping) }
          checkArgumentEscape(e, of: p, pt)
        }
        result.append(Argument(label: arg.label, labelLoc: arg.labelLoc, expr: e))
      }
    }
    checkExclusiveAccess(result)
    return result
  }

  /// The argument `arg` of parameter `p` (of type `pt`) when either is `inout`: `&x` for
  /// an inout parameter (its variable mutable and of the parameter's type), else the
  /// error of a missing `&` or of an `&` where the parameter is not inout; nil when
  /// neither is, for the caller to convert the argument as a value.
  func finishInOutArgument(_ arg: PreparedArgument, _ p: ParamDecl, _ pt: SwiftType) -> Expr? {
    if p.isInOut {
      if let io = arg.inOut {
        io.subExpr = arg.operand.expr
        // (swiftc reports at the `&`.)
        if io.subExpr.type != pt, !(io.subExpr.type?.isError ?? true), !pt.isError {
          error(SemaDiagnostics.cannotConvertArgument(io.subExpr.type ?? .error, pt), at: io.loc)
        } else {
          checkMutable(io.subExpr, kind: .inOutArgument, at: io.loc)
        }
        io.type = pt
        return io
      }
      let checked = finishWithDefault(arg.operand)
      if !(checked.type?.isError ?? true) {
        error(SemaDiagnostics.inoutNeedsAmpersand(checked.type ?? .error), at: diagLoc(checked))
      }
      return checked
    }
    guard let io = arg.inOut else { return nil }
    if !(io.subExpr.type?.isError ?? true) {
      error(SemaDiagnostics.ampersandNotInout(io.subExpr.type ?? .error), at: io.loc)
    }
    io.type = .error
    return io
  }

  /// The arguments of variadic parameter `p` (of array type `type`), each converted to
  /// the element type, as the array the function receives: an empty one, at the start
  /// of the argument list, when there are none.
  private func packVariadicArguments(_ taken: [PreparedArgument], for p: ParamDecl, type: SwiftType,
                                     of call: CallExpr) -> Argument {
    guard case .array(let element) = type else {
      return defaultedArgument(p, of: call, type: type)
    }
    let elements = taken.map { arg -> Expr in
      if let io = arg.inOut {
        if !(io.subExpr.type?.isError ?? true) {
          error(SemaDiagnostics.ampersandNotInout(io.subExpr.type ?? .error), at: io.loc)
        }
        io.type = .error
        return io
      }
      return finish(arg.operand, as: element, reason: .argument)
    }
    let range =
      if let first = elements.first, let last = elements.last {
        SourceRange(start: first.range.start, end: last.range.end)
      } else {
        SourceRange(call.argumentsRange.start)
      }
    let array = ArrayExpr(elements: elements, range: range)
    array.isImplicit = true
    array.type = type
    let first = taken.first
    return Argument(label: first?.label, labelLoc: first?.labelLoc, expr: VarargExpansionExpr(subExpr: array, type: type))
  }

  /// swiftc's notes on each candidate of a call no overload fits.
  private func candidateNotes(_ candidates: [(AbstractFunctionDecl, [ParamBinding]?)], _ args: [PreparedArgument]) -> [Diagnostic] {
    var notes: [Diagnostic] = []
    for (c, bindings) in candidates where c.nameLoc.isValid {
      guard let bindings else {
        let have = "(" + labelList(args.map(\.label)) + ")"
        let expected = "(" + labelList(c.parameters.parameters.map(\.argumentLabel)) + ")"
        notes.append(.note(SemaDiagnostics.incorrectLabelsForCandidate(have, expected), at: c.nameLoc))
        continue
      }
      for (j, (p, b)) in zip(c.parameters.parameters, bindings).enumerated() {
        guard case .argument(let i) = b, score(args[i].operand, parameterType(p)) == nil else { continue }
        if args[i].operand.literal == .nil {
          notes.append(.note(SemaDiagnostics.nilNotCompatibleAtPosition(parameterType(p), j + 1), at: c.nameLoc))
        } else {
          notes.append(.note(SemaDiagnostics.candidateExpects(parameterType(p), j + 1, args[i].operand.type), at: c.nameLoc))
        }
        break
      }
    }
    return notes
  }

  // MARK: - Label mismatches

  private func labelList(_ labels: [String?]) -> String {
    labels.map { ($0 ?? "_") + ":" }.joined()
  }

  private func parameterName(_ p: ParamDecl, index: Int) -> String {
    if let l = p.argumentLabel { return "'\(l)'" }
    return "#\(index + 1)"
  }

  private func declaredHereNote(_ f: AbstractFunctionDecl) -> [Diagnostic] {
    // A subscript is called through its getter; swiftc names the subscript.
    if let sd = (f as? AccessorDecl)?.storage as? SubscriptDecl {
      return [.note(SemaDiagnostics.declaredHereNote(sd.fullName), at: sd.nameLoc)]
    }
    guard f.nameLoc.isValid, !f.isImplicit || f is ConstructorDecl else { return [] }
    let allUnlabeled = f.parameters.parameters.allSatisfy { $0.argumentLabel == nil }
    let name = allUnlabeled && !(f is ConstructorDecl) ? f.name : f.fullName
    return [.note(SemaDiagnostics.declaredHereNote(name), at: f.nameLoc)]
  }

  /// "extra argument 'b' in call" (at it), "extra arguments at positions #2, #3 in call"
  /// (at the call's parenthesis, with a note at `f`): the arguments from `first` on,
  /// which `f` has no parameters for; "argument passed to call that takes no arguments"
  /// when `f` has none.
  private func reportExtraArguments(_ call: CallExpr, _ args: [PreparedArgument], from first: Int,
                                    of f: AbstractFunctionDecl) {
    let extra = Array(first..<args.count)
    if first == 0 {
      // (What takes none says so, at the argument or, of several, at the parenthesis.)
      error(SemaDiagnostics.argumentsToCallWithoutParameters(),
            at: extra.count == 1 ? args[0].operand.expr.loc : call.argumentsRange.start)
    } else if extra.count == 1 {
      error(SemaDiagnostics.extraArgument(args[extra[0]].label), at: args[extra[0]].operand.expr.loc)
    } else {
      error(SemaDiagnostics.extraArguments(extra.map { $0 + 1 }), at: call.argumentsRange.start,
            notes: declaredHereNote(f))
    }
  }

  /// Several overloads, none of them taking as many arguments as the call passes
  /// (`Int(nothing: 1, extra: 2)`, `h(a: 1, b: 2, c: 3)` of `h(a:)` and `h(a:b:)`): swiftc's
  /// cheapest fix is dropping the arguments past the parameters of the overload whose
  /// parameters take the leading arguments (their labels and types), the one of most
  /// parameters (`h(a:b:)`). That overload and its parameter count; nil when an overload
  /// has as many parameters or none takes its leading arguments (swiftc's "no exact
  /// matches").
  private func candidateTakingMostLeadingArguments(_ candidates: [AbstractFunctionDecl], _ args: [PreparedArgument])
    -> (AbstractFunctionDecl, Int)?
  {
    // (One with as many parameters whose labels forbid the arguments' does not count:
    // `Int(nothing: 1, extra: 2)` beside `init?(_:radix:)`.)
    guard candidates.allSatisfy({ c in
      !c.parameters.parameters.contains(where: \.isVariadic)
        && (c.parameters.parameters.count < args.count
          || zip(c.parameters.parameters, args).contains { p, a in p.argumentLabel != nil && p.argumentLabel != a.label })
    }) else { return nil }
    let taking = candidates.filter { c in
      zip(c.parameters.parameters, args).allSatisfy { p, a in
        // (An unlabeled parameter takes a labeled argument, the label extraneous; swiftc
        // also takes some whose labels are near the parameter's, which is not modelled.)
        guard !p.isInOut, a.inOut == nil, p.argumentLabel == nil || p.argumentLabel == a.label else { return false }
        // (A generic one's parameters take what its inference would give them.)
        return !c.genericParameters.isEmpty || score(a.operand, argumentType(for: p, parameterType(p))) != nil
      }
    }
    guard let f = taking.max(by: { $0.parameters.parameters.count < $1.parameters.parameters.count }) else { return nil }
    return (f, f.parameters.parameters.count)
  }

  /// Explains why the arguments of a call to a single function do not fit its labels,
  /// in swiftc's words and at swiftc's locations.
  private func diagnoseLabelMismatch(_ call: CallExpr, _ args: [PreparedArgument], _ f: AbstractFunctionDecl) {
    let params = f.parameters.parameters
    let openParen = call.argumentsRange.start
    let closeParen = call.argumentsRange.end.advanced(by: -1)
    // Every argument names a distinct parameter, all required ones given: an order problem.
    var used: Set<Int> = []
    var mapping: [Int] = []
    for a in args {
      guard let j = params.indices.first(where: { !used.contains($0) && params[$0].argumentLabel == a.label }) else { break }
      used.insert(j)
      mapping.append(j)
    }
    if mapping.count == args.count && params.indices.allSatisfy({ used.contains($0) || params[$0].defaultValue != nil }) {
      var maxParam = -1
      var maxArg = -1
      for (i, j) in mapping.enumerated() {
        if j < maxParam {
          let later = args[i].label.map { "'\($0)'" } ?? "#\(i + 1)"
          let earlier = args[maxArg].label.map { "'\($0)'" } ?? "#\(maxArg + 1)"
          error(SemaDiagnostics.argumentMustPrecede(later, earlier), at: args[i].labelLoc ?? args[i].loc)
          return
        }
        maxParam = j
        maxArg = i
      }
    }
    // Match in order to find missing and extra arguments.
    var a = 0
    var missing: [(ParamDecl, Int)] = []
    for (j, p) in params.enumerated() {
      if a < args.count && args[a].label == p.argumentLabel {
        a += 1
      } else if p.defaultValue == nil {
        missing.append((p, j))
      }
    }
    func reportExtra(from first: Int) { reportExtraArguments(call, args, from: first, of: f) }
    if missing.isEmpty && a < args.count && args.count > params.count {
      reportExtra(from: a)
      return
    }
    if !missing.isEmpty && a == args.count {
      if missing.count == 1 {
        error(SemaDiagnostics.missingArgument(parameterName(missing[0].0, index: missing[0].1)),
              at: closeParen, notes: declaredHereNote(f))
      } else {
        error(SemaDiagnostics.missingArguments(missing.map { parameterName($0.0, index: $0.1) }),
              at: openParen, notes: declaredHereNote(f))
      }
      return
    }
    if args.count > params.count {
      reportExtra(from: params.count)
      return
    }
    // Same number of arguments: compare labels position by position.
    let required = params.filter { $0.defaultValue == nil }
    let compared = args.count == required.count ? required : Array(params.prefix(args.count))
    var missingLabels: [String] = []
    var extraneousLabels: [String] = []
    var wrong = 0
    // A trailing closure fills its parameter whatever the label: swiftc shows it as `_`.
    for (arg, p) in zip(args, compared) where arg.label != p.argumentLabel && !arg.isTrailingClosure {
      wrong += 1
      if arg.label == nil, let l = p.argumentLabel { missingLabels.append(l) }
      else if let l = arg.label, p.argumentLabel == nil { extraneousLabels.append(l) }
    }
    if args.count < compared.count || wrong == 0 {
      let p = compared[args.count...].first ?? compared[0]
      let j = params.firstIndex { $0 === p } ?? 0
      error(SemaDiagnostics.missingArgument(parameterName(p, index: j)), at: closeParen, notes: declaredHereNote(f))
      return
    }
    if missingLabels.count == wrong {
      // swiftc: at the argument when it is the only one (`greet("Anna")`).
      error(SemaDiagnostics.missingArgumentLabels(missingLabels), at: args.count == 1 ? args[0].inOut?.loc ?? diagLoc(args[0].operand.expr) : openParen)
    } else if extraneousLabels.count == wrong {
      error(SemaDiagnostics.extraneousArgumentLabels(extraneousLabels), at: openParen)
    } else {
      error(SemaDiagnostics.incorrectLabels(have: labelList(args.map(\.label)),
                                            expected: labelList(zip(args, compared).map { $0.isTrailingClosure ? nil : $1.argumentLabel }),
                                            plural: wrong > 1),
            at: openParen)
    }
  }
}
