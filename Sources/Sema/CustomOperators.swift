import AST
import Basic

/// Where an operator is written: `-x`, `a + b`, `x!`.
enum OperatorFixity {
  case prefix, infix, postfix
}

/// Operator functions a program declares: `static func + (left: V, right: V) -> V` in a
/// type (found through the operands' types), `static prefix func -`, global ones, and
/// `static func += (left: inout V, right: V)`, whose left side is passed `inout`.
///
/// An operator requirement of a protocol (`static func + (a: Self, b: Self) -> Self`) is
/// found through an operand of a generic parameter constrained to it (`a + b` on `T: P`),
/// and an operator of a protocol extension through an operand of a conforming type too;
/// either is typed with `Self` bound to that operand's type (`operatorUse`), and IRGen
/// calls the witness of the type `Self` is bound to.
extension TypeChecker {
  /// The operator functions named `name` of this fixity: global ones and the static
  /// members of the operands' types (`operandTypes`: the operands' types, nil for a
  /// literal, `Operand.valueTypes`), and the operators of generic parameters' protocols.
  /// (`includingLibrary: false`: the program's and its imports' alone, module Swift's
  /// file-scope ones left unchecked.)
  func userOperatorFunctions(_ name: String, fixity: OperatorFixity, operandTypes: [SwiftType?],
                             includingLibrary: Bool = true) -> [FuncDecl] {
    var result = fileScopeFunctions(named: name, includingLibrary: includingLibrary)
    var seen: Set<ObjectIdentifier> = []
    var seenGeneric: Set<SwiftType> = []
    for case let t? in operandTypes {
      switch t {
      case .genericParameter, .dependentMember:
        if seenGeneric.insert(t).inserted {
          // The requirements (and protocol extension operators) of its constraints.
          result += lookupMembers(name, in: t).compactMap { $0 as? FuncDecl }.filter { isStaticMember($0) }
        }
      default:
        break
      }
      if t.nominalDecl == nil, libraryProtocolOperatorNames.contains(name), let d = builtinStandIn(of: t),
        seen.insert(ObjectIdentifier(d)).inserted
      {
        // A built-in type reaches a program's `extension Comparable` operator.
        result += lookupMembers(name, in: t).compactMap { $0 as? FuncDecl }
          .filter { isStaticMember($0) && !$0.outermostDecl.isInStandardLibrary }
      }
      if t.nominalDecl == nil, let d = builtinStandIn(of: t), d.genericParameters.isEmpty,
        seen.insert(ObjectIdentifier(d)).inserted
      {
        // The static operators of a built-in type's extensions: the library's `&+=` of
        // each integer type (stdlib/WrappingCompoundAssignment.swift), a program's
        // `extension Int { static func +++ }`.
        result += builtinExtensionMembers(name, of: t).compactMap { $0 as? FuncDecl }.filter { isStaticMember($0) }
      }
      if let n = t.nominalDecl, seen.insert(ObjectIdentifier(n)).inserted {
        result += lookupMembers(name, in: .nominal(n)).compactMap { $0 as? FuncDecl }.filter { isStaticMember($0) }
        if name == "==" {
          // A struct's or an enum's derived `Equatable` conformance.
          for derived in [TypeChecker.derivedStructEquals, TypeChecker.derivedEnumEquals] {
            result += lookupMembers(derived, in: .nominal(n)).compactMap { $0 as? FuncDecl }
          }
        }
      }
    }
    return result.filter { operatorFixity(of: $0) == fixity }
  }

  /// Operator function `f` used on operands of `operandTypes` (positional; nil for a
  /// literal): its type there and, for a static member of a generic type, the type it
  /// is used on.
  /// - A protocol's requirement or a protocol extension's operator has `Self` bound to
  ///   the type of the operand passed as its first `Self` parameter (`(T, T) -> T` for
  ///   `(Self, Self) -> Self` on `a + b` with `a: T`; IRGen's `protocolOperator` binds
  ///   it alike).
  /// - A static member of a generic type (`static func + (a: V, b: V) -> V` in
  ///   `struct V<T>`) takes the generic arguments of the first operand of that type
  ///   (`V<Int>`, so `(V<Int>, V<Int>) -> V<Int>`); no type when no operand has it.
  /// - Any other operator function has its own type.
  func operatorUse(_ f: FuncDecl, operandTypes: [SwiftType?]) -> (type: SwiftType?, base: SwiftType?) {
    if let (p, i) = f.protocolOperatorSelf {
      guard i < operandTypes.count, let operand = operandTypes[i] else { return (f.interfaceType, nil) }
      let subs = selfSubstitutions(on: operand)
      return (subs[ObjectIdentifier(p.selfParameter)] == nil ? f.interfaceType : f.interfaceType?.substituting(subs), nil)
    }
    guard f.builtin == nil, let n = f.enclosingNominal, !n.genericParameters.isEmpty, isStaticMember(f) else {
      return (f.interfaceType, nil)
    }
    // (A built-in generic type's operator, Array's `==`, is a member of its stand-in.)
    guard let base = operandTypes.lazy.compactMap({ $0 }).first(where: {
      $0.nominalDecl === n || n.builtinSubstitutions(in: $0) != nil
    }) else { return (nil, nil) }
    return (f.interfaceType.map { memberType($0, of: f, on: base) }, base)
  }

