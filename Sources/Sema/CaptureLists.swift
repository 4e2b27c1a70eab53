import AST

/// Closure capture lists: `{ [x, y = a.b, weak w, unowned self] in ... }`. Each entry is
/// a constant initialized (from the enclosing scope) when the closure is created, which
/// the body captures by value; a `weak` one is optional and does not keep its instance
/// alive, an `unowned` one neither (GenClosure stores them as GenWeak.swift does).
/// `[self]`, `[unowned self]` and `[weak self]` become the closure's `self` (optional
/// for `weak`, so the body writes `self?.x` or rebinds it: `guard let self else {...}`
/// declares a local `self`, which `self` then means).
extension TypeChecker {
  /// What `self` means here: a local rebinding it (`if let self = self`), else the
  /// context's.
  var currentSelf: VarDecl? {
    if let local = scope.lookup("self") as? VarDecl { return local }
    return context.selfDecl
  }

  /// Checks the entries' initializers, types and declares them in `listScope`; returns
  /// the entry that is the closure's `self`, if any.
  func checkCaptureList(_ c: ClosureExpr, declaringIn listScope: Scope) -> ParamDecl? {
    var selfCapture: ParamDecl?
    for i in c.captureList.indices {
      let entry = c.captureList[i]
      let v = entry.decl
      let initializer = checkExpr(entry.initializer)
      c.captureList[i].initializer = initializer
      var t = initializer.type ?? .error
      let ownership = v.referenceOwnership
      if ownership != .strong, !t.isError {
        let name = ownership == .weak ? "weak" : "unowned"
        var referent = t
        if case .optional(let w) = t { referent = w }
        if !referent.isClassReference {
          error(SemaDiagnostics.ownershipNotClass(name, referent), at: v.nameLoc)
          t = .error
        } else if ownership == .weak {
          t = .optional(referent)
        } else if case .optional = t {
          notSupportedDeclaration("an optional 'unowned' capture", at: v.nameLoc)
          t = .error
        }
      }
      v.interfaceType = t
      if let p = v as? ParamDecl, p.name == "self" {
        selfCapture = p
        continue
      }
      listScope.declare(v)
    }
    return selfCapture
  }
}
