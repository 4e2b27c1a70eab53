import AST
import Basic

/// Why a value must have a type: decides the wording of a mismatch.
enum ConversionReason {
  /// `let x: T = value`
  case specifiedType
  /// an argument of a call
  case argument
  /// `x = value`
  case assignment
  /// `return value`
  case returnValue
  /// `return value` in a closure (or its single expression)
  case closureResult
  /// `if value`, `while value`, `guard value`
  case condition
  /// an element of an array literal
  case arrayElement
  /// a key, a value of a dictionary literal
  case dictionaryKey, dictionaryValue
  /// `x[i] = value`: swiftc names the subscript
  case subscriptAssignment
  /// `d[k] = value` on a dictionary (`V?`): swiftc names the subscript by its value type
  case dictionaryEntryAssignment
}

/// Implicit conversions (existential erasure, class upcast, optional injection) and the
/// reports when none applies.
extension TypeChecker {
  /// How costly converting a value of type `from` to `to` is (0: same type), or nil if
  /// impossible. Used to rank overloads.
  func conversionScore(from: SwiftType, to: SwiftType) -> Int? {
    if from == to || from.containsError || to.containsError { return 0 }
    // In a protocol extension, `Self.Element` (an element of `self`) and `Element` (a
    // member's declared type, `first`) are one type spelled two ways.
    if case .genericParameter(let g) = to, protocolSelfMember(from) === g { return 0 }
    if case .genericParameter(let g) = from, protocolSelfMember(to) === g { return 0 }
    if let converts = convertsToAny(from: from, to: to) { return converts ? 1 : nil }
    if let elements = collectionUpcastScore(from: from, to: to) { return elements }
    switch (from, to) {
    case (.nominal(let n), .existential(let p)), (.boundGeneric(let n, _), .existential(let p)):
      return declaresConformance(n, to: p) ? 1 : nil
    case (_, .existential(let p)) where builtinDeclaresConformance(from, to: p) || isBuiltinDescribable(from, as: p):
      return 1
    case (.nominal(let sub as ClassDecl), .nominal(let sup as ClassDecl)),
         (.boundGeneric(let sub as ClassDecl, _), .nominal(let sup as ClassDecl)):
      return sub.isSubclass(of: sup) ? 1 : nil
    case (.nominal(is ClassDecl), .boundGeneric(let sup as ClassDecl, _)),
         (.boundGeneric(is ClassDecl, _), .boundGeneric(let sup as ClassDecl, _)):
      // `IntBox` as its generic superclass `Base<Int>`.
      return from.asSuperclass(sup) == to ? 1 : nil
    case (.genericParameter(let g), .nominal(let sup as ClassDecl)):
      return g.superclass.map { $0.isSubclass(of: sup) } == true ? 1 : nil
    case (.genericParameter, .existential(let p)), (.opaque, .existential(let p)):
      // `T: Named & Aged` as an `any Named & Aged`.
      return p.existentialParts.allSatisfy({ conforms(from, to: $0) }) ? 1 : nil
    case (.optional(let a), .optional(let b)):
      return conversionScore(from: a, to: b)
    case (.metatype(let a), .metatype(let b)) where a.isClassReference && b.isClassReference:
      // `Dog.Type` as `Animal.Type`: the subclass's metadata (MetatypeValues.swift).
      return conversionScore(from: a, to: b)
    case (.metatype, .metatype(.any)):
      // `Int.self` as an `Any.Type` (AnyMetatypes.swift).
      return 1
    case (.tuple(let a, _), .tuple(let b, _)):
      return tupleConversionScore(from: a, from, to: b, to)
    case (_, .optional(let w)):
      return conversionScore(from: from, to: w).map { $0 + 1 }
    case (.function(let a), .function(let b)):
      return isNonThrowingVersion(a, of: b) ? 1 : nil
    case (.boundGeneric, .array) where isReversedArray(from, as: to):
      return 1
    default:
      return nil
    }
  }

