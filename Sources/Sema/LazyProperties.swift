import AST
import Basic

/// `lazy var x: T = initial` in a class, expanded before anything is declared as swiftc
/// does: a private optional storage property and a computed property over it,
///
///     private var $__lazy_storage_$x: T?
///     var x: T {
///       get {
///         if $__lazy_storage_$x == nil {
///           let value: T = initial        // evaluated on the first read only
///           $__lazy_storage_$x = value
///         }
///         return $__lazy_storage_$x!
///       }
///       set {
///         let oldValue = x                // when `didSet` reads it
///         do { willSet body }             // with `newValue`
///         $__lazy_storage_$x = newValue
///         do { didSet body }
///       }
///     }
///
/// so the initial value may use `self`. Without a type annotation the type is written out
/// as `T` from the initial value, which must tell it without inference: a literal
/// (`lazy var count = 0`), a call of a non-failable initializer of one of this module's
/// non-generic types (`lazy var importer = DataImporter()`, TSPL's Properties chapter),
/// or a closure whose signature tells its type (`lazy var f = { (x: Int) -> String in ... }`,
/// or a body returning a literal: `{ [unowned self] in "foo" }`). Lazy properties of structs (whose getter mutates), with another
/// initial value and no annotation, static or local ones are not supported yet.
extension TypeChecker {
  func expandLazyProperties() {
    for file in module.files {
      for case let d as NominalTypeDecl in file.decls {
        var members: [Decl] = []
        for member in d.members {
          if let v = member as? VarDecl, v.modifiers.isLazy, let (binding, storage) = expandLazy(v, in: d) {
            members += [binding, storage]
          }
          members.append(member)
        }
        d.members = members
      }
    }
  }

  /// Makes `v` computed and returns its storage, or reports why it cannot be.
  private func expandLazy(_ v: VarDecl, in d: NominalTypeDecl) -> (PatternBindingDecl, VarDecl)? {
    guard !v.isLet else { return nil }
    guard d is ClassDecl, !v.modifiers.isStatic, let binding = v.binding,
      binding.entries.count == 1, let initial = binding.entries[0].initializer,
      let type = v.typeRepr ?? closureTypeRepr(initial) ?? initialValueTypeRepr(initial)
    else {
      notSupportedDeclaration(
        d is ClassDecl && v.typeRepr == nil
          ? "a lazy property without a type annotation (unless its initial value is a literal, a closure whose signature tells its type, or a call of an initializer of this module's type)"
          : "a lazy property outside a class",
        at: v.loc)
      return nil
    }
    if v.typeRepr == nil {
      v.typeRepr = type
      let typedPattern = TypedPattern(subPattern: binding.entries[0].pattern, typeRepr: type, range: v.range)
      typedPattern.isImplicit = true
      binding.entries[0].pattern = typedPattern
    }
    let observers = v.accessors.filter { $0.accessorKind == .willSet || $0.accessorKind == .didSet }
    guard observers.count == v.accessors.count else { return nil }
    if let a = observers.first(where: { $0.body.map(containsOwnReturn) ?? false }) {
      notSupportedDeclaration("'return' in an observer of a lazy property", at: a.loc)
      return nil
    }
    let range = SourceRange(v.nameLoc)
    let storage = VarDecl(name: "$__lazy_storage_$" + v.name, nameLoc: v.nameLoc, isLet: false, range: v.range)
    storage.isImplicit = true
    storage.modifiers.access = .private
    storage.typeRepr = OptionalTypeRepr(base: type, range: type.range)
    let pattern = NamedPattern(decl: storage)
    pattern.isImplicit = true
    let typed = TypedPattern(subPattern: pattern, typeRepr: storage.typeRepr!, range: v.range)
    typed.isImplicit = true
    let pbd = PatternBindingDecl(entries: [.init(pattern: typed, initializer: nil)], isLet: false, range: v.range)
    pbd.isImplicit = true
    pbd.modifiers = storage.modifiers
    storage.binding = pbd
    storage.parent = d
    pbd.parent = d
    binding.entries[0].initializer = nil

    func name(_ n: String) -> Expr { UnresolvedDeclRefExpr(name: n, range: range) }
    func stored() -> Expr {
      UnresolvedDotExpr(base: name("self"), name: storage.name, nameLoc: v.nameLoc, range: range)
    }
    func brace(_ elements: [ASTNode]) -> BraceStmt { BraceStmt(elements: elements, range: range, isImplicit: true) }
    func local(_ n: String, _ repr: TypeRepr?, _ value: Expr) -> [ASTNode] {
      implicitLocal(n, repr, value, nameLoc: v.nameLoc, range: range)
    }
    let isNil = SequenceExpr(elements: [stored(), name("=="), NilLiteralExpr(range: range)], range: range)
    let initialize = IfStmt(
      conditions: [.boolean(isNil)],
      thenStmt: brace(local("value", type, initial) + [.expr(AssignExpr(dest: stored(), source: name("value"), range: range))]),
      elseStmt: nil, range: range)
    let get = AccessorDecl(
      kind: .get, parameters: ParameterList(parameters: [], range: range),
      body: brace([.stmt(initialize), .stmt(ReturnStmt(result: ForceValueExpr(subExpr: stored(), range: range), range: range))]),
      range: range)
    var accessors = [get]
    if !v.isLet {
      let willSet = observers.first { $0.accessorKind == .willSet }
      let didSet = observers.first { $0.accessorKind == .didSet }
      let newName = willSet?.parameters.parameters.first?.name ?? "newValue"
      let oldName = didSet?.parameters.parameters.first?.name ?? "oldValue"
      var body: [ASTNode] = []
      if let d = didSet?.body, references(oldName, in: d) {
        body += local(oldName, nil, UnresolvedDotExpr(base: name("self"), name: v.name, nameLoc: v.nameLoc, range: range))
      }
      if let w = willSet?.body { body.append(.stmt(w)) }
      body.append(.expr(AssignExpr(dest: stored(), source: name(newName), range: range)))
      if let d = didSet?.body { body.append(.stmt(d)) }
      accessors.append(implicitSetter(of: v, parameter: newName, body: brace(body)))
    }
    makeComputed(v, by: accessors)
    return (pbd, storage)
  }

