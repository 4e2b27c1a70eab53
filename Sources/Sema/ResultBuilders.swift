import AST
import Basic

/// Result builders (`@resultBuilder struct DrawingBuilder { static func buildBlock(...) }`)
/// applied to a closure passed for a parameter marked with the builder
/// (`func draw(@DrawingBuilder content: () -> Drawable)`), or to the body of a function
/// or computed property marked with it (`@DrawingBuilder var body: Drawable { ... }`),
/// rewritten before it is checked as swiftc's transformation does, so `-dump-ast` shows
/// the result:
///
///     draw {                          draw {
///       Text("a")                       let $__builder0 = Text("a")
///       if c {                          let $__builder1: Drawable        // buildEither's result
///         Space()                       if c {
///       } else {                          let $__builder2 = Space()
///         Stars(length: 1)                $__builder1 = DrawingBuilder.buildEither(first: DrawingBuilder.buildBlock($__builder2))
///       }                               } else { ... buildEither(second: ...) }
///       for i in 1...3 {                var $__builder4: [Drawable] = []  // buildBlock's result
///         Stars(length: i)              for i in 1...3 {
///       }                                 let $__builder5 = Stars(length: i)
///     }                                   $__builder4.append(DrawingBuilder.buildBlock($__builder5))
///                                       }
///                                       let $__builder6 = DrawingBuilder.buildArray($__builder4)
///                                       return DrawingBuilder.buildBlock($__builder0, $__builder1, $__builder6)
///                                     }
///
/// An `if` without `else` is `buildOptional` of an optional; `buildExpression` wraps each
/// expression and `buildFinalResult` the result when the builder declares them. A
/// closure with a `return` of its own is left as it is (swiftc does the same). An
/// `else if` chain, `switch` and the other statements are not supported yet.
extension TypeChecker {
  /// `@resultBuilder` on `d`: a struct with at least one static `buildBlock`.
  func checkResultBuilderType(_ d: Decl, at loc: SourceLoc) {
    guard let s = d as? StructDecl else {
      notSupportedDeclaration("'@resultBuilder' on anything but a struct", at: loc)
      return
    }
    if builderMethods(s, "buildBlock").isEmpty {
      error(SemaDiagnostics.resultBuilderWithoutBuildBlock(), at: s.nameLoc)
    }
  }

  /// The builder a declaration's attributes name (`@DrawingBuilder`), if any.
  func resultBuilder(of d: Decl) -> StructDecl? {
    for name in d.attributes {
      if let s = lookupTypeDecl(name) as? StructDecl, s.attributes.contains("resultBuilder") { return s }
    }
    return nil
  }

  /// The static methods `name` of builder `b`, in its body and its extensions.
  private func builderMethods(_ b: NominalTypeDecl, _ name: String) -> [FuncDecl] {
    (b.members + b.extensions.flatMap(\.members)).compactMap { m in
      guard let f = m as? FuncDecl, f.name == name, f.modifiers.isStatic else { return nil }
      return f
    }
  }

  /// Rewrites each closure argument of `call` passed for a parameter with a result
  /// builder (the same one in every candidate that has such a parameter).
  func applyResultBuilders(_ call: CallExpr, _ candidates: [AbstractFunctionDecl]) {
    for (i, arg) in call.arguments.enumerated() {
      guard let closure = arg.expr as? ClosureExpr, closure.type == nil, !closure.isResultBuilderBody else { continue }
      var builder: StructDecl?
      for f in candidates {
        guard let p = parameter(for: arg, at: i, in: f), let b = resultBuilder(of: p) else { continue }
        if let other = builder, other !== b { return }
        builder = b
      }
      if let builder { applyResultBuilder(builder, to: closure) }
    }
  }

  /// The parameter of `f` argument `i` goes to: the one with its label (a trailing
  /// closure: the last function-typed one).
  private func parameter(for arg: Argument, at i: Int, in f: AbstractFunctionDecl) -> ParamDecl? {
    let params = f.parameters.parameters
    if arg.isTrailingClosure { return params.last }
    let labelled = params.filter { $0.argumentLabel == arg.label }
    return labelled.count == 1 ? labelled[0] : (i < params.count && params[i].argumentLabel == arg.label ? params[i] : nil)
  }

