import AST
import Basic

/// Property wrappers (`@propertyWrapper struct TwelveOrLess { var wrappedValue: Int }`),
/// on the stored properties of structs and classes, expanded as the Language Guide
/// explains them and swiftc does: before anything is declared,
///
///     @SmallNumber(maximum: 9) var width: Int = 2
///
/// becomes a private backing property and a computed property over it,
///
///     private var _width = SmallNumber(wrappedValue: 2, maximum: 9)
///     var width: Int {
///       get { return _width.wrappedValue }
///       set { _width.wrappedValue = newValue }
///     }
///
/// (`SmallNumber(maximum: 9)` without an initial value, `SmallNumber()` without either),
/// and, when the wrapper has a `projectedValue`, `var $width` reading it. The rest of
/// Sema and IRGen see ordinary declarations. A global or local variable is expanded the
/// same way, into a backing variable beside a computed one (a local's accessors are
/// local functions); a type's properties and the globals before anything is declared,
/// a body's locals when the body is checked. Passing a wrapped value to a memberwise
/// initializer (for a property written with a value, whose wrapper has an
/// `init(wrappedValue:)`) is not supported yet (reported where it is used).
extension TypeChecker {
  func expandPropertyWrappers() {
    let wrappers = propertyWrapperTypes()
    guard !wrappers.isEmpty else { return }
    for file in module.files {
      for case let d as NominalTypeDecl in file.decls where d is StructDecl || d is ClassDecl {
        expandWrappedProperties(of: d, wrappers)
      }
    }
  }

  /// The property wrapper types of the module, by name.
  private func propertyWrapperTypes() -> [String: StructDecl] {
    var wrappers: [String: StructDecl] = [:]
    for file in module.files {
      for case let s as StructDecl in file.decls where s.attributes.contains("propertyWrapper") {
        wrappers[s.name] = s
      }
    }
    return wrappers
  }

  /// The wrapped local variables of a body (checked next): `@W var x = v` becomes a
  /// backing variable and a computed `x`, as a property does.
  func expandLocalPropertyWrappers(in body: BraceStmt) {
    let hasCustomAttribute = body.elements.contains {
      if case .decl(let p as PatternBindingDecl) = $0 { !p.attributes.isEmpty } else { false }
    }
    guard hasCustomAttribute else { return }
    let wrappers = propertyWrapperTypes()
    var elements: [ASTNode] = []
    for element in body.elements {
      // (Not the globals of top-level code, where swiftc does not support them.)
      if case .decl(let p as PatternBindingDecl) = element, !p.attributes.isEmpty, !(p.parent is TopLevelCodeDecl),
        let v = p.entries.first.flatMap({ patternVariables($0.pattern).first })
      {
        // The backing variable is declared before `x` (whose accessors use it); a local
        // has no access level.
        let added = expandWrapper(of: v, wrappers, in: v.parent)
        for d in added { d.modifiers.access = nil }
        elements += added.map { .decl($0) }
      }
      elements.append(element)
    }
    body.elements = elements
  }

  /// The wrapper structs checked once declared: a `wrappedValue` property is required.
  func checkPropertyWrapperType(_ s: NominalTypeDecl, at loc: SourceLoc) {
    guard s is StructDecl else {
      notSupportedDeclaration("a property wrapper that is not a struct", at: loc)
      return
    }
    let hasWrappedValue = s.members.contains { ($0 as? VarDecl)?.name == "wrappedValue" && !$0.modifiers.isStatic }
    if !hasWrappedValue {
      error(SemaDiagnostics.propertyWrapperWithoutWrappedValue(s.name), at: s.nameLoc)
    }
  }

  private func expandWrappedProperties(of d: NominalTypeDecl, _ wrappers: [String: StructDecl]) {
    // The backing property stands where the wrapped one is written (memberwise
    // parameters and the layout follow the declaration order).
    var members: [Decl] = []
    for member in d.members {
      members.append(member)
      if let v = member as? VarDecl { members += expandWrapper(of: v, wrappers, in: d) }
    }
    d.members = members
  }

