import AST

// A built-in type's value as an `any CustomStringConvertible` (Sema's
// BuiltinDescriptionExistentials.swift): the table has one entry, `description`'s
// getter, whose thunk gives the text `print` shows for the value in the box, then the
// describe function every table ends with. One private table per type.

extension IRGenModule {
  /// Is a value of built-in type `t` an existential of `p`, module Swift's
  /// `CustomStringConvertible`, by the table below (the types Sema's
  /// `isBuiltinDescribable` accepts, those Swift's library makes conform; for a cast,
  /// a range of Int too, whose library conformance's thunks have no symbol names yet)?
  func isBuiltinDescribable(_ t: SwiftType, as p: ProtocolDecl) -> Bool {
    guard p.name == "CustomStringConvertible", p.moduleName == "Swift", p.composition.isEmpty else { return false }
    switch t {
    case .int, .double, .bool, .string, .character, .substring, .sizedInteger, .array, .dictionary, .set: return true
    case .range(_, let bound): return bound == .int
    case .genericParameter, .dependentMember, .optional, .tuple, .function, .nominal, .boundGeneric, .existential,
      .error, .stringIndex, .void, .metatype, .opaque, .any, .anyObject:
      return false
    }
  }

  /// The table of values of `t` as existentials of `p` for a cast: a built-in type's
  /// description table, or the conformance's.
  func castWitnessTable(_ t: SwiftType, _ p: ProtocolDecl) -> IRValue? {
    if isBuiltinDescribable(t, as: p) { return builtinDescriptionTable(t, p) }
    return existentialWitnessTable(t, p)
  }

  /// The table of values of built-in type `t` as existentials of module Swift's
  /// `CustomStringConvertible` `p`; nil for another protocol or type.
  func builtinDescriptionTable(_ t: SwiftType, _ p: ProtocolDecl) -> IRValue? {
    guard p.name == "CustomStringConvertible", p.moduleName == "Swift", p.composition.isEmpty, t.nominalDecl == nil,
      let entry = witnessTableLayout(p).entries.first, witnessTableLayout(p).entries.count == 1
    else { return nil }
    let name = "ms.witness." + mangler.typeName(t) + ".description"
    if let g = ir.global(named: name) { return ir.constPointerCast(g) }
    let thunk = ir.declareFunction(name + ".getter", witnessFunctionType(entry))
    ir.setLinkage(thunk, .private)
    pendingBodies.append { [self] in
      let outer = substitutions
      substitutions = SubstitutionMap()
      defer { substitutions = outer }
      let igf = IRGenFunction(igm: self, fn: thunk)
      let value = igf.b.load(irType(t), igf.b.fieldAddress(varBoxType(t), thunk.param(0), 1))
      igf.b.ret(igf.emitDescription(ManagedValue(value: value, type: t, isOwned: false)))
    }
    let entries = [ir.constPointerCast(thunk), ir.constPointerCast(anyDescribeFunction(t))]
    let g = ir.defineGlobal(name, initializer: ir.constArray(ir.ptr, entries), linkage: .private, constant: true)
    return ir.constPointerCast(g)
  }
}
