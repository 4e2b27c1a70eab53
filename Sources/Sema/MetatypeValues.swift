import AST
import Basic

/// `Point.self`, `Int.self`, `[Int].self`, `T.self`: a type's metatype value (swiftc's
/// `dot_self_expr`), a `TypeExpr` marked `isDotSelf`. Its type is `.metatype(Point)`,
/// written `Point.Type`. IRGen makes a class's the class's metadata, any other type's a
/// value without content (everything about it is known statically). A protocol's
/// (`P.self`, Swift's `P.Protocol`) and `Any.self` (`Any.Protocol`) are metadata naming them, as an
/// `Any.Type`'s are (AnyMetatypes.swift): their type is `.metatype(.existential(P))`
/// (`.metatype(.any)`), which miniswiftc does not tell from `any P.Type` (`type(of: p)`),
/// since neither can be written; what either can do (print, be an `Any.Type`) holds
/// for both. `AnyObject.self` and a composition's are not supported yet.
extension TypeChecker {
  /// `base.self` where `base` has type `.metatype(instance)`.
  func checkDotSelf(_ base: Expr, instance: SwiftType, _ d: UnresolvedDotExpr) -> Expr {
    // `t.self` of a metatype value: the value itself.
    guard let te = base as? TypeExpr else { return base }
    if te.isDotSelf { return te }
    switch instance {
    case .existential(let p) where !p.composition.isEmpty:
      notSupported("'\(te.typeRepr?.spelling ?? instance.description).self' of a protocol composition", at: d.nameLoc)
      d.type = .error
      return d
    case .anyObject:
      var written = te.typeRepr?.spelling ?? instance.description
      if written.hasPrefix("any ") { written.removeFirst(4) }
      notSupported("'\(written).self'", at: d.nameLoc)
      d.type = .error
      return d
    default:
      let r = TypeExpr(instanceType: te.instanceType, typeRepr: te.typeRepr, range: d.range)
      r.dotSelfTypeRange = te.range
      return r
    }
  }

  /// Whether `e` is a type written as a value without `.self` (`let a = Point`).
  func isBareType(_ e: Expr) -> Bool {
    guard let te = e.withoutParens as? TypeExpr else { return false }
    return !te.isDotSelf
  }
}

extension TypeChecker {
  /// `[String: Int]` or `(Int, String)` written before `.self`: the dictionary or tuple
  /// type, not a literal.
  func dictionaryOrTupleTypeNamed(_ e: Expr) -> SwiftType? {
    if let t = e as? TupleExpr, t.elements.count > 1 {
      let types = t.elements.compactMap(typeNamed)
      guard types.count == t.elements.count else { return nil }
      return .tuple(types, labels: t.labels)
    }
    guard let d = e as? DictionaryExpr, d.pairs.count == 1, let k = typeNamed(d.pairs[0].key),
      let v = typeNamed(d.pairs[0].value)
    else { return nil }
    return .dictionary(k, v)
  }
}

extension TypeChecker {
  /// `T` written before `.self` in a generic body: the generic parameter as a type.
  func genericParameterNamed(_ e: Expr) -> TypeExpr? {
    guard let r = e as? UnresolvedDeclRefExpr, r.genericArgs.isEmpty, lookupGenericParameter(r.name) != nil,
      case .notFound = lookupUnqualified(r.name, at: r.loc)
    else { return nil }
    let repr = IdentTypeRepr(name: r.name, genericArgs: [], range: r.range)
    return TypeExpr(instanceType: resolveType(repr), typeRepr: repr, range: r.range)
  }

  /// `Point.Type`, `T.Type`, `Any.Type`: the metatype type, for a type whose metatype
  /// values are supported (not a protocol's existential metatype). An `Any.Type` holds
  /// any type's metatype value (AnyMetatypes.swift).
  func metatypeType(of t: SwiftType) -> SwiftType? {
    switch t {
    case .existential, .anyObject, .error: return nil
    default: return .metatype(t)
    }
  }
}

extension TypeChecker {
  /// `type(of: a) == Point.self`, `t != Int.self`: whether two metatype values are the
  /// same type (Swift's `==(Any.Type?, Any.Type?)`). IRGen compares a class's metadata
  /// by address (the `===` builtin) and decides any other pair statically.
  func checkMetatypeComparison(_ b: BinaryExpr, name: String, lhs: Operand, rhs: Operand) -> Expr? {
    if lhs.literal == nil, rhs.literal == nil, case .metatype = lhs.type, case .metatype = rhs.type,
      let dynamic = [lhs.type, rhs.type].first(where: {
        switch $0 {
        case .metatype(.existential), .metatype(.any): true
        default: false
        }
      })
    {
      // (A struct's metatype value has no content to compare the box's metadata with.)
      notSupported(dynamic == .metatype(.any) ? "comparing values of type 'Any.Type'"
                     : "comparing a protocol value's dynamic type", at: b.op.loc)
      b.lhs = lhs.expr
      b.rhs = rhs.expr
      b.type = .error
      return b
    }
    guard lhs.literal == nil, rhs.literal == nil, case .metatype(let l) = lhs.type, case .metatype(let r) = rhs.type,
      metatypeType(of: l) != nil, metatypeType(of: r) != nil
    else { return nil }
    b.lhs = finish(lhs, as: lhs.type, reason: .argument)
    b.rhs = finish(rhs, as: rhs.type, reason: .argument)
    return makeOptionalOperator(b, name: name, builtin: name == "==" ? .objectIdentical : .objectNotIdentical,
                                operands: (lhs.type, rhs.type), result: .bool)
  }
}