  /// Makes `v`, if a wrapper's attribute is written on it, a computed variable over a
  /// new backing one; returns the declarations to add to `parent` (the backing
  /// variable's binding and itself, the projection `$v`).
  private func expandWrapper(of v: VarDecl, _ wrappers: [String: StructDecl], in parent: Decl?) -> [Decl] {
    guard let index = v.attributes.firstIndex(where: { wrappers[$0] != nil }),
          let wrapper = wrappers[v.attributes[index]], let binding = v.binding
    else { return [] }
    var members: [Decl] = []
    do {
      let loc = v.attributeLocs.indices.contains(index) ? v.attributeLocs[index] : v.loc
      let name = v.attributes[index]
      defer {
        // (A pattern binding's attributes are its variables'; it may be met twice.)
        for b in [binding as Decl, v] where b.attributes.indices.contains(index) && b.attributes[index] == name {
          b.attributes.remove(at: index)
          if b.attributeLocs.indices.contains(index) { b.attributeLocs.remove(at: index) }
          b.attributeArguments = [:]
        }
      }
      if binding.entries.count > 1 || !(binding.entries.first?.pattern is NamedPattern || binding.entries.first?.pattern is TypedPattern) {
        error(SemaDiagnostics.propertyWrapperOnSeveralVariables(), at: loc)
        return []
      }
      if v.isLet {
        error(SemaDiagnostics.propertyWrapperOnLet(), at: loc)
        return []
      }
      if !v.accessors.isEmpty || v.modifiers.isStatic {
        notSupportedDeclaration("a property wrapper on a computed or static property", at: loc)
        return []
      }
      let (backing, backingBinding) = makeBackingProperty(
        for: v, wrapper: wrapper, arguments: v.attributeArguments[index] ?? [], binding: binding, at: loc)
      makeComputed(v, over: backing.name, projecting: nil)
      backingBinding.parent = parent
      backing.parent = parent
      wrapperBackings[ObjectIdentifier(backing)] = v
      members += [backingBinding, backing]
      if let projected = wrapper.members.first(where: { ($0 as? VarDecl)?.name == "projectedValue" }) as? VarDecl,
         let type = projected.typeRepr {
        let dollar = VarDecl(name: "$" + v.name, nameLoc: v.nameLoc, isLet: false, range: v.range)
        dollar.isImplicit = true
        dollar.typeRepr = type
        dollar.modifiers.access = v.modifiers.access
        dollar.parent = parent
        makeComputed(dollar, over: backing.name, projecting: "projectedValue")
        members.append(dollar)
      }
      // Swift's memberwise initializer takes the wrapped value for a property written
      // with one when the wrapper has an `init(wrappedValue:)` (miniswiftc's takes the
      // wrapper: passing that argument is not supported yet), the wrapper otherwise.
      let takesWrappedValue = wrapper.members.contains {
        ($0 as? ConstructorDecl)?.parameters.parameters.first?.argumentLabel == "wrappedValue"
      }
      if let d = parent as? NominalTypeDecl, takesWrappedValue,
        backingBinding.entries.first?.initializer.map({ ($0 as? CallExpr)?.arguments.first?.label == "wrappedValue" }) == true
      {
        wrappedValueParameters[ObjectIdentifier(d), default: []].insert(v.name)
      }
    }
    return members
  }

