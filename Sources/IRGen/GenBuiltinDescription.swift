import AST

// A built-in type's value as an `any CustomStringConvertible` or an `any
// CustomDebugStringConvertible` (Sema's BuiltinDescriptionExistentials.swift): the table
// has one entry, `description`'s (`debugDescription`'s) getter, whose thunk gives the
// text `print` (`debugPrint`) shows for the value in the box, then the
// describe function every table ends with. One private table per type.

extension IRGenModule {
  /// Is a value of built-in type `t` an existential of `p`, module Swift's
  /// `CustomStringConvertible`, by the table below (the types Sema's
  /// `isBuiltinDescribable` accepts, those Swift's library makes conform; for a cast,
  /// a range of Int too, whose library conformance's thunks have no symbol names yet)?
  func isBuiltinDescribable(_ t: SwiftType, as p: ProtocolDecl) -> Bool {
    guard let debug = describedText(p) else { return false }
    switch t {
    case .double, .string, .character, .substring, .array, .dictionary, .set: return true
    // (Swift's integers and Bool are not CustomDebugStringConvertible.)
    case .int, .bool, .sizedInteger: return !debug
    // (An optional shows `Optional(...)`, whatever it holds: not looked through.)
    case .optional: return debug
    case .range(_, let bound): return bound == .int
    case .genericParameter, .dependentMember, .tuple, .function, .nominal, .boundGeneric, .existential,
      .error, .stringIndex, .void, .metatype, .opaque, .any, .anyObject:
      return false
    }
  }

  /// Is `p` module Swift's `CustomDebugStringConvertible` (true) or
  /// `CustomStringConvertible` (false), whose one requirement is a text the compiler
  /// makes for a built-in type?
  private func describedText(_ p: ProtocolDecl) -> Bool? {
    guard p.moduleName == "Swift", p.composition.isEmpty else { return nil }
    switch p.name {
    case "CustomStringConvertible": return false
    case "CustomDebugStringConvertible": return true
    default: return nil
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
    guard let debug = describedText(p), t.nominalDecl == nil,
      let entry = witnessTableLayout(p).entries.first, witnessTableLayout(p).entries.count == 1
    else { return nil }
    let name = "ms.witness." + mangler.typeName(t) + (debug ? ".debugDescription" : ".description")
    if let g = ir.global(named: name) { return ir.constPointerCast(g) }
    let thunk = ir.declareFunction(name + ".getter", witnessFunctionType(entry))
    ir.setLinkage(thunk, .private)
    pendingBodies.append { [self] in
      let outer = substitutions
      substitutions = SubstitutionMap()
      defer { substitutions = outer }
      let igf = IRGenFunction(igm: self, fn: thunk)
      let value = igf.b.load(irType(t), igf.b.fieldAddress(varBoxType(t), thunk.param(0), 1))
      let mv = ManagedValue(value: value, type: t, isOwned: false)
      igf.b.ret(debug ? igf.emitDebugDescription(mv) : igf.emitDescription(mv))
    }
    let entries = [ir.constPointerCast(thunk), ir.constPointerCast(anyDescribeFunction(t))]
    let g = ir.defineGlobal(name, initializer: ir.constArray(ir.ptr, entries), linkage: .private, constant: true)
    return ir.constPointerCast(g)
  }
}
