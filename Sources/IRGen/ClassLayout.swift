import AST

/// One entry of a class's vtable: the member that introduced the slot and the
/// implementation this class uses for it (its own override or an inherited one).
struct VTableEntry {
  /// The root declaration (a method, or a computed property's accessor).
  let slotDecl: AbstractFunctionDecl
  /// The implementation this class dispatches to.
  var implementation: AbstractFunctionDecl
  /// The class type whose member `implementation` is, with its generic arguments (a
  /// generic superclass's method is its specialization: `Base<Int>`'s in an `IntBox`).
  var owner: SwiftType
}

/// The layout of a class: its instance (`%T4main5ShapeC = { %swift.refcounted,
/// superclass fields..., own fields... }`) and its metadata, an `MSMetadata` header
/// followed by the vtable:
///
///     { i8* superclass metadata, i8* name, i8* destroy (fD), i64 instance size,
///       [N x i8*] vtable }
///
/// Vtable slots are assigned root class first, in declaration order: each non-final
/// method, computed-property accessor and `required` designated initializer (its
/// allocating entry point, for `t.init()` on a metatype value) that does not override
/// gets a new slot; an
/// `override` reuses the slot of the member it overrides. Stored properties are accessed
/// directly (their offsets are fixed), never through the vtable; `final` members, members
/// of `final` classes that override nothing, static members and extension members are
/// called directly.
final class ClassLayout {
  let decl: ClassDecl
  /// The class type laid out: `.nominal(decl)`, or a generic class with its arguments
  /// (`Node<Int>`: each list of arguments has a layout and metadata of its own).
  let type: SwiftType
  /// The mangled name of `type` without `$s` (`4main4NodeCySiG`).
  let mangledName: String
  let superLayout: ClassLayout?
  /// Every stored property of the instance, superclass ones first: field i + 1 of the
  /// instance struct (field 0 is the header).
  let fields: [VarDecl]
  /// The type of each field, the class's generic arguments substituted.
  let fieldTypes: [SwiftType]
  let vtable: [VTableEntry]
  let instanceType: IRType

  init(_ decl: ClassDecl, type: SwiftType, mangledName: String, superLayout: ClassLayout?, igm: IRGenModule) {
    self.decl = decl
    self.type = type
    self.mangledName = mangledName
    self.superLayout = superLayout
    fields = (superLayout?.fields ?? []) + igm.storedProperties(of: decl)
    fieldTypes = (superLayout?.fieldTypes ?? []) + igm.storedPropertyTypes(of: decl, type)

    var table = superLayout?.vtable ?? []
    let classIsFinal = decl.modifiers.isFinal
    var hidden: [AbstractFunctionDecl] = []
    for f in ClassLayout.dispatchableMembers(of: decl) {
      if let overridden = ClassLayout.overriddenFunction(f),
        let slot = table.firstIndex(where: { $0.slotDecl === ClassLayout.root(overridden) || $0.implementation === overridden })
      {
        table[slot].implementation = f
        table[slot].owner = type
      } else if !classIsFinal && !ClassLayout.isFinal(f) {
        if decl.access >= .public && f.access < .public && ClassLayout.storageAccess(f) < .public {
          // A member importers cannot see: after the visible ones (so that a subclass in
          // another module, which sees only those, agrees on their slots), and only
          // when something in this module overrides it.
          if igm.isOverriddenInModule(f) { hidden.append(f) }
        } else {
          table.append(VTableEntry(slotDecl: f, implementation: f, owner: type))
        }
      }
    }
    table += hidden.map { VTableEntry(slotDecl: $0, implementation: $0, owner: type) }
    vtable = table

    instanceType = igm.ir.namedStruct("T" + mangledName)
    igm.ir.setBody(instanceType, [igm.refCountedType] + fieldTypes.map(igm.irType))
  }

  /// The field index of a stored property in the instance struct.
  func fieldIndex(of v: VarDecl) -> Int? {
    fields.firstIndex { $0 === v }.map { $0 + 1 }
  }

  /// The vtable slot through which `f` is dispatched, if it is dispatched dynamically.
  func vtableSlot(of f: AbstractFunctionDecl) -> Int? {
    let r = ClassLayout.root(f)
    return vtable.firstIndex { $0.slotDecl === r }
  }

