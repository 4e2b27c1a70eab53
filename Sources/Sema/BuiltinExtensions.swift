import AST
import Basic

/// Extensions of the built-in types: `extension Double { var km: Double { self * 1000 } }`,
/// `extension Int { mutating func square() { self = self * self } }`. Each extended
/// type gets one stand-in `StructDecl` (module `Swift`, `builtinType` set) that holds
/// the extensions, so their members go through the same member tables, body checks
/// and code generation as a struct's; `type(of:)` of the stand-in is the built-in type
/// itself, so `self` is a `Double`. Computed properties, methods (mutating too) and
/// static members are supported; what else an extension may declare is reported here.
extension TypeChecker {
  func bindBuiltinExtension(_ ext: ExtensionDecl, of t: SwiftType) {
    let d = builtinStandIn(for: t)
    ext.extendedNominal = d
    d.extensions.append(ext)
    for repr in ext.inherited {
      notSupported("conformance of '\(t)' to a protocol", at: repr.loc)
    }
    for member in ext.members {
      switch member {
      case is ConstructorDecl:
        notSupportedDeclaration("initializer in an extension of '\(t)'", at: member.loc)
      case is SubscriptDecl:
        notSupportedDeclaration("subscript in an extension of '\(t)'", at: member.loc)
      default:
        break
      }
    }
  }

  /// The stand-in of a built-in type, made on first use.
  private func builtinStandIn(for t: SwiftType) -> StructDecl {
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

  /// `[Element]`: the type `extension Array` extends, `self` in its members. The stand-in
  /// of `Array` is generic over `Element`, so a member used on an `[Int]` has `Element`
  /// bound to `Int` (`NominalTypeDecl.substitutions(in:)`), and IRGen specializes it
  /// per element type as a generic struct's members.
  func arrayExtensionType() -> SwiftType {
    if let d = arrayStandIn { return d.selfInterfaceType }
    let g = GenericTypeParamDecl(name: "Element", nameLoc: .invalid, range: .invalid)
    g.isImplicit = true
    let t = SwiftType.array(.genericParameter(g))
    let d = builtinStandIn(for: t)
    d.name = "Array"
    d.genericParameters = [g]
    g.parent = d
    g.interfaceType = .metatype(.genericParameter(g))
    arrayStandIn = d
    return t
  }

  /// `Array` (or `Swift.Array`, as a module interface writes it) without arguments,
  /// naming the standard library's type: what `extension Array` extends.
  func namesArrayType(_ repr: TypeRepr) -> Bool {
    if let r = repr as? IdentTypeRepr { return r.genericArgs.isEmpty && r.name == "Array" && lookupTypeDecl(r.name) == nil }
    guard let m = repr as? MemberTypeRepr, let base = m.base as? IdentTypeRepr else { return false }
    return m.genericArgs.isEmpty && m.name == "Array" && base.name == "Swift" && base.genericArgs.isEmpty
  }

  /// The stand-in holding the extensions of built-in type `t`, if any (for an array of
  /// any element, `Array`'s).
  func builtinStandIn(of t: SwiftType) -> StructDecl? {
    if case .array = t { return arrayStandIn }
    return builtinStandIns[t]
  }

  /// `count`, `append(x)` written alone in `extension Array`: the built-in member of
  /// `self`, as `self.count` (those members are built in, not in the stand-in's table).
  func implicitBuiltinArrayMember(_ r: UnresolvedDeclRefExpr) -> UnresolvedDotExpr? {
    guard let n = arrayStandIn, case .array? = currentSelf?.interfaceType, isBuiltinArrayMember(r.name) else { return nil }
    var ctx: FunctionContext? = context
    while let c = ctx, c.nominal == nil { ctx = c.parent }
    guard ctx?.nominal === n, let selfRef = implicitSelfRef(at: r.range) else { return nil }
    return UnresolvedDotExpr(base: selfRef, name: r.name, nameLoc: r.loc, range: r.range)
  }

  /// Is `name` one of Array's built-in members (`count`, `append`)?
  func isBuiltinArrayMember(_ name: String) -> Bool {
    stdlib.arrayProperties[name] != nil || stdlib.arrayMethods[name] != nil
  }

  /// The members named `name` that extensions declare on built-in type `t`.
  func builtinExtensionMembers(_ name: String, of t: SwiftType) -> [ValueDecl] {
    builtinStandIn(of: t).flatMap { memberTables[ObjectIdentifier($0)]?[name] } ?? []
  }
}