  /// The operator `f` chosen for operands of `operandTypes`, written at `range`: a
  /// reference to it; a generic type's member is applied to its type, as swiftc's tree
  /// has it (`dot_syntax_call_expr` on an implicit `V<Int>.Type`), so IRGen calls the
  /// specialization for those generic arguments.
  func operatorReference(_ f: FuncDecl, operandTypes: [SwiftType?], range: SourceRange) -> Expr {
    // (A library operator's body is checked when a program refers to it: Array's `==`.)
    requestLibraryBodies(of: [f])
    let use = operatorUse(f, operandTypes: operandTypes)
    let ref = DeclRefExpr(decl: f, range: range)
    ref.type = use.type
    guard let base = use.base else { return ref }
    let typeExpr = TypeExpr(instanceType: base, typeRepr: nil, range: range)
    typeExpr.isImplicit = true
    let applied = DotSyntaxCallExpr(fn: ref, base: typeExpr, range: range)
    applied.isImplicit = true
    applied.type = use.type
    return applied
  }

  /// The functions named `name` written at file scope: the program's own, then those of
  /// the modules it imports (`import Lib` gives `<+>`), then module Swift's.
  func fileScopeFunctions(named name: String, includingLibrary: Bool = true) -> [FuncDecl] {
    // (Module Swift's last: its `postfix func ...` makes a PartialRangeFrom.)
    let library = includingLibrary ? libraryFunctions(named: name) ?? [] : []
    return ((globalValues[name] ?? []) + (importedValues[name] ?? []) + library).compactMap { $0 as? FuncDecl }
  }

  /// `prefix func`, `postfix func`, or (two parameters, no modifier) infix.
  func operatorFixity(of f: FuncDecl) -> OperatorFixity? {
    let written = Set(f.modifiers.written.map(\.name))
    if written.contains("prefix") { return .prefix }
    if written.contains("postfix") { return .postfix }
    return f.parameters.parameters.count == 2 ? .infix : nil
  }

  /// The operand of an operator function's `inout` parameter: passed by address, as
  /// `&x` is to a call (swiftc's implicit `inout_expr`).
  func implicitInOut(_ e: Expr) -> Expr {
    let io = InOutExpr(subExpr: e, range: e.range)
    io.isImplicit = true
    io.type = e.type
    return io
  }
}

/// Operator declarations: `prefix operator +++`, `infix operator +-: AdditionPrecedence`
/// (a standard library's group, or one declared: PrecedenceGroups.swift). An operator
/// function needs its operator declared, by the standard library or the program.
extension TypeChecker {
  func declareOperator(_ o: OperatorDecl) {
    if let previous = operatorDecls[o.name]?.first(where: { $0.fixity == o.fixity }), previous !== o {
      error(SemaDiagnostics.operatorRedeclared(), at: o.nameLoc,
            notes: [.note(SemaDiagnostics.previousOperatorDeclaration(), at: previous.nameLoc)])
      return
    }
    operatorDecls[o.name, default: []].append(o)
  }

  /// The group an infix operator names must exist (checked once every group is declared).
  func checkOperatorPrecedenceGroup(_ o: OperatorDecl) {
    guard o.fixity == .infix else { return }
    if let name = o.precedenceGroupName, let loc = o.precedenceGroupLoc {
      if precedenceGroup(named: name) == nil {
        error(SemaDiagnostics.unknownPrecedenceGroup(name), at: loc)
      }
    } else {
      // swiftc's DefaultPrecedence, which is unordered with most groups.
      notSupported("an infix operator without a precedence group", at: o.nameLoc)
    }
  }

  /// The group of an infix operator the program declares.
  func declaredPrecedenceGroup(of name: String) -> PrecedenceGroup? {
    guard let o = operatorDecls[name]?.first(where: { $0.fixity == .infix }), let group = o.precedenceGroupName else {
      return nil
    }
    return precedenceGroup(named: group)
  }

  /// `static func +- (...)` needs `infix operator +-` (or the standard library's).
  func checkOperatorFunction(_ f: FuncDecl) {
    guard let fixity = operatorFixity(of: f) else { return }
    let declared: Bool
    switch fixity {
    case .infix: declared = PrecedenceGroup.of(f.name) != nil || operatorDecls[f.name]?.contains { $0.fixity == .infix } == true
    case .prefix:
      declared = ["-", "+", "!", "~", "..<", "...", "&"].contains(f.name)
        || operatorDecls[f.name]?.contains { $0.fixity == .prefix } == true
    case .postfix: declared = f.name == "..." || operatorDecls[f.name]?.contains { $0.fixity == .postfix } == true
    }
    if !declared { error(SemaDiagnostics.operatorWithoutDeclaration(), at: f.nameLoc) }
  }
}

extension Sequence where Element == Operand {
  /// The types of the operands, in order, nil for a literal: those that are not
  /// literals find operator functions (`TypeChecker.userOperatorFunctions`) and bind
  /// their generic parameters (`TypeChecker.operatorUse`).
  var valueTypes: [SwiftType?] { map { $0.literal == nil ? $0.type : nil } }
}
