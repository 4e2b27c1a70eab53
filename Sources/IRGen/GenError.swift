import AST
import Basic

// Error handling. swiftc gives a throwing function a dedicated error register
// (`swifterror`); miniswiftc spells the same idea as a plain out-parameter:
//
// - A throwing function (method, initializer, closure, function value) takes one more
//   parameter, the very last (after `self` or the closure context): the address of an
//   `any Error` existential `{ i8* object, i8* witnessTable }` owned by the caller.
// - Before the call the caller stores a null object there. To throw, the callee stores
//   the error (owned) there, runs its cleanups (releases, `defer` bodies) and returns a
//   zero result. After the call the caller tests the object: null means it returned.
// - The error goes to the innermost destination (`ErrorDestination`): the `catch`
//   clauses of a `do` (a branch that matches the error like a `switch` does its
//   subject), `try?` (the value is `nil`), `try!` (the program stops), else out of the
//   function through its own error parameter, or out of top-level code (the program
//   stops, as Swift's `swift_errorInMain` does).
//
// An error is an existential of `Error`: its witness table (one per conforming type)
// holds two functions, the error's text as `print` shows it and as `String(reflecting:)`
// does (the messages of the stops). A `catch` of a type is a checked cast of the
// existential (`is T`, GenCast.swift), as a `case let x as T` of a `switch` is.

/// Where an error thrown at the current point goes (innermost last).
enum ErrorDestination {
  /// The `catch` clauses of a `do`: the error is stored at `slot`, the scopes inside
  /// the `do` are left (down to `cleanupDepth`), then `block` matches it.
  case catchClauses(block: IRBlock, slot: IRValue, cleanupDepth: Int)
  /// `try?`: the error is released, the scopes left, and the value is `nil` (`block`).
  case optionalTry(block: IRBlock, cleanupDepth: Int)
  /// `try!`: the program stops with Swift's message, at the `try!`'s line.
  case forceTry(SourceLoc)
}

extension IRGenModule {
  func isErrorProtocol(_ p: ProtocolDecl) -> Bool { p.name == "Error" && p.moduleName == "Swift" }

  /// Does the function for `kind` take the error parameter?
  func isThrowing(_ kind: FunctionKind) -> Bool {
    switch kind {
    case .body(let f): f.isThrowing
    case .allocatingInit(let c), .initializingInit(let c), .inheritedConvenienceInit(let c, _): c.isThrowing
    case .destroyer, .deallocatingDeinit: false
    }
  }

}

extension IRGenFunction {
  /// The function's own error parameter (named `%error` in the IR and `-emit-sil`).
  func bindErrorParameter(_ p: IRValue) {
    p.setName("error")
    errorParameter = p
  }

  // MARK: Calls

  /// The slot the calls made here pass for their error (one per function).
  var callErrorSlot: IRValue {
    if let s = callErrorSlotStorage { return s }
    let s = makeAlloca(igm.existentialType, "call.error")
    callErrorSlotStorage = s
    return s
  }

  /// The argument for a throwing call's error parameter, made ready (no error yet).
  func errorArgument() -> IRValue {
    b.store(ir.null(igm.existentialType), callErrorSlot)
    return callErrorSlot
  }

  /// Does this call pass the error parameter (a throwing or `rethrows` callee)?
  func callMayThrow(_ call: CallExpr) -> Bool {
    let fn = call.fn.withoutParens
    switch fn {
    case let r as DeclRefExpr:
      if let f = r.decl as? AbstractFunctionDecl { return f.isThrowing }
    case let d as DotSyntaxCallExpr:
      return (d.fn.decl as? AbstractFunctionDecl)?.isThrowing ?? false
    case let c as ConstructorRefCallExpr:
      return (c.fn.decl as? AbstractFunctionDecl)?.isThrowing ?? false
    case let o as OtherConstructorDeclRefExpr:
      return o.decl.isThrowing
    default:
      break
    }
    if case .function(let ft)? = lowered(fn.type) { return ft.isThrowing }
    return false
  }

  /// After a throwing call (its arguments' temporaries released): an error stored in
  /// the slot is thrown on.
  func emitErrorCheck() {
    guard !b.isTerminated else { return }
    let error = b.load(igm.existentialType, callErrorSlot)
    let thrown = newBlock("call.error")
    let ok = newBlock("call.ok")
    b.condBr(b.icmp(.eq, b.ptrToInt(b.extract(error, 0)), ir.int(0)), ok, thrown)
    b.position(at: thrown)
    emitThrow(owned: error)
    b.position(at: ok)
  }

  /// Can evaluating `e` throw (a throwing call in it, closures aside)?
  func mayThrow(_ e: Expr) -> Bool {
    if e is ClosureExpr { return false }
    if let call = e as? CallExpr, callMayThrow(call) { return true }
    var found = false
    forEachChild(of: e) { child in
      if !found, let x = child as? Expr, mayThrow(x) { found = true }
    }
    return found
  }

  /// An owned temporary that must be released if an error leaves the expression
  /// before the temporary is used (`f(makeName(), try g())`, `"\(a) \(try g())"`): a
  /// cleanup releases the value stored at `slot` on the error's way out. The normal
  /// path drops the cleanup (`dropTemporaryCleanups`) and releases the value itself.
  func guardTemporary(at slot: IRValue, _ type: SwiftType) {
    pushCleanup(Cleanup(kind: .destroyAddress(slot, type)))
  }