  /// Converts a checked expression to `target`, inserting `ErasureExpr`,
  /// `DerivedToBaseExpr`, `InjectIntoOptionalExpr` or `CollectionUpcastExpr`
  /// (CollectionUpcasts.swift); reports a mismatch.
  func coerce(_ e: Expr, to target: SwiftType, reason: ConversionReason) -> Expr {
    if isNilLiteral(e) {
      if case .optional = target {
        setNilType(e, target)
        return e
      }
      if !target.isError { reportNilMismatch(e, target, reason) }
      setNilType(e, .error)
      return e
    }
    guard let t = e.type else { return e }
    if t == target || t.containsError || target.containsError { return e }
    // (`Self.Element` as `Element`: the same type; the tree keeps the expression's.)
    if case .genericParameter(let g) = target, protocolSelfMember(t) === g { return e }
    if case .genericParameter(let g) = t, protocolSelfMember(target) === g { return e }

    // An implicitly unwrapped optional (`T!`, an `init!` call) is force-unwrapped where
    // a `T` is needed.
    if case .optional(let w) = t, conversionScore(from: t, to: target) == nil, conversionScore(from: w, to: target) != nil,
      let force = implicitlyUnwrapped(e)
    {
      return coerce(force, to: target, reason: reason)
    }
    if let boxed = coerceToAny(e, from: t, to: target) { return boxed }
    if let upcast = coerceCollection(e, from: t, to: target, reason: reason) { return upcast }
    switch (t, target) {
    case (.nominal(let n), .existential(let p)) where declaresConformance(n, to: p):
      let erasure = ErasureExpr(subExpr: e, type: target)
      pendingErasures.append(erasure)
      return erasure
    case (.boundGeneric(let n, _), .existential(let p)) where declaresConformance(n, to: p) && p.existentialParts.allSatisfy({ conforms(t, to: $0) }):
      // A specialization (`FlippedShape<T>`): IRGen boxes it with a witness table of its
      // own (GenSpecializedConformance.swift).
      let erasure = ErasureExpr(subExpr: e, type: target)
      pendingErasures.append(erasure)
      return erasure
    case (.genericParameter, .existential(let p)) where p === stdlib.errorProtocol && conforms(t, to: p):
      // `throw failure` in Result's `get()`: each specialization boxes its own error
      // type (IRGen finds the conformance), or passes an `any Error` along. No built-in
      // type is an Error, so every specialization's type is a program's.
      return ErasureExpr(subExpr: e, type: target)
    case (.genericParameter, .existential(let p)) where p.existentialParts.allSatisfy({ conforms(t, to: $0) }),
         (.opaque, .existential(let p)) where p.existentialParts.allSatisfy({ conforms(t, to: $0) }):
      // Each specialization boxes its own type (an opaque type's underlying one) with
      // its witness table: a program's type's, or one IRGen makes for a built-in type
      // conforming through an extension (an Int's).
      guard p.existentialParts.allSatisfy(hasWitnessTables) else {
        let what = if case .opaque = t { "a value of opaque type '\(t)'" } else { "a generic parameter's value" }
        notSupported("\(what) as an existential ('\(target)')", at: diagLoc(e))
        return e
      }
      let erasure = ErasureExpr(subExpr: e, type: target)
      pendingErasures.append(erasure)
      return erasure
    case (_, .existential(let p)) where builtinDeclaresConformance(t, to: p) && p.existentialParts.allSatisfy({ conforms(t, to: $0) }):
      // `let items: [any P] = [1, "a"]`: IRGen boxes the value with a witness table made
      // for the built-in type (an array's per element type), GenBuiltinConformance.swift.
      guard p.existentialParts.allSatisfy(hasWitnessTables) else {
        notSupported("a value of built-in type '\(t)' as an existential ('\(target)')", at: diagLoc(e))
        return e
      }
      let erasure = ErasureExpr(subExpr: e, type: target)
      pendingErasures.append(erasure)
      return erasure
    case (_, .existential(let p)) where isBuiltinDescribable(t, as: p):
      // `let c: any CustomStringConvertible = 5` (BuiltinDescriptionExistentials.swift).
      return ErasureExpr(subExpr: e, type: target)
    case (.genericParameter(let g), .nominal(let sup as ClassDecl)) where g.superclass.map({ $0.isSubclass(of: sup) }) == true:
      return DerivedToBaseExpr(subExpr: e, type: target)
    case (.nominal(let sub as ClassDecl), .nominal(let sup as ClassDecl)) where sub.isSubclass(of: sup),
         (.boundGeneric(let sub as ClassDecl, _), .nominal(let sup as ClassDecl)) where sub.isSubclass(of: sup):
      return DerivedToBaseExpr(subExpr: e, type: target)
    case (.nominal(is ClassDecl), .boundGeneric(let sup as ClassDecl, _)) where t.asSuperclass(sup) == target,
         (.boundGeneric(is ClassDecl, _), .boundGeneric(let sup as ClassDecl, _)) where t.asSuperclass(sup) == target:
      return DerivedToBaseExpr(subExpr: e, type: target)
    case (.metatype(let a), .metatype(let b)) where a.isClassReference && b.isClassReference && conversionScore(from: a, to: b) != nil:
      return DerivedToBaseExpr(subExpr: e, type: target)
    case (.metatype, .metatype(.any)):
      // `Int.self` as an `Any.Type`: the type's metadata (AnyMetatypes.swift).
      return ErasureExpr(subExpr: e, type: target)
    case (.tuple, .tuple):
      if let converted = coerceTuple(e, from: t, to: target, reason: reason) { return converted }
    case (.optional(let a), .optional(let b)) where !isOptionalType(a) && !isOptionalType(b) && conversionScore(from: a, to: b) != nil:
      // A `B?` as an `A?` (its superclass, a protocol it conforms to): the value inside
      // converted, nil kept nil, as an optional chain `e?` whose result is converted.
      let bind = BindOptionalExpr(subExpr: e, range: e.range, isImplicit: true)
      bind.type = a
      let inner = coerce(bind, to: b, reason: reason)
      let chain = OptionalEvaluationExpr(subExpr: InjectIntoOptionalExpr(subExpr: inner, type: target), range: e.range,
                                         isImplicit: true)
      chain.type = target
      return chain
    case (_, .optional(let wrapped)) where conversionScore(from: t, to: wrapped) != nil:
      let inner = coerce(e, to: wrapped, reason: reason)
      return InjectIntoOptionalExpr(subExpr: inner, type: target)
    case (.function(let a), .function(let b)) where isNonThrowingVersion(a, of: b) || isNonThrowingVersion(b, of: a):
      return coerceThrowingFunction(e, from: a, to: b)
    case (.function, .function) where takesTupleApart(e, as: target):
      // `d.filter { (k: String, v: Int) in ... }` (ClosureTupleDestructuring.swift).
      takeTupleApart(e, as: target)
      return e
    case (.boundGeneric, .array):
      if let array = reversedAsArray(e, to: target) { return array }
    default:
      break
    }
    if reason == .argument, let closure = tupleSplattingClosure(ofValue: e, for: target) {
      // `pairs.map(add)` (ClosureTupleDestructuring.swift).
      return checkExpr(closure, convertTo: target, reason: reason)
    }
    reportMismatch(e, from: t, to: target, reason: reason)
    return e
  }