  private func applyResultBuilder(_ builder: StructDecl, to closure: ClosureExpr) {
    closure.isResultBuilderBody = true
    // A body the builder cannot take (reported) is not checked as a plain closure.
    if !applyResultBuilder(builder, toBody: closure.body) { closure.type = .error }
  }

  /// Rewrites the bodies of the functions and computed properties (getters) marked with
  /// a result builder, in every file (types and extensions too).
  func applyResultBuildersToDeclarations() {
    for file in module.files {
      for d in file.decls { applyResultBuilderToDeclaration(d) }
    }
  }

  private func applyResultBuilderToDeclaration(_ d: Decl) {
    switch d {
    case let n as NominalTypeDecl: n.members.forEach(applyResultBuilderToDeclaration)
    case let e as ExtensionDecl: e.members.forEach(applyResultBuilderToDeclaration)
    case let f as FuncDecl:
      if let b = resultBuilder(of: f), let body = f.body { applyResultBuilder(b, toBody: body) }
    case let v as VarDecl:
      if let b = resultBuilder(of: v), let body = v.getter?.body { applyResultBuilder(b, toBody: body) }
    default: break
    }
  }

  /// The body rewritten by `builder`, unless it has a `return` of its own; false when
  /// it has a statement the builder cannot take (reported).
  @discardableResult
  private func applyResultBuilder(_ builder: StructDecl, toBody body: BraceStmt) -> Bool {
    if containsOwnReturn(body) { return true }
    let writer = BuilderWriter(checker: self, builder: builder)
    guard let elements = writer.transform(body, final: true) else { return false }
    body.elements = elements
    return true
  }

  /// Does `s` contain a `return` of its own (not of a closure inside it)?
  func containsOwnReturn(_ s: Node) -> Bool {
    if s is ReturnStmt { return true }
    if s is ClosureExpr { return false }
    var found = false
    forEachChild(of: s) { if !found && containsOwnReturn($0) { found = true } }
    return found
  }

