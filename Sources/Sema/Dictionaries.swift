import AST
import Basic

/// Dictionaries and sets: the types `[K: V]` / `Dictionary<K, V>` and `Set<T>`, their
/// literals (`["a": 1]`, `[:]`, an array literal where a Set is wanted), subscripts
/// (the library's, stdlib/DictionarySubscripts.swift, checked here for swiftc's
/// diagnostics), members (declared in StandardLibrary.swift), `for`-`in`, `==`.
///
/// Swift declares them as generic structs in its standard library; the subset has no
/// generic types yet, so Sema makes each member's declaration for the key and value types
/// at hand (`CollectionMember`), and IRGen lowers its builtin (GenDictionary.swift).
///
/// `keys` and `values` are arrays here (Swift's are views, `Dictionary<K, V>.Keys`, with
/// the same elements and the same printed form); keys must be Hashable: Int, Double, Bool,
/// String, an enum, or a struct of those that declares Hashable.
extension TypeChecker {
  // MARK: - Types

  /// Does IRGen hash `t` by itself (a key or set element it lowers)? A Hashable type
  /// outside these is "not supported yet".
  func isHashedByBuiltin(_ t: SwiftType) -> Bool {
    switch t {
    case .int, .sizedInteger, .double, .bool, .string, .character, .error: true
    // Its written `hash(into:)`, through the library's `hashValue`.
    case .nominal(let n) where hasWrittenHashInto(n), .boundGeneric(let n, _) where hasWrittenHashInto(n): true
    // Its case's hash, or (with associated values) its derived `hash(into:)`
    // (DerivedEnumHashable.swift), made when the conformance is checked.
    case .nominal(is EnumDecl), .boundGeneric(is EnumDecl, _): true
    case .genericParameter: conforms(t, to: stdlib.protocols["Hashable"])
    // The library's `hash(into:)` (stdlib/ArrayHashable.swift, ...), where the element
    // (wrapped, value) type is hashed; a set's element always is.
    case .array(let e), .optional(let e), .dictionary(_, let e): isHashedByBuiltin(e)
    case .set: true
    // The library's `hash(into:)` of a range of Int (stdlib/RangeHashable.swift), found
    // on its stand-in as an array's is.
    case .range: conforms(t, to: stdlib.protocols["Hashable"])
    case .nominal(let s as StructDecl):
      // A derived Hashable conformance (HashableConformance.swift): its properties'.
      storedProperties(of: s).allSatisfy { isHashedByBuiltin(typeOfVar($0)) }
    // Its derived `hash(into:)` (DerivedStructHashable.swift), which may be made after
    // this is asked (a global's `Set<Pair<Int>>`), hashes its properties, whose types
    // are made of its arguments: those that are Hashable must be hashed here.
    case .boundGeneric(is StructDecl, let arguments):
      arguments.allSatisfy { !conforms($0, to: stdlib.protocols["Hashable"]) || isHashedByBuiltin($0) }
    default: false
    }
  }

  /// A Hashable type bound to a generic parameter constrained to `Hashable`
  /// (`hasher.combine(x)`, `f<T: Hashable>(x)`): IRGen hashes the value by itself (or by
  /// its written `hash(into:)`), or it is "not supported yet", as for a set element.
  func checkHashedGenericArguments(_ f: AbstractFunctionDecl, _ subs: [ObjectIdentifier: SwiftType], at loc: SourceLoc) {
    for g in f.genericParameters where conforms(.genericParameter(g), to: stdlib.protocols["Hashable"]) {
      guard let t = subs[ObjectIdentifier(g)], !isHashedByBuiltin(t) else { continue }
      notSupported("hashing a value of type '\(t)'", at: loc)
    }
  }

  /// `[K: V]`: K must be Hashable. swiftc reports a written type ("type 'K' does not
  /// conform to protocol 'Hashable'", at the type) and an inferred one ("generic struct
  /// 'Dictionary' requires that 'K' conform to 'Hashable'", at the expression) apart.
  func dictionaryType(key: SwiftType, value: SwiftType, loc: SourceLoc, inferred: Bool = false) -> SwiftType {
    if key.isError || value.isError { return .error }
    guard checkHashable(key, "Dictionary", at: loc, inferred: inferred) else { return .error }
    return .dictionary(key, value)
  }

  func setType(element: SwiftType, loc: SourceLoc, inferred: Bool = false) -> SwiftType {
    if element.isError { return .error }
    guard checkHashable(element, "Set", at: loc, inferred: inferred) else { return .error }
    return .set(element)
  }

