import AST
import Basic

/// swiftc's warnings on how a local variable is used (its `VarDeclUsageChecker`): a `var`
/// never mutated ("consider changing to 'let' constant"), a value never used, a `var`
/// written but never read, an unused `if let` value or capture. Each function body is
/// one region (its closures with it), and so is each top-level statement; there a
/// variable declared directly is a global, which is not checked.
///
/// A variable is *read* where a reference to it is met, except as the target of an
/// assignment (`x = 1`, `t.0 = 1`); it is *written* by every mutation Sema allows
/// (`noteVariableWrite`, from `checkMutable`: assignments, `+=`, mutating methods, `&x`).
/// Assigning through a struct's property (`s.x = 1`) reads `s` as well, as swiftc counts
/// it. A nested function's references count as both, as swiftc marks its captures.
/// Only a program that type-checked is looked at: after an error, a reference Sema could
/// not resolve would look like an unused variable.
extension TypeChecker {
  /// The variable a mutation of `e` writes: the one at the root of what it changes.
  func noteVariableWrite(_ e: Expr) {
    forEachMutatedExpression(e) { c in
      if let r = c as? DeclRefExpr, let v = r.decl as? VarDecl { writtenVariables.insert(ObjectIdentifier(v)) }
    }
  }

  /// The warnings of every function body and top-level statement of the program.
  func checkVariableUsage() {
    guard !hasErrors, unsupported.isEmpty, unsupportedDeclarations.isEmpty else { return }
    let saved = phase
    defer { phase = saved }
    // The regions are found through the declarations; functions and types declared in a
    // body, by the walk of that body (so no node is visited only to look for them).
    var pending: [Decl] = module.files.flatMap(\.decls).reversed()
    while let d = pending.popLast() {
      switch d {
      case let t as TopLevelCodeDecl:
        phase = 0
        var usage = VariableUsage(checker: self, topLevel: t.body)
        usage.run(t.body)
        pending += usage.nestedDeclarations.reversed()
      case let f as AbstractFunctionDecl:
        guard !f.isImplicit, let body = f.body else { continue }
        phase = 1
        var usage = VariableUsage(checker: self, topLevel: nil)
        usage.run(body)
        pending += usage.nestedDeclarations.reversed()
      case let n as NominalTypeDecl: pending += n.members.reversed()
      case let e as ExtensionDecl: pending += e.members.reversed()
      case let v as VarDecl: pending += v.accessors.reversed()
      default: break
      }
    }
  }
}

/// One region's variables and how they are used.
private struct VariableUsage {
  let checker: TypeChecker
  /// The variables in the order they are declared, each read or not, and whether it
  /// is a closure's capture (`[x]`).
  var variables: [VarDecl] = []
  var read: Set<ObjectIdentifier> = []
  var captures: Set<ObjectIdentifier> = []
  /// `if let x = e` as a statement's only condition: unused, swiftc suggests `e != nil`.
  var soleConditionBindings: Set<ObjectIdentifier> = []
  /// `for var x in`: swiftc suggests removing the `var`, not writing `let`.
  var loopVariables: Set<ObjectIdentifier> = []
  /// References that are assignments' targets, not reads.
  var assigned: Set<ObjectIdentifier> = []
  /// The functions, types and local computed variables declared in the region, each
  /// checked on its own.
  var nestedDeclarations: [Decl] = []
  /// In top-level code, the globals (declared directly in the statement, or by a
  /// `guard` there), which are not checked.
  let globals: Set<ObjectIdentifier>

  init(checker: TypeChecker, topLevel body: BraceStmt?) {
    self.checker = checker
    var globals: Set<ObjectIdentifier> = []
    for element in body?.elements ?? [] {
      switch element {
      case .decl(let b as PatternBindingDecl):
        for entry in b.entries { for v in checker.patternVariables(entry.pattern) { globals.insert(ObjectIdentifier(v)) } }
      case .stmt(let g as GuardStmt):
        for c in g.conditions {
          if case .optionalBinding(let p, _, _) = c { for v in checker.patternVariables(p) { globals.insert(ObjectIdentifier(v)) } }
          if case .patternMatch(let p, _, _) = c { for v in checker.patternVariables(p) { globals.insert(ObjectIdentifier(v)) } }
        }
      default: break
      }
    }
    self.globals = globals
  }

  mutating func run(_ body: BraceStmt) {
    ASTWalk(entersClosures: true).walk(body) { node in visit(node) }
    // swiftc gives these after the region's own type-checking diagnostics.
    report(sortedAt: body.range.end)
  }

