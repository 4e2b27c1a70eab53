import AST
import Basic

// Generic functions (the `ext` tier) by monomorphization, as swiftc's generic specializer
// does at -O: one LLVM function per distinct list of generic arguments, named with the
// specialization mangling (`$s4main7largestyxSayxGSLRzlFSi_Tg5`) and kept private, so
// the exported symbols stay the ones swiftc defines. Sema typed the body once with the
// generic parameters; to emit a specialization, the types in the body are rewritten to
// the concrete ones (protocol requirements used on a `T` become the concrete type's
// witnesses), the body is emitted as an ordinary function, and the tree is restored.

/// `t` with generic parameters replaced by `subs`.
func substituteGenericParameters(_ t: SwiftType, _ subs: [ObjectIdentifier: SwiftType]) -> SwiftType {
  switch t {
  case .genericParameter(let g): return subs[ObjectIdentifier(g)] ?? t
  case .array(let e): return .array(substituteGenericParameters(e, subs))
  case .optional(let w): return .optional(substituteGenericParameters(w, subs))
  case .tuple(let ts, let labels): return .tuple(ts.map { substituteGenericParameters($0, subs) }, labels: labels)
  case .metatype(let i): return .metatype(substituteGenericParameters(i, subs))
  case .function(let f):
    return .function(FunctionType(
      parameters: f.parameters.map { .init(substituteGenericParameters($0.type, subs), isInOut: $0.isInOut) },
      result: substituteGenericParameters(f.result, subs)))
  default: return t
  }
}

extension IRGenModule {
  /// The specialization of `f` for `arguments` (declared, its body scheduled, on first use).
  func specializedFunction(_ f: FuncDecl, _ arguments: [SwiftType]) -> (IRValue, IRType) {
    var subs: [ObjectIdentifier: SwiftType] = [:]
    for (g, t) in zip(f.genericParameters, arguments) { subs[ObjectIdentifier(g)] = t }
    var params = f.parameters.parameters.map { p -> IRType in
      p.isInOut ? ir.ptr : irType(substituteGenericParameters(p.interfaceType ?? .error, subs))
    }
    // A method's `self`, last (a generic method of a struct or enum).
    let convention = selfConvention(f)
    switch convention {
    case .none: break
    case .object, .address: params.append(ir.ptr)
    case .value: params.append(irType(enclosingNominal(f).map(selfType) ?? .error))
    }
    let result = substituteGenericParameters(resultType(f), subs)
    let type = ir.function(params, irResultType(result))
    let name = mangler.specialization(f, arguments)
    if let existing = specializations[name] { return (existing, type) }
    let fn = ir.declareFunction(name, type)
    ir.setLinkage(fn, .private)
    specializations[name] = fn
    if arguments.contains(where: { nestingDepth($0) > 24 }) || f.body == nil {
      // Generic recursion that builds ever deeper types (`f([x])` inside `f`) has no
      // finite set of specializations: Sema rejects the direct case; anything left
      // stops here with a body that traps rather than a compiler that never ends.
      // (Likewise a body the module interface did not carry.)
      pendingSpecializations.append { [self] in
        let igf = IRGenFunction(igm: self, fn: fn)
        igf.trap(if: ir.bool(true))
        igf.b.unreachable()
      }
      return (fn, type)
    }
    pendingSpecializations.append { [self] in
      let rewrite = SpecializationRewrite(function: f, substitutions: subs)
      rewrite.apply()
      let start = pendingBodies.count
      let igf = IRGenFunction(igm: self, fn: fn)
      igf.resultType = resultType(f)
      igf.bindParameters(f, selfConvention: convention,
                         selfArgument: convention == .none ? nil : fn.param(f.parameters.parameters.count))
      igf.emitBody(f.body)
      // Closures made in the body are emitted while the tree has the concrete types.
      while pendingBodies.count > start { pendingBodies.remove(at: start)() }
      rewrite.restore()
    }
    return (fn, type)
  }
}

/// How deeply types are nested in `t` (`[[Int]]` is 3).
func nestingDepth(_ t: SwiftType) -> Int {
  switch t {
  case .array(let e), .optional(let e), .metatype(let e): return 1 + nestingDepth(e)
  case .tuple(let ts, _): return 1 + (ts.map(nestingDepth).max() ?? 0)
  case .function(let f): return 1 + ([f.result] + f.parameters.map(\.type)).map(nestingDepth).max()!
  default: return 1
  }
}

