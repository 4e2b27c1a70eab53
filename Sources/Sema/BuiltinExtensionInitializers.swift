import AST
import Basic

/// `Array(pair: a, b)`, `[Int](upTo: 3)`, `Set<Int>(one: 1)`, `Dictionary(single: k, v)`,
/// `Optional(maybe: x, when: c)`: a call of an initializer that an extension of a
/// built-in generic type declares (`extension Array { init(pair a: Element, _ b:
/// Element) }`). The built-in types' own initializers are checked by their own code
/// (Arrays.swift, DictionaryInitializers.swift, OptionalCases.swift), which rewrites
/// them into literals and library calls; an extension's is an ordinary initializer of
/// the type's stand-in (BuiltinExtensions.swift), chosen like a generic struct's: the
/// type's arguments are those written, else the contextual type's, else inferred from
/// the arguments (`Array(pair: "a", "b")` is an `[String]`).
/// (`Int`, `String` and the other non-generic built-in types find their extensions'
/// initializers beside their own through member lookup.)
extension TypeChecker {
  func checkBuiltinExtensionInitializerCall(_ call: CallExpr, contextual: SwiftType?) -> Expr? {
    guard let (name, writtenType, typeRange) = builtinGenericTypeCalled(call.fn),
      let standIn = builtinGenericStandIns[name]
    else { return nil }
    let labels = call.arguments.map(\.label)
    let spelled = labels.map { ($0 ?? "_") + ":" }.joined()
    // (The type's own initializers keep their labels.)
    guard !(TypeChecker.builtinInitializerLabels[name] ?? []).contains(spelled) else { return nil }
    let own = ownInitializers(standIn).compactMap { $0 as? ConstructorDecl }
    var candidates = own.filter { labelsFit(labels, $0, placeholder: call.fn, trailing: call.arguments.map(\.isTrailingClosure)) }
    if candidates.isEmpty, name == "Dictionary",
      !StandardLibrary.isInitializerOutsideSubset(of: standIn.selfInterfaceType, labels: labels)
    {
      // `Dictionary(grouping: xs, using: f)`: swiftc's "incorrect argument label" for the
      // one initializer of as many parameters (that shares a label with the call, if
      // several), "extra argument" for the one whose labels begin the call's. (Swift's
      // `init(minimumCapacity:)` is "not supported yet", checkCollectionConstruction.)
      // (Not the variadic `init(dictionaryLiteral:)`, which swiftc does not suggest.)
      let sameCount = own.filter { $0.parameters.parameters.count == labels.count && !$0.parameters.parameters.contains(where: \.isVariadic) }
      let sharing = sameCount.filter { zip($0.parameters.parameters, labels).contains { $0.argumentLabel == $1 } }
      let prefix = own.filter { c in
        let ps = c.parameters.parameters
        return !ps.isEmpty && ps.count < labels.count && zip(ps, labels).allSatisfy { $0.argumentLabel == $1 }
      }
      for near in [sharing, sameCount, prefix] where near.count == 1 {
        candidates = near
        break
      }
    }
    guard !candidates.isEmpty else { return nil }
    let written = writtenType()
    if let written, written.isError { return failCall(call) }
    var known = written
    if known == nil, let c = contextual, c.builtinGenericArguments?.name == name { known = c }
    // (Dictionary's initializers from a sequence: their sequence first, DictionaryFromSequence.swift.)
    if name == "Dictionary", !prepareDictionarySequenceArgument(call, labels: spelled, known: known, typeRange: typeRange) {
      return failCall(call)
    }
    let t = known ?? standIn.selfInterfaceType
    let typeExpr = TypeExpr(instanceType: t, typeRepr: nil, range: typeRange)
    typeExpr.type = .metatype(t)
    call.fn = typeExpr
    // (A context of another type says nothing of the arguments: `Optional(maybe: 3, when:
    // c) as Any` is an `Int?`, not an `Any?`.)
    return checkConstructorCall(call, type: t, typeExpr: typeExpr, contextual: known == nil ? nil : contextual,
                                candidates: candidates,
                                inferring: known == nil ? standIn : nil)
  }