  /// `t` as the key (element) type of `generic`: Hashable, or swiftc's error (a written
  /// type and an inferred one apart); hashed by IRGen, or "not supported yet".
  private func checkHashable(_ t: SwiftType, _ generic: String, at loc: SourceLoc, inferred: Bool) -> Bool {
    guard requireConformance(t, to: stdlib.protocols["Hashable"]) else {
      if !inferred, let hashable = stdlib.protocols["Hashable"], let path = unmetRequirementPath(t, hashable) {
        // `Set<[S]>`: the innermost type, then the generic type's requirement with the
        // conditional conformances (the library's, `[S]`'s) that need it, innermost first.
        error(SemaDiagnostics.doesNotConform(path.type.description, "Hashable"), at: loc)
        error(SemaDiagnostics.requiresConformanceSentence("'\(generic)'", path.type, "Hashable"), at: loc,
              notes: [.note(SemaDiagnostics.requirementSpecified(path.type, "Hashable"), at: loc)]
                + path.conformances.reversed().map {
                  .note(SemaDiagnostics.conditionalConformanceRequirement($0.type, $0.proto.name), at: loc)
                })
      } else if inferred {
        error(SemaDiagnostics.requiresConformance("generic struct", generic, t, "Hashable"), at: loc)
      } else {
        error(SemaDiagnostics.doesNotConform(t.description, "Hashable"), at: loc)
      }
      return false
    }
    guard isHashedByBuiltin(t) else {
      notSupported("\(generic == "Set" ? "a set element" : "a dictionary key") of type '\(t)'", at: loc)
      return false
    }
    return true
  }

  /// `Dictionary<K, V>`, `Set<T>` written with their generic arguments.
  func resolveCollectionIdent(_ r: IdentTypeRepr) -> SwiftType {
    let expected = r.name == "Dictionary" ? 2 : 1
    guard r.genericArgs.count == expected else {
      if r.genericArgs.isEmpty {
        notSupported("generic type '\(r.name)' without arguments", at: r.loc)
      } else {
        r.genericArgs.forEach { resolveType($0) }
        let message = r.genericArgs.count > expected
          ? SemaDiagnostics.tooManyGenericArguments(r.name, got: r.genericArgs.count, expected: expected)
          : SemaDiagnostics.tooFewGenericArguments(r.name, got: r.genericArgs.count, expected: expected)
        error(message, at: r.loc)
      }
      return .error
    }
    let args = r.genericArgs.map { resolveType($0) }
    if r.name == "Dictionary" { return dictionaryType(key: args[0], value: args[1], loc: r.loc) }
    return setType(element: args[0], loc: r.loc)
  }

  /// Whether `name` is the standard library's Dictionary or Set (not a type of the program).
  func isCollectionTypeName(_ name: String) -> Bool {
    (name == "Dictionary" || name == "Set") && lookupTypeDecl(name) == nil && lookupGenericParameter(name) == nil
  }

  /// `Set` written without its element type (the initial value gives it).
  func isBareSetAnnotation(_ repr: TypeRepr) -> Bool {
    guard let ident = repr as? IdentTypeRepr, repr.resolved == nil else { return false }
    return ident.name == "Set" && ident.genericArgs.isEmpty && isCollectionTypeName("Set")
  }

  /// `let s: Set = [1, 2]`: the element type comes from the array literal. Returns the
  /// checked initial value and the set type, or nil when the pattern is not so written.
  func checkBareSetBinding(_ pattern: Pattern, initializer: Expr?) -> (Expr, SwiftType)? {
    var p = pattern
    while let b = p as? BindingPattern { p = b.subPattern }
    guard let typed = p as? TypedPattern, isBareSetAnnotation(typed.typeRepr), let initializer else { return nil }
    let ident = typed.typeRepr
    var e = checkExpr(initializer)
    var t: SwiftType = .error
    switch e.type {
    case .array(let element)? where e is ArrayExpr:
      t = setType(element: element, loc: e.loc, inferred: true)
      e.type = t
    case .set?:
      t = e.type ?? .error
    case .error?, nil:
      break
    case let other?:
      error(SemaDiagnostics.cannotConvertValue(other, SwiftType.set(.error)), at: e.loc)
      e = initializer
    }
    ident.resolved = t
    return (e, t)
  }

  // MARK: - Literals

