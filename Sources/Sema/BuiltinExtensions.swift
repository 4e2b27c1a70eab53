import AST
import Basic

/// Extensions of the built-in types: `extension Double { var km: Double { self * 1000 } }`,
/// `extension Int { mutating func square() { self = self * self } }`. Each extended
/// type gets one stand-in `StructDecl` (module `Swift`, `builtinType` set) that holds
/// the extensions, so their members go through the same member tables, body checks
/// and code generation as a struct's; `type(of:)` of the stand-in is the built-in type
/// itself, so `self` is a `Double`. Computed properties, methods (mutating too), static
/// members, subscripts (`extension Array { subscript(safe i: Int) -> Element? }`, found
/// beside the type's own, ExprChecker's `takesBuiltinSubscript`) and initializers
/// (`extension String { init(twice s: String) }`, BuiltinExtensionInitializers.swift)
/// are supported; what no extension may declare (stored properties) is reported as for
/// any extension.
/// Its conformances (`extension Int: Sized {}`) are checked on the stand-in
/// (BuiltinConformances.swift).
extension TypeChecker {
  func bindBuiltinExtension(_ ext: ExtensionDecl, of t: SwiftType) {
    let d = builtinStandIn(for: t)
    ext.extendedNominal = d
    d.extensions.append(ext)
  }

  /// The stand-in of a built-in type, made on first use (of `[Element]`, Array's generic
  /// one).
  private func builtinStandIn(for t: SwiftType) -> StructDecl {
    if let (name, _) = t.builtinGenericArguments, let d = builtinGenericStandIn(named: name) { return d }
    if let d = builtinStandIns[t] { return d }
    let d = StructDecl(name: t.description, nameLoc: .invalid, inherited: [], members: [], range: .invalid)
    d.isImplicit = true
    d.access = .public
    d.moduleName = "Swift"
    d.builtinType = t
    builtinStandIns[t] = d
    module.builtinStandIns.append(d)
    nominals.append(d)
    return d
  }

  /// `[Element]`, `[Key: Value]`, `Set<Element>`, `Wrapped?`: the type `extension Array`
  /// (`Dictionary`, `Set`, `Optional`) extends, `self` in its members. The stand-in of
  /// each is generic over the type's parameters (BuiltinConformances.swift), so a member
  /// used on an `[Int]` has `Element` bound to `Int` (`NominalTypeDecl.substitutions(in:)`),
  /// and IRGen specializes it per argument as a generic struct's members.
  func builtinGenericExtensionType(named name: String) -> SwiftType {
    builtinGenericStandIn(named: name)?.selfInterfaceType ?? .error
  }

  /// `extension Array<Int>` (also `[Int]`, `[String: Int]`, `Set<Int>`, `Int?`) is
  /// Swift's shorthand for `extension Array where Element == Int`: rewritten so, the
  /// arguments becoming same-type requirements before the extension's own `where`.
  func desugarSpecializedBuiltinExtension(_ ext: ExtensionDecl) {
    let written = ext.extendedType
    let name: String
    let arguments: [TypeRepr]
    switch written {
    case let r as IdentTypeRepr where !r.genericArgs.isEmpty && lookupTypeDecl(r.name) == nil:
      (name, arguments) = (r.name, r.genericArgs)
    case let a as ArrayTypeRepr: (name, arguments) = ("Array", [a.base])
    case let d as DictionaryTypeRepr: (name, arguments) = ("Dictionary", [d.key, d.value])
    case let o as OptionalTypeRepr where !o.isImplicitlyUnwrapped: (name, arguments) = ("Optional", [o.base])
    default: return
    }
    guard let parameters = TypeChecker.builtinGenericTypes[name], parameters.count == arguments.count else { return }
    let requirements = zip(parameters, arguments).map { parameter, argument in
      GenericRequirement(subject: IdentTypeRepr(name: parameter, range: argument.range), kind: .sameType,
                         constraint: argument)
    }
    ext.extendedType = IdentTypeRepr(name: name, range: written.range)
    ext.whereClause = requirements + ext.whereClause
  }

  /// `Array` (or `Swift.Array`, as a module interface writes it), `Dictionary`, `Set`,
  /// `Optional` without arguments, naming the standard library's generic type: what
  /// `extension Array` extends. The type's name, or nil.
  func namedBuiltinGenericType(_ repr: TypeRepr) -> String? {
    let name: String
    if let r = repr as? IdentTypeRepr, r.genericArgs.isEmpty, lookupTypeDecl(r.name) == nil {
      name = r.name
    } else if let m = repr as? MemberTypeRepr, let base = m.base as? IdentTypeRepr, m.genericArgs.isEmpty,
      base.name == "Swift", base.genericArgs.isEmpty
    {
      name = m.name
    } else {
      return nil
    }
    return TypeChecker.builtinGenericTypes[name] != nil ? name : nil
  }

