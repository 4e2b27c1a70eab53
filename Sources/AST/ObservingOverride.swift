extension VarDecl {
  /// `override var x: T { willSet { } didSet { } }`: observers added to an inherited
  /// property. It has no storage of its own (the inherited property keeps it) and no
  /// initial value; swiftc's `readImpl=inherited writeImpl=inherited_with_observers`.
  public var isObservingOverride: Bool {
    modifiers.isOverride && kind == .stored && !accessors.isEmpty
      && accessors.allSatisfy { $0.accessorKind == .willSet || $0.accessorKind == .didSet }
  }
}
