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
}