  private mutating func visit(_ node: Node) -> WalkAction {
    switch node {
    case let p as NamedPattern:
      track(p.decl)
    case let c as ClosureExpr:
      for entry in c.captureList {
        captures.insert(ObjectIdentifier(entry.decl))
        track(entry.decl)
      }
    case let r as DeclRefExpr:
      if !assigned.contains(ObjectIdentifier(r)), let v = r.decl as? VarDecl { read.insert(ObjectIdentifier(v)) }
    case let a as AssignExpr:
      if let dest = a.dest { markAssigned(dest) }
    case let s as LabeledConditionalStmt:
      noteSoleCondition(s.conditions)
    case let g as GuardStmt:
      noteSoleCondition(g.conditions)
    case let f as ForEachStmt:
      for v in checker.patternVariables(f.pattern) { loopVariables.insert(ObjectIdentifier(v)) }
    case let k as KeyPathExpr:
      // `\Grid.[row, col]`: the indices are read when the key path is made, in Sema's
      // implementation of it (which the walk does not enter).
      if let made = k.implementation { markRead(in: made) }
    case let f as AbstractFunctionDecl:
      // A nested function: what it refers to counts as read (and written, by
      // `noteVariableWrite`); its own variables are its own region.
      markRead(in: f)
      nestedDeclarations.append(f)
      return .skipChildren
    case let n as NominalTypeDecl:
      nestedDeclarations.append(n)
    case let v as VarDecl where !v.accessors.isEmpty:
      // A local computed variable: its accessors are nested functions.
      for a in v.accessors { markRead(in: a) }
      nestedDeclarations.append(v)
      return .skipChildren
    default: break
    }
    return .visitChildren
  }

  /// Every variable referred to in `node`, closures and nested functions included.
  private mutating func markRead(in node: Node) {
    ASTWalk(entersClosures: true, entersNestedDeclarations: true).walk(node) { inner in
      if let r = inner as? DeclRefExpr, let v = r.decl as? VarDecl { read.insert(ObjectIdentifier(v)) }
      if let k = inner as? KeyPathExpr, let made = k.implementation { markRead(in: made) }
      return .visitChildren
    }
  }

  private mutating func track(_ v: VarDecl) {
    guard !(v is ParamDecl), !v.isImplicit, v.name != "_", v.kind == .stored, v.accessors.isEmpty,
      !globals.contains(ObjectIdentifier(v)), v.nameLoc.isValid
    else { return }
    variables.append(v)
  }

  /// The references an assignment stores to without reading: the variable itself, a
  /// tuple's elements, through `!` and `?`.
  private mutating func markAssigned(_ dest: Expr) {
    switch dest {
    case let p as ParenExpr: markAssigned(p.subExpr)
    case let r as DeclRefExpr: assigned.insert(ObjectIdentifier(r))
    case let t as TupleExpr: for e in t.elements { markAssigned(e) }
    case let t as TupleElementExpr: markAssigned(t.base)
    case let f as ForceValueExpr: markAssigned(f.subExpr)
    case let b as BindOptionalExpr: markAssigned(b.subExpr)
    default: break
    }
  }

  private mutating func noteSoleCondition(_ conditions: [StmtCondition]) {
    guard conditions.count == 1, case .optionalBinding(let p, _, _) = conditions[0],
      let binding = p as? BindingPattern, let named = binding.subPattern as? NamedPattern
    else { return }
    soleConditionBindings.insert(ObjectIdentifier(named.decl))
  }

  private func report(sortedAt end: SourceLoc) {
    for v in variables {
      let id = ObjectIdentifier(v)
      let isRead = read.contains(id)
      // A `let` given its value by an assignment is initialized, not mutated.
      let isWrittenLet = v.isLet && checker.writtenVariables.contains(id)
      let isWritten = !v.isLet && checker.writtenVariables.contains(id)
      let diagnostic: String
      var group: String?
      if !isRead && !isWritten {
        group = SemaDiagnostics.noUsageGroup
        if captures.contains(id) {
          diagnostic = SemaDiagnostics.captureNeverUsed(v.name)
        } else if let b = v.binding, b.entries.count == 1, b.entries[0].initializer != nil,
          (b.entries[0].pattern as? NamedPattern)?.decl === v
        {
          diagnostic = SemaDiagnostics.initializationNeverUsed(v.name, isLet: v.isLet)
        } else if soleConditionBindings.contains(id) {
          diagnostic = SemaDiagnostics.conditionValueNeverUsed(v.name)
        } else if isWrittenLet {
          diagnostic = SemaDiagnostics.assignedImmutableValueNeverUsed(v.name)
        } else {
          diagnostic = SemaDiagnostics.variableNeverUsed(v.name, isLet: v.isLet)
        }
      } else if !v.isLet && !isWritten {
        // Not when another variable of the same `var (a, b) = ...` is mutated: it
        // would take splitting the declaration.
        if let b = v.binding,
          b.entries.contains(where: { e in
            checker.patternVariables(e.pattern).contains { checker.writtenVariables.contains(ObjectIdentifier($0)) }
          })
        {
          continue
        }
        let isWeak = v.referenceOwnership == .weak
        diagnostic = SemaDiagnostics.variableNeverMutated(v.name, isWeak: isWeak, suggestLet: !loopVariables.contains(id))
        if isWeak { group = SemaDiagnostics.weakMutabilityGroup }
      } else if !isRead {
        diagnostic = SemaDiagnostics.variableNeverRead(v.name)
      } else {
        continue
      }
      checker.report(Diagnostic(.warning, diagnostic, at: v.nameLoc, group: group), sortedAt: end)
    }
  }
}
