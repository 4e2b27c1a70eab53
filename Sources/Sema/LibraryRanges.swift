import AST
import Basic

/// `0.0...1.0`, `"a"..<"n"`, `ClosedRange<Double>`: a range whose bound is not one the
/// compiler builds in (Int, String.Index: `SwiftType.range`) is module Swift's struct,
/// `ClosedRange<Bound>` or `Range<Bound>` (stdlib/ClosedRange.swift, stdlib/Range.swift),
/// made by the library's generic `...` and `..<` and matched in a pattern by its `~=`
/// (PatternMatchOperator.swift). The operator is checked as the built-in one first (a
/// range of Int keeps IRGen's loop); where that does not fit, as a call of the library's.
extension TypeChecker {
  /// The library's struct for the range type `t` when its bound is not built in and is
  /// Comparable (`ClosedRange<Double>`); nil otherwise.
  func libraryRange(_ t: SwiftType) -> SwiftType? {
    guard case .range(let kind, let bound) = t, !StandardLibrary.isRangeValue(t), !bound.isError,
      let d = lookupTypeDecl(kind.typeName), d.libraryRangeKind == kind,
      conforms(bound, to: stdlib.protocols["Comparable"])
    else { return nil }
    return .boundGeneric(d, [bound])
  }

  /// The library's struct for a built-in range of Int (`Range<Int>` as
  /// `.boundGeneric`), whose initializers it has (`ClosedRange<Int>(uncheckedBounds:
  /// (1, 3))`: the call's type, substituted, is the built-in range again,
  /// AST/LibraryRangeRepresentation.swift); nil for any other type.
  func libraryRangeStruct(_ t: SwiftType) -> SwiftType? {
    guard case .range(let kind, let bound) = t, SwiftType.isBuiltinRangeBound(bound),
      let d = lookupTypeDecl(kind.typeName), d.libraryRangeKind == kind
    else { return nil }
    return .boundGeneric(d, [bound])
  }

  /// `a...b` or `a..<b` whose operands no built-in range operator takes: the call of the
  /// library's generic operator, its `Bound` the operands' type (a literal's the other
  /// operand's, or the contextual range's, `let c: ClosedRange<Character> = "a"..."f"`);
  /// nil when there is no such bound.
  func checkLibraryRange(_ b: BinaryExpr, name: String, lhs: Operand, rhs: Operand,
                         contextual: SwiftType?) -> Expr? {
    guard name == "..." || name == "..<" else { return nil }
    let kind: RangeKind = name == "..." ? .closed : .halfOpen
    var bound: SwiftType
    if case .boundGeneric(let d, let args)? = contextual, args.count == 1, d.isInStandardLibrary,
      d.name == (kind == .closed ? "ClosedRange" : "Range"), score(lhs, args[0]) != nil, score(rhs, args[0]) != nil
    {
      bound = args[0]
    } else if let l = lhs.literal, let r = rhs.literal {
      guard let joined = l.joined(with: r) else { return nil }
      bound = joined.defaultType
    } else {
      bound = lhs.literal == nil ? lhs.type : rhs.type
    }
    guard score(lhs, bound) != nil, score(rhs, bound) != nil,
      case .boundGeneric(let d, _)? = libraryRange(.range(kind, bound)),
      let f = fileScopeFunctions(named: name).first(where: {
        $0.outermostDecl.isInStandardLibrary && operatorFixity(of: $0) == .infix && $0.genericParameters.count == 1
      })
    else { return nil }
    let ref = DeclRefExpr(decl: f, range: b.op.range)
    ref.type = f.interfaceType
    let arguments = [lhs, rhs].map { Argument(label: nil, labelLoc: nil, expr: finish($0, as: bound, reason: .argument)) }
    let call = CallExpr(fn: ref, arguments: arguments, argumentsRange: b.range, range: b.range)
    call.isImplicit = true
    call.substitutions = [bound]
    call.type = .boundGeneric(d, [bound])
    return call
  }
}

extension TypeChecker {
  /// Is `t` the library's `Range<Bound>` or `ClosedRange<Bound>`?
  func isLibraryRange(_ t: SwiftType) -> Bool {
    guard case .boundGeneric(let d, _) = t, d.isInStandardLibrary else { return false }
    return d.name == "Range" || d.name == "ClosedRange"
  }

