import AST

/// Class metadata: the `MSMetadata` header, then the vtable.
enum ClassMetadata {
  /// Index (in pointer-sized words) of the first vtable entry.
  static let vtableOffset = 4
}

extension IRGenModule {
  /// The metadata global of a class (`$s4main5ShapeCN`), as `i8*`.
  func classMetadata(_ c: ClassDecl) -> IRValue {
    let layout = classLayout(c)
    let type = classMetadataType(layout)
    let g = ir.declareGlobal(mangler.typeMetadata(c), type)
    return ir.constPointerCast(g)
  }

  private func classMetadataType(_ layout: ClassLayout) -> IRType {
    ir.literalStruct([ir.ptr, ir.ptr, ir.ptr, ir.i64, ir.array(ir.ptr, count: layout.vtable.count)])
  }

  /// Allocates an uninitialized (zeroed) instance of `c`: refcount 1.
  func emitAllocation(of c: ClassDecl, in igf: IRGenFunction) -> IRValue {
    let size = ir.size(of: classLayout(c).instanceType)
    return igf.b.call(ir.runtime(.allocObject), [classMetadata(c), ir.int(size)])
  }

  /// Defines a class's metadata, its deinit functions and its initializers' entry points.
  func emitClass(_ c: ClassDecl) {
    let layout = classLayout(c)
    emitDestructors(c, layout)
    let vtable = layout.vtable.map { ir.constPointerCast(function(.body($0.implementation))) }
    let superMetadata = c.superclass.map { classMetadata($0) } ?? ir.null()
    let value = ir.constStruct([
      superMetadata,
      cString(qualifiedName(c)),
      ir.constPointerCast(function(.deallocatingDeinit(c))),
      ir.int(ir.size(of: layout.instanceType)),
      ir.constArray(ir.ptr, vtable),
    ])
    ir.defineGlobal(mangler.typeMetadata(c), initializer: value, constant: true)
    for k in c.inheritedConvenienceInitializers { emitConvenienceInit(k, for: c) }
  }

  /// `fd`: the `deinit` body, then the superclass's `fd`, then this class's stored
  /// properties released in declaration order. `fD`: the metadata's destroy entry.
  private func emitDestructors(_ c: ClassDecl, _ layout: ClassLayout) {
    let fd = function(.destroyer(c))
    if fd.isDeclaration {
      let igf = IRGenFunction(igm: self, fn: fd)
      let object = fd.param(0)
      if let d = c.members.first(where: { $0 is DestructorDecl }) as? DestructorDecl, let body = d.body {
        if let selfDecl = d.selfDecl {
          igf.locals[ObjectIdentifier(selfDecl)] = .value(object, .nominal(c))
          igf.currentSelf = .value(object, .nominal(c))
        }
        let epilogue = igf.newBlock("deinit.epilogue")
        igf.returnTarget = epilogue
        igf.emitBrace(body)
        igf.fallThrough(to: epilogue)
      }
      if let sup = c.superclass {
        igf.b.call(function(.destroyer(sup)), [object])
      }
      for v in storedProperties(of: c) {
        let t = v.interfaceType ?? .error
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
    let fD = function(.deallocatingDeinit(c))
    if fD.isDeclaration {
      let igf = IRGenFunction(igm: self, fn: fD)
      igf.b.call(fd, [fD.param(0)])
      igf.b.retVoid()
    }
  }
}
