import AST
import Basic

// Generic structs (`struct Stack<Element>`). Sema types a generic struct's members once,
// with its generic parameters (`self` is a `Stack<Element>`); a use of the type names
// its arguments (`Stack<String>`, a `.boundGeneric`), and a member used on such a value
// has its generic parameters replaced by them (`push` of a `Stack<String>` takes a
// `String`). IRGen emits one specialization of the struct and of each member it uses
// per argument list, as it does for generic functions (see IRGen/GenSpecialization).
extension TypeChecker {
  /// Resolves the constraints of generic parameters (`<T: Comparable>`), of a generic
  /// function or type declared in `owner`.
  func resolveGenericParameters(_ params: [GenericTypeParamDecl], of owner: Decl) {
    for g in params {
      g.parent = owner
      g.interfaceType = .metatype(.genericParameter(g))
      guard let c = g.constraint else { continue }
      genericConstraintDepth += 1
      let t = resolveType(c)
      genericConstraintDepth -= 1
      if case .existential(let p) = t {
        genericConstraints[ObjectIdentifier(g), default: []].append(p)
        g.conformsTo.append(p)
      } else if case .nominal(let d) = t, d is ClassDecl {
        notSupportedDeclaration("a superclass constraint", at: c.loc)
      } else if !t.isError {
        error(SemaDiagnostics.constraintNotProtocol(g.name, t), at: c.loc)
      }
    }
  }

  /// Which generic types miniswiftc implements: structs (a generic class or enum is
  /// reported where its generic parameters are written).
  func checkGenericTypeDeclaration(_ d: NominalTypeDecl) {
    guard !d.genericParameters.isEmpty else { return }
    // At the `<` after the name.
    let loc = d.nameLoc.advanced(by: d.name.utf8.count)
    switch d {
    case is StructDecl where module.isLibrary && d.access >= .public:
      // An importer would specialize it from bodies a module interface does not carry.
      notSupportedDeclaration("public generic type in a library", at: loc)
    case is StructDecl: break
    case is ClassDecl: notSupportedDeclaration("generic class", at: loc)
    case is EnumDecl: notSupportedDeclaration("generic enum", at: loc)
    default: notSupportedDeclaration("generic type", at: loc)
    }
  }

  /// `Stack<String>` written as a type: the arguments' count checked and each
  /// resolved; `nil` after reporting an error.
  func boundGenericType(_ d: NominalTypeDecl, _ args: [TypeRepr], at loc: SourceLoc) -> SwiftType? {
    let expected = d.genericParameters.count
    if args.count != expected {
      args.forEach { resolveType($0) }
      let message = args.count > expected
        ? SemaDiagnostics.tooManyGenericArguments(d.name, got: args.count, expected: expected)
        : SemaDiagnostics.tooFewGenericArguments(d.name, got: args.count, expected: expected)
      error(message, at: loc, notes: [.note(SemaDiagnostics.genericStructDeclaredHere(d.name), at: d.nameLoc)])
      return nil
    }
    let types = args.map { resolveType($0) }
    if types.contains(where: \.isError) { return nil }
    for (g, t) in zip(d.genericParameters, types) {
      for p in genericConstraints[ObjectIdentifier(g)] ?? [] where !conforms(t, to: p) {
        error(SemaDiagnostics.doesNotConform(t.description, p.name), at: loc)
        return nil
      }
    }
    return .boundGeneric(d, types)
  }

  /// A generic type named without arguments (`Stack`): inside its own declaration and
  /// extensions it is `Stack<Element>`; elsewhere the arguments would be inferred from
  /// the use, which miniswiftc does not do yet.
  func unboundGenericType(_ d: NominalTypeDecl, at loc: SourceLoc) -> SwiftType {
    if let t = unboundGenericTypeIsSelf(d) { return t }
    notSupported("generic type '\(d.name)' without arguments", at: loc)
    return .error
  }

  /// `Stack<Element>` where `Stack` alone means it: in the type's own members.
  private func unboundGenericTypeIsSelf(_ d: NominalTypeDecl) -> SwiftType? {
    var ctx: FunctionContext? = context
    while let c = ctx {
      if c.nominal === d { return d.declaredInterfaceType }
      ctx = c.parent
    }
    if let scope = genericScopes.last, let g = scope.first, g.parent === d {
      return d.declaredInterfaceType
    }
    return nil
  }

  /// The type of member `member` used on a value of type `base`: its declared type
  /// with the base's generic arguments in place of its type's generic parameters.
  func memberType(_ t: SwiftType, of member: ValueDecl, on base: SwiftType?) -> SwiftType {
    guard let base, case .boundGeneric(let d, _) = base else { return t }
    return t.substituting(d.substitutions(in: base))
  }
}

extension TypeChecker {
  /// The type expression a name found as type `t` makes (`Stack<String>` in
  /// `Stack<String>()`, with the written arguments); nil after reporting an error.
  /// `inferringArguments`: a generic type named without arguments is left unbound
  /// (`.nominal`), for the initializer call to infer them (`Stack(items: [1])`).
  func typeExpr(_ t: SwiftType, for r: UnresolvedDeclRefExpr, inferringArguments: Bool = false) -> TypeExpr? {
    if let d = t.nominalDecl, !d.genericParameters.isEmpty {
      if inferringArguments && r.genericArgs.isEmpty && unboundGenericTypeIsSelf(d) == nil {
        return TypeExpr(instanceType: .nominal(d), typeRepr: nil, range: r.range)
      }
      let repr = IdentTypeRepr(name: r.name, genericArgs: r.genericArgs, range: r.range)
      let bound = resolveType(repr)
      return bound.isError ? nil : TypeExpr(instanceType: bound, typeRepr: r.genericArgs.isEmpty ? nil : repr, range: r.range)
    }
    if !r.genericArgs.isEmpty {
      error(SemaDiagnostics.cannotSpecializeNonGeneric(t.description), at: r.loc)
      return nil
    }
    return TypeExpr(instanceType: t, typeRepr: nil, range: r.range)
  }
}
