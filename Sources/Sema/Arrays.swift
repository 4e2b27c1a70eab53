import AST
import Basic

/// Array's API beyond literals, subscripts and the library's members (stdlib/Array.swift's
/// `count`, `append`, ..., stdlib/ArrayTransforms.swift's `map`, ...): the methods
/// `StandardLibrary.arrayMethods` declares, each a call of a Sema-made builtin declaration
/// that IRGen lowers, and the initializers `[T]()` and `[T](s)` of a sequence (also spelled
/// `Array<T>(...)` and `Array(...)`); and the operators `+`, `+=`, `==`,
/// `!=`, the library's, chosen here for array operands so that a literal operand is typed
/// by the other.
extension TypeChecker {
  /// The declarations member lookup finds for `name` on `[element]`: those of
  /// `extension Array` (in the library, stdlib/Array.swift's `count`, or the program),
  /// which hide a protocol extension's of the same name (`extension Collection`'s
  /// `count`), and the protocol extensions'.
  func declaredArrayMembers(_ name: String, element: SwiftType) -> [ValueDecl] {
    lookupMembers(name, in: .array(element))
  }

  /// Whether an element type has the conformance a method or operator needs, reporting
  /// swiftc's error when it has not (`what`: "operator function '=='", "referencing
  /// instance method 'sorted()' on 'Sequence'"), and "not supported yet" when it has but
  /// miniswiftc compares only the built-in types, enums without payloads, optionals and
  /// arrays of those.
  func checkArrayElement(_ element: SwiftType, conformsTo protocolName: String, using what: String,
                         at loc: SourceLoc) -> Bool {
    if element.isError { return false }
    guard let p = stdlib.protocols[protocolName] else { return false }
    if case .array(let e) = element, protocolName == "Equatable" {
      // `[[Int]] == [[Int]]`: arrays are Equatable when their elements are (the error
      // names the innermost element type).
      return checkArrayElement(e, conformsTo: protocolName, using: what, at: loc)
    }
    guard conforms(element, to: p) else {
      error(SemaDiagnostics.requiresConformanceSentence(what, element, protocolName), at: loc)
      return false
    }
    if !isComparableByBuiltin(element, equalityOnly: protocolName == "Equatable") {
      notSupported("\(protocolName == "Equatable" ? "comparing" : "ordering") array elements of type '\(element)'", at: loc)
      return false
    }
    return true
  }

  /// Element types IRGen compares (`==`, or `<` when `equalityOnly` is false): by
  /// itself, or by calling the type's operator function.
  func isComparableByBuiltin(_ t: SwiftType, equalityOnly: Bool) -> Bool {
    switch t {
    case .int, .double, .string, .character, .sizedInteger: return true
    case .bool: return equalityOnly
    case .genericParameter, .dependentMember: return true
    case .nominal(let n as EnumDecl) where equalityOnly && !enumElements(of: n).contains(where: { $0.parameters != nil }):
      return true
    case .nominal(let n), .boundGeneric(let n, _):
      // A struct's or class's `==` (written or derived), any type's `<` (`Comparable`).
      return equalityOnly ? n.equalsOperator != nil
        : n.comparisonOperator("<") != nil
    // The library's `==` (stdlib/ArrayHashable.swift, ...), on their elements'.
    case .optional(let e), .array(let e), .dictionary(_, let e): return equalityOnly && isComparableByBuiltin(e, equalityOnly: true)
    case .set: return equalityOnly
    // A range of Int's `==` (stdlib/RangeOfIntEquatable.swift).
    case .range(_, .int): return equalityOnly
    default: return false
    }
  }

  /// `a + b`, `a += b`, `a == b`, `a != b` where one operand is an array value (the other
  /// may be a literal), or both are literals of `literalType`: nil for other operators.
  func checkArrayOperator(_ b: BinaryExpr, name: String, lhs: Operand, rhs: Operand, literalType: SwiftType? = nil,
                          contextual: SwiftType? = nil) -> Expr? {
    let isComparison = name == "==" || name == "!="
    guard isComparison || StandardLibrary.arrayOperatorNames.contains(name) else { return nil }
    var arrayType = literalType ?? (lhs.literal == nil ? lhs.type : rhs.type)
    if case .boundGeneric(_, let args) = arrayType, args.count == 1, isReversedArray(arrayType, as: args[0]) {
      // `xs.reversed() == [3, 2, 1]`: Swift's array-valued `reversed()` (finished below).
      arrayType = args[0]
    } else if literalType == nil, name != "+=", let wider = widerArrayType(arrayType, lhs, rhs, isComparison ? nil : contextual) {
      arrayType = wider
    }
    guard case .array(let element) = arrayType else { return nil }
    let opLoc = b.op.loc
    let isCompound = name == "+="
    if isCompound {
      guard lhs.literal == nil else { return nil }
      _ = checkMutable(lhs.expr, kind: .compoundAssign, at: opLoc)
      b.lhs = lhs.expr
    } else {
      b.lhs = finish(lhs, as: arrayType, reason: .argument)
    }
    b.rhs = finish(rhs, as: arrayType, reason: .argument)
    if b.lhs.type?.isError != false || b.rhs.type?.isError != false {
      b.type = .error
      return b
    }
    guard !isComparison else {
      // `==` is the library's (`extension Array: Equatable where Element: Equatable`,
      // stdlib/ArrayHashable.swift), `!=` that of `extension Equatable`.
      guard checkArrayElement(element, conformsTo: "Equatable", using: "operator function '\(name)'", at: opLoc) else {
        b.type = .error
        return b
      }
      return libraryEquality(b, name: name, on: arrayType)
    }
    // `+` and `+=` are the library's (`extension Array`, stdlib/Array.swift).
    guard let f = builtinStandIn(of: arrayType)?.comparisonOperator(name) else {
      reportMissingOperator(name, at: opLoc)
      b.type = .error
      return b
    }
    requestLibraryBodies(of: [f])
    b.op = operatorReference(f, operandTypes: [arrayType, arrayType], range: b.op.range)
    b.type = isCompound ? .void : arrayType
    return b
  }