  func dropTemporaryCleanups(to depth: Int) {
    if cleanups.count > depth { cleanups.removeLast(cleanups.count - depth) }
  }

  // MARK: Throwing

  /// `throw e`.
  func emitThrowStmt(_ s: ThrowStmt) {
    emitThrow(owned: emitOwned(emitRValue(s.subExpr)))
  }

  /// Sends an error (an owned `any Error`) to its destination; the block ends.
  func emitThrow(owned error: IRValue) {
    switch errorDestinations.last {
    case .catchClauses(let block, let slot, let depth)?:
      b.store(error, slot)
      emitCleanups(downTo: depth)
      b.br(block)
    case .optionalTry(let block, let depth)?:
      emitReleaseCall(b.extract(error, 0))
      emitCleanups(downTo: depth)
      b.br(block)
    case .forceTry(let loc)?:
      let (file, line) = igm.sourceLocation(loc)
      b.call(ir.runtime(.unexpectedError), [emitErrorDescription(error, qualified: true), igm.cString(file), ir.int(Int64(line))])
      b.unreachable()
    case nil:
      guard let out = errorParameter else {
        // Top-level code: the program stops.
        b.call(ir.runtime(.errorInMain), [emitErrorDescription(error, qualified: true)])
        b.unreachable()
        return
      }
      b.store(error, out)
      emitCleanups(downTo: 0)
      if let c = function as? ConstructorDecl, !(igm.enclosingNominal(c) is ClassDecl),
        case .inoutAddress(let addr, let t)? = currentSelf
      {
        // The properties set so far (the others are zero, which releases as nothing).
        emitRelease(b.load(igm.irType(t), addr), t)
      }
      if igm.isVoidLike(resultType) { b.retVoid() } else { b.ret(ir.null(igm.irType(resultType))) }
    }
  }

  /// The text of an error (owned string): as `print` shows it, or qualified as
  /// `String(reflecting:)` does.
  func emitErrorDescription(_ error: IRValue, qualified: Bool) -> IRValue {
    // (Error has no requirements: the describe function is its tables' only entry.)
    emitExistentialDescription(error, describeEntry: 0, debug: qualified)
  }

  // MARK: try

  /// `try e`, `try? e`, `try! e`.
  func emitTry(_ t: TryExpr) -> ManagedValue {
    switch t.kind {
    case .plain:
      return emitRValue(t.subExpr)
    case .forced:
      errorDestinations.append(.forceTry(t.loc))
      defer { errorDestinations.removeLast() }
      return emitRValue(t.subExpr)
    case .optional:
      guard case .optional(let w)? = lowered(t.type) else { return emitRValue(t.subExpr) }
      let type = SwiftType.optional(w)
      let slot = makeAlloca(igm.irType(type), "try.result")
      let failed = newBlock("try.nil")
      let done = newBlock("try.done")
      errorDestinations.append(.optionalTry(block: failed, cleanupDepth: cleanupDepth))
      let value = emitRValue(t.subExpr)
      errorDestinations.removeLast()
      let owned = emitOwned(value)
      if case .optional = value.type {
        b.store(owned, slot)
      } else {
        b.store(emitOptionalWrap(owned, wrapped: w), slot)
      }
      b.br(done)
      b.position(at: failed)
      b.store(emitOptionalNone(wrapped: w), slot)
      b.br(done)
      b.position(at: done)
      return ManagedValue(value: b.load(igm.irType(type), slot), type: type, isOwned: true)
    }
  }

  // MARK: do-catch

  /// `do { body } catch ... { }`: the body with the catches as its error destination;
  /// the error is matched against each `catch` as a `switch` subject; one no `catch`
  /// matches is thrown on.
  func emitDoCatch(_ d: DoCatchStmt) {
    let depth = cleanupDepth
    let slot = makeAlloca(igm.existentialType, "caught.error")
    let caught = newBlock("catch")
    let end = newBlock("do.end")
    errorDestinations.append(.catchClauses(block: caught, slot: slot, cleanupDepth: depth))
    emitBrace(d.body)
    errorDestinations.removeLast()
    if !b.isTerminated { b.br(end) }

    b.position(at: caught)
    // The error lives until its catch ends.
    let errorType = d.catches.first?.labelItems.first?.pattern.type ?? .error
    pushCleanup(Cleanup(kind: .destroyAddress(slot, errorType)))
    let bodies = d.catches.map { _ in newBlock("catch.body") }
    let unmatched = emitCaseTests(d.catches, subject: slot, type: errorType, bodies: bodies)
    let caughtEnd = newBlock("catch.end")
    b.position(at: unmatched)
    if d.isExhaustive {
      b.unreachable()
    } else {
      let error = b.load(igm.existentialType, slot)
      emitRetainCall(b.extract(error, 0))
      emitThrow(owned: error)
    }
    for (i, c) in d.catches.enumerated() {
      b.position(at: bodies[i])
      emitBrace(c.body)
      if !b.isTerminated { b.br(caughtEnd) }
    }
    b.position(at: caughtEnd)
    popScope(to: depth)
    b.br(end)
    b.position(at: end)
  }
}
