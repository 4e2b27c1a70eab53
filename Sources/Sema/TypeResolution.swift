import AST
import Basic

/// Turning written types (`TypeRepr`) into `SwiftType`s.
extension TypeChecker {
  /// Resolves a written type, records it in `repr.resolved` and returns it; reports
  /// `cannot find type 'X' in scope` and friends, returning `.error` then.
  @discardableResult
  func resolveType(_ repr: TypeRepr) -> SwiftType {
    if let t = repr.resolved { return t }
    let t = resolveUncached(repr)
    repr.resolved = t
    if !repr.attributes.isEmpty { checkTypeAttributes(repr, t) }
    return t
  }

  private func resolveUncached(_ repr: TypeRepr) -> SwiftType {
    switch repr {
    case let r as IdentTypeRepr:
      return resolveIdent(r)
    case let r as MemberTypeRepr:
      return resolveMember(r)
    case let r as OptionalTypeRepr:
      rejectNestedImplicitlyUnwrapped([r.base])
      let base = resolveType(r.base)
      return base.isError ? .error : .optional(base)
    case let r as ArrayTypeRepr:
      rejectNestedImplicitlyUnwrapped([r.base])
      let element = resolveType(r.base)
      return element.isError ? .error : .array(element)
    case let r as DictionaryTypeRepr:
      return dictionaryType(key: resolveType(r.key), value: resolveType(r.value), loc: r.loc)
    case let r as TupleTypeRepr:
      if r.elements.isEmpty { return .void }
      rejectNestedImplicitlyUnwrapped(r.elements)
      if r.elements.count == 1 {
        reportSingleElementLabel(r.labels, r.labelLocs)
        return resolveType(r.elements[0])
      }
      let elements = r.elements.map { resolveType($0) }
      return elements.contains(where: \.isError) ? .error : .makeTuple(elements, labels: tupleLabels(r.labels))
    case let r as FunctionTypeRepr:
      rejectNestedImplicitlyUnwrapped(r.parameters + [r.result])
      let params = r.parameters.map { p -> FunctionType.Parameter in
        if let io = p as? InOutTypeRepr { return .init(resolveType(io.base), isInOut: true) }
        return .init(resolveType(p))
      }
      let result = resolveType(r.result)
      return .function(FunctionType(parameters: params, result: result, isThrowing: r.throwsLoc != nil))
    case let r as InOutTypeRepr:
      // Only valid as a parameter's type; callers look through it.
      return resolveType(r.base)
    case let r as CompositionTypeRepr:
      // (A generic parameter's constraint: `resolveGenericParameters`.)
      return compositionType(r)
    case let r as ExistentialTypeRepr:
      return existentialType(r)
    case let r as OpaqueTypeRepr:
      // A parameter's: the generic parameter it stands for.
      if let g = opaqueParameterTypes[ObjectIdentifier(r)] { return .genericParameter(g) }
      // (A function's or a computed property's result: `resolveOpaqueResult`.)
      notSupported("an opaque type ('\(r.spelling)') here", at: r.loc)
      return .error
    default:
      notSupported("this type", at: repr.loc)
      return .error
    }
  }

