import AST

/// `x is T`, `x as? T`, `x as! T` and `x as T`.
///
/// `as` converts as a typed binding would (`1 as Double`, an upcast). The checked casts
/// are decided at run time from the value's metadata (IRGen's GenCast.swift), for the
/// pairs `isSupportedCheckedCast` accepts: a class instance or an `AnyObject` to a class
/// (up or down the hierarchy, a generic class's specialization too: `a as? Pet<Int>`), a
/// protocol value to a concrete type (a specialization too: `s as? FlippedShape<Triangle>`),
/// a generic parameter's value to a concrete type (decided per specialization), an `Any` to any type
/// but a protocol, and an `Any` to a protocol of the program's whose conformers are all
/// structs, enums and classes that are not generic (the cast tries each, see
/// `castConformers`); `is` and `as?` also look through one optional (not for a cast to a
/// protocol). A class instance, an `AnyObject` or a protocol value casts to such a
/// protocol the same way. `catch let e as T` can reuse it for `any Error` to `T`.
extension TypeChecker {
  func checkCast(_ c: CastExpr) -> Expr {
    let target = resolveType(c.typeRepr)
    c.castType = target
    guard let sub = c.subExpr else {
      c.type = .error
      return c
    }
    if c.kind == .coerce {
      c.subExpr = checkExpr(sub, convertTo: target, reason: .specifiedType)
      noteExplicitCoercion(c.subExpr)
      c.type = target
      return c
    }
    let checked = finishWithDefault(prepare(sub))
    c.subExpr = checked
    guard let source = checked.type, !source.isError, !target.isError else {
      c.type = .error
      return c
    }
    guard isSupportedCheckedCast(from: source, to: target, allowOptional: c.kind != .forced) else {
      notSupported("a cast from '\(source)' to '\(target)'", at: c.keywordLoc)
      c.type = .error
      return c
    }
    switch c.kind {
    case .isSubtype: c.type = .bool
    case .conditional: c.type = .optional(target)
    case .forced, .coerce: c.type = target
    }
    return c
  }

  /// `case 0 as Int`: an expression pattern whose expression is a coercion is swiftc's
  /// `pattern_is` of the value cast to `Int`, then matched by the expression `0`.
  func castPattern(_ p: Pattern) -> Pattern {
    guard let ep = p as? ExprPattern else { return p }
    ep.expr = foldIfNeeded(ep.expr)
    guard let cast = ep.expr as? CastExpr, cast.kind == .coerce, let sub = cast.subExpr else { return p }
    return IsPattern(subPattern: ExprPattern(expr: sub), castTypeRepr: cast.typeRepr, range: ep.range)
  }

  /// Can a value of `source` be checked at run time for being a `target`?
  func isSupportedCheckedCast(from source: SwiftType, to target: SwiftType, allowOptional: Bool) -> Bool {
    if allowOptional, case .optional(let w) = source { return isSupportedCheckedCast(from: w, to: target, allowOptional: false) }
    switch (source, target) {
    case (.nominal(let s), .nominal(let t)) where s is ClassDecl && t is ClassDecl:
      return true
    case (.nominal(let s), .boundGeneric(let t, _)), (.boundGeneric(let s, _), .nominal(let t)),
         (.boundGeneric(let s, _), .boundGeneric(let t, _)):
      // A generic class's specializations have metadata of their own (`Pet<Int>`).
      return s is ClassDecl && t is ClassDecl && isConcrete(target) && isConcrete(source)
    case (.existential, .nominal(let t)):
      return t is ClassDecl || t is StructDecl || t is EnumDecl
    case (.existential, .boundGeneric(let t, _)):
      // A specialization boxed with its own metadata (`s as? FlippedShape<Triangle>`).
      return (t is ClassDecl || t is StructDecl || t is EnumDecl) && isConcrete(target)
    case (.anyObject, .nominal(let t)):
      return t is ClassDecl
    case (.anyObject, .boundGeneric(let t, _)):
      return t is ClassDecl && isConcrete(target)
    case (.genericParameter, _), (.opaque, _):
      // `shape is Square` in a generic body: each specialization knows its type, so
      // the answer is decided there (a class instance's or an `Any`'s at run time); an
      // opaque type's value likewise by its underlying type.
      return isConcrete(target)
    case (.any, .existential(let p)), (.anyObject, .existential(let p)), (.existential, .existential(let p)):
      // `object as? HasArea`, `shape as? Drawable`: the object's metadata is one of a
      // conformer's, as an `Any`'s is.
      return recordCastConformers(p)
    case (.nominal(let s), .existential(let p)) where s is ClassDecl:
      // `vehicle as? Electric`: a subclass's conformance is found at run time.
      return recordCastConformers(p)
    case (.any, _):
      return isConcrete(target)
    default:
      return false
    }
  }

  /// `x as? P` from an `Any`: which types the cast tries (`P.castConformers`), true;
  /// false when miniswiftc cannot find every value that is a `P` (a protocol of module
  /// Swift, or with associated types, a composition, a conformance of a built-in or a
  /// generic type).
  private func recordCastConformers(_ p: ProtocolDecl) -> Bool {
    guard p.composition.isEmpty, !p.isInStandardLibrary, !p.isMarker, associatedTypes(of: p).isEmpty,
          p.builtinConformances.isEmpty else { return false }
    var conformers: [NominalTypeDecl] = []
    var seen: Set<ObjectIdentifier> = []
    for n in nominals where !(n is ProtocolDecl) && seen.insert(ObjectIdentifier(n)).inserted && declaresConformance(n, to: p) {
      if n.builtinType != nil || !n.genericParameters.isEmpty { return false }
      conformers.append(n)
    }
    p.castConformers = conformers
    return true
  }

  /// A type a value's box metadata can name: no protocol, `Any` or generic parameter in
  /// it.
  private func isConcrete(_ t: SwiftType) -> Bool {
    switch t {
    case .int, .double, .bool, .string, .void, .character, .stringIndex, .substring, .sizedInteger, .range:
      return true
    case .nominal(let n): return !(n is ProtocolDecl)
    case .optional(let w), .array(let w), .set(let w): return isConcrete(w)
    case .dictionary(let k, let v): return isConcrete(k) && isConcrete(v)
    case .tuple(let ts, _), .boundGeneric(_, let ts): return ts.allSatisfy(isConcrete)
    case .function(let f): return isConcrete(f.result) && f.parameters.allSatisfy { isConcrete($0.type) }
    case .existential, .genericParameter, .dependentMember, .error, .any, .anyObject, .metatype, .opaque: return false
    }
  }
}