  /// `["a": 1]`, `[:]`: the keys and values are checked as two array literals would be
  /// (so both take the contextual types, or agree on one type each).
  func checkDictionaryLiteral(_ d: DictionaryExpr, contextual: SwiftType?) -> Expr {
    var want: (SwiftType, SwiftType)?
    if case .dictionary(let k, let v)? = contextual { want = (k, v) }
    if d.pairs.isEmpty {
      if want == nil && contextual == nil { error(SemaDiagnostics.emptyCollectionNeedsType(), at: d.loc) }
      d.type = want.map { .dictionary($0.0, $0.1) } ?? .error
      return d
    }
    if let (k, v) = want {
      // Each pair in turn, as swiftc reports them ("expected dictionary key type").
      for i in d.pairs.indices {
        d.pairs[i].key = checkExpr(d.pairs[i].key, convertTo: k, reason: .dictionaryKey)
        d.pairs[i].value = checkExpr(d.pairs[i].value, convertTo: v, reason: .dictionaryValue)
      }
      d.type = .dictionary(k, v)
      return d
    }
    let keys = checkExpr(ArrayExpr(elements: d.pairs.map(\.key), range: d.range), contextual: want.map { .array($0.0) })
    let values = checkExpr(ArrayExpr(elements: d.pairs.map(\.value), range: d.range),
                           contextual: want.map { .array($0.1) })
    guard let ka = keys as? ArrayExpr, let va = values as? ArrayExpr else { d.type = .error; return d }
    for i in d.pairs.indices {
      d.pairs[i].key = ka.elements[i]
      d.pairs[i].value = va.elements[i]
    }
    guard case .array(let k)? = ka.type, case .array(let v)? = va.type else {
      d.type = .error
      return d
    }
    d.type = want.map { .dictionary($0.0, $0.1) } ?? dictionaryType(key: k, value: v, loc: d.loc, inferred: true)
    return d
  }

  /// `[1, 2]` where a `Set<T>` is wanted.
  func checkSetLiteral(_ a: ArrayExpr, element: SwiftType) -> Expr {
    for i in a.elements.indices {
      a.elements[i] = checkExpr(a.elements[i], convertTo: element, reason: .arrayElement)
    }
    a.type = .set(element)
    return a
  }

  /// `Set<T>(s)`, `Dictionary<K, V>(...)`: `Set(_:)` of a sequence; others (what no
  /// initializer of `extension Set` or `extension Dictionary` takes) are not supported yet.
  func checkCollectionConstruction(_ call: CallExpr, type t: SwiftType, typeLoc: SourceLoc) -> Expr {
    if case .set(let e) = t, call.arguments.count == 1 {
      return checkSetFromSequence(call, element: e, typeRange: call.fn.range)
    }
    // (`init()` is the library's, in `extension Set` and `extension Dictionary`.)
    let labels = call.arguments.map { ($0.label ?? "_") + ":" }.joined()
    let name = t.isSet ? "Set" : "Dictionary"
    notSupported("\(name) initializer 'init(\(labels))'", at: typeLoc)
    return failCall(call)
  }

  /// `Set(s)`, `Set<T>(s)` of a sequence (an array too): the library's
  /// `init<Source: Sequence>(_ sequence: Source) where Element == Source.Element`
  /// (stdlib/SetFromSequence.swift), its `Element` inferred from the sequence's. What is
  /// not a sequence of the elements is reported first, as swiftc reports it.
  func checkSetFromSequence(_ call: CallExpr, element: SwiftType?, typeRange: SourceRange) -> Expr {
    let arg = call.arguments[0]
    guard arg.label == nil else {
      notSupported("Set initializer 'init(\(arg.label ?? "_"):)'", at: typeRange.start)
      return failCall(call)
    }
    let value = checkExpr(arg.expr, contextual: element.map { .array($0) })
    call.arguments[0].expr = value
    guard let t = value.type, !t.isError, let sequence = stdlib.protocols["Sequence"],
      let standIn = builtinGenericStandIns["Set"]
    else { return failCall(call) }
    guard conforms(t, to: sequence) else {
      if isWalkableLibraryRange(t) {
        // `Set(Int8(0)..<5)`: a Sequence in Swift (LibraryRanges.swift).
        notSupported("'Set(_:)' of a value of type '\(t)'", at: value.loc)
        return failCall(call)
      }
      error(SemaDiagnostics.noExactMatches("initializer", ""), at: typeRange.start)
      return failCall(call)
    }
    let candidates = ownInitializers(standIn).compactMap { $0 as? ConstructorDecl }.filter {
      !$0.genericParameters.isEmpty && $0.parameters.parameters.count == 1 && $0.parameters.parameters[0].argumentLabel == nil
    }
    let typeExpr = TypeExpr(instanceType: standIn.selfInterfaceType, typeRepr: nil, range: typeRange)
    typeExpr.type = .metatype(standIn.selfInterfaceType)
    call.fn = typeExpr
    let checked = checkConstructorCall(call, type: standIn.selfInterfaceType, typeExpr: typeExpr, contextual: nil,
                                       candidates: candidates, inferring: standIn)
    if let element, case .set(let actual)? = checked.type, actual != element {
      error(SemaDiagnostics.noExactMatches("initializer", ""), at: typeRange.start)
      checked.type = .error
    }
    return checked
  }

