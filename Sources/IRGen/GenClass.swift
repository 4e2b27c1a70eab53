import AST

/// Class metadata: the `MSMetadata` header, then the vtable.
enum ClassMetadata {
  /// Index (in pointer-sized words) of the first vtable entry.
  static let vtableOffset = 4
}

extension IRGenModule {
  /// The metadata global of a class (`$s4main5ShapeCN`), as `i8*`; a generic class's
  /// for the generic arguments of the specialization being emitted.
  func classMetadata(_ c: ClassDecl) -> IRValue {
    classMetadata(of: classLayout(c))
  }

  /// The metadata of the class type `layout` lays out (`$s4main4NodeCySiGN` for a
  /// `Node<Int>`: defined on first use, as a specialization is).
  func classMetadata(of layout: ClassLayout) -> IRValue {
    let name = "$s" + layout.mangledName + "N"
    let g = ir.declareGlobal(name, classMetadataType(layout))
    if !layout.decl.genericParameters.isEmpty && specializations[name] == nil {
      specializations[name] = g
      pendingSpecializations.append { [self] in emitGenericClassMetadata(layout) }
    }
    return ir.constPointerCast(g)
  }

  private func classMetadataType(_ layout: ClassLayout) -> IRType {
    ir.literalStruct([ir.ptr, ir.ptr, ir.ptr, ir.i64, ir.array(ir.ptr, count: layout.vtable.count)])
  }

  /// Allocates an uninitialized (zeroed) instance of `c`: refcount 1.
  func emitAllocation(of c: ClassDecl, in igf: IRGenFunction) -> IRValue {
    let layout = classLayout(c)
    let size = ir.size(of: layout.instanceType)
    return igf.b.call(ir.runtime(.allocObject), [classMetadata(of: layout), ir.int(size)])
  }

  /// Defines a class's metadata, its deinit functions and its initializers' entry points
  /// (a generic class's are made per argument list, by `classMetadata(of:)`).
  func emitClass(_ c: ClassDecl) {
    guard c.genericParameters.isEmpty else { return }
    let layout = classLayout(c)
    emitDestructors(layout, destroyer: function(.destroyer(c)), deallocating: function(.deallocatingDeinit(c)))
    let vtable = layout.vtable.map(vtableFunction)
    defineMetadata(layout, vtable: vtable, destroy: function(.deallocatingDeinit(c)))
    // (Not one of a generic superclass: Sema reports its uses as not supported yet.)
    // (Nor a generic initializer, emitted per specialization: Sema reports those too.)
    for k in c.inheritedConvenienceInitializers
    where (enclosingNominal(k)?.genericParameters.isEmpty ?? true) && k.genericParameters.isEmpty {
      emitConvenienceInit(k, for: c)
    }
  }

  /// The metadata of a generic class for one argument list: its deinit functions and its
  /// vtable's methods are specializations (private, as a generic function's are).
  private func emitGenericClassMetadata(_ layout: ClassLayout) {
    let c = layout.decl
    let outer = substitutions
    substitutions = SubstitutionMap(c.genericParameters, layout.type.genericArguments)
    defer { substitutions = outer }
    let name = "$s" + layout.mangledName
    let fd = ir.declareFunction(name + "fd", ir.function([ir.ptr], ir.void))
    let fD = ir.declareFunction(name + "fD", ir.function([ir.ptr], ir.void))
    ir.setLinkage(fd, .private)
    ir.setLinkage(fD, .private)
    emitDestructors(layout, destroyer: fd, deallocating: fD)
    let vtable = layout.vtable.map(vtableFunction)
    defineMetadata(layout, vtable: vtable, destroy: fD)
  }

  /// The function a vtable entry points to: a generic class's method is its
  /// specialization for the class type that has it (`Base<Int>`'s in an `IntBox`).
  private func vtableFunction(_ entry: VTableEntry) -> IRValue {
    let f = entry.implementation
    let arguments = entry.owner.genericArguments
    if !arguments.isEmpty { return ir.constPointerCast(specializedFunction(f, arguments).0) }
    if let c = f as? ConstructorDecl { return ir.constPointerCast(function(.allocatingInit(c))) }
    return ir.constPointerCast(function(.body(f)))
  }

  /// The `fd` of class type `layout` lays out: a generic class's specialization's (its
  /// metadata, which defines it, then made).
  func destroyer(of layout: ClassLayout) -> IRValue {
    guard !layout.decl.genericParameters.isEmpty else { return function(.destroyer(layout.decl)) }
    _ = classMetadata(of: layout)
    return ir.declareFunction("$s" + layout.mangledName + "fd", ir.function([ir.ptr], ir.void))
  }

  /// `{ superclass, name, destroy, instance size, vtable }`: the class's metadata global.
  private func defineMetadata(_ layout: ClassLayout, vtable: [IRValue], destroy: IRValue) {
    let value = ir.constStruct([
      layout.superLayout.map { classMetadata(of: $0) } ?? ir.null(),
      cString(runtimeTypeName(layout.type, qualified: true)),
      ir.constPointerCast(destroy),
      ir.int(ir.size(of: layout.instanceType)),
      ir.constArray(ir.ptr, vtable),
    ])
    ir.defineGlobal("$s" + layout.mangledName + "N", initializer: value, constant: true)
  }

  /// `fd`: the `deinit` body, then the superclass's `fd`, then this class's stored
  /// properties released in declaration order. `fD`: the metadata's destroy entry.
  private func emitDestructors(_ layout: ClassLayout, destroyer fd: IRValue, deallocating fD: IRValue) {
    let c = layout.decl
    if fd.isDeclaration {
      let igf = IRGenFunction(igm: self, fn: fd)
      let object = fd.param(0)
      if let d = c.members.first(where: { $0 is DestructorDecl }) as? DestructorDecl, let body = d.body {
        if let selfDecl = d.selfDecl {
          igf.locals[ObjectIdentifier(selfDecl)] = .value(object, layout.type)
          igf.currentSelf = .value(object, layout.type)
        }
        let epilogue = igf.newBlock("deinit.epilogue")
        igf.returnTarget = epilogue
        igf.emitBrace(body)
        igf.fallThrough(to: epilogue)
      }
      if let sup = layout.superLayout {
        igf.b.call(destroyer(of: sup), [object])
      }
      let own = storedProperties(of: c)
      for (v, t) in zip(own, layout.fieldTypes.suffix(own.count)) {
        guard !isTrivial(t), let idx = layout.fieldIndex(of: v) else { continue }
        let addr = igf.b.fieldAddress(layout.instanceType, object, idx)
        if v.referenceOwnership != .strong {
          igf.emitReferenceStorageDestroy(at: addr, v.referenceOwnership)
          continue
        }
        igf.emitRelease(igf.b.load(irType(t), addr), t)
      }
      igf.b.retVoid()
    }
    if fD.isDeclaration {
      let igf = IRGenFunction(igm: self, fn: fD)
      igf.b.call(fd, [fD.param(0)])
      igf.b.retVoid()
    }
  }
}
