import AST
import Basic

/// swiftc's rule that a declaration is not more visible than the types its signature (an
/// alias: its underlying type) uses (`func f() -> (Int, SomePrivateClass)` must be
/// private or fileprivate). Globals and the members of types are checked. Where a
/// declaration may be used is its access scope (`AccessScope`): a `private` member's is
/// the body of its type, and a nested type's is never wider than its outer type's.
extension TypeChecker {
  func checkTypeAccess() {
    var decls = globalValues.values.flatMap { $0 }.filter { !$0.isImplicit } + typeAliases.values.map { $0 as ValueDecl }
    for n in nominals where n.moduleName == module.name || n.builtinType != nil {
      decls += enumElements(of: n) as [ValueDecl]
      for m in n.members + n.extensions.flatMap(\.members) {
        guard let v = m as? ValueDecl, !v.isImplicit, !(v is NominalTypeDecl), !(v is EnumElementDecl) else { continue }
        decls.append(v)
      }
    }
    for d in decls.sorted(by: { $0.nameLoc < $1.nameLoc }) {
      let isMember = d.enclosingNominal != nil
      switch d {
      case let a as TypeAliasDecl:
        guard let t = a.underlyingType, let limit = restrictingType(t) else { continue }
        report(d, kind: "type alias", limit: limit, because: "its underlying type", note: true)
      case let s as SubscriptDecl:
        let index = s.indices.parameters.compactMap { $0.interfaceType.flatMap(restrictingType) }.min(by: isNarrower)
        let element = s.interfaceType.flatMap(restrictingType)
        guard let limit = [index, element].compactMap({ $0 }).min(by: isNarrower) else { continue }
        report(d, kind: "subscript", limit: limit, because: index === limit ? "its index" : "its element type", note: true)
      case let f as AbstractFunctionDecl where f.builtin == nil:
        guard case .function(let ft)? = f.interfaceType else { continue }
        let parameters = ft.parameters.compactMap { restrictingType($0.type) }.min(by: isNarrower)
        let result = f is ConstructorDecl ? nil : restrictingType(ft.result)
        guard let limit = [parameters, result].compactMap({ $0 }).min(by: isNarrower) else { continue }
        let what = parameters === limit ? "parameter" : "result"
        let kind = f is ConstructorDecl ? "initializer" : isMember ? "method" : "function"
        report(d, kind: kind, limit: limit, because: "its \(what)", note: true)
      case let e as EnumElementDecl:
        // `case a(Inner)`: the enum's access must not be wider than its payload's types.
        guard let owner = e.enclosingNominal, let params = e.parameters,
          let limit = params.parameters.compactMap({ $0.interfaceType.flatMap(restrictingType) }).min(by: isNarrower)
        else { continue }
        let allowed = accessScope(of: limit)
        guard !accessScope(of: owner).scope.isWithin(allowed.scope) else { continue }
        error("enum case in \(article(owner.access)) \(owner.access) enum uses \(article(allowed.access)) \(allowed.access) type",
              at: e.nameLoc, notes: [.note("type declared here", at: limit.nameLoc)])
      case let v as VarDecl:
        guard let t = v.interfaceType, let limit = restrictingType(t) else { continue }
        let kind = isMember ? "property" : v.isLet ? "constant" : "variable"
        // With the type written, swiftc points at the declaration of the type it uses.
        report(d, kind: kind, limit: limit, because: v.typeRepr == nil ? "its type '\(t)'" : "its type",
               note: v.typeRepr != nil)
      default:
        continue
      }
    }
  }

  private func report(_ d: ValueDecl, kind: String, limit type: NominalTypeDecl, because: String, note: Bool) {
    let allowed = accessScope(of: type)
    guard !accessScope(of: d).scope.isWithin(allowed.scope) else { return }
    let limit = allowed.access
    let message: String
    if let written = d.modifiers.access {
      message = "\(kind) cannot be declared \(written) because \(because) uses \(article(limit)) \(limit) type"
    } else {
      let required: String
      switch allowed.scope {
      case .body: required = "private"
      case .file: required = d.enclosingNominal == nil ? "private or fileprivate" : "fileprivate"
      case .module, .everywhere: required = "internal"
      }
      message = "\(kind) must be declared \(required) because \(because) uses \(article(limit)) \(limit) type"
    }
    error(message, at: d.nameLoc, notes: note ? [.note("type declared here", at: type.nameLoc)] : [])
  }

  private func article(_ access: AccessLevel) -> String { access == .internal ? "an" : "a" }

  /// The declared type of this module that `t` uses with the narrowest access scope (the
  /// first of them), nil when it uses only builtin or imported ones.
  func restrictingType(_ t: SwiftType) -> NominalTypeDecl? {
    func first(_ ts: [SwiftType]) -> NominalTypeDecl? {
      ts.compactMap(restrictingType).enumerated().min { a, b in
        isNarrower(a.element, b.element) || (!isNarrower(b.element, a.element) && a.offset < b.offset)
      }?.element
    }
    switch t {
    case .nominal(let n), .existential(let n as NominalTypeDecl):
      return n.moduleName.isEmpty || n.moduleName == module.name ? n : nil
    case .optional(let w), .array(let w), .metatype(let w): return restrictingType(w)
    case .tuple(let ts, _): return first(ts)
    case .function(let f): return first(f.parameters.map(\.type) + [f.result])
    default: return nil
    }
  }

  /// Whether type `a` may be used in fewer places than type `b`.
  private func isNarrower(_ a: NominalTypeDecl, _ b: NominalTypeDecl) -> Bool {
    let (sa, sb) = (accessScope(of: a), accessScope(of: b))
    return sa.scope.isWithin(sb.scope) && (!sb.scope.isWithin(sa.scope) || sa.access < sb.access)
  }

  /// Where `d` may be used: the narrowest of its own scope and its outer types', with the
  /// access level written on the declaration that limits it (`private` for a type nested
  /// in a private type).
  func accessScope(of d: ValueDecl) -> (scope: AccessScope, access: AccessLevel) {
    let outer = d.enclosingNominal
    let own: AccessScope
    switch d.access {
    case .private: own = outer.map { .body($0) } ?? .file
    case .fileprivate: own = .file
    case .internal: own = .module
    case .public, .open: own = .everywhere
    }
    guard let outer else { return (own, d.access) }
    let enclosing = accessScope(of: outer)
    if enclosing.scope.isWithin(own) && (!own.isWithin(enclosing.scope) || enclosing.access < d.access) {
      return enclosing
    }
    return (own, d.access)
  }
}

/// The part of a program where a declaration may be used (swiftc's AccessScope): the body
/// of a type (with its extensions, in the file), the file, the module, or everywhere.
enum AccessScope {
  case body(NominalTypeDecl)
  case file
  case module
  case everywhere

  /// Whether every place in this scope is also in `other`.
  func isWithin(_ other: AccessScope) -> Bool {
    switch (self, other) {
    case (.body(let inner), .body(let outer)):
      var n: NominalTypeDecl? = inner
      while let d = n {
        if d === outer { return true }
        n = d.enclosingNominal
      }
      return false
    case (.body, _): return true
    case (.file, .body): return false
    case (.file, _): return true
    case (.module, .body), (.module, .file): return false
    case (.module, _): return true
    case (.everywhere, .everywhere): return true
    case (.everywhere, _): return false
    }
  }
}