  /// The type `[K: V]` spells as an expression (`[String: Int]()`), if it does.
  func dictionaryTypeNamed(_ d: DictionaryExpr) -> (key: UnresolvedDeclRefExpr, value: UnresolvedDeclRefExpr)? {
    guard d.pairs.count == 1, let k = d.pairs[0].key as? UnresolvedDeclRefExpr,
          let v = d.pairs[0].value as? UnresolvedDeclRefExpr,
          case .type = lookupUnqualified(k.name, at: k.loc), case .type = lookupUnqualified(v.name, at: v.loc)
    else { return nil }
    return (k, v)
  }

  // MARK: - Subscripts

  /// `d[k]` (a `V?`: nil when the key is absent; assigning nil removes it) and
  /// `d[k, default: v]` (a `V`): the library's subscripts
  /// (stdlib/DictionarySubscripts.swift), checked here for swiftc's diagnostics; the
  /// default is an `@autoclosure`, evaluated only when the key is missing.
  func checkDictionarySubscript(_ s: SubscriptExpr, key: SwiftType, value: SwiftType) -> Expr {
    let labels = s.arguments.map(\.label)
    guard labels == [nil] || labels == [nil, "default"] else {
      for i in s.arguments.indices { s.arguments[i].expr = checkExpr(s.arguments[i].expr) }
      if s.arguments.isEmpty {
        error(SemaDiagnostics.missingSubscriptArgument(), at: s.range.end.advanced(by: -1))
      } else {
        notSupported("this Dictionary subscript", at: s.base.loc)
      }
      s.type = .error
      return s
    }
    // A key of the wrong type matches neither of Dictionary's subscripts (by key, by index).
    let keyOperand = prepare(s.arguments[0].expr)
    if !keyOperand.isError, score(keyOperand, key) == nil {
      s.arguments[0].expr = finishWithDefault(keyOperand)
      error(SemaDiagnostics.noExactMatches("subscript", ""), at: diagLoc(s))
      s.type = .error
      return s
    }
    s.arguments[0].expr = finish(keyOperand, as: key, reason: .argument)
    s.decl = libraryDictionarySubscript(labels: labels)
    if labels.count == 2 {
      let fallback = checkExpr(s.arguments[1].expr, convertTo: value, reason: .argument)
      s.arguments[1].expr = makeAutoclosure(fallback, .function(FunctionType(parameters: [], result: value)))
      s.type = value
    } else {
      s.type = .optional(value)
    }
    return s
  }

  // MARK: - Members

  /// The built-in member `name` of a dictionary or set type, made for its key and value
  /// types: Set's `sorted()` (the others are the library's, stdlib/Dictionary.swift and
  /// stdlib/Set.swift, found by member lookup).
  func collectionMembers(_ name: String, of t: SwiftType) -> [(StandardLibrary.CollectionMember, SwiftType, SwiftType)] {
    switch t {
    case .set(let e):
      return stdlib.setMembers.filter { $0.name == name }.map { ($0, e, .void) }
    default:
      return []
    }
  }

  /// Whether a call of Dictionary's or Set's method `name` on a value of type `t` is
  /// one of the built-in ones (by its labels; a trailing closure takes the label of the
  /// function parameter it fills) rather than a member an extension declares (Set's
  /// `contains(_:)` is built in, `contains(where:)` the library's).
  func callsBuiltinCollectionMethod(_ call: CallExpr, _ name: String, on t: SwiftType) -> Bool {
    let declared = lookupMembers(name, in: t)
    let members = collectionMembers(name, of: t)
    if declared.isEmpty || members.isEmpty { return declared.isEmpty }
    let labels = call.arguments.map(\.label)
    let trailing = call.arguments.last?.isTrailingClosure ?? false
    return members.contains { m, k, v in
      if m.isProperty { return false }
      if m.labels == labels && !trailing { return true }
      guard trailing, m.labels.count == labels.count, Array(m.labels.dropLast()) == labels.dropLast(),
        case .function? = m.parameters(k, v).last
      else { return false }
      return true
    }
  }