  func reportMismatch(_ e: Expr, from t: SwiftType, to target: SwiftType, reason: ConversionReason) {
    let loc = diagLoc(e)
    if e.withoutParens is StringLiteralExpr, isUnicodeScalar(target) {
      notSupported("a string literal as a 'Unicode.Scalar'", at: loc)
      return
    }
    if reason == .argument, reportTupleSplatOfFunctionValue(t, target, at: loc) { return }
    if case .existential(let a) = t, case .existential(let b) = target, inheritedProtocols(of: a).contains(where: { $0 === b }) {
      notSupported("converting '\(t)' to the inherited '\(target)'", at: loc)
      return
    }
    if case .optional(let w) = t, conversionScore(from: w, to: target) != nil {
      error(SemaDiagnostics.optionalMustBeUnwrapped(t, target), at: loc,
            notes: [.note(SemaDiagnostics.coalesceNote(), at: loc), .note(SemaDiagnostics.forceUnwrapNote(), at: loc)])
      return
    }
    // `Stack<Int>.Iterator` where a `Stack<String>.Iterator` is expected: swiftc blames
    // the outer types.
    if case .boundGeneric(let d, let a) = t, case .boundGeneric(d, let b) = target, d.outerGenericParameterCount > 0,
      a.dropFirst(d.outerGenericParameterCount) == b.dropFirst(d.outerGenericParameterCount), let outer = d.enclosingNominal
    {
      let count = d.outerGenericParameterCount
      let notes = zip(d.genericParameters, zip(a, b)).prefix(count).filter { $1.0 != $1.1 }.map { g, pair in
        Diagnostic.note(SemaDiagnostics.genericArgumentsExpectedEqual(g.name, pair.0, pair.1), at: g.nameLoc)
      }
      error(SemaDiagnostics.cannotConvertParentType(.boundGeneric(outer, Array(a.prefix(count))),
                                                    .boundGeneric(outer, Array(b.prefix(count)))), at: loc, notes: notes)
      return
    }
    // `IntBox` where a `Base<String>` is expected: swiftc blames its superclass's arguments.
    if case .boundGeneric(let sup as ClassDecl, let b) = target, t.nominalDecl !== sup,
      let asSuperclass = t.asSuperclass(sup), case .boundGeneric(_, let a) = asSuperclass
    {
      let notes = zip(sup.genericParameters, zip(a, b)).filter { $1.0 != $1.1 }.map { g, pair in
        Diagnostic.note(SemaDiagnostics.genericArgumentsExpectedEqual(g.name, pair.0, pair.1), at: g.nameLoc)
      }
      error(SemaDiagnostics.cannotAssignValue(asSuperclass, target), at: loc, notes: notes)
      return
    }
    // (The target as the source wrote it, `() -> Void`, when it is at hand.)
    var written = writtenConversionTarget.flatMap { $0.value === e ? $0.written : nil }
    // A value that is no optional, converted to an optional type: swiftc names the type
    // it would wrap (`let n: Int? = "s"` "... to specified type 'Int'"), except for a
    // closure's result and an array's element.
    var shown = target
    let valueIsOptional = if case .optional = t { true } else { false }
    if case .optional(let w) = target, !valueIsOptional,
       reason == .specifiedType || reason == .argument || reason == .assignment || reason == .returnValue {
      shown = w
      written = (written as? OptionalTypeRepr)?.base
    }
    if let missing = missingConformance(of: t, to: shown) {
      // `let x: P = 5`: swiftc names the protocol the value's type does not conform to.
      switch reason {
      case .specifiedType: error(SemaDiagnostics.doesNotConformToSpecified(t, missing.name), at: loc); return
      case .argument: error(SemaDiagnostics.argumentDoesNotConform(t, missing.name), at: loc); return
      case .returnValue: error(SemaDiagnostics.returnDoesNotConform(t, missing.name), at: loc); return
      case .assignment, .closureResult, .arrayElement, .dictionaryKey, .dictionaryValue, .condition, .subscriptAssignment,
        .dictionaryEntryAssignment:
        break
      }
    }
    let message: String
    switch reason {
    case .specifiedType: message = SemaDiagnostics.cannotConvertSpecifiedText(t.description, describe(shown, writtenAs: written))
    case .argument: message = SemaDiagnostics.cannotConvertArgumentText(t.description, describe(shown, writtenAs: written))
    case .assignment: message = SemaDiagnostics.cannotAssignValue(t, shown)
    case .returnValue: message = SemaDiagnostics.cannotConvertReturn(t, shown)
    case .closureResult: message = SemaDiagnostics.cannotConvertClosureResult(t, target)
    case .arrayElement: message = SemaDiagnostics.cannotConvertElement(t, target, "element")
    case .dictionaryKey: message = SemaDiagnostics.cannotConvertElement(t, target, "dictionary key")
    case .dictionaryValue: message = SemaDiagnostics.cannotConvertElement(t, target, "dictionary value")
    case .condition:
      if case .optional = t {
        message = SemaDiagnostics.optionalAsBoolean(t)
      } else {
        message = t == .int || t == .double ? SemaDiagnostics.intAsBoolean(t) : SemaDiagnostics.cannotConvertCondition(t)
      }
    case .subscriptAssignment: message = SemaDiagnostics.cannotAssignToSubscript(t, target)
    case .dictionaryEntryAssignment:
      let shown = if case .optional(let w) = target { w } else { target }
      message = SemaDiagnostics.cannotAssignToSubscript(t, shown)
    }
    error(message, at: loc)
  }

