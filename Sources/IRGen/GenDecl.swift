import AST

extension IRGenModule {
  /// Lowers every declaration of the module, then `main` (unless it is a library).
  func emitModule() {
    if options.optimize {
      // Defined before any body (emitting a function moves the shared builder).
      _ = retainFunction
      _ = releaseFunction
    }
    for v in collectEagerGlobals() { emitGlobalVariable(v) }
    for file in module.files {
      for d in file.decls { emitTopLevelDecl(d) }
    }
    if !options.isLibrary && !module.isLibrary { emitMain() }
    // Local functions and types met while emitting bodies; then the casts to protocols,
    // which look among every type boxed (their tables may box more).
    repeat {
      while !pendingBodies.isEmpty || !pendingSpecializations.isEmpty {
        let next = pendingBodies.isEmpty ? pendingSpecializations.removeFirst() : pendingBodies.removeFirst()
        next()
      }
    } while prepareProtocolCastLookups() || prepareArrayCastLookups()
    emitProtocolCastLookups()
    emitArrayCastLookups()
  }

  private func emitTopLevelDecl(_ d: Decl) {
    switch d.declKind {
    case .func(let f):
      // A generic function is emitted per specialization, when called.
      if f.builtin == nil && f.genericParameters.isEmpty { emitFunctionBody(f) }
    case .struct(let n): emitNominal(n)
    case .class(let n): emitNominal(n)
    case .enum(let n): emitNominal(n)
    case .protocol(let n): emitNominal(n)
    case .extension(let e):
      // A generic struct's members are emitted per specialization, when used; so are a
      // protocol extension's (for each type `Self` is bound to).
      if let n = e.extendedNominal, n.genericParameters.isEmpty, !(n is ProtocolDecl) {
        emitMembers(e.members, of: n)
        emitConformances(of: n)
      }
    case .patternBinding(let pbd):
      for entry in pbd.entries { for v in variables(entry.pattern) { emitGlobalVariable(v) } }
    case .var(let v):
      if v.kind == .stored {
        emitGlobalVariable(v)
        for a in v.accessors where a.body != nil { emitFunctionBody(a) }
      } else {
        for a in v.accessors where a.body != nil { emitFunctionBody(a) }
      }
    case .topLevelCode(let tl):
      // Declarations written among top-level statements (their variables are globals,
      // emitted with the statements).
      for case .decl(let inner) in tl.body.elements {
        switch inner.declKind {
        case .func, .struct, .class, .enum, .protocol, .extension: emitTopLevelDecl(inner)
        case .import, .var, .subscript, .param, .genericTypeParam, .constructor, .destructor, .accessor, .typeAlias,
          .enumCase, .enumElement, .patternBinding, .topLevelCode, .operator, .precedenceGroup, .associatedType:
          break
        }
      }
    case .import, .typeAlias, .operator, .precedenceGroup:
      // No code: Sema resolved every use of an alias, an operator and a group.
      break
    case .subscript, .param, .genericTypeParam, .constructor, .destructor, .accessor, .enumCase, .enumElement,
      .associatedType:
      unexpectedNode(d, "not a file-level declaration")
    }
  }

  /// A struct, class or enum: its members, metadata and conformances.
  func emitNominal(_ n: NominalTypeDecl) {
    // A generic struct's members are emitted per specialization, when used.
    if n is ProtocolDecl || !n.genericParameters.isEmpty { return }
    emitMembers(n.members, of: n)
    switch n {
    case let c as ClassDecl: emitClass(c)
    // Structs and enums are boxed in an existential (and by a mutating witness).
    case is StructDecl, is EnumDecl: emitBoxMetadata(n)
    default: break
    }
    emitConformances(of: n)
  }

  private func emitMembers(_ members: [Decl], of n: NominalTypeDecl) {
    for m in members {
      switch m.declKind {
      case .func(let f):
        // A generic function is emitted per specialization, when called.
        if f.builtin == nil && f.genericParameters.isEmpty { emitFunctionBody(f) }
      case .constructor(let c):
        emitConstructor(c)
      case .var(let v):
        if v.kind == .computed {
          for a in v.accessors where a.body != nil && a.builtin == nil { emitFunctionBody(a) }
        } else if v.kind == .stored && (v.modifiers.isStatic || v.modifiers.isClass) {
          emitGlobalVariable(v)
        }
        // Observers of a stored property.
        if v.kind == .stored {
          for a in v.accessors where a.body != nil { emitFunctionBody(a) }
        }
      case .subscript(let sd):
        // A generic subscript's getter is emitted per specialization, when used.
        for a in sd.accessors where a.body != nil && a.genericParameters.isEmpty { emitFunctionBody(a) }
      case .struct(let inner): emitNominal(inner)
      case .class(let inner): emitNominal(inner)
      case .enum(let inner): emitNominal(inner)
      case .protocol(let inner): emitNominal(inner)
      case .destructor, .enumCase, .enumElement, .patternBinding, .associatedType:
        // The deinitializer is emitted with the class; cases, bindings and a protocol's
        // associated types have no code.
        break
      case .typeAlias:
        // No code: Sema resolved every use of an alias.
        break
      case .import, .param, .genericTypeParam, .accessor, .extension, .topLevelCode, .operator, .precedenceGroup:
        unexpectedNode(m, "not a member")
      }
    }
  }

  /// The witness tables of the conformances this module declares.
  private func emitConformances(of n: NominalTypeDecl) {
    for conf in conformancesDeclaredHere(n) {
      let name = mangler.witnessTable(conf)
      if let g = ir.global(named: name), !g.isDeclaration { continue }
      emitWitnessTable(conf)
    }
  }
}