  /// `d.count`, `s.isEmpty`, `d.keys`: a `MemberRefExpr` of a Sema-made property.
  func checkCollectionMember(_ d: UnresolvedDotExpr, base: Expr, type t: SwiftType) -> Expr {
    let members = collectionMembers(d.name, of: t)
    if let (m, k, v) = members.first(where: { $0.0.isProperty }) {
      let property = StandardLibrary.builtinProperty(d.name, type: m.result(k, v), builtin: m.builtin)
      return makeMemberRef(base: base, decl: property, nameLoc: d.nameLoc, range: d.range)
    }
    reportCollectionMember(d, type: t, isMethod: !members.isEmpty)
    d.type = .error
    return d
  }

  /// Is `name` a member of Swift's Dictionary (Set, by `t`) that the subset does not
  /// have, or has only as a method (`first`, beside the library's `first(where:)`)?
  func isOtherCollectionMember(_ name: String, of t: SwiftType) -> Bool {
    StandardLibrary.otherCollectionMembers.contains(name)
      || (t.isSet ? StandardLibrary.otherSetMembers : StandardLibrary.otherDictionaryMembers).contains(name)
  }

  private func reportCollectionMember(_ d: UnresolvedDotExpr, type t: SwiftType, isMethod: Bool) {
    if isMethod {
      notSupported("a method used as a value", at: d.nameLoc)
    } else if isOtherCollectionMember(d.name, of: t) {
      notSupported("\(t.isSet ? "Set" : "Dictionary") member '\(d.name)'", at: d.nameLoc)
    } else {
      error(SemaDiagnostics.noMember(t, d.name), at: d.nameLoc)
    }
  }

  /// `d.updateValue(1, forKey: "a")`, `s.union(t)`: the call of a Sema-made method, with
  /// the arguments matched and converted as any call's.
  func checkCollectionMethodCall(_ call: CallExpr, _ d: UnresolvedDotExpr, type t: SwiftType,
                                 contextual: SwiftType?) -> Expr {
    let members = collectionMembers(d.name, of: t).filter { !$0.0.isProperty }
    guard !members.isEmpty else {
      if let (m, k, v) = collectionMembers(d.name, of: t).first {
        // A property called like a method: `s.count()`.
        error(SemaDiagnostics.cannotCallNonFunction(m.result(k, v)), at: d.nameLoc)
      } else {
        reportCollectionMember(d, type: t, isMethod: false)
      }
      for i in call.arguments.indices { call.arguments[i].expr = checkExpr(call.arguments[i].expr) }
      return failCall(call)
    }
    let decls = members.map { collectionMethodDecl($0.0, key: $0.1, value: $0.2) }
    let nameRange = SourceRange(start: d.nameLoc, end: d.range.end)
    guard let (chosen, args) = resolveOverloads(call, decls, kind: "instance method", name: d.name, fnLoc: d.nameLoc,
                                                 contextual: contextual) else {
      return failCall(call)
    }
    if chosen.modifiers.isMutating { checkMutable(d.base, kind: .mutatingCall, at: d.nameLoc) }
    return finishMethodCall(call, base: d.base, decl: chosen, nameRange: nameRange, args: args)
  }

  /// The declaration of one collection method for the given key and value types.
  private func collectionMethodDecl(_ m: StandardLibrary.CollectionMember, key: SwiftType, value: SwiftType) -> FuncDecl {
    let types = m.parameters(key, value)
    let params = zip(m.labels, types).enumerated().map { i, lt -> ParamDecl in
      let p = ParamDecl(argumentLabel: lt.0, name: lt.0 ?? "x\(i)", nameLoc: .invalid, range: .invalid)
      p.interfaceType = lt.1
      p.isImplicit = true
      p.access = .public
      return p
    }
    let f = FuncDecl(name: m.name, nameLoc: .invalid, parameters: ParameterList(parameters: params, range: .invalid),
                     body: nil, range: .invalid)
    f.isImplicit = true
    f.builtin = m.builtin
    f.modifiers.isMutating = m.isMutating
    f.access = .public
    f.interfaceType = .function(FunctionType(parameters: types.map { .init($0) }, result: m.result(key, value)))
    for p in params { p.parent = f }
    return f
  }