  /// The first protocol of existential `target` (`any P`, `P & Q`) that a value of
  /// concrete type `t` (a struct's, a class's, a built-in type's) does not conform to.
  private func missingConformance(of t: SwiftType, to target: SwiftType) -> ProtocolDecl? {
    guard case .existential(let p) = target else { return nil }
    switch t {
    case .int, .double, .bool, .string, .character, .substring, .sizedInteger, .array, .dictionary, .set:
      break
    case .nominal(let n), .boundGeneric(let n, _):
      if n is ProtocolDecl { return nil }
    case .optional, .tuple, .function, .existential, .genericParameter, .dependentMember, .opaque, .any, .anyObject,
      .metatype, .error, .void, .stringIndex, .range:
      return nil
    }
    return p.existentialParts.first { !conforms(t, to: $0) }
  }

  private func reportNilMismatch(_ e: Expr, _ target: SwiftType, _ reason: ConversionReason) {
    let message: String
    switch reason {
    case .specifiedType:
      // `let n: Int = nil`: swiftc suggests the optional type where it is written.
      if let (initializer, typeLoc) = writtenTypeOfInitializer, initializer === e {
        error(SemaDiagnostics.nilCannotInitialize(target), at: diagLoc(e),
              notes: [.note(SemaDiagnostics.addQuestionMarkForOptional(target), at: typeLoc)])
        return
      }
      message = SemaDiagnostics.nilCannotInitialize(target)
    case .assignment: message = SemaDiagnostics.nilCannotAssign(target)
    case .argument: message = SemaDiagnostics.nilNotCompatibleArgument(target)
    case .returnValue: message = SemaDiagnostics.nilIncompatibleReturn(target)
    case .closureResult: message = SemaDiagnostics.nilIncompatibleClosureResult(target)
    case .condition: message = SemaDiagnostics.cannotConvertCondition(.optional(.error)).replacingOccurrences(of: "<<error type>>?", with: "_?")
    case .arrayElement: message = SemaDiagnostics.nilNotCompatibleElement(target, "element")
    case .dictionaryKey: message = SemaDiagnostics.nilNotCompatibleElement(target, "dictionary key")
    case .dictionaryValue: message = SemaDiagnostics.nilNotCompatibleElement(target, "dictionary value")
    case .subscriptAssignment, .dictionaryEntryAssignment: message = SemaDiagnostics.nilCannotAssignToSubscript(target)
    }
    error(message, at: diagLoc(e))
  }

