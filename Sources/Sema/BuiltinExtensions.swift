import AST
import Basic

/// Extensions of the built-in types: `extension Double { var km: Double { self * 1000 } }`,
/// `extension Int { mutating func square() { self = self * self } }`. Each extended
/// type gets one stand-in `StructDecl` (module `Swift`, `builtinType` set) that holds
/// the extensions, so their members go through the same member tables, body checks
/// and code generation as a struct's; `type(of:)` of the stand-in is the built-in type
/// itself, so `self` is a `Double`. Computed properties, methods (mutating too) and
/// static members are supported; what else an extension may declare is reported here.
/// Its conformances (`extension Int: Sized {}`) are checked on the stand-in
/// (BuiltinConformances.swift).
extension TypeChecker {
  func bindBuiltinExtension(_ ext: ExtensionDecl, of t: SwiftType) {
    let d = builtinStandIn(for: t)
    ext.extendedNominal = d
    d.extensions.append(ext)
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

  /// `extension Array: Container {}`: the conformances of a built-in generic type, held by
  /// its generic stand-in (`Array<Element>`).
  func bindBuiltinGenericExtension(_ ext: ExtensionDecl, named name: String) {
    guard let d = builtinGenericStandIn(named: name) else { return }
    ext.extendedNominal = d
    d.extensions.append(ext)
    for member in ext.members {
      notSupportedDeclaration("member of an extension of the standard library's generic type '\(name)'",
                              at: member.loc)
    }
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

  /// `[Element]`: the type `extension Array` extends, `self` in its members. The stand-in
  /// of `Array` is generic over `Element` (BuiltinConformances.swift), so a member used on
  /// an `[Int]` has `Element` bound to `Int` (`NominalTypeDecl.substitutions(in:)`), and
  /// IRGen specializes it per element type as a generic struct's members.
  func arrayExtensionType() -> SwiftType {
    builtinGenericStandIn(named: "Array")?.selfInterfaceType ?? .error
  }

  /// The stand-in of `Array`, once an extension names it.
  var arrayStandIn: StructDecl? { builtinGenericStandIns["Array"] }

  /// `Array` (or `Swift.Array`, as a module interface writes it) without arguments,
  /// naming the standard library's type: what `extension Array` extends.
  func namesArrayType(_ repr: TypeRepr) -> Bool {
    if let r = repr as? IdentTypeRepr { return r.genericArgs.isEmpty && r.name == "Array" && lookupTypeDecl(r.name) == nil }
    guard let m = repr as? MemberTypeRepr, let base = m.base as? IdentTypeRepr else { return false }
    return m.genericArgs.isEmpty && m.name == "Array" && base.name == "Swift" && base.genericArgs.isEmpty
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