  // MARK: - Operators and loops

  /// `a == b`, `a != b` with a dictionary or set on either side (the other may be a
  /// literal); nil when neither operand is one.
  func checkCollectionEquality(_ b: BinaryExpr, name: String, _ lhs: Operand, _ rhs: Operand) -> Expr? {
    let typed = [lhs, rhs].first { o in
      guard o.literal == nil else { return false }
      switch o.type {
      case .dictionary, .set: return true
      default: return false
      }
    }
    guard let typed else { return nil }
    var t = typed.type
    // `d == ["a": 1]` with `d` an optional: compared as two optionals, by Optional's `==`.
    if ![lhs, rhs].allSatisfy({ score($0, t) != nil }), [lhs, rhs].allSatisfy({ score($0, .optional(t)) != nil }) {
      t = .optional(t)
    }
    // Dictionary and Set have no operator but `==` and `!=` (with two of the same type).
    let fits = [lhs, rhs].allSatisfy { score($0, t) != nil }
    guard (name == "==" || name == "!="), fits else {
      // A literal operand shows as its default type (`[3]` as `[Int]`), if it has one.
      let shown = { (o: Operand) -> SwiftType in o.literal.map { $0.defaultType.isError ? t : $0.defaultType } ?? o.type }
      error(SemaDiagnostics.binaryOperatorCannotApply(name, shown(lhs), shown(rhs)), at: b.op.loc)
      b.lhs = finishWithDefault(lhs)
      b.rhs = finishWithDefault(rhs)
      b.type = .error
      return b
    }
    if case .dictionary(_, let v) = typed.type, case let equatable = conforms(v, to: stdlib.protocols["Equatable"]),
      !equatable || !isComparableByBuiltin(v, equalityOnly: true)
    {
      if t != typed.type, name == "==", !equatable {
        // (Of an optional dictionary, swiftc's `==` names the operands.)
        error(SemaDiagnostics.binaryOperatorCannotApply(name, lhs.type, rhs.type), at: b.op.loc)
      } else if equatable {
        notSupported("comparing dictionaries with values of type '\(v)'", at: b.op.loc)
      } else {
        error(SemaDiagnostics.requiresConformance("operator function", name, v, "Equatable"), at: b.op.loc)
      }
      b.lhs = finishWithDefault(lhs)
      b.rhs = finishWithDefault(rhs)
      b.type = .error
      return b
    }
    b.lhs = finish(lhs, as: t, reason: .argument)
    b.rhs = finish(rhs, as: t, reason: .argument)
    return libraryEquality(b, name: name, on: t)
  }

  /// `a == b` or `a != b` on two arrays, optionals, dictionaries or sets `t` whose
  /// operands are checked: the library's `==` (`extension Dictionary: Equatable where
  /// Value: Equatable`, stdlib/DictionaryHashable.swift; Array's, Optional's, Set's),
  /// and `extension Equatable`'s `!=`. An error without module Swift.
  func libraryEquality(_ b: BinaryExpr, name: String, on t: SwiftType) -> Expr {
    guard let f = name == "==" ? module.builtinEqualityOperator(of: t) : module.standardLibraryComparisonOperator(name)
    else {
      reportMissingOperator(name, at: b.op.loc)
      b.type = .error
      return b
    }
    // (`!=` calls `==` through `Self`; either compares the elements through their
    // generic parameter: the conformances of `t` and its elements' types are used.)
    if let equatable = stdlib.protocols["Equatable"] { noteConformanceUse(t, equatable) }
    b.op = operatorReference(f, operandTypes: [t, t], range: b.op.range)
    b.type = .bool
    return b
  }

  /// What `for x in c` binds for a dictionary (`(key: K, value: V)`) or a set (`T`).
  func collectionElement(_ t: SwiftType) -> SwiftType? {
    switch t {
    case .dictionary(let k, let v): .makeTuple([k, v], labels: ["key", "value"])
    case .set(let e): e
    default: nil
    }
  }
}

extension SwiftType {
  /// Is it `Set<T>`?
  var isSet: Bool { if case .set = self { true } else { false } }
  /// Is it `[T]`?
  var isArray: Bool { if case .array = self { true } else { false } }
}
