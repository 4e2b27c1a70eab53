import AST
import Basic

/// How an expression is about to be mutated (decides the wording of a refusal).
enum MutationKind {
  /// `x = v`
  case assign
  /// `x += v`
  case compoundAssign
  /// `x.mutatingMethod()`
  case mutatingCall
  /// `f(&x)`
  case inOutArgument
}

/// lvalues: may this expression be assigned, passed `inout` or mutated? (`let`
/// constants, parameters, `self` in a non-mutating method, get-only and `private(set)`
/// properties, properties of a `let` struct.)
extension TypeChecker {
  /// Reports and returns false when `e` cannot be mutated.
  @discardableResult
  func checkMutable(_ e: Expr, kind: MutationKind, at loc: SourceLoc) -> Bool {
    noteMutation(e)
    noteVariableWrite(e)
    if kind != .assign, let k = stripConversions(e) as? KeyPathApplicationExpr {
      notSupported("mutating a value through a key path other than by assignment", at: k.loc)
      return false
    }
    guard let (reason, note) = immutabilityReason(e, at: loc) else { return true }
    if e.type?.isError ?? true { return false }
    let isProperty = stripConversions(e) is MemberRefExpr || stripConversions(e) is TupleElementExpr
    let message: String
    switch kind {
    case .assign where stripConversions(e) is SubscriptExpr || stripConversions(e) is KeyPathApplicationExpr:
      message = "cannot assign through subscript: \(reason)"
    case .assign:
      if reason == SemaDiagnostics.selfIsImmutable() && !isProperty {
        message = SemaDiagnostics.cannotAssignSelfImmutable()
      } else if reason == SemaDiagnostics.functionCallImmutable() && !isProperty {
        message = SemaDiagnostics.cannotAssignToRvalue()
      } else {
        message = isProperty ? SemaDiagnostics.cannotAssignProperty(reason) : "cannot assign to value: \(reason)"
      }
    case .compoundAssign: message = SemaDiagnostics.cannotMutateOperator(reason)
    case .mutatingCall: message = SemaDiagnostics.cannotUseMutatingMember(reason)
    case .inOutArgument: message = SemaDiagnostics.cannotPassImmutableInout(reason)
    }
    error(message, at: loc, notes: note.map { [$0] } ?? [])
    return false
  }

  /// What a mutation of `e` changes, from `e` to the variable at its root (each handed
  /// to `body`): through a value's stored properties, tuple elements and subscripts the
  /// value holding them changes too; through a class instance only the object does, and
  /// the walk stops there. (The actor checks and the variable-usage warnings record it.)
  func forEachMutatedExpression(_ e: Expr, _ body: (Expr) -> Void) {
    var current: Expr? = e
    while let c = current {
      body(c)
      switch c {
      case let m as MemberRefExpr: current = m.base.type?.isClass ?? true ? nil : m.base
      case let s as SubscriptExpr: current = s.base.type?.isClass ?? true ? nil : s.base
      case let p as ParenExpr: current = p.subExpr
      case let d as DerivedToBaseExpr: current = d.subExpr
      case let t as TupleElementExpr: current = t.base
      case let f as ForceValueExpr: current = f.subExpr
      case let b as BindOptionalExpr: current = b.subExpr
      case let o as OptionalEvaluationExpr: current = o.subExpr
      default: current = nil
      }
    }
  }

  func stripConversions(_ e: Expr) -> Expr {
    switch e {
    case let p as ParenExpr: stripConversions(p.subExpr)
    case let d as DerivedToBaseExpr: stripConversions(d.subExpr)
    case let f as FunctionConversionExpr: stripConversions(f.subExpr)
    default: e
    }
  }

  /// Why `e` is not mutable (and a note to attach), or nil if it is.
  /// Whether `e` could be assigned (swiftc's expression of an lvalue type).
  func isAssignable(_ e: Expr) -> Bool { immutabilityReason(e, at: e.loc) == nil }

