import AST

// Global variables and static stored properties.
//
// - The main module's top-level variables are plain globals (`$s4main5countSivp`),
//   initialized by `main` in source order, as swiftc does for main.swift. They are never
//   destroyed.
// - Every other global (a library's) and every static stored property is initialized
//   lazily on first access: its `unsafeMutableAddressor` (`...vau`) runs the one-time
//   initializer (`..._WZ`) guarded by a token (`..._Wz`) and returns the address.

extension IRGenModule {
  /// The address of a global or static stored variable.
  func globalAddress(_ v: VarDecl, in igf: IRGenFunction? = nil) -> IRValue {
    let storage = globalStorage(v)
    if eagerGlobals.contains(ObjectIdentifier(v)) { return storage }
    let addressor = ir.declareFunction(mangler.accessor(v, .unsafeMutableAddressor), ir.function([], ir.ptr))
    guard let igf else { return storage }
    return igf.b.call(addressor, [])
  }

  func globalStorage(_ v: VarDecl) -> IRValue {
    let t = irType(v.interfaceType ?? .error)
    let g = ir.declareGlobal(mangler.variable(v), t)
    return ir.constPointerCast(g)
  }

  /// Defines the storage of a global owned by this module (and, for a lazy one, its
  /// addressor and one-time initializer).
  func emitGlobalVariable(_ v: VarDecl) {
    guard v.kind == .stored else { return }
    let t = irType(v.interfaceType ?? .error)
    let name = mangler.variable(v)
    let storage = ir.declareGlobal(name, t)
    guard storage.isDeclaration else { return }
    ir.defineGlobal(name, initializer: ir.null(t))
    debugInfo?.declareGlobal(v, storage: storage)
    if eagerGlobals.contains(ObjectIdentifier(v)) { return }

    // `let (lo, hi) = pair`: one token and one initializer for the whole pattern.
    let destructured = destructuringPattern(of: v)
    let onceVars = destructured.map(variables) ?? [v]
    // token
    let tokenName = mangler.onceInitializer(patternVariables: onceVars, token: true)
    // Only this module's addressor reads the token.
    let token = ir.defineGlobal(tokenName, initializer: ir.bool(false), linkage: .internal)
    // one-time initializer
    let initFn = ir.declareFunction(mangler.onceInitializer(patternVariables: onceVars, token: false), ir.function([], ir.void))
    if initFn.isDeclaration, let pattern = destructured, let initial = initialValue(of: v) {
      let igf = IRGenFunction(igm: self, fn: initFn)
      igf.emitDestructuring(pattern, igf.emitRValue(initial)) { self.globalStorage($0) }
      igf.b.retVoid()
    } else if initFn.isDeclaration {
      let igf = IRGenFunction(igm: self, fn: initFn)
      if let initial = initialValue(of: v) {
        let value = igf.emitOwned(igf.emitRValue(initial, expected: v.interfaceType))
        igf.emitReferenceStorageInit(owned: value, at: storage, v.referenceOwnership)
      }
      igf.b.retVoid()
    }
    // addressor
    let addressor = ir.declareFunction(mangler.accessor(v, .unsafeMutableAddressor), ir.function([], ir.ptr))
    if addressor.isDeclaration {
      let igf = IRGenFunction(igm: self, fn: addressor)
      let b = igf.b
      let done = b.load(ir.i1, token)
      let initBlock = igf.newBlock("once")
      let ready = igf.newBlock("ready")
      b.condBr(done, ready, initBlock)
      b.position(at: initBlock)
      b.store(ir.bool(true), token)
      b.call(initFn, [])
      b.br(ready)
      b.position(at: ready)
      b.ret(ir.constPointerCast(storage))
    }
  }

  /// `int main(int argc, char **argv)`: the main module's top-level code in order.
  func emitMain() {
    let fn = ir.declareFunction("main", ir.function([ir.i32, ir.ptr], ir.i32))
    let igf = IRGenFunction(igm: self, fn: fn)
    igf.beginDebugInfo(name: "main", at: module.files.first?.decls.first?.loc ?? .invalid)
    igf.isTopLevel = true
    igf.resultType = .void
    igf.returnValueOverride = { self.ir.int(0, self.ir.i32) }
    // At -O the standard library's checks trap without their messages, as Swift's do.
    if options.optimize { igf.b.call(ir.runtime(.useOptimizedChecks), []) }
    // A `var` local to a top-level block (`do { var n = 0; let f = { n += 1 } }`) that a
    // closure captures lives in a box, as in a function body.
    for file in module.files {
      for case let tl as TopLevelCodeDecl in file.decls {
        igf.capturedVars.formUnion(ClosureScan.capturedDecls(in: tl.body))
      }
    }
    for file in module.files {
      for d in file.decls {
        if igf.b.isTerminated { igf.startDeadBlock() }
        switch d {
        case let pbd as PatternBindingDecl:
          igf.emitPatternBinding(pbd)
        case let tl as TopLevelCodeDecl:
          igf.emitBrace(tl.body, endsScope: false)
        default:
          break
        }
      }
    }
    if !igf.b.isTerminated { igf.emitReturn(nil) }
  }

  /// Finds the main module's top-level variables (initialized eagerly by `main`).
  @discardableResult
  func collectEagerGlobals() -> [VarDecl] {
    guard !module.isLibrary && !options.isLibrary else { return [] }
    var found: [VarDecl] = []
    func add(_ pbd: PatternBindingDecl) {
      for entry in pbd.entries {
        for v in variables(entry.pattern) where eagerGlobals.insert(ObjectIdentifier(v)).inserted {
          found.append(v)
        }
      }
    }
    for file in module.files {
      for d in file.decls {
        if let pbd = d as? PatternBindingDecl { add(pbd) }
        if let tl = d as? TopLevelCodeDecl {
          for case .decl(let inner) in tl.body.elements {
            if let pbd = inner as? PatternBindingDecl { add(pbd) }
          }
        }
      }
    }
    return found
  }

  func variables(_ p: Pattern) -> [VarDecl] { p.boundVariables }
}