  func isNilLiteral(_ e: Expr) -> Bool {
    if e is NilLiteralExpr { return true }
    if let p = e as? ParenExpr { return isNilLiteral(p.subExpr) }
    return false
  }

  func setNilType(_ e: Expr, _ t: SwiftType) {
    e.type = t
    if let p = e as? ParenExpr { setNilType(p.subExpr, t) }
  }

  /// Fills in the conformance of every erasure made (conformances are recorded after
  /// some initial values were checked).
  func resolvePendingErasures() {
    for erasure in pendingErasures {
      guard case .existential(let p)? = erasure.type else { continue }
      // (An inherited one too: Hashable's `==`, Equatable's.)
      if p.existentialParts.contains(where: { ([$0] + inheritedProtocols(of: $0)).contains(where: \.hasSelfRequirements) }) {
        // Its witness table would take and return values of the conforming type.
        notSupported("a value of protocol type '\(p.name)' (a protocol with 'Self' requirements)", at: erasure.loc)
      }
      // (A generic parameter's conformance is its specialization's, found by IRGen.)
      switch erasure.subExpr.type {
      case .nominal(let n)?, .boundGeneric(let n, _)?: erasure.conformance = n.conformance(to: p)
      default: reportBuiltinWitnessesInTables(p, at: erasure.loc)
      }
    }
    for cast in pendingProtocolCasts { reportBuiltinWitnessesInTables(cast.proto, at: cast.loc) }
  }