  private func resolveIdent(_ r: IdentTypeRepr) -> SwiftType {
    let name = r.name
    if let t = stdlib.typeNames[name] {
      if !r.genericArgs.isEmpty {
        error(SemaDiagnostics.cannotSpecializeNonGeneric(name), at: r.loc)
        return .error
      }
      return t
    }
    if isCollectionTypeName(name) { return resolveCollectionIdent(r) }
    if (name == "Range" || name == "ClosedRange") && lookupTypeDecl(name)?.isInStandardLibrary ?? true {
      return resolveRange(name, r.genericArgs, at: r.loc)
    }
    if name == "Array" || name == "Optional" {
      guard r.genericArgs.count == 1 else {
        if r.genericArgs.isEmpty {
          notSupported("generic type '\(name)' without arguments", at: r.loc)
        } else {
          r.genericArgs.forEach { resolveType($0) }
          error(SemaDiagnostics.tooManyGenericArguments(name, got: r.genericArgs.count, expected: 1), at: r.loc)
        }
        return .error
      }
      let arg = resolveType(r.genericArgs[0])
      if arg.isError { return .error }
      return name == "Array" ? .array(arg) : .optional(arg)
    }
    if let generic = lookupGenericParameter(name) {
      // (Module Swift's `Self` in `Equatable` counts once a type conforms to it, or on a
      // generic parameter constrained by it.)
      if let p = generic.parent as? ProtocolDecl, name == "Self" {
        if p.isInStandardLibrary { p.namesSelf = true } else { usesProtocolSelf = true }
      }
      // (`A` in a member of `extension Box where A == Int` is an `Int`.)
      if !(generic is AssociatedTypeDecl), let t = contextSameTypeSubstitutions()[ObjectIdentifier(generic)] { return t }
      return .genericParameter(generic.representative)
    }
    if name == "Self", r.genericArgs.isEmpty, let t = concreteSelfType(at: r.loc) { return t }
    if let d = lookupTypeDecl(name), !d.genericParameters.isEmpty {
      if r.genericArgs.isEmpty { return unboundGenericType(d, at: r.loc) }
      return boundGenericType(d, r.genericArgs, at: r.loc) ?? .error
    }
    if let d = lookupTypeDecl(name) {
      if d is ProtocolDecl, !r.genericArgs.isEmpty, d.isInStandardLibrary {
        // `some Sequence<Int>`: Swift's library protocols have primary associated types.
        notSupported("a protocol constrained by its primary associated type ('\(name)<...>')", at: r.loc)
        return .error
      }
      if d is ProtocolDecl, !r.genericArgs.isEmpty {
        error(SemaDiagnostics.noPrimaryAssociatedTypes(name), at: r.loc)
        return .error
      }
      if !r.genericArgs.isEmpty {
        error(SemaDiagnostics.cannotSpecializeNonGeneric(name), at: r.loc)
        return .error
      }
      if d is ProtocolDecl, !associatedTypes(of: d).isEmpty, genericConstraintDepth == 0, !resolvingInheritance {
        notSupported("protocol '\(name)' with associated types as a type", at: r.loc)
        return .error
      }
      return type(of: d)
    }
    if let alias = enclosingMemberTypeAlias(name) ?? typeAliases[name] ?? importedTypeAliases[name] {
      if !r.genericArgs.isEmpty {
        error(SemaDiagnostics.cannotSpecializeNonGeneric(name), at: r.loc)
        return .error
      }
      return resolveTypeAlias(alias)
    }
    if let t = anyType(named: name) {
      if !r.genericArgs.isEmpty {
        error(SemaDiagnostics.cannotSpecializeNonGeneric(name), at: r.loc)
        return .error
      }
      return t
    }
    if let p = stdlib.protocols[name] {
      if resolvingInheritance {
        // A declared `Equatable` conformance is checked (DerivedConformances.swift),
        // `Sequence` and `IteratorProtocol` as a user protocol is.
        if !StandardLibrary.protocolsUserTypesConformTo.contains(name) {
          notSupported("conformance to '\(name)'", at: r.loc)
        }
      } else if genericConstraintDepth == 0 {
        notSupported("protocol '\(name)' as a type", at: r.loc)
      }
      return .existential(p)
    }
    if name == "Error" { return .existential(stdlib.errorProtocol) }
    // `struct R: Sendable`: a marker conformance; `any Sendable` values are not supported.
    if name == "Sendable", resolvingInheritance { return .existential(stdlib.sendableProtocol) }
    if StandardLibrary.typesOutsideSubset.contains(name) {
      notSupported("type '\(name)'", at: r.loc)
      return .error
    }
    error(SemaDiagnostics.cannotFindType(name), at: r.loc)
    return .error
  }

  /// `Range<Int>`, `ClosedRange<Int>`: the range values the subset has.
  private func resolveRange(_ name: String, _ genericArgs: [TypeRepr], at loc: SourceLoc) -> SwiftType {
    let args = genericArgs.map { resolveType($0) }
    if args.contains(where: \.isError) { return .error }
    let t = SwiftType.range(name == "Range" ? .halfOpen : .closed, args.first ?? .error)
    if args.count == 1, !StandardLibrary.isRangeValue(t), let d = globalTypes[name] ?? importedTypes[name],
      d.isInStandardLibrary
    {
      // `ClosedRange<Double>`: the library's struct (LibraryRanges.swift).
      return boundGenericType(d, genericArgs, at: loc) ?? .error
    }
    guard args.count == 1, StandardLibrary.isRangeValue(t) else {
      notSupported("type '\(name)' \(args.count == 1 ? "of '\(args[0])'" : "without one bound type")", at: loc)
      return .error
    }
    return t
  }

