import AST
import Basic

/// `willSet`/`didSet` on a stored property or a global: functions of the new value
/// (`newValue`, or the name written) and of the old one (`oldValue`), run around every
/// assignment except in the owning type's initializers and in the observers themselves
/// (IRGen's `LValue`).
extension TypeChecker {
  /// Gives an observer its `self` (mutable: an observer may change its instance) and its
  /// parameter; the types come from `updateAccessorTypes`.
  func prepareObserver(_ accessor: AccessorDecl, of v: VarDecl, selfType: SwiftType?, isStatic: Bool) {
    if let selfType {
      accessor.selfDecl = makeSelf(for: accessor, type: selfType, isStatic: isStatic, mutable: true)
    }
    if accessor.parameters.parameters.isEmpty {
      let name = accessor.accessorKind == .willSet ? "newValue" : "oldValue"
      let p = ParamDecl(argumentLabel: nil, name: name, nameLoc: accessor.loc, range: accessor.range)
      p.isImplicit = true
      p.parent = accessor
      accessor.parameters.parameters = [p]
    }
    if v.isLet {
      error(SemaDiagnostics.letWithObservers(), at: v.binding?.loc ?? v.loc)
    }
    if v.access >= .public && module.isLibrary {
      // Other modules would store into it directly (the interface declares it stored).
      notSupported("property observer on a public property", at: accessor.loc)
    }
  }

  /// `override var x: T { willSet { } didSet { } }`: observers added to an inherited
  /// stored property of this module, which stays the storage (IRGen runs the observers
  /// of the instance's own class around every assignment). Called once the override
  /// is linked to `base`.
  func checkObservingOverride(_ v: VarDecl, of base: VarDecl) {
    let observers = v.accessors.filter { $0.accessorKind == .willSet || $0.accessorKind == .didSet }
    guard let first = observers.first else { return }
    var root = base
    while let up = root.overriddenDecl as? VarDecl { root = up }
    if root.kind != .stored || v.accessors.count != observers.count {
      // The inherited setter would be a computed one to call.
      notSupportedDeclaration("property observer on an overriding computed property", at: first.loc)
    } else if owningNominal(of: root)?.moduleName != module.name {
      // Code of the other module stores into it directly.
      notSupportedDeclaration("property observer on an overriding property of another module", at: first.loc)
    }
  }

  /// The observers of a global or local variable.
  func checkObservers(_ v: VarDecl) {
    for a in v.accessors where a.accessorKind == .willSet || a.accessorKind == .didSet {
      if owningNominal(of: v) == nil && !isGlobal(v) {
        notSupportedDeclaration("property observer on a local variable", at: a.loc)
        continue
      }
      if a.storage == nil { a.storage = v }
      if owningNominal(of: v) == nil { prepareObserver(a, of: v, selfType: nil, isStatic: false) }
    }
    updateAccessorTypes(v)
  }
}