extension IRGenFunction {
  /// `f(args)` for a generic `f`: a direct call of its specialization.
  /// `base.f(args)`: the same, with `self` passed as the method's convention wants.
  func emitSpecializedCall(_ f: FuncDecl, substitutions: [SwiftType], args: [Expr], base: Expr? = nil) -> ManagedValue {
    var subs: [ObjectIdentifier: SwiftType] = [:]
    for (g, t) in zip(f.genericParameters, substitutions) { subs[ObjectIdentifier(g)] = t }
    let (fn, type) = igm.specializedFunction(f, substitutions)
    let result = substituteGenericParameters(igm.resultType(f), subs)
    let convention = igm.selfConvention(f)
    guard let base, convention != .none else {
      let evaluated = emitArguments(f.parameters.parameters, args)
      let r = emitCall(fn, type: type, args: evaluated.values, selfArg: nil, resultType: result)
      finish(evaluated)
      return r
    }
    if convention == .address {
      let access = emitLValue(base).beginAccess(self)
      let evaluated = emitArguments(f.parameters.parameters, args)
      let r = emitCall(fn, type: type, args: evaluated.values, selfArg: access.address, resultType: result)
      finish(evaluated)
      access.end(self)
      return r
    }
    let selfValue = emitRValue(base)
    let evaluated = emitArguments(f.parameters.parameters, args)
    let r = emitCall(fn, type: type, args: evaluated.values, selfArg: selfValue.value, resultType: result)
    finish(evaluated)
    emitEndUse(selfValue)
    return r
  }
}

/// Rewrites the types of a generic function's tree for one specialization, and back.
/// The tree is walked by reflection over the nodes the function contains (its
/// parameters, body, local declarations and closures): expression types, declaration
/// types, nested generic calls' arguments, and protocol requirements used on a
/// generic value (replaced by the concrete type's witness).
final class SpecializationRewrite {
  let function: FuncDecl
  let subs: [ObjectIdentifier: SwiftType]
  private var undo: [() -> Void] = []
  private var visited: Set<ObjectIdentifier> = []
  private let file: UInt32
  private let range: SourceRange

  init(function: FuncDecl, substitutions: [ObjectIdentifier: SwiftType]) {
    self.function = function
    self.subs = substitutions
    self.file = function.range.start.file
    self.range = function.range
  }

  func apply() {
    visit(node: function, depth: 0)
  }

  func restore() {
    for u in undo.reversed() { u() }
    undo = []
  }

  /// Whether `n` belongs to the function (or is an implicit node Sema made).
  private func isInside(_ n: Node) -> Bool {
    if !n.range.start.isValid { return true }
    return n.range.start.file == file && n.range.start >= range.start && n.range.end <= range.end
  }

  private func subst(_ t: SwiftType) -> SwiftType { substituteGenericParameters(t, subs) }

  private func visit(node n: Node, depth: Int) {
    guard depth < 4000, isInside(n), visited.insert(ObjectIdentifier(n)).inserted else { return }
    if let e = n as? Expr, let t = e.type {
      let s = subst(t)
      if s != t { e.type = s; undo.append { e.type = t } }
    }
    if let v = n as? ValueDecl, let t = v.interfaceType {
      let s = subst(t)
      if s != t { v.interfaceType = s; undo.append { v.interfaceType = t } }
    }
    if let c = n as? CallExpr, !c.substitutions.isEmpty {
      let old = c.substitutions
      let s = old.map(subst)
      if s != old { c.substitutions = s; undo.append { c.substitutions = old } }
    }
    var mirror: Mirror? = Mirror(reflecting: n)
    while let m = mirror {
      for child in m.children where child.label != "parent" {
        visit(value: child.value, depth: depth + 1)
      }
      mirror = m.superclassMirror
    }
    // After the children (the base's type is now concrete): requirements to witnesses.
    if let m = n as? MemberRefExpr, let v = witness(of: m.decl, on: m.base.type) as? VarDecl {
      let old = m.decl
      m.decl = v
      undo.append { m.decl = old }
    }
    if let d = n as? DotSyntaxCallExpr, let f = witness(of: d.fn.decl, on: d.base.type) {
      let ref = d.fn
      let old = ref.decl
      ref.decl = f
      undo.append { ref.decl = old }
    }
  }

  private func visit(value: Any, depth: Int) {
    guard depth < 4000 else { return }
    if value is SwiftType || value is SourceRange || value is SourceLoc || value is String { return }
    if let n = value as? Node {
      visit(node: n, depth: depth)
      return
    }
    let m = Mirror(reflecting: value)
    if m.displayStyle == .class { return }
    for child in m.children { visit(value: child.value, depth: depth + 1) }
  }

  /// The member of the concrete type `base` that fulfils `requirement` (a member of a
  /// protocol), if `base` is a concrete type.
  private func witness(of requirement: ValueDecl, on base: SwiftType?) -> ValueDecl? {
    guard let proto = requirement.parent as? ProtocolDecl, case .nominal(let n)? = base else { return nil }
    var current: NominalTypeDecl? = n
    while let c = current {
      if let conf = c.conformances.first(where: { $0.proto === proto }), let w = conf.witness(for: requirement) {
        return w
      }
      current = (c as? ClassDecl)?.superclass
    }
    return nil
  }
}