  private func resolveMember(_ r: MemberTypeRepr) -> SwiftType {
    // `Employee.Address`: a type qualified by its module.
    if let base = r.base as? IdentTypeRepr, base.genericArgs.isEmpty {
      // (`Swift.KeyPath<P, Int>`: with the generic arguments written.)
      // `Swift.ClosedRange<Swift.Int>` (module interfaces qualify the standard types):
      // built in or the library's struct, by its bound.
      if base.name == "Swift", r.name == "Range" || r.name == "ClosedRange" {
        return resolveRange(r.name, r.genericArgs, at: r.loc)
      }
      if base.name == module.name, let d = globalTypes[r.name] {
        return r.genericArgs.isEmpty ? type(of: d) : boundGenericType(d, r.genericArgs, at: r.loc) ?? .error
      }
      if let m = importedModules.first(where: { $0.name == base.name }) {
        if let d = m.decls.compactMap({ $0 as? NominalTypeDecl }).first(where: { $0.name == r.name && $0.access >= .public }) {
          return r.genericArgs.isEmpty ? type(of: d) : boundGenericType(d, r.genericArgs, at: r.loc) ?? .error
        }
        // Module Swift's types are still built in (below).
        if base.name != "Swift" {
          error(SemaDiagnostics.noTypeInModule(r.name, base.name), at: r.loc)
          return .error
        }
      }
      if base.name == "Swift", let t = stdlib.typeNames[r.name] { return t }
      if base.name == "Swift", isCollectionTypeName(r.name) {
        return resolveCollectionIdent(IdentTypeRepr(name: r.name, genericArgs: r.genericArgs, range: r.range))
      }
      // `T: Swift.Comparable` (module interfaces qualify the standard protocols).
      if base.name == "Swift", let p = stdlib.protocols[r.name] { return .existential(p) }
      if base.name == "Swift", r.name == "Error" { return .existential(stdlib.errorProtocol) }
    }
    let baseType = resolveType(r.base)
    if baseType.isError { return .error }
    if baseType == .string && r.name == "Index" { return .stringIndex }
    // `Stack.Element`: an alias declared in the type.
    if let n = baseType.nominalDecl, let alias = memberTypeAlias(r.name, in: n) { return resolveTypeAlias(alias) }
    // `BlackjackCard.Suit`, `Character.Kind`: a nested type.
    // (Errors at the member's name, as swiftc's: the end of `Outer.Inner`.)
    let nameLoc = r.genericArgs.isEmpty ? r.range.end.advanced(by: -r.name.utf8.count) : r.loc
    if let t = qualifiedNestedType(r.name, in: baseType, at: nameLoc) { return t }
    if r.name == "Type", let t = metatypeType(of: baseType) { return t }
    if r.name == "Type" || r.name == "Protocol" {
      notSupported("metatype type '\(baseType).\(r.name)'", at: r.loc)
      return .error
    }
    if let t = dependentMemberType(baseType, r.name) { return t }
    if let owner = nestedTypeOwner(baseType) {
      reportNoMemberType(r.name, of: owner, at: nameLoc)
      return .error
    }
    notSupported("member type '\(r.name)' of '\(baseType)'", at: r.loc)
    return .error
  }

  /// The type a type declaration declares: a protocol is used as an existential; a
  /// generic struct is bound to its own generic parameters (`Stack<Element>`).
  func type(of d: NominalTypeDecl) -> SwiftType {
    if let p = d as? ProtocolDecl { return .existential(p) }
    if let t = d.builtinType { return t }
    return d.declaredInterfaceType
  }

  /// A type by name: nested in the enclosing types (innermost first), declared in this
  /// module or imported.
  func lookupTypeDecl(_ name: String) -> NominalTypeDecl? {
    lookupInEnclosingTypes { nestedType(name, in: $0) } ?? globalTypes[name] ?? importedTypes[name]
  }

  func lookupGenericParameter(_ name: String) -> GenericTypeParamDecl? {
    for scope in genericScopes.reversed() {
      if let p = scope.first(where: { $0.name == name }) { return p }
    }
    var ctx: FunctionContext? = context
    while let c = ctx {
      if let p = c.decl?.genericParameters.first(where: { $0.name == name }) { return p }
      if let n = c.nominal, let p = genericScope(of: n).first(where: { $0.name == name }) { return p }
      ctx = c.parent
    }
    return nil
  }

  /// Resolves a parameter's written type (looking through `inout`) and records it.
  func resolveParameter(_ p: ParamDecl) -> SwiftType {
    if let t = p.interfaceType { return t }
    guard let repr = p.typeRepr else {
      p.interfaceType = .error
      return .error
    }
    var t: SwiftType
    if let io = repr as? InOutTypeRepr {
      p.isInOut = true
      t = resolveType(io.base)
      io.resolved = t
    } else {
      t = resolveType(repr)
      recordParameterAttributes(p, repr, t)
    }
    if p.isVariadic && !t.isError {
      // Inside the function, `_ xs: Int...` is an `[Int]`.
      t = .array(t)
    }
    if p.isInOut { p.isLet = false }
    p.interfaceType = t
    return t
  }
}