  /// Where swiftc reports a problem with an expression (its `getLoc()`): a member's
  /// name, a binary operator, a call's callee name, ...
  func diagLoc(_ e: Expr) -> SourceLoc {
    switch e {
    case let m as MemberRefExpr: return m.nameLoc.isValid ? m.nameLoc : m.loc
    case let d as UnresolvedDotExpr: return d.nameLoc
    case let t as TupleElementExpr: return t.nameLoc
    case let b as BinaryExpr: return b.op.loc
    case is AssignExpr, is TernaryExpr: return foldedOperatorLocs[ObjectIdentifier(e)] ?? e.loc
    case let c as CallExpr: return diagLoc(c.fn)
    case let d as DotSyntaxCallExpr: return d.fn.loc
    case let c as ConstructorRefCallExpr: return c.base.loc
    case let f as ForceValueExpr: return f.range.end.advanced(by: -1)
    case let c as CastExpr: return c.keywordLoc
    case let x as ErasureExpr: return diagLoc(x.subExpr)
    case let x as DerivedToBaseExpr: return diagLoc(x.subExpr)
    case let x as FunctionConversionExpr: return diagLoc(x.subExpr)
    case let x as CollectionUpcastExpr: return diagLoc(x.subExpr)
    case let x as InjectIntoOptionalExpr: return diagLoc(x.subExpr)
    case let s as SequenceExpr: return s.elements.count > 1 ? s.elements[1].loc : s.loc
    // swiftc's location of `a[i]` is its `[`.
    case let s as SubscriptExpr: return s.base.range.end.isValid ? s.base.range.end : s.loc
    case let k as KeyPathApplicationExpr: return k.base.range.end.isValid ? k.base.range.end : k.loc
    default: return e.loc
    }
  }
}

extension TypeChecker {
  /// The associated type `a` of `Self.a`, the `Self` of a protocol (in its extensions):
  /// within them also spelled `a` alone.
  func protocolSelfMember(_ t: SwiftType) -> AssociatedTypeDecl? {
    if case .dependentMember(.genericParameter(let s), let a) = t, let p = s.parent as? ProtocolDecl, p.selfParameter === s {
      return a
    }
    return nil
  }
}

/// Whether `t` is an optional type (`Int??`'s wrapped `Int?` is one: converting to it
/// wraps, it does not map).
func isOptionalType(_ t: SwiftType) -> Bool {
  if case .optional = t { return true }
  return false
}
