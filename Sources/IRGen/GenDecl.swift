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
    // Local functions and types met while emitting bodies.
    while !pendingBodies.isEmpty || !pendingSpecializations.isEmpty {
      let next = pendingBodies.isEmpty ? pendingSpecializations.removeFirst() : pendingBodies.removeFirst()
      next()
    }
  }

  private func emitTopLevelDecl(_ d: Decl) {
    switch d {
    case let f as FuncDecl:
      // A generic function is emitted per specialization, when called.
      if f.builtin == nil && f.genericParameters.isEmpty { emitFunctionBody(f) }
    case let n as NominalTypeDecl:
      emitNominal(n)
    case let e as ExtensionDecl:
      if let n = e.extendedNominal {
        emitMembers(e.members, of: n)
        emitConformances(of: n)
      }
    case let pbd as PatternBindingDecl:
      for entry in pbd.entries { for v in variables(entry.pattern) { emitGlobalVariable(v) } }
    case let v as VarDecl:
      if v.kind == .stored {
        emitGlobalVariable(v)
        for a in v.accessors where a.body != nil { emitFunctionBody(a) }
      } else {
        for a in v.accessors where a.body != nil { emitFunctionBody(a) }
      }
    case let tl as TopLevelCodeDecl:
      // Declarations written among top-level statements.
      for case .decl(let inner) in tl.body.elements {
        switch inner {
        case is FuncDecl, is NominalTypeDecl, is ExtensionDecl: emitTopLevelDecl(inner)
        default: break
        }
      }
    default:
      break
    }
  }

  /// A struct, class or enum: its members, metadata and conformances.
  func emitNominal(_ n: NominalTypeDecl) {
    if n is ProtocolDecl { return }
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
      switch m {
      case let f as FuncDecl:
        // A generic function is emitted per specialization, when called.
      if f.builtin == nil && f.genericParameters.isEmpty { emitFunctionBody(f) }
      case let c as ConstructorDecl:
        emitConstructor(c)
      case let v as VarDecl where !(v is ParamDecl):
        if v.kind == .computed {
          for a in v.accessors where a.body != nil && a.builtin == nil { emitFunctionBody(a) }
        } else if v.kind == .stored && (v.modifiers.isStatic || v.modifiers.isClass) {
          emitGlobalVariable(v)
        }
        // Observers of a stored property.
        if v.kind == .stored {
          for a in v.accessors where a.body != nil { emitFunctionBody(a) }
        }
      case let inner as NominalTypeDecl:
        emitNominal(inner)
      default:
        break
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
