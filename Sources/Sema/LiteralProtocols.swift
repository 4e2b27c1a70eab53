import AST
import Basic

/// A literal whose contextual type conforms to its kind's literal protocol (module Swift's
/// `ExpressibleByIntegerLiteral`, ..., stdlib/LiteralProtocols.swift), as swiftc types it:
/// a value of that type, made by the protocol's initializer from the literal typed as the
/// associated literal type (`let p: P = 5` is `P(integerLiteral: 5)`, the `5` an Int when
/// P's `init(integerLiteral:)` takes one; `[1, 2]` as a `Stack<Int>` is
/// `Stack<Int>(arrayLiteral: 1, 2)`). Sema writes that call (`CallExpr.literal` keeps the
/// literal for `-dump-ast`), so IRGen lowers an ordinary initializer call, specialized in
/// generic code (`T(integerLiteral: 0)` for a `T: ExpressibleByIntegerLiteral`).
///
/// What stays built in: a literal whose contextual type is a built-in type (Int and the
/// sized integers, Double, Bool, String, Character, arrays, dictionaries, sets,
/// optionals) or none; the built-in types conform in the library
/// (stdlib/LiteralConformances.swift) for generic code.
extension TypeChecker {
  /// The literal protocol a literal of this form is made through, with the label of its
  /// initializer.
  private func literalProtocol(of e: Expr, for t: SwiftType) -> (ProtocolDecl, label: String)? {
    let names: [(String, String)]
    switch e {
    case is IntegerLiteralExpr: names = [("ExpressibleByIntegerLiteral", "integerLiteral")]
    case is FloatLiteralExpr: names = [("ExpressibleByFloatLiteral", "floatLiteral")]
    case is BooleanLiteralExpr: names = [("ExpressibleByBooleanLiteral", "booleanLiteral")]
    case is NilLiteralExpr: names = [("ExpressibleByNilLiteral", "nilLiteral")]
    case let s as StringLiteralExpr:
      // (A one-Character literal where the type is only that: Swift's `Character`-like
      // types; a string literal's protocol first, as swiftc chooses it.)
      names = [("ExpressibleByStringLiteral", "stringLiteral")]
        + (isSingleCharacter(s) ? [("ExpressibleByExtendedGraphemeClusterLiteral", "extendedGraphemeClusterLiteral")] : [])
        + (s.value.unicodeScalars.count == 1 ? [("ExpressibleByUnicodeScalarLiteral", "unicodeScalarLiteral")] : [])
    case is ArrayExpr: names = [("ExpressibleByArrayLiteral", "arrayLiteral")]
    case is DictionaryExpr: names = [("ExpressibleByDictionaryLiteral", "dictionaryLiteral")]
    default: return nil
    }
    for (name, label) in names {
      if let p = stdlib.literalProtocols[name], conforms(t, to: p) { return (p, label) }
    }
    return nil
  }

  /// Is `t` a type a literal is made through its protocol as: a program's or the
  /// library's struct, enum or class, a generic parameter, an associated type or an
  /// opaque type (a built-in type's literal stays built in)?
  private func takesLiteralThroughProtocol(_ t: SwiftType) -> Bool {
    switch t {
    case .genericParameter, .dependentMember, .opaque: return true
    default: return t.nominalDecl != nil
    }
  }

  /// Can a literal of kind `k` be a `t` through `t`'s conformance to the kind's literal
  /// protocol (for overload resolution: `f(5)` with `f(_: P)`, `p == 5`)?
  func literalProtocolScore(_ k: LiteralKind, _ t: SwiftType) -> Int? {
    guard takesLiteralThroughProtocol(t), t.nominalDecl != nil else { return nil }
    let name: String
    switch k {
    case .integer: name = "ExpressibleByIntegerLiteral"
    case .float: name = "ExpressibleByFloatLiteral"
    case .nil: name = "ExpressibleByNilLiteral"
    case .string: name = "ExpressibleByExtendedGraphemeClusterLiteral"
    case .array, .emptyCollection:
      if case .emptyCollection = k, conforms(t, to: stdlib.literalProtocols["ExpressibleByDictionaryLiteral"]) { return 1 }
      name = "ExpressibleByArrayLiteral"
    case .implicitMember, .heterogeneousArray, .tuple, .typed: return nil
    }
    guard conforms(t, to: stdlib.literalProtocols[name]) else { return nil }
    // (An array literal's elements, as the initializer's element type takes them:
    // `[1, 2]` is an `ArraySlice<Int>`, not an `ArraySlice<String>`.)
    if case .array(let element) = k, let e = literalElementTypes(of: t, label: "arrayLiteral")?.first {
      return literalScore(element, e).map { $0 + 1 }
    }
    return 1
  }

