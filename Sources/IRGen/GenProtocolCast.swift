import AST

// A cast to a protocol from an `Any` or an existential (`x as? P`) whose value is a
// built-in type's (`extension Int: P`, `extension Array: P`) or a generic struct's or
// enum's specialization (`FlippedShape<Triangle>`).
//
// Such a value is in the box an `Any` keeps it in, whose metadata names its type
// (`ms.any.box.<mangled type>`, GenAny.swift); its conformance is one the module makes a
// table for per type. Which types those are is known only once every body is emitted:
// only a type the program boxes can be in an `Any`. So a cast calls a lookup function
// per protocol, `ms.cast.lookup.<protocol>(metadata) -> table or null`, whose body is
// written last (`emitProtocolCastLookups`): it compares the metadata with the box
// metadata of each boxed type that conforms and gives that type's table. (The
// program's non-generic structs, enums and classes are tried first, by the cast itself:
// Sema's `castConformers`.)

extension IRGenModule {
  /// The lookup function of casts to `p` (declared; defined at the end of the module).
  func protocolCastLookup(_ p: ProtocolDecl) -> IRValue {
    if let known = protocolCastLookups.first(where: { $0.proto === p }) { return known.fn }
    let fn = ir.declareFunction("ms.cast.lookup." + mangler.typeName(.existential(p)), ir.function([ir.ptr], ir.ptr))
    ir.setLinkage(fn, .private)
    protocolCastLookups.append((p, fn))
    return fn
  }

  /// Makes the table of each boxed type for each protocol a cast looks up (their thunks
  /// queued); true when it made one, whose bodies may box more types.
  func prepareProtocolCastLookups() -> Bool {
    var madeOne = false
    for (p, _) in protocolCastLookups {
      for name in boxedTypeOrder {
        guard let t = boxedTypes[name], !t.isClassReference, !protocolCastEntryNames.contains(name + " " + mangler.typeName(.existential(p))),
          let conf = conformance(of: t, to: p), isPerTypeConformance(conf), let table = existentialWitnessTable(t, p, conformance: conf)
        else { continue }
        protocolCastEntryNames.insert(name + " " + mangler.typeName(.existential(p)))
        protocolCastEntries.append((p, t, table))
        madeOne = true
      }
    }
    return madeOne
  }

  /// Defines each lookup: the table of the boxed type whose box metadata the object's is.
  func emitProtocolCastLookups() {
    for (p, fn) in protocolCastLookups {
      let igf = IRGenFunction(igm: self, fn: fn)
      let b = igf.b
      let metadata = fn.param(0)
      for entry in protocolCastEntries where entry.proto === p {
        let found = igf.newBlock("found")
        let next = igf.newBlock("next")
        b.condBr(b.icmp(.eq, b.ptrToInt(metadata), b.ptrToInt(anyBoxMetadata(entry.type))), found, next)
        b.position(at: found)
        b.ret(entry.table)
        b.position(at: next)
      }
      b.ret(ir.null())
    }
  }
}