  /// Methods and computed-property accessors declared in the class body, in order (a
  /// generic method is called in its specializations, directly).
  static func dispatchableMembers(of c: ClassDecl) -> [AbstractFunctionDecl] {
    var out: [AbstractFunctionDecl] = []
    for m in c.members {
      if let f = m as? FuncDecl, !f.modifiers.isStatic, f.builtin == nil, f.genericParameters.isEmpty {
        // (A `class func` too: called through a metatype value, GenMetatype.swift.)
        out.append(f)
      } else if let v = m as? VarDecl, !(v is ParamDecl), v.kind == .computed, !v.modifiers.isStatic {
        // (A generic subscript's getter is called in its specializations, directly; a
        // `class var`'s getter through a metatype value, GenMetatype.swift.)
        if let g = v.getter, g.genericParameters.isEmpty { out.append(g) }
        if let s = v.setter { out.append(s) }
      } else if let c = m as? ConstructorDecl, c.modifiers.isRequired, !c.modifiers.isConvenience, c.builtin == nil,
        c.genericParameters.isEmpty
      {
        // (Its allocating entry point: called through a metatype value, `t.init()`,
        // GenMetatype.swift; a subclass's own or inherited one overrides it. A generic
        // one is called in its specializations, directly.)
        out.append(c)
      }
    }
    return out
  }

  /// The access of the declaration an importer sees: a property's for its accessors.
  static func storageAccess(_ f: AbstractFunctionDecl) -> AccessLevel {
    if let a = f as? AccessorDecl, let s = a.storage { return s.access }
    return f.access
  }

  static func isFinal(_ f: AbstractFunctionDecl) -> Bool {
    if f.modifiers.isFinal { return true }
    if let a = f as? AccessorDecl, let s = a.storage, s.modifiers.isFinal { return true }
    return false
  }

  /// The superclass member `f` overrides: for an accessor, the same accessor of the
  /// overridden property.
  static func overriddenFunction(_ f: AbstractFunctionDecl) -> AbstractFunctionDecl? {
    if let a = f as? AccessorDecl {
      guard let storage = a.storage, let base = storage.overriddenDecl as? VarDecl else { return nil }
      return base.accessors.first { $0.accessorKind == a.accessorKind }
    }
    return f.overriddenDecl as? AbstractFunctionDecl
  }

  /// The declaration that introduced `f`'s vtable slot.
  static func root(_ f: AbstractFunctionDecl) -> AbstractFunctionDecl {
    var cur = f
    var depth = 0
    while let o = overriddenFunction(cur), depth < 1000 {
      cur = o
      depth += 1
    }
    return cur
  }
}

extension IRGenModule {
  /// The layout of class `c`, computed once.
  /// (A generic class's, for the generic arguments of the specialization being emitted.)
  func classLayout(_ c: ClassDecl) -> ClassLayout {
    classLayout(of: c.genericParameters.isEmpty ? .nominal(c) : lowered(c.declaredInterfaceType))
  }

  /// The layout of class type `t` (`Shape`, `Node<Int>`), computed once.
  func classLayout(of t: SwiftType) -> ClassLayout {
    let c = t.nominalDecl as! ClassDecl
    let name = c.genericParameters.isEmpty ? mangledTypeName(c) : mangler.typeName(t)
    if let l = classLayouts[name] { return l }
    // (A generic superclass with the arguments this class binds: `Base<Int>`.)
    let superLayout = t.superclassType.map { classLayout(of: $0) }
    let l = ClassLayout(c, type: t, mangledName: name, superLayout: superLayout, igm: self)
    classLayouts[name] = l
    return l
  }

  /// True when some class of this module overrides `f` (directly or not).
  func isOverriddenInModule(_ f: AbstractFunctionDecl) -> Bool {
    if overriddenInModule == nil {
      var set = Set<ObjectIdentifier>()
      func visit(_ d: Decl) {
        if let c = d as? ClassDecl {
          for m in ClassLayout.dispatchableMembers(of: c) {
            var cur = ClassLayout.overriddenFunction(m)
            var depth = 0
            while let o = cur, depth < 1000 {
              set.insert(ObjectIdentifier(o))
              cur = ClassLayout.overriddenFunction(o)
              depth += 1
            }
          }
        }
        if let n = d as? NominalTypeDecl { n.members.forEach(visit) }
        if let t = d as? TopLevelCodeDecl {
          for case .decl(let inner) in t.body.elements { visit(inner) }
        }
      }
      module.decls.forEach(visit)
      overriddenInModule = set
    }
    return overriddenInModule?.contains(ObjectIdentifier(f)) ?? false
  }

  /// The class that declares stored property `v` or any of its subclasses' layout can
  /// find it: the class whose layout to use when accessing `v` on an instance of `c`.
  func classDeclaring(_ v: VarDecl) -> ClassDecl? {
    var p: Decl? = v.parent
    while let q = p {
      if let c = q as? ClassDecl { return c }
      if let e = q as? ExtensionDecl { return e.extendedNominal as? ClassDecl }
      p = q.parent
    }
    return nil
  }
}