  /// `[Int]`, `[String: Int]`, `Dictionary<String, Int>`, `Set<Int>`, `Optional<Int>`
  /// written as the base of a static member `name` that an extension declares: the type.
  func builtinGenericTypeNamed(_ e: Expr, havingStatic name: String) -> SwiftType? {
    let t: SwiftType?
    switch e {
    case let a as ArrayExpr where a.elements.count == 1:
      t = typeNamed(a)
    case let d as DictionaryExpr:
      guard let (k, v) = dictionaryTypeNamed(d), builtinGenericStandIns["Dictionary"] != nil else { return nil }
      t = resolveType(DictionaryTypeRepr(key: IdentTypeRepr(name: k.name, range: k.range),
                                         value: IdentTypeRepr(name: v.name, range: v.range), range: d.range))
    case let r as UnresolvedDeclRefExpr where !r.genericArgs.isEmpty:
      guard let n = namedBuiltinGenericType(IdentTypeRepr(name: r.name, range: r.range)),
        let d = builtinGenericStandIns[n],
        memberTables[ObjectIdentifier(d)]?[name]?.contains(where: isStaticMember) == true
      else { return nil }
      t = resolveType(IdentTypeRepr(name: r.name, genericArgs: r.genericArgs, range: r.range))
    default:
      return nil
    }
    guard let t, !t.isError, lookupMembers(name, in: t).contains(where: isStaticMember) else { return nil }
    return t
  }

  /// Is `t`, the type of `self`, that of built-in type `n`'s extension members: `[Element]`
  /// in `extension Array`, `[Int]` in `extension Array where Element == Int`?
  func isBuiltinSelf(_ t: SwiftType, of n: NominalTypeDecl) -> Bool {
    n.builtinType == t || (n.builtinType != nil && builtinStandIn(of: t) === n)
  }

  /// `count`, `append(x)`, `keys` written alone in `extension Array` (`Dictionary`,
  /// `Set`): the built-in member of `self`, as `self.count` (those members are built in,
  /// not in the stand-in's table).
  func implicitBuiltinMember(_ r: UnresolvedDeclRefExpr) -> UnresolvedDotExpr? {
    guard let t = currentSelf?.interfaceType, let n = builtinStandIn(of: t), isBuiltinSelf(t, of: n),
      isBuiltinMember(r.name, of: t)
    else { return nil }
    guard context.enclosingNominal === n, let selfRef = implicitSelfRef(at: r.range) else { return nil }
    return UnresolvedDotExpr(base: selfRef, name: r.name, nameLoc: r.loc, range: r.range)
  }

  /// Is `name`, written alone in an extension of built-in type `t`, a member of `self`
  /// found as `self.name` (Dictionary's `keys`, Set's `insert`, built in; or a protocol
  /// extension's member that only some element types have, `joined(separator:)` of
  /// `extension Sequence where Element == String` in `extension [String]`, which the
  /// lookup of `self`'s type decides)?
  func isBuiltinMember(_ name: String, of t: SwiftType) -> Bool {
    switch t {
    case .array: hasSameTypeConstrainedMember(name, of: t)
    case .dictionary, .set: !collectionMembers(name, of: t).isEmpty || hasSameTypeConstrainedMember(name, of: t)
    default: false
    }
  }

  /// Does `call`, a call of `self`'s method `name` in an extension of built-in generic
  /// type `t`, call a built-in method (by its labels) or one that the lookup of `self`'s
  /// type decides (above) rather than an extension's?
  func callsBuiltinMethod(_ call: CallExpr, _ name: String, on t: SwiftType) -> Bool {
    switch t {
    case .array(let element): declaredArrayMembers(name, element: element).isEmpty || hasSameTypeConstrainedMember(name, of: t)
    case .dictionary, .set: callsBuiltinCollectionMethod(call, name, on: t) || hasSameTypeConstrainedMember(name, of: t)
    default: false
    }
  }

  /// Has a protocol extension with a same-type requirement a member `name` that built-in
  /// type `t` may have?
  private func hasSameTypeConstrainedMember(_ name: String, of t: SwiftType) -> Bool {
    guard let d = builtinStandIn(of: t) else { return false }
    return conformedProtocols(of: d).contains { p in
      protocolExtensionMembers(name, of: p).contains { !sameTypes(enclosing: $0).isEmpty }
    }
  }

  /// The initializers extensions declare on built-in type stand-in `d` (`extension
  /// String { init(twice s: String) }`), found beside the built-in ones.
  func ownInitializers(_ d: NominalTypeDecl) -> [ValueDecl] {
    let found = memberTables[ObjectIdentifier(d)]?["init"] ?? []
    requestLibraryBodies(of: found)
    return found
  }

  /// The members named `name` that extensions declare on built-in type `t`.
  func builtinExtensionMembers(_ name: String, of t: SwiftType) -> [ValueDecl] {
    let found = builtinStandIn(of: t).flatMap { memberTables[ObjectIdentifier($0)]?[name] } ?? []
    requestLibraryBodies(of: found)
    return found
  }
}