  /// When the operands do not both take `arrayType` (the left one's): the array type both
  /// take by a collection upcast (CollectionUpcasts.swift), the right operand's
  /// (`ints == optionals` compares `[Int?]`s) or, for `+`, the context's (`let all:
  /// [any Shape] = squares + dots`), as Swift infers the operator's `Element`.
  private func widerArrayType(_ arrayType: SwiftType, _ lhs: Operand, _ rhs: Operand, _ contextual: SwiftType?) -> SwiftType? {
    guard score(lhs, arrayType) == nil || score(rhs, arrayType) == nil else { return nil }
    let candidates = [rhs.literal == nil ? rhs.type : nil, contextual].compactMap { $0 }
    return candidates.first { t in
      guard case .array = t, !t.containsError else { return false }
      return score(lhs, t) != nil && score(rhs, t) != nil
    }
  }

  /// `[T](...)`, `Array<T>(...)`, `Array(...)`: `init(_:)` of a sequence (`init()` is
  /// the library's, in `extension Array`, as `init(repeating:count:)` is); `element` is nil when the call does not name it (then it comes from
  /// the context or the argument). (`init(repeating:count:)` is the library's, in
  /// `extension Array`: BuiltinExtensionInitializers.swift.)
  func checkArrayInitializer(_ call: CallExpr, element written: SwiftType?, typeRange: SourceRange,
                             contextual: SwiftType?) -> Expr {
    var element = written
    if element == nil, case .array(let e)? = contextual, !e.isError { element = e }
    let labels = call.arguments.map { ($0.label ?? "_") + ":" }.joined()
    switch labels {
    case "_:":
      // Swift's `init<S: Sequence>(_ s: S) where S.Element == Element`, the library's
      // (stdlib/ArrayFromSequence.swift). What is not a sequence of the elements is
      // reported first, as swiftc reports it, without the initializer's requirements.
      let value = checkExpr(call.arguments[0].expr, contextual: element.map { .array($0) })
      call.arguments[0].expr = value
      guard let t = value.type, !t.isError, let sequence = stdlib.protocols["Sequence"] else { return failCall(call) }
      guard conforms(t, to: sequence) else {
        if isWalkableLibraryRange(t) {
          // `Array(Int8(0)..<5)`: a Sequence in Swift (LibraryRanges.swift).
          notSupported("'Array(_:)' of a value of type '\(t)'", at: value.loc)
          return failCall(call)
        }
        // (`Array(true)` is `Array(arrayLiteral: true)` with its label missing.)
        error(element == nil ? SemaDiagnostics.missingArgumentLabels(["arrayLiteral"])
                             : SemaDiagnostics.noExactMatches("initializer", ""),
              at: element == nil ? value.loc : typeRange.start)
        return failCall(call)
      }
      let checked = arrayFromSequence(call, typeRange: typeRange)
      if let element, case .array(let actual)? = checked.type, actual != element {
        // (`C.Element` is `Element` under `where C.Element == Element`.)
        if canonicalMembers(actual) == canonicalMembers(element) {
          checked.type = .array(element)
        } else {
          error(SemaDiagnostics.noExactMatches("initializer", ""), at: typeRange.start)
          checked.type = .error
        }
      } else if element == nil, let own = ownArrayElement(), case .array(let actual)? = checked.type, actual != own,
        canonicalMembers(actual) == own
      {
        // Inside `extension Array`, `Array(s)` of a sequence of its own `Element`s (`C`
        // under `where C.Element == Element`) is an `[Element]`.
        checked.type = .array(own)
      }
      return checked
    default:
      notSupported("array initializer 'init(\(labels))'", at: typeRange.start)
      return failCall(call)
    }
  }