  private func immutabilityReason(_ e: Expr, at loc: SourceLoc) -> (String, Diagnostic?)? {
    switch e {
    case let p as ParenExpr:
      return immutabilityReason(p.subExpr, at: loc)
    case let d as DerivedToBaseExpr:
      return immutabilityReason(d.subExpr, at: loc)
    case is DiscardAssignmentExpr:
      return nil
    case let d as DeclRefExpr:
      guard let v = d.decl as? VarDecl else { return (SemaDiagnostics.functionCallImmutable(), nil) }
      if let p = v as? ParamDecl {
        if p.isInOut { return nil }
        if p.isImplicit && p.name == "self" {
          if case .nominal(let n)? = p.interfaceType, n is ClassDecl { return (SemaDiagnostics.selfIsImmutable(), nil) }
          if case .metatype? = p.interfaceType { return (SemaDiagnostics.selfIsImmutable(), nil) }
          if let a = p.parent as? AccessorDecl {
            // A getter, or a `nonmutating set`.
            let kind = a.accessorKind == .get ? "getter" : "setter"
            return (SemaDiagnostics.selfIsImmutable(), .note(SemaDiagnostics.markMutating(kind), at: a.keywordLoc))
          }
          let note = (p.parent as? FuncDecl).map { Diagnostic.note(SemaDiagnostics.markMutating(), at: $0.loc) }
          return (SemaDiagnostics.selfIsImmutable(), note)
        }
        return (SemaDiagnostics.isLetConstant(v.name), nil)
      }
      if v.isLet {
        // A `let` declared without a value may be given one later, a global's in
        // top-level code (definite initialization checks it is done once).
        if let b = v.binding, let i = entryIndex(of: v, in: b), b.entries[i].initializer == nil,
           !isGlobal(v) || (context.isTopLevel && context.parent == nil) {
          return nil
        }
        return (SemaDiagnostics.isLetConstant(v.name), letNote(v))
      }
      return nil
    case let m as MemberRefExpr:
      let v = m.decl
      if v.kind == .stored && v.isLet {
        if isInitializingSelf(m) { return nil }
        return (SemaDiagnostics.isLetConstant(v.name), letNote(v))
      }
      if v.kind != .stored && v.setter == nil {
        return (SemaDiagnostics.isGetOnly(v.name), nil)
      }
      if !isSettable(v, at: loc) {
        return (SemaDiagnostics.setterInaccessible(v.name), nil)
      }
      if m.base is TypeExpr || m.base is SuperRefExpr { return nil }
      if let bt = m.base.type {
        if bt.isClass { return nil }
        if case .metatype = bt { return nil }
      }
      // `handle.value = 3` of a `nonmutating set`: the setter leaves the base as it is.
      if v.setter?.modifiers.isNonmutating == true { return nil }
      return immutabilityReason(m.base, at: loc)
    case is SuperRefExpr:
      return nil
    case let b as BindOptionalExpr:
      return immutabilityReason(b.subExpr, at: loc)
    case let f as ForceValueExpr:
      return immutabilityReason(f.subExpr, at: loc)
    case let o as OptionalEvaluationExpr:
      return immutabilityReason(o.subExpr, at: loc)
    case let s as SubscriptExpr:
      // A subscript needs a setter (or a mutable addressor: an array's element is as
      // mutable as the array), and `self` mutable unless the base is a class
      // instance or a type (a `static` subscript).
      if let d = s.decl {
        if !d.isSettableComputed { return (SemaDiagnostics.subscriptGetOnly(), nil) }
        if let bt = s.base.type {
          if bt.isClass { return nil }
          if case .metatype = bt { return nil }
        }
        if d.setter?.modifiers.isNonmutating == true { return nil }
      }
      return immutabilityReason(s.base, at: loc)
    case let t as TupleElementExpr:
      return immutabilityReason(t.base, at: loc)
    case let k as KeyPathApplicationExpr:
      // A read-only key path, or a writable one into a root that is not mutable (one
      // that writes through a class instance needs none).
      if let reason = keyPathApplicationImmutability(k) { return (reason, nil) }
      if case (_, _, "ReferenceWritableKeyPath")? = keyPathTypes(k.keyPath.type) { return nil }
      return immutabilityReason(k.base, at: loc)
    case let f as ForceValueExpr:
      // As mutable as the optional (checkMutable reports the rest).
      return immutabilityReason(f.subExpr, at: loc)
    default:
      return (SemaDiagnostics.functionCallImmutable(), nil)
    }
  }

  private func letNote(_ v: VarDecl) -> Diagnostic? {
    guard let b = v.binding, !v.isImplicit else { return nil }
    return .note(SemaDiagnostics.changeLetToVar(), at: b.loc)
  }

  func isGlobal(_ v: VarDecl) -> Bool {
    if v.parent != nil && !(v.parent is TopLevelCodeDecl) { return false }
    return globalValues[v.name]?.contains { $0 === v } ?? false
  }

  /// `self.x` (or implicit `x`) inside an initializer of the type that declares `x`.
  private func isInitializingSelf(_ m: MemberRefExpr) -> Bool {
    guard context.kind == .initializer, let selfDecl = context.selfDecl else { return false }
    guard let base = stripConversions(m.base) as? DeclRefExpr, base.decl === selfDecl else { return false }
    return owningNominal(of: m.decl) === context.nominal
  }
}
