import AST

// A built-in type's value as an existential (`let items: [any P] = [1, "a", [1, 2]]`
// with `extension Int: P`, `extension Array: P`).
//
// A built-in type has no declaration of its own: Sema checks its conformance on a
// stand-in (Sema/BuiltinConformances.swift), whose witnesses are the extensions'
// members, the library's (Array's `count`), the compiler's own (a String's `count`, a
// builtin) and protocol extensions' defaults. Its table is made per type, as a generic
// type's specialization's is (GenSpecializedConformance.swift): Array's members exist
// only as specializations per element type, and Int's are called as Int's; the value's
// box is the one an `Any` keeps it in, so `p as? Int` compares its box metadata.

extension IRGenModule {
  /// Is a conformance's table made per conforming type: a generic type's (one per
  /// specialization) or a built-in type's?
  func isPerTypeConformance(_ conf: ProtocolConformance) -> Bool {
    isGenericConformance(conf) || conf.type.builtinType != nil
  }

  /// The conformance of values of `t` to `p`: a nominal type's (or its superclass's), or
  /// a built-in type's that an extension declares.
  func conformance(of t: SwiftType, to p: ProtocolDecl) -> ProtocolConformance? {
    if let n = t.nominalDecl { return conformance(of: n, to: p) }
    return t.conformance(to: p).map { normalized($0.conformance) }
  }

  /// The conformances of a built-in type that extension `e` declares (for `-emit-sil`'s
  /// tables, SILTables.swift): those to the protocols it names that have tables.
  func builtinConformancesDeclared(in e: ExtensionDecl) -> [ProtocolConformance] {
    guard let n = e.extendedNominal else { return [] }
    let named = e.inherited.compactMap { t -> ProtocolDecl? in
      switch t.resolved {
      case .existential(let p)?: return p
      default: return nil
      }
    }
    return n.conformances.map(normalized).filter { conf in
      conf.moduleName == moduleName && named.contains { $0 === conf.proto } && !conf.proto.isMarker
        && !conf.proto.members.contains { $0 is AssociatedTypeDecl } && !conf.proto.hasSelfRequirements
    }
  }

  /// The witness table of values of `valueType` as existentials of `proto` (a
  /// composition's, the conformance's, or one made for the type); nil when it does not
  /// conform.
  func existentialWitnessTable(_ valueType: SwiftType, _ proto: ProtocolDecl, conformance known: ProtocolConformance? = nil)
    -> IRValue?
  {
    if !proto.composition.isEmpty { return compositionWitnessTable(valueType, proto) }
    guard let conf = known.map(normalized) ?? conformance(of: valueType, to: proto) else {
      return builtinDescriptionTable(valueType, proto)
    }
    return isPerTypeConformance(conf) ? specializedWitnessTable(conf, for: valueType) : witnessTableGlobal(conf)
  }
}

extension IRGenFunction {
  /// A witness that is one of the compiler's builtins (a String's `count`, a Set's
  /// `contains(_:)`), called on `selfValue` (borrowed) with the thunk's arguments
  /// (borrowed). Nil for any other witness.
  func emitBuiltinWitness(_ witness: ValueDecl, selfValue: IRValue, selfType: SwiftType, args: [IRValue],
                          resultType: SwiftType) -> ManagedValue? {
    let builtin: Builtin
    let parameters: [SwiftType]
    if let v = witness as? VarDecl, let b = v.getter?.builtin {
      builtin = b
      parameters = []
    } else if let f = witness as? AbstractFunctionDecl, let b = f.builtin {
      builtin = b
      parameters = f.parameters.parameters.map { $0.interfaceType ?? .error }
    } else {
      return nil
    }
    let operands = [ManagedValue(value: selfValue, type: selfType, isOwned: false)]
      + zip(args, parameters).map { ManagedValue(value: $0, type: memberType($1, base: selfType) ?? $1, isOwned: false) }
    return emitBuiltinCall(builtin, operands: operands, resultType: resultType)
  }
}