  /// `for i in Int8(0)..<5`, `for x in 0.0..<1.0`: a loop over one of the library's
  /// ranges. Swift's ranges are Sequences where `Bound` is Strideable with a
  /// `SignedInteger` stride; the subset has no numeric protocols, and every Strideable
  /// type of it with a signed-integer stride has an `Int` one (the sized integers,
  /// IntegerStrideable.swift), so a range whose bound has an Int stride is walked, as its
  /// values are `lowerBound.advanced(by: k)`, as the library's stride over its bounds by
  /// 1: `stride(from: r.lowerBound, to: r.upperBound, by: 1)` (`through:` for a closed
  /// range). The library's ranges do not declare Sequence yet (a constrained extension's
  /// requirements on `Bound.Stride` are not supported), so generic code cannot walk them.
  /// Over any other bound, swiftc's errors; the element type, `.error` then.
  func checkLibraryRangeIteration(_ f: ForEachStmt, over t: SwiftType) -> SwiftType {
    guard case .boundGeneric(let d, let args) = t, let bound = args.first else { return .error }
    let strideable = lookupTypeDecl("Strideable") as? ProtocolDecl
    if isWalkableLibraryRange(t) {
      let closed = d.name == "ClosedRange"
      return checkSequenceIteration(f, over: t, walking: { range in
        let at = SourceRange(f.sequence.loc)
        func bound(_ name: String) -> Argument {
          let e = UnresolvedDotExpr(base: range, name: name, nameLoc: at.start, range: at)
          e.isImplicit = true
          return Argument(label: nil, labelLoc: nil, expr: e)
        }
        let swift = UnresolvedDeclRefExpr(name: "Swift", range: at)
        let callee = UnresolvedDotExpr(base: swift, name: "stride", nameLoc: at.start, range: at)
        callee.isImplicit = true
        var from = bound("lowerBound"), end = bound("upperBound")
        from.label = "from"
        end.label = closed ? "through" : "to"
        let one = Argument(label: "by", labelLoc: nil, expr: IntegerLiteralExpr(text: "1", isNegative: false, range: at))
        let call = CallExpr(fn: callee, arguments: [from, end, one], argumentsRange: at, range: at)
        call.isImplicit = true
        return call
      }) ?? .error
    }
    let proto = conforms(bound, to: strideable) ? "SignedInteger" : "Strideable"
    for method in ["makeIterator()", "next()"] {
      error(SemaDiagnostics.requiresStrideable(method: method, on: t, bound, proto), at: f.loc)
    }
    error(SemaDiagnostics.sequenceRequiresStrideable(bound, proto), at: diagLoc(f.sequence))
    return .error
  }

  /// Is `t` one of the library's ranges whose bound is Strideable with an `Int` stride
  /// (a Sequence in Swift, which a `for`-`in` walks but generic code cannot yet)?
  func isWalkableLibraryRange(_ t: SwiftType) -> Bool {
    guard isLibraryRange(t), case .boundGeneric(_, let args) = t, let bound = args.first,
      let strideable = lookupTypeDecl("Strideable") as? ProtocolDecl, conforms(bound, to: strideable),
      let stride = strideable.members.lazy.compactMap({ $0 as? AssociatedTypeDecl }).first(where: { $0.name == "Stride" })
    else { return false }
    return SwiftType.member(stride, of: bound) == .int
  }
}

extension TypeChecker {
  /// `0.0..<1.0 ~= x`, `..<5 ~= n`: `~=` written as an operator on one of the library's
  /// range structs is the call of the library's `~=` for that struct, its `Bound` the
  /// range's (as a pattern's match is, PatternMatchOperator.swift); nil otherwise.
  func checkLibraryRangeMatch(_ b: BinaryExpr, lhs: Operand, rhs: Operand) -> Expr? {
    guard lhs.literal == nil, case .boundGeneric(let d, let args) = lhs.type, d.isInStandardLibrary, args.count == 1,
      score(rhs, args[0]) != nil,
      let f = fileScopeFunctions(named: "~=").first(where: {
        $0.outermostDecl.isInStandardLibrary && $0.genericParameters.count == 1
          && $0.parameters.parameters.first?.interfaceType?.nominalDecl === d
      })
    else { return nil }
    let ref = DeclRefExpr(decl: f, range: b.op.range)
    ref.type = f.interfaceType
    let arguments = [Argument(label: nil, labelLoc: nil, expr: lhs.expr),
                     Argument(label: nil, labelLoc: nil, expr: finish(rhs, as: args[0], reason: .argument))]
    let call = CallExpr(fn: ref, arguments: arguments, argumentsRange: b.range, range: b.range)
    call.isImplicit = true
    call.substitutions = args
    call.type = .bool
    return call
  }
}