  /// A local `let n: repr = value` (or `var`) Sema writes: its binding and declaration.
  func implicitLocal(_ n: String, _ repr: TypeRepr?, _ value: Expr?, isLet: Bool = true, nameLoc: SourceLoc,
                     range: SourceRange) -> [ASTNode] {
    let decl = VarDecl(name: n, nameLoc: nameLoc, isLet: isLet, range: range)
    decl.isImplicit = true
    let named = NamedPattern(decl: decl)
    named.isImplicit = true
    let p: Pattern = repr.map { TypedPattern(subPattern: named, typeRepr: $0, range: range) } ?? named
    decl.typeRepr = repr
    let binding = PatternBindingDecl(entries: [.init(pattern: p, initializer: value)], isLet: isLet, range: range)
    binding.isImplicit = true
    decl.binding = binding
    return [.decl(binding), .decl(decl)]
  }

  /// The type of closure `e` as its signature writes it: each parameter's type and the
  /// result type, or a result given by a body that is a literal (or returns one). Nil
  /// when the closure's type would need inference.
  private func closureTypeRepr(_ e: Expr) -> TypeRepr? {
    guard let c = e as? ClosureExpr else { return nil }
    var parameters: [TypeRepr] = []
    for p in c.parameters?.parameters ?? [] {
      guard let t = p.typeRepr, !p.isVariadic else { return nil }
      parameters.append(p.isInOut ? InOutTypeRepr(base: t, range: t.range) : t)
    }
    guard let result = c.resultTypeRepr ?? literalResultType(c.body) else { return nil }
    let repr = FunctionTypeRepr(parameters: parameters, result: result, range: c.range)
    repr.throwsLoc = c.throwsLoc
    return repr
  }

  /// `Int`, `Double`, `Bool` or `String` for a closure body that is a literal of one of
  /// them or returns one.
  private func literalResultType(_ body: BraceStmt) -> TypeRepr? {
    guard body.elements.count == 1 else { return nil }
    switch body.elements[0] {
    case .expr(let e): return literalTypeRepr(e)
    case .stmt(let r as ReturnStmt): return r.result.flatMap(literalTypeRepr)
    default: return nil
    }
  }

  /// `Int`, `Double`, `Bool` or `String` for a literal of one of them.
  private func literalTypeRepr(_ value: Expr) -> TypeRepr? {
    let name: String
    switch value {
    case is IntegerLiteralExpr: name = "Int"
    case is FloatLiteralExpr: name = "Double"
    case is BooleanLiteralExpr: name = "Bool"
    case is StringLiteralExpr, is InterpolatedStringLiteralExpr: name = "String"
    default: return nil
    }
    return IdentTypeRepr(name: name, range: value.range)
  }

  /// The type of a lazy property's initial value when it tells it without inference: a
  /// literal, or `Name(...)` where `Name` is a non-generic type declared at file scope of
  /// this module without a failable initializer (so the call cannot be an optional).
  private func initialValueTypeRepr(_ initial: Expr) -> TypeRepr? {
    if let literal = literalTypeRepr(initial) { return literal }
    guard let call = initial as? CallExpr, let callee = call.fn as? UnresolvedDeclRefExpr else { return nil }
    let decls = module.files.flatMap(\.decls)
    let types = decls.compactMap { $0 as? NominalTypeDecl }.filter { $0.name == callee.name }
    guard types.count == 1, let type = types.first, !(type is ProtocolDecl), type.genericParameters.isEmpty else { return nil }
    let extensions = decls.compactMap { $0 as? ExtensionDecl }.filter { $0.extendedType.spelling == type.name }
    let initializers = (type.members + extensions.flatMap(\.members)).compactMap { $0 as? ConstructorDecl }
    guard !initializers.contains(where: \.isFailable) else { return nil }
    return IdentTypeRepr(name: type.name, range: callee.range)
  }

  /// Does `s` use the name `n`?
  private func references(_ n: String, in s: Node) -> Bool {
    if let r = s as? UnresolvedDeclRefExpr, r.name == n { return true }
    var found = false
    forEachChild(of: s) { if !found && references(n, in: $0) { found = true } }
    return found
  }
}