  /// Can the checked literal `e` (a Boolean or a string literal, which overload
  /// resolution types first) be a `t` through its protocol?
  func takesCheckedLiteralThroughProtocol(_ e: Expr, as t: SwiftType) -> Bool {
    let literal = e.withoutParens
    guard literal is BooleanLiteralExpr || literal is StringLiteralExpr else { return false }
    // (`T.BooleanLiteralType`, the argument of `T(booleanLiteral: true)` in generic code.)
    if isBuiltinLiteralType(literal, t) { return true }
    guard takesLiteralThroughProtocol(t), t.nominalDecl != nil else { return false }
    return literalProtocol(of: literal, for: t) != nil
  }

  /// Literal `e` where the context wants `contextual`: the call of the initializer of
  /// the protocol `contextual` conforms to, or nil when the literal stays built in.
  func literalThroughProtocol(_ e: Expr, contextual: SwiftType?) -> Expr? {
    guard var t = contextual else { return nil }
    // (`let p: P? = 5`: a P, then wrapped; not `nil`, Optional's own.)
    if !(e is NilLiteralExpr) { while case .optional(let w) = t { t = w } }
    guard takesLiteralThroughProtocol(t), !literalsMadeThroughProtocols.contains(ObjectIdentifier(e)),
      let (_, label) = literalProtocol(of: e, for: t)
    else { return nil }
    literalsMadeThroughProtocols.insert(ObjectIdentifier(e))
    let firstNew = pending.count
    preconvertElements(of: e, to: t, label: label)
    if pending[firstNew...].contains(where: { $0.diagnostic.severity == .error }) {
      // (An element that does not convert is the one error, not the initializer's call too.)
      e.type = .error
      return e
    }
    let arguments: [Argument]
    switch e {
    case is ArrayExpr, is DictionaryExpr:
      arguments = collectionLiteralArguments(e, label: label)
    case is NilLiteralExpr:
      let empty = TupleExpr(elements: [], labels: [], range: e.range)
      empty.isImplicit = true
      arguments = [Argument(label: label, labelLoc: nil, expr: empty)]
    default:
      arguments = [Argument(label: label, labelLoc: nil, expr: e)]
    }
    let start = SourceRange(start: e.range.start, end: e.range.start)
    let type = TypeExpr(instanceType: t, typeRepr: nil, range: start)
    type.isImplicit = true
    let call = CallExpr(fn: type, arguments: arguments, argumentsRange: e.range, range: e.range)
    call.isImplicit = true
    let checked = checkExpr(call, contextual: t)
    (checked as? CallExpr)?.literal = e
    if arguments.isEmpty, let chosen = literalInitializer(of: checked), chosen.fullName != "init(\(label):)" {
      // `[]` is the initializer called with no elements, which a call without arguments
      // cannot say where the type has an `init()` too.
      notSupported("an empty collection literal as '\(t)', a type with an 'init()' too", at: e.loc)
      checked.type = .error
    }
    if e.type == nil { e.type = checked.type }
    return checked
  }

  /// The initializer a literal's call (`literalThroughProtocol`) calls.
  func literalInitializer(of e: Expr) -> ConstructorDecl? {
    ((e as? CallExpr)?.fn as? ConstructorRefCallExpr)?.fn.decl as? ConstructorDecl
  }

  /// Is `contextual` a generic type a literal is made in (`T.IntegerLiteralType`, the
  /// argument of `T(integerLiteral: 0)` in generic code, which conforms to
  /// `_ExpressibleByBuiltinIntegerLiteral`)? Then the literal has that type, and its
  /// value is made in the type a specialization binds it to (Int, Int64, Double, ...), as
  /// a literal of that type is.
  func isBuiltinLiteralType(_ e: Expr, _ contextual: SwiftType?) -> Bool {
    guard var t = contextual else { return false }
    while case .optional(let w) = t { t = w }
    switch t {
    case .genericParameter, .dependentMember, .opaque: break
    default: return false
    }
    let name: String
    switch e {
    case is IntegerLiteralExpr: name = "_ExpressibleByBuiltinIntegerLiteral"
    case is FloatLiteralExpr: name = "_ExpressibleByBuiltinFloatLiteral"
    case is BooleanLiteralExpr: name = "_ExpressibleByBuiltinBooleanLiteral"
    case let s as StringLiteralExpr:
      name = s.value.unicodeScalars.count == 1 ? "_ExpressibleByBuiltinUnicodeScalarLiteral"
        : isSingleCharacter(s) ? "_ExpressibleByBuiltinExtendedGraphemeClusterLiteral" : "_ExpressibleByBuiltinStringLiteral"
    default: return false
    }
    return conforms(t, to: stdlib.literalProtocols[name])
  }