extension TypeChecker {
  /// `t.member` or `t.init(...)` where `t` is a metatype value (not a type written as
  /// such): a static member is the type's own (the value has no say). A class's
  /// metatype value may be a subclass's: its `class func`s, the getters of its
  /// `class var`s and its `required` initializers are dispatched through the metadata
  /// (RequiredInitializerCalls.swift); its settable class properties, generic class
  /// methods and a generic class's initializers would be too, and are not supported yet
  /// (reported here, true).
  func refuseDynamicMetatypeMember(base: Expr, instance: SwiftType, name: String, at loc: SourceLoc) -> Bool {
    guard !(base is TypeExpr) else { return false }
    switch instance {
    case .genericParameter, .dependentMember:
      // (Its members are the protocols' requirements: witnesses, as `T.make()` would.)
      notSupported("a member of a generic parameter called through its metatype value", at: loc)
      return true
    case .existential:
      // `type(of: shape).make()`: a requirement of the type inside, from its witness table.
      notSupported("a member of a protocol value's dynamic type", at: loc)
      return true
    case .any:
      notSupported("a member of an 'Any.Type' value", at: loc)
      return true
    default:
      break
    }
    guard instance.isClassReference else { return false }
    if name == "init", !isDynamicallyConstructible(instance) {
      notSupported("an initializer called through a generic class's metatype value", at: loc)
      return true
    }
    // (A `class func` is called from the vtable of the metadata: GenMetatype.swift.)
    let dynamic = lookupMembers(name, in: instance).contains { d in
      (d as? FuncDecl)?.modifiers.isClass == true && !(d as! FuncDecl).genericParameters.isEmpty
        || (d as? VarDecl).map { $0.modifiers.isClass && $0.setter != nil } == true
    }
    if dynamic { notSupported("a settable class property or generic class method used through a metatype value", at: loc) }
    return dynamic
  }

  /// `t.init(...)` where `t` is a variable holding a struct's or an enum's metatype: the
  /// type's initializer, as if written `Point(...)`; nil for any other base.
  func staticTypeExpr(forMetatypeValue base: Expr, _ instance: SwiftType) -> TypeExpr? {
    guard !(base is TypeExpr), !instance.isClassReference, base.withoutParens is DeclRefExpr else { return nil }
    return TypeExpr(instanceType: instance, typeRepr: nil, range: base.range)
  }
}

/// `self` in a static or class method is the metatype the method was called on, which
/// miniswiftc does not pass: it is the type the method is declared in. That is the
/// metatype of a struct, an enum or a final class; a non-final class's may be a
/// subclass's, so there `self` as a value and its `class` members (which a subclass may
/// override) are not supported yet.
extension TypeChecker {
  /// `self` in a static context as the type it stands for (`print(self)`, `self.count`),
  /// or nil, reported, where that may not be the metatype it is at run time.
  func staticSelf(_ ref: DeclRefExpr, memberName: String?, at loc: SourceLoc) -> Expr? {
    guard case .metatype(let instance)? = ref.type else { return ref }
    let c = instance.nominalDecl as? ClassDecl
    if let c, !c.modifiers.isFinal {
      if let memberName {
        if refuseClassMember(memberName, of: instance, at: loc) { return nil }
      } else {
        notSupported("'self' as a value in a static method of a non-final class", at: loc)
        return nil
      }
    }
    let te = TypeExpr(instanceType: instance, typeRepr: nil, range: ref.range)
    te.isImplicit = memberName != nil
    if memberName == nil { te.dotSelfTypeRange = ref.range }
    return te
  }

  /// A `class func` or `class var` named `name` of a non-final class, used on `self` in
  /// a static context: reported, true.
  func refuseClassMember(_ name: String, of instance: SwiftType, at loc: SourceLoc) -> Bool {
    guard let c = instance.nominalDecl as? ClassDecl, !c.modifiers.isFinal else { return false }
    let overridable = lookupMembers(name, in: instance).contains { d in
      switch d {
      case let f as FuncDecl: f.modifiers.isClass && !f.modifiers.isFinal
      case let v as VarDecl: v.modifiers.isClass && !v.modifiers.isFinal
      default: false
      }
    }
    if overridable { notSupported("a class member used on 'self' in a static method", at: loc) }
    return overridable
  }
}
