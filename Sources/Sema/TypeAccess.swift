import AST
import Basic

/// swiftc's rule that a global function, variable or type alias is not more visible than
/// the types its signature (an alias: its underlying type) uses (`func f() -> (Int, SomePrivateClass)` must be private or
/// fileprivate). At file scope `private` and `fileprivate` are the same level.
/// (Members are not checked yet.)
extension TypeChecker {
  func checkTypeAccess() {
    let decls = globalValues.values.flatMap { $0 }.filter { !$0.isImplicit } + typeAliases.values.map { $0 as ValueDecl }
    for d in decls.sorted(by: { $0.nameLoc < $1.nameLoc }) {
      switch d {
      case let a as TypeAliasDecl:
        guard let t = a.underlyingType, let limit = restrictingType(t) else { continue }
        report(d, kind: "type alias", limit: limit, because: "its underlying type", note: true)
      case let f as FuncDecl where f.builtin == nil:
        guard case .function(let ft)? = f.interfaceType else { continue }
        let parameters = ft.parameters.compactMap { restrictingType($0.type) }.min { $0.access < $1.access }
        let result = restrictingType(ft.result)
        guard let limit = [parameters, result].compactMap({ $0 }).min(by: { $0.access < $1.access }) else { continue }
        let what = parameters === limit ? "parameter" : "result"
        report(d, kind: "function", limit: limit, because: "its \(what)", note: true)
      case let v as VarDecl:
        guard let t = v.interfaceType, let limit = restrictingType(t) else { continue }
        let kind = v.isLet ? "constant" : "variable"
        // With the type written, swiftc points at the declaration of the type it uses.
        report(d, kind: kind, limit: limit, because: v.typeRepr == nil ? "its type '\(t)'" : "its type",
               note: v.typeRepr != nil)
      default:
        continue
      }
    }
  }

  private func report(_ d: ValueDecl, kind: String, limit type: ValueDecl, because: String, note: Bool) {
    let limit = type.access
    let declared = d.access == .private ? AccessLevel.fileprivate : d.access
    let allowed = limit == .private ? AccessLevel.fileprivate : limit
    guard declared > allowed else { return }
    let article = limit == .internal ? "an" : "a"
    let message: String
    if let written = d.modifiers.access {
      message = "\(kind) cannot be declared \(written) because \(because) uses \(article) \(limit) type"
    } else {
      let required = allowed == .fileprivate ? "private or fileprivate" : "\(allowed)"
      message = "\(kind) must be declared \(required) because \(because) uses \(article) \(limit) type"
    }
    error(message, at: d.nameLoc, notes: note ? [.note("type declared here", at: type.nameLoc)] : [])
  }

  /// The declared type of this module that `t` uses with the most restrictive access
  /// level (the first of them), nil when it uses only builtin or imported ones.
  func restrictingType(_ t: SwiftType) -> NominalTypeDecl? {
    func first(_ ts: [SwiftType]) -> NominalTypeDecl? {
      ts.compactMap(restrictingType).enumerated().min { ($0.element.access, $0.offset) < ($1.element.access, $1.offset) }?.element
    }
    switch t {
    case .nominal(let n as NominalTypeDecl), .existential(let n as NominalTypeDecl):
      return n.moduleName.isEmpty || n.moduleName == module.name ? n : nil
    case .optional(let w), .array(let w), .metatype(let w): return restrictingType(w)
    case .tuple(let ts, _): return first(ts)
    case .function(let f): return first(f.parameters.map(\.type) + [f.result])
    default: return nil
    }
  }
}