  /// Writes the statements of a builder body.
  fileprivate final class BuilderWriter {
    let checker: TypeChecker
    let builder: StructDecl
    var count = 0

    init(checker: TypeChecker, builder: StructDecl) {
      self.checker = checker
      self.builder = builder
    }

    private func has(_ method: String) -> Bool { !checker.builderMethods(builder, method).isEmpty }

    /// The declared result type of the builder's `method`.
    private func resultRepr(_ method: String) -> TypeRepr? {
      checker.builderMethods(builder, method).first?.resultTypeRepr
    }

    private func fresh() -> String {
      defer { count += 1 }
      return "$__builder\(count)"
    }

    private func ref(_ name: String, _ range: SourceRange) -> Expr { UnresolvedDeclRefExpr(name: name, range: range) }

    /// `Builder.method(label: args...)`.
    private func call(_ method: String, _ label: String?, _ args: [Expr], _ range: SourceRange) -> Expr {
      let fn = UnresolvedDotExpr(base: ref(builder.name, range), name: method, nameLoc: range.start, range: range)
      let arguments = args.enumerated().map { i, e in Argument(label: i == 0 ? label : nil, labelLoc: nil, expr: e) }
      return CallExpr(fn: fn, arguments: arguments, argumentsRange: range, range: range)
    }

    /// swiftc's error for a statement the builder has no method for, with a note on
    /// the methods to add (`missing`) and one on the builder.
    private func reportControlFlow(_ s: Stmt, missing: (methods: String, what: String)?) {
      var notes: [Diagnostic] = []
      if let missing {
        notes.append(.note(SemaDiagnostics.resultBuilderAddMethods(missing.methods, builder.name, missing.what),
                           at: builder.nameLoc))
      }
      notes.append(.note(SemaDiagnostics.structDeclaredHere(builder.name), at: builder.nameLoc))
      checker.error(SemaDiagnostics.resultBuilderControlFlow(builder.name), at: s.loc, notes: notes)
    }

    private func brace(_ elements: [ASTNode], _ range: SourceRange) -> BraceStmt {
      BraceStmt(elements: elements, range: range, isImplicit: true)
    }

    /// The statements for `body`: each component into a local, then (`final`) the
    /// `return` of `buildBlock` of them, or (else) an assignment of it to `result`.
    func transform(_ body: BraceStmt, final: Bool, assigning result: ((Expr) -> Expr)? = nil) -> [ASTNode]? {
      var out: [ASTNode] = []
      var components: [Expr] = []
      for element in body.elements {
        switch element {
        case .decl(let d):
          out.append(.decl(d))
        case .expr(let e):
          let name = fresh()
          let value = has("buildExpression") ? call("buildExpression", nil, [e], e.range) : e
          out += checker.implicitLocal(name, nil, value, nameLoc: e.loc, range: e.range)
          components.append(ref(name, e.range))
        case .stmt(let s as IfStmt):
          guard let component = transformIf(s, into: &out) else { return nil }
          components.append(component)
        case .stmt(let s as ForEachStmt):
          guard let component = transformFor(s, into: &out) else { return nil }
          components.append(component)
        case .stmt(let s):
          reportControlFlow(s, missing: nil)
          return nil
        }
      }
      let range = body.range
      var block = call("buildBlock", nil, components, range)
      if final {
        if has("buildFinalResult") { block = call("buildFinalResult", nil, [block], range) }
        let r = ReturnStmt(result: block, range: range)
        r.isImplicit = true
        out.append(.stmt(r))
      } else if let result {
        out.append(.expr(result(block)))
      }
      return out
    }

    /// `if` with `else`: `buildEither(first:)`/`(second:)` into a local of
    /// `buildEither`'s result type; without: `buildOptional` of an optional local.
    private func transformIf(_ s: IfStmt, into out: inout [ASTNode]) -> Expr? {
      let range = s.range
      let name = fresh()
      let assign = { (value: Expr) -> Expr in AssignExpr(dest: self.ref(name, range), source: value, range: range) }
      if let elseStmt = s.elseStmt {
        guard has("buildEither"), let type = resultRepr("buildEither") else {
          reportControlFlow(s, missing: ("'buildEither(first:)' and 'buildEither(second:)'", "'if'-'else' and 'switch'"))
          return nil
        }
        guard let elseBlock = elseStmt as? BraceStmt else {
          checker.notSupported("an 'else if' in a result builder body", at: elseStmt.loc)
          return nil
        }
        out += checker.implicitLocal(name, type, nil, nameLoc: s.loc, range: range)
        guard
          let thenElements = transform(s.thenStmt, final: false, assigning: { assign(self.call("buildEither", "first", [$0], range)) }),
          let elseElements = transform(elseBlock, final: false, assigning: { assign(self.call("buildEither", "second", [$0], range)) })
        else { return nil }
        s.thenStmt = brace(thenElements, s.thenStmt.range)
        s.elseStmt = brace(elseElements, elseBlock.range)
        out.append(.stmt(s))
        return ref(name, range)
      }
      guard has("buildOptional"), let type = resultRepr("buildBlock") else {
        reportControlFlow(s, missing: ("'buildOptional(_:)'", "'if' statements without an 'else'"))
        return nil
      }
      out += checker.implicitLocal(
        name, OptionalTypeRepr(base: type, range: type.range), NilLiteralExpr(range: range), isLet: false, nameLoc: s.loc,
        range: range)
      guard let thenElements = transform(s.thenStmt, final: false, assigning: assign) else { return nil }
      s.thenStmt = brace(thenElements, s.thenStmt.range)
      out.append(.stmt(s))
      return call("buildOptional", nil, [ref(name, range)], range)
    }

    /// `for`: each iteration's `buildBlock` appended to an array local, then `buildArray`.
    private func transformFor(_ s: ForEachStmt, into out: inout [ASTNode]) -> Expr? {
      let range = s.range
      guard has("buildArray"), let type = resultRepr("buildBlock") else {
        reportControlFlow(s, missing: ("'buildArray(_:)'", "'for'..'in' loops"))
        return nil
      }
      let name = fresh()
      out += checker.implicitLocal(
        name, ArrayTypeRepr(base: type, range: type.range), ArrayExpr(elements: [], range: range), isLet: false,
        nameLoc: s.loc, range: range)
      let append = { (value: Expr) -> Expr in
        let fn = UnresolvedDotExpr(base: self.ref(name, range), name: "append", nameLoc: range.start, range: range)
        return CallExpr(fn: fn, arguments: [Argument(label: nil, labelLoc: nil, expr: value)], argumentsRange: range, range: range)
      }
      guard let bodyElements = transform(s.body, final: false, assigning: append) else { return nil }
      s.body = brace(bodyElements, s.body.range)
      out.append(.stmt(s))
      return call("buildArray", nil, [ref(name, range)], range)
    }
  }
}