extension TypeChecker {
  /// `case 0.5...:`, `case ..<0:`, `case 1...9:` on a Double or a UInt8: the range a
  /// range pattern makes over the matched value's type, which types its literals as
  /// Swift's `~=` does (its `Bound` is the value's type); nil where the subject's own
  /// rules apply (Int and Character, built in; a non-Comparable type).
  func libraryRangePatternType(_ e: Expr, subject: SwiftType) -> SwiftType? {
    switch subject {
    case .int, .character, .stringIndex, .error: return nil
    default: break
    }
    let name: String?
    switch e {
    case let b as BinaryExpr:
      let op = operatorName(b.op)
      name = op == "..." ? "ClosedRange" : op == "..<" ? "Range" : nil
    case let u as PrefixUnaryExpr:
      let op = operatorName(u.op)
      name = op == "..." ? "PartialRangeThrough" : op == "..<" ? "PartialRangeUpTo" : nil
    case let u as PostfixUnaryExpr:
      name = operatorName(u.op) == "..." ? "PartialRangeFrom" : nil
    default:
      name = nil
    }
    guard let name, let d = lookupTypeDecl(name), d.isInStandardLibrary,
      conforms(subject, to: stdlib.protocols["Comparable"])
    else { return nil }
    return .boundGeneric(d, [subject])
  }
}

extension TypeChecker {
  /// `case ..<0:`, `case 2...:` on a Double: a one-sided range pattern is the call of the
  /// library's operator with its `Bound` the matched value's type, which types the
  /// literal operand (a call infers a literal's own default type first); nil when `e`
  /// is not such a pattern.
  func checkLibraryUnaryRangePattern(_ e: Expr, subject: SwiftType) -> Expr? {
    let op: Expr, operand: Expr, fixity: OperatorFixity
    switch e {
    case let u as PrefixUnaryExpr: (op, operand, fixity) = (u.op, u.operand, .prefix)
    case let u as PostfixUnaryExpr: (op, operand, fixity) = (u.op, u.operand, .postfix)
    default: return nil
    }
    guard case .boundGeneric(let d, _)? = libraryRangePatternType(e, subject: subject), let name = operatorName(op),
      let f = fileScopeFunctions(named: name).first(where: {
        $0.outermostDecl.isInStandardLibrary && operatorFixity(of: $0) == fixity && $0.genericParameters.count == 1
      })
    else { return nil }
    // (A literal is not checked by `prepare`: nothing is done to it when this returns nil.)
    guard literalKind(foldIfNeeded(operand)) != nil else { return nil }
    let o = prepare(operand)
    guard o.literal != nil, score(o, subject) != nil else { return nil }
    let ref = DeclRefExpr(decl: f, range: op.range)
    ref.type = f.interfaceType
    let argument = Argument(label: nil, labelLoc: nil, expr: finish(o, as: subject, reason: .argument))
    let call = CallExpr(fn: ref, arguments: [argument], argumentsRange: operand.range, range: e.range)
    call.isImplicit = true
    call.substitutions = [subject]
    call.type = .boundGeneric(d, [subject])
    return call
  }
}

extension TypeChecker {
  /// `(0..<3) == r`, `a...b != c...d`: two ranges of Int, built in, compared by the
  /// library's `==` of `extension Range<Int>: Equatable`
  /// (stdlib/RangeOfIntEquatable.swift; `!=` is `extension Equatable`'s); nil when
  /// neither operand is a range of Int or the other is not one of the same type.
  func checkRangeOfIntEquality(_ b: BinaryExpr, name: String, lhs: Operand, rhs: Operand) -> Expr? {
    guard let t = [lhs, rhs].first(where: { $0.literal == nil && StandardLibrary.isRangeValueOrCollection($0.type) })?.type,
      case .range = t, score(lhs, t) != nil, score(rhs, t) != nil
    else { return nil }
    b.lhs = finish(lhs, as: t, reason: .argument)
    b.rhs = finish(rhs, as: t, reason: .argument)
    return libraryEquality(b, name: name, on: t)
  }
}