  /// `private var _x = W(wrappedValue: value, args...)` for `@W(args...) var x = value`.
  private func makeBackingProperty(for v: VarDecl, wrapper: StructDecl, arguments: [Argument],
                                   binding: PatternBindingDecl, at loc: SourceLoc) -> (VarDecl, PatternBindingDecl) {
    let range = SourceRange(loc)
    var args = arguments
    if let i = entryIndex(of: v, in: binding), let value = binding.entries[i].initializer {
      args.insert(Argument(label: "wrappedValue", labelLoc: nil, expr: value), at: 0)
      binding.entries[i].initializer = nil
    }
    var call: CallExpr?
    if !args.isEmpty || hasInitWithoutArguments(wrapper) {
      call = CallExpr(fn: UnresolvedDeclRefExpr(name: wrapper.name, range: range), arguments: args,
                      argumentsRange: range, range: range)
      call?.isImplicit = true
    }
    let backing = VarDecl(name: "_" + v.name, nameLoc: v.nameLoc, isLet: false, range: v.range)
    backing.isImplicit = true
    backing.modifiers.access = .private
    backing.modifiers.isStatic = v.modifiers.isStatic
    let pattern = NamedPattern(decl: backing)
    pattern.isImplicit = true
    let typed = TypedPattern(subPattern: pattern, typeRepr: IdentTypeRepr(name: wrapper.name, range: range), range: v.range)
    typed.isImplicit = true
    backing.typeRepr = typed.typeRepr
    let pbd = PatternBindingDecl(entries: [.init(pattern: typed, initializer: call)], isLet: false, range: v.range)
    pbd.isImplicit = true
    pbd.modifiers = backing.modifiers
    backing.binding = pbd
    return (backing, pbd)
  }

  /// Whether `W()` initializes the wrapper by default: an `init()` in its own body (swiftc
  /// does not look in extensions for this), or the implicit one of a struct without
  /// initializers whose stored properties all have initial values.
  private func hasInitWithoutArguments(_ wrapper: StructDecl) -> Bool {
    let inits = wrapper.members.compactMap { $0 as? ConstructorDecl }
    if !inits.isEmpty { return inits.contains { $0.parameters.parameters.isEmpty } }
    return wrapper.members.allSatisfy { member in
      guard let pbd = member as? PatternBindingDecl, !pbd.modifiers.isStatic else { return true }
      return pbd.entries.allSatisfy { entry in
        entry.initializer != nil || patternVariables(entry.pattern).allSatisfy { !$0.accessors.isEmpty || $0.typeRepr is OptionalTypeRepr }
      }
    }
  }

  /// Gives `v` a getter reading `backing.member` and, for the wrapped value, a setter
  /// writing it (`member`: `wrappedValue` when nil).
  private func makeComputed(_ v: VarDecl, over backing: String, projecting: String?) {
    let range = SourceRange(v.nameLoc)
    func access() -> Expr {
      UnresolvedDotExpr(base: UnresolvedDeclRefExpr(name: backing, range: range), name: projecting ?? "wrappedValue",
                        nameLoc: v.nameLoc, range: range)
    }
    let get = AccessorDecl(kind: .get, parameters: ParameterList(parameters: [], range: range),
                           body: BraceStmt(elements: [.stmt(ReturnStmt(result: access(), range: range))], range: range,
                                           isImplicit: true),
                           range: range)
    var accessors = [get]
    if projecting == nil {
      let assign = AssignExpr(dest: access(), source: UnresolvedDeclRefExpr(name: "newValue", range: range), range: range)
      accessors.append(
        implicitSetter(of: v, parameter: "newValue",
                       body: BraceStmt(elements: [.expr(assign)], range: range, isImplicit: true)))
    }
    makeComputed(v, by: accessors)
  }

  /// An implicit `set` of `v` (a wrapped or a lazy property) whose parameter is named
  /// `parameter`, with `body`.
  func implicitSetter(of v: VarDecl, parameter: String, body: BraceStmt) -> AccessorDecl {
    let range = SourceRange(v.nameLoc)
    let newValue = ParamDecl(argumentLabel: nil, name: parameter, nameLoc: v.nameLoc, range: range)
    newValue.isImplicit = true
    let set = AccessorDecl(kind: .set, parameters: ParameterList(parameters: [newValue], range: range), body: body,
                           range: range)
    newValue.parent = set
    return set
  }

  /// `v` becomes a computed property with the implicit `accessors` (static as `v` is).
  func makeComputed(_ v: VarDecl, by accessors: [AccessorDecl]) {
    for a in accessors {
      a.isImplicit = true
      a.storage = v
      a.parent = v.parent
      a.modifiers.isStatic = v.modifiers.isStatic
    }
    v.accessors = accessors
    v.kind = .computed
  }
}