  /// The `Element` of the `extension Array` the code being checked is in, if any.
  private func ownArrayElement() -> SwiftType? {
    guard let standIn = builtinGenericStandIns["Array"], case .array(let own)? = standIn.builtinType,
      context.enclosingNominal === standIn
    else { return nil }
    return own
  }

  /// `Array(s)` of a checked Sequence `s` (`call`'s argument): a call of the library's
  /// `Array.init(_:)`, its `Element` inferred from the sequence's.
  private func arrayFromSequence(_ call: CallExpr, typeRange: SourceRange) -> Expr {
    guard let standIn = builtinGenericStandIns["Array"] else { return failCall(call) }
    let candidates = ownInitializers(standIn).compactMap { $0 as? ConstructorDecl }.filter {
      !$0.genericParameters.isEmpty && $0.parameters.parameters.count == 1 && $0.parameters.parameters[0].argumentLabel == nil
    }
    let typeExpr = TypeExpr(instanceType: standIn.selfInterfaceType, typeRepr: nil, range: typeRange)
    typeExpr.type = .metatype(standIn.selfInterfaceType)
    call.fn = typeExpr
    return checkConstructorCall(call, type: standIn.selfInterfaceType, typeExpr: typeExpr, contextual: nil,
                                candidates: candidates, inferring: standIn)
  }

  /// Is `t` a range type, an argument of Array's range subscripts (`Range<Int>`,
  /// `ClosedRange<Int>`, the library's one-sided ranges, stdlib/ArrayRangeSubscripts.swift)
  /// or of none (`Range<Double>`: no subscript takes it), rather than an index?
  func isRangeExpressionType(_ t: SwiftType?) -> Bool {
    switch t {
    case .range?: return true
    case .boundGeneric(let d, let args)? where args.count == 1 && d.isInStandardLibrary:
      // (`Range<Int8>`, `ClosedRange<Double>`: the library's structs, not the built-in ranges.)
      return ["Range", "ClosedRange", "PartialRangeFrom", "PartialRangeUpTo", "PartialRangeThrough"].contains(d.name)
    default: return false
    }
  }

  /// Is `d` one of Array's range subscripts of the library (`subscript(bounds: Range<Int>)
  /// -> ArraySlice<Element>`, ..., stdlib/ArrayRangeSubscripts.swift), which `a[r]` takes
  /// beside the index one?
  func isLibraryArrayRangeSubscript(_ d: ValueDecl) -> Bool {
    guard let s = d as? SubscriptDecl, s.outermostDecl.isInStandardLibrary, s.mutableAddressor == nil,
      s.indices.parameters.count == 1, s.indices.parameters[0].argumentLabel == nil,
      let element = s.interfaceType
    else { return false }
    return isLibraryArraySlice(element)
  }

  /// Is `t` the library's `ArraySlice<T>`?
  func isLibraryArraySlice(_ t: SwiftType) -> Bool {
    guard let d = t.nominalDecl else { return false }
    return d.isInStandardLibrary && d.name == "ArraySlice"
  }
}

extension TypeChecker {
  /// Is `t` the library's `ReversedCollection<[T]>` (what `xs.reversed()` is as a value)
  /// and `target` `[T]`? Swift's `Sequence.reversed()` has an overload whose result is
  /// an array, chosen where an array is expected (`f(xs.reversed())`, `xs.reversed() ==
  /// [3, 2, 1]`): the library's (stdlib/SequenceReversed.swift).
  func isReversedArray(_ t: SwiftType, as target: SwiftType) -> Bool {
    guard case .boundGeneric(let d, let args) = t, d.name == "ReversedCollection", d.isInStandardLibrary,
      case .array = target else { return false }
    return args == [target]
  }

  /// `xs.reversed()` (Array's own, giving a `ReversedCollection`) as Swift's array-valued
  /// `Sequence.reversed()` where an array is expected, the overload swiftc chooses there
  /// (stdlib/SequenceReversed.swift); nil for any other expression.
  func reversedAsArray(_ e: Expr, to target: SwiftType) -> Expr? {
    guard let t = e.type, isReversedArray(t, as: target), let call = e as? CallExpr, call.arguments.isEmpty,
      let callee = call.fn as? DotSyntaxCallExpr, callee.fn.decl.name == "reversed",
      let sequence = stdlib.protocols["Sequence"],
      // (Array's own `reversed()` hides it from member lookup.)
      let sequenceReversed = protocolExtensionMembers("reversed", of: sequence).first(where: { m in
        m.outermostDecl.isInStandardLibrary && (m as? FuncDecl)?.parameters.parameters.isEmpty == true
      }) as? FuncDecl
    else { return nil }
    requestLibraryBodies(of: [sequenceReversed])
    let checked = finishMethodCall(call, base: callee.base, decl: sequenceReversed, nameRange: callee.fn.range, args: [])
    // (Its `[Self.Element]` is the array wanted.)
    if !(checked.type?.isError ?? true) { checked.type = target }
    return checked
  }
}