  /// `self.init(repeating: x, count: n)` in `extension Array`'s initializer,
  /// `self.init(x)` in `extension Int`'s: a delegation to one of the type's own
  /// initializers, which have no bodies to call (IRGen lowers a call of one in place; an
  /// Array's becomes a literal or a library call), so it is what it means for a value
  /// type, `self = Array(repeating: x, count: n)`, of `self`'s type. Nil when the labels
  /// are not those of one of the type's own initializers, but fit one an extension
  /// declares (then `self.init` calls that one, `checkSelfInitCall`).
  func checkBuiltinSelfInitCall(_ call: CallExpr, _ d: UnresolvedDotExpr, _ r: UnresolvedDeclRefExpr) -> Expr? {
    guard context.decl is ConstructorDecl, let owner = context.nominal, let t = owner.builtinType else { return nil }
    let labels = call.arguments.map(\.label)
    let callee: Expr
    if let (name, _) = t.builtinGenericArguments {
      let spelled = labels.map { ($0 ?? "_") + ":" }.joined()
      guard (TypeChecker.builtinInitializerLabels[name] ?? []).contains(spelled) else { return nil }
      callee = UnresolvedDeclRefExpr(name: name, range: d.range)
    } else {
      // (Labels a built-in initializer takes are resolved among all of the type's, its
      // extensions' too: `self.init(0)` beside the library's `init?(_:radix:)`.)
      let own = ownInitializers(owner).compactMap { $0 as? AbstractFunctionDecl }
      guard stdlib.initializers(of: t).contains(where: { labelsFit(labels, $0, placeholder: d) })
        || !own.contains(where: { labelsFit(labels, $0, placeholder: d) })
      else { return nil }
      let typeExpr = TypeExpr(instanceType: t, typeRepr: nil, range: d.range)
      typeExpr.type = .metatype(t)
      callee = typeExpr
    }
    let construction = CallExpr(fn: callee, arguments: call.arguments, argumentsRange: call.argumentsRange,
                                range: call.range)
    let assign = AssignExpr(dest: UnresolvedDeclRefExpr(name: "self", range: r.range), source: construction,
                            range: call.range)
    assign.isImplicit = true
    return checkExpr(assign)
  }

  /// The labels of the initializers each built-in generic type has of its own (`[Int]()`,
  /// `Array(repeating:count:)`, `Array(_:)` of a sequence, ...): a call with these is
  /// the type's own.
  static let builtinInitializerLabels: [String: Set<String>] = [
    "Array": ["_:"],
    "Set": ["_:"],
    "Optional": ["_:"],
  ]

  /// The built-in generic type a call's callee names (`Array`, `Array<Int>`, `[Int]`,
  /// `[String: Int]`, `Set<Int>`, `Optional`): its name, the type when its arguments are
  /// written (resolved, with its errors, when asked for: once the call is known to be
  /// an extension's), and the callee's range.
  private func builtinGenericTypeCalled(_ fn: Expr) -> (String, () -> SwiftType?, SourceRange)? {
    switch fn {
    case let r as UnresolvedDeclRefExpr:
      guard let name = namedBuiltinGenericType(IdentTypeRepr(name: r.name, range: r.range)),
        lookupGenericParameter(r.name) == nil
      else { return nil }
      if r.genericArgs.isEmpty { return (name, { nil }, r.range) }
      return (name, { self.resolveType(IdentTypeRepr(name: r.name, genericArgs: r.genericArgs, range: r.range)) }, r.range)
    case let a as ArrayExpr where a.elements.count == 1:
      guard let t = typeNamed(a) else { return nil }
      return ("Array", { t }, a.range)
    case let d as DictionaryExpr:
      if let (k, v) = dictionaryTypeNamed(d) {
        let repr = DictionaryTypeRepr(key: IdentTypeRepr(name: k.name, range: k.range),
                                      value: IdentTypeRepr(name: v.name, range: v.range), range: d.range)
        return ("Dictionary", { self.resolveType(repr) }, d.range)
      }
      // `[String: [Int]]()`, `[String: T]()`.
      guard let t = typeNamed(d) else { return nil }
      return ("Dictionary", { t }, d.range)
    default:
      return nil
    }
  }

  /// Built-in generic type `standIn` (its stand-in) with `arguments` for its generic
  /// parameters: `[Int]` for Array's stand-in and `[Int]`.
  func builtinGenericType(_ standIn: NominalTypeDecl, _ arguments: [SwiftType]) -> SwiftType {
    var subs: [ObjectIdentifier: SwiftType] = [:]
    for (g, a) in zip(standIn.genericParameters, arguments) { subs[ObjectIdentifier(g)] = a }
    return standIn.selfInterfaceType.substituting(subs)
  }
}
