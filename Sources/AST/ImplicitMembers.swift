/// What swiftc derives from the kind of a declaration, and shows in `-dump-ast`, without
/// it being written: the implicit accessors of a stored property, `has_storage_attr`,
/// `final_attr` on a class's `let`, a class's implicit `deinit`, an initializer's
/// implicit `return`, the curried type of a method (`(Employee) -> () -> ()`). Each is a
/// rule on facts the parser and Sema recorded on the declaration, kept here in one place
/// so that the dumper (and later stages) do not each re-derive them.
public enum ImplicitMembers {
  /// The type a member belongs to: the enclosing type, the extended type of an
  /// extension; for an accessor, the owner of its property.
  public static func owningType(of d: Decl) -> NominalTypeDecl? {
    let parent = (d as? AccessorDecl)?.storage?.parent ?? d.parent
    switch parent {
    case let n as NominalTypeDecl: return n
    case let e as ExtensionDecl: return e.extendedNominal
    default: return nil
    }
  }

  /// A variable or function declared inside a function body (swiftc gives it
  /// `access=private`).
  public static func isLocal(_ d: Decl) -> Bool {
    d.parent is AbstractFunctionDecl
  }

  /// swiftc's `access=`: the access level as written, not limited by the enclosing
  /// type's (Sema's `access` is the effective one): `internal` by default, `private` for
  /// a local, the protocol's for a requirement, the property's for an accessor; Sema's
  /// for what it declares itself (a memberwise initializer).
  public static func formalAccess(of d: ValueDecl) -> AccessLevel {
    if isLocal(d) { return .private }
    if let a = d as? AccessorDecl, let storage = a.storage {
      if a.accessorKind != .get, let setter = storage.modifiers.setterAccess { return setter }
      return formalAccess(of: storage)
    }
    if let p = owningType(of: d) as? ProtocolDecl { return formalAccess(of: p) }
    if d is EnumElementDecl, let e = d.parent as? EnumDecl { return formalAccess(of: e) }
    if d.isImplicit || d is DestructorDecl { return d.access }
    return d.modifiers.access ?? .internal
  }

  /// A stored property of a struct, class or enum (not a local, a global or a parameter).
  public static func isStoredProperty(_ v: VarDecl) -> Bool {
    guard v.kind == .stored, !(v is ParamDecl), let owner = owningType(of: v) else { return false }
    return !(owner is ProtocolDecl)
  }

  /// swiftc's description of how the variable is read and written.
  public static func storageDescription(_ v: VarDecl) -> String {
    let hasSetter = v.accessors.contains { $0.accessorKind == .set }
    let observed = v.accessors.contains { $0.accessorKind == .willSet || $0.accessorKind == .didSet }
    switch v.kind {
    case .stored where observed:
      return "readImpl=stored writeImpl=stored_with_observers readWriteImpl=materialize_to_temporary"
    case .stored:
      return v.isLet || v is ParamDecl ? "readImpl=stored immutable" : "readImpl=stored writeImpl=stored readWriteImpl=stored"
    case .computed:
      return hasSetter ? "readImpl=getter writeImpl=setter readWriteImpl=materialize_to_temporary" : "readImpl=getter immutable"
    case .requirement:
      return hasSetter ? "readImpl=getter writeImpl=setter readWriteImpl=modify_coroutine" : "readImpl=getter immutable"
    }
  }

  /// The attributes swiftc adds to a variable, in its order.
  public static func implicitAttributes(of v: VarDecl) -> [String] {
    var attributes: [String] = []
    if isImplicitlyFinal(v) { attributes.append("final_attr") }
    guard v.kind == .stored, !(v is ParamDecl) else { return attributes }
    if v.binding?.entries.contains(where: { $0.initializer != nil && declares($0.pattern, v) }) ?? false {
      attributes.append("has_initial_value_attr")
    }
    attributes.append("has_storage_attr")
    return attributes
  }

  static func declares(_ p: Pattern, _ v: VarDecl) -> Bool {
    switch p {
    case let n as NamedPattern: n.decl === v
    case let t as TypedPattern: declares(t.subPattern, v)
    case let t as TuplePattern: t.elements.contains { declares($0, v) }
    case let b as BindingPattern: declares(b.subPattern, v)
    default: false
    }
  }

  /// A member of a class that cannot be overridden although not written `final`: a
  /// `let` property, a `static` member, any member of a `final` class.
  public static func isImplicitlyFinal(_ d: Decl) -> Bool {
    guard !(d is AccessorDecl), !(d is ConstructorDecl), !(d is DestructorDecl), !d.modifiers.isFinal,
      let owner = owningType(of: d) as? ClassDecl
    else { return false }
    if let v = d as? VarDecl, v.kind == .stored, v.isLet { return true }
    return owner.modifiers.isFinal || d.modifiers.isStatic
  }

  /// The accessors swiftc synthesizes for a stored property: `get` for a `let`;
  /// `get`, `set` and `_modify` for a `var`.
  public static func storedPropertyAccessors(of v: VarDecl) -> [String] {
    guard isStoredProperty(v), v.accessors.isEmpty else { return [] }
    return v.isLet ? ["get"] : ["get", "set", "_modify"]
  }

