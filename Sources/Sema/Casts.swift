import AST
import Basic

/// `x is T`, `x as? T`, `x as! T` and `x as T`.
///
/// `as` converts as a typed binding would (`1 as Double`, an upcast). The checked casts
/// are decided at run time from the value's metadata (IRGen's GenCast.swift), for the
/// pairs `isSupportedCheckedCast` accepts: a class instance or an `AnyObject` to a class
/// (up or down the hierarchy, a generic class's specialization too: `a as? Pet<Int>`), a
/// protocol value to a concrete type (a specialization too: `s as? FlippedShape<Triangle>`;
/// a built-in type: `p as? [Int]`), a generic parameter's value to a concrete type or to a
/// protocol (decided per specialization), an `Any` to any type but a protocol, and an
/// `Any` to a protocol of the program's or to the library's `CustomStringConvertible`
/// (the cast tries each non-generic conformer, see `castConformers`, then the built-in
/// types, generic types' specializations and generic classes' instances the program
/// makes, IRGen's GenProtocolCast.swift), not when a generic type conforms conditionally
/// or, in a module that imports another, at all. A class instance, an `AnyObject` or a
/// protocol value casts to such a protocol the same way. From an optional to a type
/// that is not one, every level of optional is unwrapped and the value cast
/// (`isSupportedCastExpr`); `is` and `as?` patterns look through one optional. `catch let
/// e as T` can reuse it for `any Error` to `T`.
extension TypeChecker {
  func checkCast(_ c: CastExpr) -> Expr {
    if let call = genericLiteralCoercion(c) { return call }
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
    if let outcome = staticCastOutcome(c, from: source, to: target) {
      c.staticOutcome = outcome
    } else if !isSupportedCastExpr(c, from: castOperand(checked, source, to: target).type, to: target) {
      if case .existential(let p) = target, let q = selfRequirementProtocol(p) {
        // (`a as? any Hashable`: an existential of such a protocol is not representable,
        // its table's witnesses would take values of the conforming type.)
        notSupported("a cast to '\(target)' ('\(q.name)' has 'Self' requirements)", at: c.keywordLoc)
      } else {
        notSupported("a cast from '\(source)' to '\(target)'", at: c.keywordLoc)
      }
      c.type = .error
      return c
    }
    if c.staticOutcome == nil, case .existential(let p) = target { pendingProtocolCasts.append((p, c.keywordLoc)) }
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

  /// Can `c` (`is`, `as?`, `as!`) cast a `source` to a `target`? From an optional to a
  /// type that is not one (`o as? Int`, `s as? P` with `s: S?`, `t as! Int` with `t:
  /// T?`), Swift unwraps every level of optional, `nil` being no `target` (`as!` traps
  /// on it as `!` does), and casts the value (IRGen's GenOptionalCast.swift); when the
  /// value converts to `target` without a check, swiftc warns, and so does this.
  private func isSupportedCastExpr(_ c: CastExpr, from source: SwiftType, to target: SwiftType) -> Bool {
    guard case .optional = source, !{ if case .optional = target { true } else { false } }(),
      conversionScore(from: source, to: target) == nil
    else {
      return isSupportedCheckedCast(from: source, to: target, allowOptional: false) || isSupportedArrayCast(from: source, to: target)
    }
    var value = source
    var levels = 0
    while case .optional(let w) = value {
      value = w
      levels += 1
    }
    let converts = conversionScore(from: value, to: target) != nil
    guard converts && isSupportedConversion(of: value, to: target)
      || isSupportedCheckedCast(from: value, to: target, allowOptional: false) || isSupportedArrayCast(from: value, to: target)
    else { return false }
    if converts { warnCastOnlyUnwraps(c, source: source, value: value, target: target, levels: levels) }
    return true
  }

  /// A cast from an array or a dictionary to one of other element types (`things as?
  /// [String]` with `things: [Any]`, `info as? [String: Int]` with `info: [String:
  /// Any]`): element by element, when each element's cast is supported (IRGen's
  /// GenCollectionCast.swift), not when the elements convert (`[Sub]` as `[Base]`,
  /// which swiftc warns always succeeds).
  private func isSupportedArrayCast(from source: SwiftType, to target: SwiftType) -> Bool {
    guard source != target, conversionScore(from: source, to: target) == nil else { return false }
    func elementCasts(_ e: SwiftType, _ t: SwiftType) -> Bool {
      if e == t { return isConcrete(t) }
      guard conversionScore(from: e, to: t) == nil, isConcrete(t) || { if case .existential = t { true } else { false } }()
      else { return false }
      return isSupportedCheckedCast(from: e, to: t, allowOptional: false) || isSupportedArrayCast(from: e, to: t)
    }
    switch (source, target) {
    case (.array(let e), .array(let t)): return elementCasts(e, t)
    case (.dictionary(let k, let v), .dictionary(let k2, let v2)): return elementCasts(k, k2) && elementCasts(v, v2)
    default: return false
    }
  }

  /// Does IRGen convert a cast's unwrapped `value` to `target` without a check: the
  /// same type, or boxed as a protocol it conforms to (a class instance is checked as
  /// any other)?
  private func isSupportedConversion(of value: SwiftType, to target: SwiftType) -> Bool {
    guard isConcrete(value), !value.isClassReference else { return false }
    if value == target { return true }
    guard case .existential(let p) = target else { return false }
    return p.composition.isEmpty && !p.hasSelfRequirements && associatedTypes(of: p).isEmpty
  }

  /// swiftc's warnings on a cast from an optional whose value converts to `target`: a
  /// forced cast is a `!`, a conditional one and `is` from one level of optional a
  /// comparison with `nil`.
  private func warnCastOnlyUnwraps(_ c: CastExpr, source: SwiftType, value: SwiftType, target: SwiftType, levels: Int) {
    let source = castSourceName(c, source)
    let message: String
    switch c.kind {
    case .forced: message = SemaDiagnostics.forcedCastOnlyUnwraps(source, target, levels: levels)
    case .conditional where levels == 1:
      message = value == target
        ? SemaDiagnostics.conditionalCastDoesNothing(source, target) : SemaDiagnostics.conditionalCastIsConversion(source, target)
    case .isSubtype where levels == 1: message = SemaDiagnostics.optionalIsCheckIsNilCheck(source, target)
    case .conditional, .isSubtype, .coerce: return
    }
    report(Diagnostic(.warning, message, at: c.keywordLoc))
  }

  /// Can a value of `source` be checked at run time for being a `target`?
  func isSupportedCheckedCast(from source: SwiftType, to target: SwiftType, allowOptional: Bool) -> Bool {
    if allowOptional, case .optional(let w) = source {
      // (A generic parameter's optional to a protocol: Swift looks through it, which a
      // specialization's static answer does not do.)
      if case .existential = target {
        switch w {
        case .genericParameter, .opaque: return false
        default: break
        }
      }
      return isSupportedCheckedCast(from: w, to: target, allowOptional: false)
    }
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
    case (.existential, _) where target.nominalDecl == nil && isConcrete(target):
      // A built-in type's value, boxed as an `Any` boxes it (`p as? Int`, `p as? [Int]`).
      return true
    case (.genericParameter, .existential(let p)), (.opaque, .existential(let p)):
      // `t as? P` in a generic body: a specialization's type conforms or not (decided
      // there); a class instance's, an `Any`'s or a protocol value's is decided at run
      // time, as from an `Any`.
      return recordCastConformers(p)
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

  /// The protocol among `p`'s parts and the protocols they refine that has a
  /// requirement mentioning `Self` (`Equatable`'s `==`, for `any Hashable`).
  private func selfRequirementProtocol(_ p: ProtocolDecl) -> ProtocolDecl? {
    for part in p.existentialParts {
      if let q = ([part] + inheritedProtocols(of: part)).first(where: \.hasSelfRequirements) { return q }
    }
    return nil
  }

  /// `x as? P` from an `Any`: which types the cast tries (`P.castConformers`), true;
  /// false when miniswiftc cannot find every value that is a `P` (a protocol of module
  /// Swift, or with associated types, a composition, a conformance of a built-in or a
  /// generic type).
  ///
  /// The built-in types and the specializations of generic structs and enums that
  /// conform are found by IRGen among the types it boxes (GenProtocolCast.swift); a
  /// generic class's instance has class metadata, which that does not cover.
  private func recordCastConformers(_ p: ProtocolDecl) -> Bool {
    guard p.composition.isEmpty, !p.isInStandardLibrary || isCastableLibraryProtocol(p), !p.isMarker,
          associatedTypes(of: p).isEmpty, !p.hasSelfRequirements else { return false }
    // (Arrays, dictionaries and sets are CustomStringConvertible whatever their elements:
    // IRGen finds those this module boxes, not another module's `[String]`.)
    if p.isInStandardLibrary && importsOtherModules { return false }
    // (A library's public protocol: a client's types conform where the library's cast
    // does not see them.)
    if module.isLibrary && p.access >= .public { return false }
    var conformers: [NominalTypeDecl] = []
    var nonConformers: [NominalTypeDecl] = []
    var seen: Set<ObjectIdentifier> = []
    for n in nominals where !(n is ProtocolDecl) && seen.insert(ObjectIdentifier(n)).inserted && declaresConformance(n, to: p) {
      if isDeclaredInStandardLibrary(n) && (!n.genericParameters.isEmpty || n.builtinType != nil || n is ClassDecl) {
        // (A library type's value: a specialization's is found by IRGen among the types
        // the module boxes, but not one Swift's library does not make conform. A
        // non-generic struct's or enum's, `Unicode.Scalar`'s, is a conformer as a
        // program's: its box metadata is emitted where it is boxed.)
        if !n.genericParameters.isEmpty && Self.printOnlyLibraryConformances.contains(n.name) { nonConformers.append(n) }
        continue
      }
      // (A conditional conformance, `extension Array: P where Element: P`: whether a
      // specialization conforms is Sema's to say, which the cast does not ask.)
      if isConditional(n, p) { return false }
      if n.builtinType != nil && n.genericParameters.isEmpty { continue }
      if !n.genericParameters.isEmpty {
        // (IRGen finds the specializations this module boxes: another module's `[Int]`
        // in an `Any` would not be found.)
        if importsOtherModules { return false }
        continue
      }
      // (A class conforming through a generic superclass, `class IntBox: Box<Int>`: its
      // instances are found as the superclass specialization's, by IRGen.)
      if let c = n as? ClassDecl, conformingClass(c, p)?.genericParameters.isEmpty == false { continue }
      // (A library type's witnesses are called by the cast's table: checked as for a use.)
      if isDeclaredInStandardLibrary(n) { noteLibraryTypeUse(.nominal(n)) }
      conformers.append(n)
    }
    p.castConformers = conformers
    p.castNonConformers = nonConformers
    return true
  }

  /// The class of `c`'s chain (itself first) that declares its conformance to `p`.
  private func conformingClass(_ c: ClassDecl, _ p: ProtocolDecl) -> ClassDecl? {
    var current: ClassDecl? = c
    while let k = current {
      if declaredProtocols(of: k).contains(where: { satisfies($0.proto, p) }) { return k }
      current = k.superclass
    }
    return nil
  }

  /// Is `d` declared in module Swift's source, at file level or nested (`String.UTF8View`)?
  private func isDeclaredInStandardLibrary(_ d: Decl) -> Bool {
    var current: Decl? = d
    while let c = current {
      if c.isInStandardLibrary { return true }
      current = c.parent
    }
    return false
  }

  /// The library's types that declare `CustomStringConvertible` only for `print` to
  /// show them as Swift does (`Swift.StrideTo<Swift.Int>`); Swift's are not.
  private static let printOnlyLibraryConformances: Set<String> = ["StrideTo", "StrideThrough"]

  /// Is `p` a protocol of module Swift that a cast finds every conformer of:
  /// `CustomStringConvertible` or `CustomDebugStringConvertible`, which the built-in
  /// types Swift makes conform have a table of (Sema's `isBuiltinDescribable`, IRGen's
  /// GenBuiltinDescription.swift), the library's types and the program's a conformance?
  private func isCastableLibraryProtocol(_ p: ProtocolDecl) -> Bool {
    p.isInStandardLibrary && (p.name == "CustomStringConvertible" || p.name == "CustomDebugStringConvertible")
  }

  /// Is this module a library, or does it import one (other than module Swift), whose
  /// values may be boxed where this module's code does not see them?
  private var importsOtherModules: Bool {
    module.isLibrary || importedModules.contains { $0.name != "Swift" }
  }

  /// Does generic type `n` conform to `p` in an extension with requirements (`where
  /// Element: P`, `where Element == Int`)?
  private func isConditional(_ n: NominalTypeDecl, _ p: ProtocolDecl) -> Bool {
    guard !n.genericParameters.isEmpty, let ext = declaredProtocols(of: n).first(where: { satisfies($0.proto, p) })?.ext
    else { return false }
    return !(contextRequirements[ObjectIdentifier(ext)] ?? []).isEmpty || !ext.whereClause.isEmpty
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