  /// `[4, 5] as Stack`: a collection literal coerced to a generic type named without its
  /// arguments, which the literal's elements give. swiftc opens the type and solves; here
  /// the literal is the initializer's call written with the type's name, whose
  /// arguments a call infers as `Stack(items: [4, 5])` has them inferred.
  func genericLiteralCoercion(_ c: CastExpr) -> Expr? {
    guard c.kind == .coerce, let sub = c.subExpr?.withoutParens, sub is ArrayExpr || sub is DictionaryExpr,
      let r = c.typeRepr as? IdentTypeRepr, r.genericArgs.isEmpty, lookupGenericParameter(r.name) == nil,
      let d = lookupTypeDecl(r.name), !d.genericParameters.isEmpty, !(d is ProtocolDecl), !d.isInStandardLibrary
    else { return nil }
    let p = stdlib.literalProtocols[sub is ArrayExpr ? "ExpressibleByArrayLiteral" : "ExpressibleByDictionaryLiteral"]
    guard let p, declaresConformance(d, to: p) else { return nil }
    let label = sub is ArrayExpr ? "arrayLiteral" : "dictionaryLiteral"
    let arguments = collectionLiteralArguments(sub, label: label)
    guard !arguments.isEmpty else { return nil }
    literalsMadeThroughProtocols.insert(ObjectIdentifier(sub))
    let name = UnresolvedDeclRefExpr(name: r.name, range: r.range)
    name.isImplicit = true
    let call = CallExpr(fn: name, arguments: arguments, argumentsRange: sub.range, range: sub.range)
    call.isImplicit = true
    let checked = checkExpr(call)
    (checked as? CallExpr)?.literal = sub
    if sub.type == nil { sub.type = checked.type }
    c.subExpr = checked
    c.castType = checked.type
    c.type = checked.type
    return c
  }

  /// The arguments of the initializer call an array or dictionary literal is: its
  /// elements (its pairs, as tuples), the first labelled `label`.
  private func collectionLiteralArguments(_ e: Expr, label: String) -> [Argument] {
    if let a = e as? ArrayExpr {
      return a.elements.enumerated().map { i, x in Argument(label: i == 0 ? label : nil, labelLoc: nil, expr: x) }
    }
    guard let d = e as? DictionaryExpr else { return [] }
    return d.pairs.enumerated().map { i, pair in
      let tuple = TupleExpr(elements: [pair.key, pair.value], labels: [nil, nil],
                            range: SourceRange(start: pair.key.range.start, end: pair.value.range.end))
      tuple.isImplicit = true
      return Argument(label: i == 0 ? label : nil, labelLoc: nil, expr: tuple)
    }
  }

  /// The elements of a collection literal made a `t`, converted first to the element
  /// (key, value) type of `t`'s initializer, as swiftc converts them: its errors are
  /// about the element ("cannot convert value of type 'String' to expected element type
  /// 'Int'", "... dictionary key type ..."), not the initializer's argument. (Where the
  /// type is generic, the call does it.)
  private func preconvertElements(of e: Expr, to t: SwiftType, label: String) {
    guard e is ArrayExpr || e is DictionaryExpr, let elements = literalElementTypes(of: t, label: label) else { return }
    if let a = e as? ArrayExpr, elements.count == 1 {
      for i in a.elements.indices { a.elements[i] = checkExpr(a.elements[i], convertTo: elements[0], reason: .arrayElement) }
    } else if let d = e as? DictionaryExpr, elements.count == 2 {
      let kv = elements
      for i in d.pairs.indices {
        d.pairs[i].key = checkExpr(d.pairs[i].key, convertTo: kv[0], reason: .dictionaryKey)
        d.pairs[i].value = checkExpr(d.pairs[i].value, convertTo: kv[1], reason: .dictionaryValue)
      }
    }
  }

  /// The element type (the key and value types) of a collection literal that nominal type
  /// `t`'s own literal initializer (`init(arrayLiteral:)`, `init(dictionaryLiteral:)`,
  /// label `label`) takes, when it is concrete.
  private func literalElementTypes(of t: SwiftType, label: String) -> [SwiftType]? {
    guard t.nominalDecl != nil else { return nil }
    let own = lookupMembers("init", in: t, requestingBodies: false).compactMap { $0 as? ConstructorDecl }
      .filter { $0.fullName == "init(\(label):)" && $0.protocolExtension == nil }
    guard own.count == 1, let parameter = own[0].parameters.parameters.first, parameter.isVariadic,
      case .array(let element)? = parameter.interfaceType?.substituting(substitutionsForMembers(on: t)),
      !element.contains(where: { u in
        switch u {
        case .genericParameter, .dependentMember, .opaque: true
        default: false
        }
      })
    else { return nil }
    if label == "dictionaryLiteral" {
      guard case .tuple(let kv, _) = element, kv.count == 2 else { return nil }
      return kv
    }
    return [element]
  }
}
