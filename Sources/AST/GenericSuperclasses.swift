/// A class type seen as its superclass, with the generic arguments its declaration binds
/// (`class IntBox: Base<Int>`, `class Sub<T>: Base<T>`): the one query for the
/// superclass's members' types on a subclass (Sema), and for its layout, vtable and
/// specializations (IRGen).
extension SwiftType {
  /// The superclass of this class type, its generic arguments bound (`Base<Int>` for an
  /// `IntBox`, `Base<String>` for a `Sub<String>`); nil for a root class or another type.
  public var superclassType: SwiftType? {
    guard let c = nominalDecl as? ClassDecl, let sup = c.superclass else { return nil }
    guard let bound = c.boundSuperclass else { return .nominal(sup) }
    return bound.substituting(c.substitutions(in: self))
  }

  /// This class type as its superclass `owner` (itself when it is of `owner`): `Base<Int>`
  /// for an `IntBox`; nil when it is not a subclass of `owner`.
  public func asSuperclass(_ owner: ClassDecl) -> SwiftType? {
    if let c = nominalDecl as? ClassDecl, !c.inheritsFromGenericClass, owner.genericParameters.isEmpty {
      return c.isSubclass(of: owner) ? .nominal(owner) : nil
    }
    var t: SwiftType? = self
    var depth = 0
    while let current = t, depth < 1000 {
      if current.nominalDecl === owner { return current }
      t = current.superclassType
      depth += 1
    }
    return nil
  }

  /// The generic parameters of this class type's superclasses bound to their arguments
  /// (`T` of `Base<T>` -> `Int` for an `IntBox`); empty when none is generic.
  public var inheritedSubstitutions: [ObjectIdentifier: SwiftType] {
    guard (nominalDecl as? ClassDecl)?.inheritsFromGenericClass == true else { return [:] }
    var subs: [ObjectIdentifier: SwiftType] = [:]
    var t = superclassType
    var depth = 0
    while let sup = t, depth < 1000 {
      if let d = sup.nominalDecl { subs.merge(d.substitutions(in: sup)) { a, _ in a } }
      t = sup.superclassType
      depth += 1
    }
    return subs
  }
}