  /// The synthesized getter of a `public` stored property is `@_transparent`: other
  /// modules inline it.
  public static func isTransparentGetter(of v: VarDecl) -> Bool {
    v.access >= .public
  }

  /// Is `self` mutable in `f`: a `mutating` method, a struct's initializer, a setter
  /// (a protocol requirement's too)?
  public static func isMutating(_ f: AbstractFunctionDecl) -> Bool {
    if f.modifiers.isNonmutating { return false }
    if let a = f as? AccessorDecl, a.accessorKind == .set, owningType(of: a) is ProtocolDecl { return true }
    // (A requirement's `self` is `Self`, which Sema need not make `inout`.)
    if f.modifiers.isMutating, f.parent is ProtocolDecl { return true }
    return f.selfDecl?.isInOut ?? f.modifiers.isMutating
  }

  /// A function's type with its `self` first, as swiftc's `interface_type`:
  /// `(Employee) -> () -> ()`, `(Employee.Type) -> (String) -> Employee` for an
  /// initializer, `<Self where Self : Address> (Self) -> () -> Int` for a requirement
  /// (`protocolSignature` for the generic signature of one generic itself: `<Self, T
  /// where Self : Shape, T : Equatable>`), `(Self.Type)` for a static one.
  public static func curriedInterfaceType(of f: AbstractFunctionDecl, selfType: String? = nil,
                                          protocolSignature: String? = nil) -> String? {
    guard let type = spelledInterfaceType(of: f) else { return nil }
    guard let owner = owningType(of: f) else { return type.description }
    let ownerName = selfType ?? owner.name
    let inout_ = isMutating(f) && !(f is ConstructorDecl) ? "inout " : ""
    if owner is ProtocolDecl {
      let selfParameter = f is ConstructorDecl || f.modifiers.isStatic ? "Self.Type" : inout_ + "Self"
      return (protocolSignature ?? "<Self where Self : \(owner.name)>") + " (\(selfParameter)) -> \(type)"
    }
    if f is ConstructorDecl || f.modifiers.isStatic || f.modifiers.isClass {
      return "(\(ownerName).Type) -> \(type)"
    }
    // An actor's own methods get its `self` isolated.
    let isolated = (owner as? ClassDecl)?.isActor == true && !f.modifiers.isNonisolated && !(f is DestructorDecl)
      ? "isolated " : ""
    return "(\(inout_)\(isolated)\(ownerName)) -> \(type)"
  }

  /// A function's type as swiftc spells it: a variadic parameter's array as `Int...`,
  /// an `@escaping` parameter's type with its attribute.
  public static func spelledInterfaceType(of f: AbstractFunctionDecl) -> String? {
    f.interfaceType.map { spelledType(of: f, $0) }
  }

  /// `type`, the type of a reference to `f` (its interface type, or a specialization of
  /// it), as swiftc spells it: a variadic parameter's array as `Int...`, an `@escaping`
  /// parameter's type with its attribute.
  public static func spelledType(of f: AbstractFunctionDecl, _ type: SwiftType) -> String {
    guard case .function(let ft) = type, ft.parameters.count == f.parameters.parameters.count,
          f.parameters.parameters.contains(where: { $0.isVariadic || $0.isEscaping || $0.isAutoclosure })
    else { return type.description }
    let ps = zip(ft.parameters, f.parameters.parameters).map { t, p in
      (t.isInOut ? "inout " : "") + attributes(of: p) + spelledType(of: p, t.type)
    }
    return "(" + ps.joined(separator: ", ") + ")" + (ft.isAsync ? " async" : "") + (ft.isThrowing ? " throws" : "")
      + " -> " + ft.result.description
  }

  /// The type attributes of a parameter as swiftc writes them before its type.
  public static func attributes(of p: ParamDecl) -> String {
    (p.isAutoclosure ? "@autoclosure " : "") + (p.isEscaping ? "@escaping " : "")
  }

  /// A parameter's type as swiftc spells it: `Int...` for a variadic `[Int]`.
  public static func spelledType(of p: ParamDecl, _ t: SwiftType) -> String {
    if p.isVariadic, case .array(let element) = t { return "\(element)..." }
    return t.description
  }

  /// An initializer's body ends with an implicit `return` (swiftc's `return_stmt implicit`
  /// at the closing brace).
  public static func hasImplicitReturn(_ f: AbstractFunctionDecl) -> Bool {
    f is ConstructorDecl && !f.isImplicit && f.hasBody
  }

  /// A class that declares no `deinit` gets an implicit, empty one.
  public static func hasImplicitDestructor(_ c: ClassDecl) -> Bool {
    !c.members.contains { $0 is DestructorDecl }
  }

  /// A protocol's requirement signature: what `Self` must conform to.
  public static func requirementSignature(of p: ProtocolDecl) -> String {
    let inherited = p.inherited.compactMap { t -> String? in
      if case .existential(let q)? = t.resolved { return q.name }
      return nil
    }
    // swiftc lists `AnyObject` first, then the protocols by name.
    let protocols = p.isClassOnly ? ["AnyObject"] + inherited.sorted()
      : inherited.isEmpty ? ["Copyable", "Escapable"] : inherited.sorted()
    return "<Self where " + protocols.map { "Self : \($0)" }.joined(separator: ", ") + ">"
  }
}
