/// One traversal of the tree, written once (as Go's `ast.Walk`/`ast.Inspect` and swiftc's
/// `ASTWalker`): every pass that visits sub-nodes is built on it, so they all agree on
/// what the children of a node are.
///
/// **The kinds.** Each family of nodes has an exhaustive view, `exprKind`, `stmtKind`,
/// `declKind`, `patternKind`, `typeReprKind`: an enum with one case per concrete class,
/// in the order the classes are declared. A switch over a kind has no `default:`, so
/// adding a node class (and its case) makes the Swift compiler list every switch that
/// must handle it: the children below, Sema's checkers, IRGen's emitters. The mapping
/// from class to case is made here and nowhere else.
///
/// **The children** of each node, in source order (`forEachChild(of:)`):
/// - expressions: every sub-expression, operators included (`BinaryExpr.op`, the method
///   `fn` of a `DotSyntaxCallExpr`, the implicit initializer reference of a
///   `ConstructorRefCallExpr`), call and subscript arguments, interpolated segments,
///   dictionary keys and values, generic arguments and written types (`TypeExpr`);
///   a closure's parameters (with their types and default values), result type and body;
///   the pattern of an `UnresolvedPatternExpr`. A `DefaultArgumentExpr` has none: its
///   value is the parameter's default, visited with the parameter's declaration.
/// - statements: the elements of a brace (declarations, statements, expressions); the
///   conditions of `if`/`guard`/`while` (for a binding or `case` condition, the pattern
///   then its initial value); the pattern, sequence, `where` clause and body of `for`;
///   the subject and cases of `switch`; and of each case, every label item's pattern and
///   **guard** (`case _ where ...`), then the body.
/// - declarations: the generic parameters (and their constraints), parameters (their
///   types and **default arguments**), result type and body of functions, initializers,
///   deinitializers and accessors; the **accessors** of a variable (its type is written
///   in its binding's pattern, visited there); the type and default value of a parameter;
///   the generic parameters, inheritance clause and members of a type or extension (and
///   the extended type); the parameters and raw value of an enum element; each entry of
///   a pattern binding: the pattern, then the **initial value**; the body of top-level
///   code. An import has none, nor has an enum case: its elements follow it in the
///   member list, as a pattern binding's variables follow it.
/// - patterns: sub-patterns, the type of a typed pattern, the expression of an
///   expression pattern, the parent type and payload pattern of an enum element
///   pattern. A named pattern's variable is not a child (it is declared by the pattern;
///   a pattern binding's variables follow it in their brace or member list).
/// - type representations: their component types.
///
/// **The walk** (`ASTWalk`) visits a node, then its children, pre-order, with a hook
/// before (which may skip the children) and one after. It enters closure bodies and the
/// bodies of nested declarations (functions, types, extensions, a variable's accessors)
/// only when asked: the flow checks look at one body at a time, the capture scan of
/// IRGen enters closures. The node the walk starts at is always entered.

// MARK: - Kinds

public enum ExprKind {
  case integerLiteral(IntegerLiteralExpr)
  case floatLiteral(FloatLiteralExpr)
  case booleanLiteral(BooleanLiteralExpr)
  case nilLiteral(NilLiteralExpr)
  case stringLiteral(StringLiteralExpr)
  case interpolatedStringLiteral(InterpolatedStringLiteralExpr)
  case array(ArrayExpr)
  case dictionary(DictionaryExpr)
  case paren(ParenExpr)
  case tuple(TupleExpr)
  case unresolvedDeclRef(UnresolvedDeclRefExpr)
  case declRef(DeclRefExpr)
  case type(TypeExpr)
  case unresolvedDot(UnresolvedDotExpr)
  case unresolvedMember(UnresolvedMemberExpr)
  case memberRef(MemberRefExpr)
  case superRef(SuperRefExpr)
  case call(CallExpr)
  case `subscript`(SubscriptExpr)
  case dotSyntaxCall(DotSyntaxCallExpr)
  case constructorRefCall(ConstructorRefCallExpr)
  case otherConstructorDeclRef(OtherConstructorDeclRefExpr)
  case defaultArgument(DefaultArgumentExpr)
  case sequence(SequenceExpr)
  case binary(BinaryExpr)
  case prefixUnary(PrefixUnaryExpr)
  case postfixUnary(PostfixUnaryExpr)
  case assign(AssignExpr)
  case ternary(TernaryExpr)
  case inOut(InOutExpr)
  case forceValue(ForceValueExpr)
  case bindOptional(BindOptionalExpr)
  case optionalEvaluation(OptionalEvaluationExpr)
  case closure(ClosureExpr)
  case discardAssignment(DiscardAssignmentExpr)
  case erasure(ErasureExpr)
  case injectIntoOptional(InjectIntoOptionalExpr)
  case derivedToBase(DerivedToBaseExpr)
  case unresolvedPattern(UnresolvedPatternExpr)
}

public enum StmtKind {
  case brace(BraceStmt)
  case `return`(ReturnStmt)
  case `if`(IfStmt)
  case `guard`(GuardStmt)
  case `while`(WhileStmt)
  case `defer`(DeferStmt)
  case repeatWhile(RepeatWhileStmt)
  case forEach(ForEachStmt)
  case `break`(BreakStmt)
  case `continue`(ContinueStmt)
  case `fallthrough`(FallthroughStmt)
  case `switch`(SwitchStmt)
  case `case`(CaseStmt)
}

public enum DeclKind {
  case `import`(ImportDecl)
  case `var`(VarDecl)
  case param(ParamDecl)
  case genericTypeParam(GenericTypeParamDecl)
  case `func`(FuncDecl)
  case constructor(ConstructorDecl)
  case destructor(DestructorDecl)
  case accessor(AccessorDecl)
  case `struct`(StructDecl)
  case `class`(ClassDecl)
  case `enum`(EnumDecl)
  case `protocol`(ProtocolDecl)
  case `extension`(ExtensionDecl)
  case enumCase(EnumCaseDecl)
  case enumElement(EnumElementDecl)
  case patternBinding(PatternBindingDecl)
  case topLevelCode(TopLevelCodeDecl)
}

public enum PatternKind {
  case named(NamedPattern)
  case typed(TypedPattern)
  case any(AnyPattern)
  case tuple(TuplePattern)
  case binding(BindingPattern)
  case expr(ExprPattern)
  case enumElement(EnumElementPattern)
  case optionalSome(OptionalSomePattern)
}

public enum TypeReprKind {
  case ident(IdentTypeRepr)
  case member(MemberTypeRepr)
  case optional(OptionalTypeRepr)
  case array(ArrayTypeRepr)
  case dictionary(DictionaryTypeRepr)
  case tuple(TupleTypeRepr)
  case function(FunctionTypeRepr)
  case inOut(InOutTypeRepr)
}

/// A node's family, for code that holds a `Node`.
public enum NodeKind {
  case expr(Expr)
  case stmt(Stmt)
  case decl(Decl)
  case pattern(Pattern)
  case typeRepr(TypeRepr)
  case parameterList(ParameterList)
  case sourceFile(SourceFileNode)
}

/// A node class the kinds do not know: a subclass made outside the AST target.
private func unknownNode(_ n: Node) -> Never {
  fatalError("internal error: \(type(of: n)) is not a node kind of the AST")
}

extension Expr {
  /// The concrete class of this expression (the one place the classes are told apart).
  public var exprKind: ExprKind {
    // The most frequent kinds first (each case is a dynamic cast), before Sema and after.
    switch self {
    case let x as UnresolvedDeclRefExpr: .unresolvedDeclRef(x)
    case let x as DeclRefExpr: .declRef(x)
    case let x as IntegerLiteralExpr: .integerLiteral(x)
    case let x as CallExpr: .call(x)
    case let x as SequenceExpr: .sequence(x)
    case let x as BinaryExpr: .binary(x)
    case let x as MemberRefExpr: .memberRef(x)
    case let x as StringLiteralExpr: .stringLiteral(x)
    case let x as DotSyntaxCallExpr: .dotSyntaxCall(x)
    case let x as ParenExpr: .paren(x)
    case let x as UnresolvedDotExpr: .unresolvedDot(x)
    case let x as FloatLiteralExpr: .floatLiteral(x)
    case let x as BooleanLiteralExpr: .booleanLiteral(x)
    case let x as NilLiteralExpr: .nilLiteral(x)
    case let x as InterpolatedStringLiteralExpr: .interpolatedStringLiteral(x)
    case let x as ArrayExpr: .array(x)
    case let x as DictionaryExpr: .dictionary(x)
    case let x as TupleExpr: .tuple(x)
    case let x as TypeExpr: .type(x)
    case let x as UnresolvedMemberExpr: .unresolvedMember(x)
    case let x as SuperRefExpr: .superRef(x)
    case let x as SubscriptExpr: .subscript(x)
    case let x as ConstructorRefCallExpr: .constructorRefCall(x)
    case let x as OtherConstructorDeclRefExpr: .otherConstructorDeclRef(x)
    case let x as DefaultArgumentExpr: .defaultArgument(x)
    case let x as PrefixUnaryExpr: .prefixUnary(x)
    case let x as PostfixUnaryExpr: .postfixUnary(x)
    case let x as AssignExpr: .assign(x)
    case let x as TernaryExpr: .ternary(x)
    case let x as InOutExpr: .inOut(x)
    case let x as ForceValueExpr: .forceValue(x)
    case let x as BindOptionalExpr: .bindOptional(x)
    case let x as OptionalEvaluationExpr: .optionalEvaluation(x)
    case let x as ClosureExpr: .closure(x)
    case let x as DiscardAssignmentExpr: .discardAssignment(x)
    case let x as ErasureExpr: .erasure(x)
    case let x as InjectIntoOptionalExpr: .injectIntoOptional(x)
    case let x as DerivedToBaseExpr: .derivedToBase(x)
    case let x as UnresolvedPatternExpr: .unresolvedPattern(x)
    default: unknownNode(self)
    }
  }
}

extension Stmt {
  public var stmtKind: StmtKind {
    switch self {
    case let x as BraceStmt: .brace(x)
    case let x as ReturnStmt: .return(x)
    case let x as IfStmt: .if(x)
    case let x as GuardStmt: .guard(x)
    case let x as WhileStmt: .while(x)
    case let x as DeferStmt: .defer(x)
    case let x as RepeatWhileStmt: .repeatWhile(x)
    case let x as ForEachStmt: .forEach(x)
    case let x as BreakStmt: .break(x)
    case let x as ContinueStmt: .continue(x)
    case let x as FallthroughStmt: .fallthrough(x)
    case let x as SwitchStmt: .switch(x)
    case let x as CaseStmt: .case(x)
    default: unknownNode(self)
    }
  }
}

extension Decl {
  public var declKind: DeclKind {
    switch self {
    case let x as ParamDecl: .param(x)  // before VarDecl, its superclass
    case let x as VarDecl: .var(x)
    case let x as PatternBindingDecl: .patternBinding(x)
    case let x as FuncDecl: .func(x)
    case let x as TopLevelCodeDecl: .topLevelCode(x)
    case let x as ImportDecl: .import(x)
    case let x as GenericTypeParamDecl: .genericTypeParam(x)
    case let x as ConstructorDecl: .constructor(x)
    case let x as DestructorDecl: .destructor(x)
    case let x as AccessorDecl: .accessor(x)
    case let x as StructDecl: .struct(x)
    case let x as ClassDecl: .class(x)
    case let x as EnumDecl: .enum(x)
    case let x as ProtocolDecl: .protocol(x)
    case let x as ExtensionDecl: .extension(x)
    case let x as EnumCaseDecl: .enumCase(x)
    case let x as EnumElementDecl: .enumElement(x)
    default: unknownNode(self)
    }
  }
}

extension Pattern {
  public var patternKind: PatternKind {
    switch self {
    case let x as NamedPattern: .named(x)
    case let x as TypedPattern: .typed(x)
    case let x as AnyPattern: .any(x)
    case let x as TuplePattern: .tuple(x)
    case let x as BindingPattern: .binding(x)
    case let x as ExprPattern: .expr(x)
    case let x as EnumElementPattern: .enumElement(x)
    case let x as OptionalSomePattern: .optionalSome(x)
    default: unknownNode(self)
    }
  }
}

extension TypeRepr {
  public var typeReprKind: TypeReprKind {
    switch self {
    case let x as IdentTypeRepr: .ident(x)
    case let x as MemberTypeRepr: .member(x)
    case let x as OptionalTypeRepr: .optional(x)
    case let x as ArrayTypeRepr: .array(x)
    case let x as DictionaryTypeRepr: .dictionary(x)
    case let x as TupleTypeRepr: .tuple(x)
    case let x as FunctionTypeRepr: .function(x)
    case let x as InOutTypeRepr: .inOut(x)
    default: unknownNode(self)
    }
  }
}

extension Node {
  public var nodeKind: NodeKind {
    switch self {
    case let x as Expr: .expr(x)
    case let x as Stmt: .stmt(x)
    case let x as Decl: .decl(x)
    case let x as Pattern: .pattern(x)
    case let x as TypeRepr: .typeRepr(x)
    case let x as ParameterList: .parameterList(x)
    case let x as SourceFileNode: .sourceFile(x)
    default: unknownNode(self)
    }
  }
}

// MARK: - Children

/// Calls `body` on each child of `node`, in source order (see the top of this file).
public func forEachChild(of node: Node, _ body: (Node) -> Void) {
  switch node.nodeKind {
  case .expr(let e): forEachChild(of: e, body)
  case .stmt(let s): forEachChild(of: s, body)
  case .decl(let d): forEachChild(of: d, body)
  case .pattern(let p): forEachChild(of: p, body)
  case .typeRepr(let t): forEachChild(of: t, body)
  case .parameterList(let l): l.parameters.forEach(body)
  case .sourceFile(let f): f.decls.forEach(body)
  }
}

public func forEachChild(of e: Expr, _ body: (Node) -> Void) {
  switch e.exprKind {
  case .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .stringLiteral, .declRef, .unresolvedMember,
    .superRef, .defaultArgument, .discardAssignment:
    return
  case .interpolatedStringLiteral(let s):
    for seg in s.segments { if case .interpolation(let x) = seg { body(x) } }
  case .array(let a): a.elements.forEach(body)
  case .dictionary(let d):
    for (k, v) in d.pairs {
      body(k)
      body(v)
    }
  case .paren(let p): body(p.subExpr)
  case .tuple(let t): t.elements.forEach(body)
  case .unresolvedDeclRef(let r): r.genericArgs.forEach(body)
  case .type(let t): if let r = t.typeRepr { body(r) }
  case .unresolvedDot(let d): body(d.base)
  case .memberRef(let m): body(m.base)
  case .call(let c):
    body(c.fn)
    for a in c.arguments { body(a.expr) }
  case .subscript(let s):
    body(s.base)
    for a in s.arguments { body(a.expr) }
  case .dotSyntaxCall(let d):
    body(d.base)
    body(d.fn)
  case .constructorRefCall(let c):
    body(c.base)
    body(c.fn)
  case .otherConstructorDeclRef(let o): body(o.base)
  case .sequence(let s): s.elements.forEach(body)
  case .binary(let b):
    body(b.lhs)
    body(b.op)
    body(b.rhs)
  case .prefixUnary(let p):
    body(p.op)
    body(p.operand)
  case .postfixUnary(let p):
    body(p.operand)
    body(p.op)
  case .assign(let a):
    if let d = a.dest { body(d) }
    if let s = a.source { body(s) }
  case .ternary(let t):
    if let c = t.condition { body(c) }
    body(t.thenExpr)
    if let e = t.elseExpr { body(e) }
  case .inOut(let x): body(x.subExpr)
  case .forceValue(let x): body(x.subExpr)
  case .bindOptional(let x): body(x.subExpr)
  case .optionalEvaluation(let x): body(x.subExpr)
  case .closure(let c):
    c.parameters?.parameters.forEach(body)
    if let r = c.resultTypeRepr { body(r) }
    body(c.body)
  case .erasure(let x): body(x.subExpr)
  case .injectIntoOptional(let x): body(x.subExpr)
  case .derivedToBase(let x): body(x.subExpr)
  case .unresolvedPattern(let u): body(u.pattern)
  }
}

/// The patterns and expressions of a condition list, in source order.
public func forEachChild(of conditions: [StmtCondition], _ body: (Node) -> Void) {
  for c in conditions {
    switch c {
    case .boolean(let e): body(e)
    case .optionalBinding(let p, let e, _):
      body(p)
      if let e { body(e) }
    case .patternMatch(let p, let e, _):
      body(p)
      body(e)
    }
  }
}

public func forEachChild(of s: Stmt, _ body: (Node) -> Void) {
  switch s.stmtKind {
  case .brace(let b): for element in b.elements { body(element.node) }
  case .return(let r): if let e = r.result { body(e) }
  case .if(let i):
    forEachChild(of: i.conditions, body)
    body(i.thenStmt)
    if let e = i.elseStmt { body(e) }
  case .guard(let g):
    forEachChild(of: g.conditions, body)
    body(g.body)
  case .while(let w):
    forEachChild(of: w.conditions, body)
    body(w.body)
  case .defer(let d): body(d.body)
  case .repeatWhile(let r):
    body(r.body)
    body(r.condition)
  case .forEach(let f):
    body(f.pattern)
    body(f.sequence)
    if let w = f.whereClause { body(w) }
    body(f.body)
  case .break, .continue, .fallthrough:
    return
  case .switch(let sw):
    body(sw.subject)
    sw.cases.forEach(body)
  case .case(let c):
    for item in c.labelItems {
      body(item.pattern)
      if let g = item.guardExpr { body(g) }
    }
    body(c.body)
  }
}

private func forEachChild(ofFunction f: AbstractFunctionDecl, _ body: (Node) -> Void) {
  f.genericParameters.forEach(body)
  f.parameters.parameters.forEach(body)
  if let r = (f as? FuncDecl)?.resultTypeRepr { body(r) }
  if let b = f.body { body(b) }
}

public func forEachChild(of d: Decl, _ body: (Node) -> Void) {
  switch d.declKind {
  case .import: return
  case .var(let v): v.accessors.forEach(body)
  case .param(let p):
    if let t = p.typeRepr { body(t) }
    if let v = p.defaultValue { body(v) }
    p.accessors.forEach(body)
  case .genericTypeParam(let g): if let c = g.constraint { body(c) }
  case .func(let f): forEachChild(ofFunction: f, body)
  case .constructor(let c): forEachChild(ofFunction: c, body)
  case .destructor(let x): forEachChild(ofFunction: x, body)
  case .accessor(let a): forEachChild(ofFunction: a, body)
  case .struct(let n): forEachChild(ofNominal: n, body)
  case .class(let n): forEachChild(ofNominal: n, body)
  case .enum(let n): forEachChild(ofNominal: n, body)
  case .protocol(let n): forEachChild(ofNominal: n, body)
  case .extension(let x):
    body(x.extendedType)
    x.inherited.forEach(body)
    x.members.forEach(body)
  case .enumCase:
    // Its elements follow it in the member list (as swiftc lays them out).
    return
  case .enumElement(let e):
    e.parameters?.parameters.forEach(body)
    if let r = e.rawValue { body(r) }
  case .patternBinding(let p):
    for entry in p.entries {
      body(entry.pattern)
      if let e = entry.initializer { body(e) }
    }
  case .topLevelCode(let t): body(t.body)
  }
}

private func forEachChild(ofNominal n: NominalTypeDecl, _ body: (Node) -> Void) {
  n.genericParameters.forEach(body)
  n.inherited.forEach(body)
  n.members.forEach(body)
}

public func forEachChild(of p: Pattern, _ body: (Node) -> Void) {
  switch p.patternKind {
  case .named, .any: return
  case .typed(let t):
    body(t.subPattern)
    body(t.typeRepr)
  case .tuple(let t): t.elements.forEach(body)
  case .binding(let b): body(b.subPattern)
  case .expr(let e): body(e.expr)
  case .enumElement(let e):
    if let t = e.parentType { body(t) }
    if let s = e.subPattern { body(s) }
  case .optionalSome(let o): body(o.subPattern)
  }
}

public func forEachChild(of t: TypeRepr, _ body: (Node) -> Void) {
  switch t.typeReprKind {
  case .ident(let i): i.genericArgs.forEach(body)
  case .member(let m):
    body(m.base)
    m.genericArgs.forEach(body)
  case .optional(let o): body(o.base)
  case .array(let a): body(a.element)
  case .dictionary(let d):
    body(d.key)
    body(d.value)
  case .tuple(let t): t.elements.forEach(body)
  case .function(let f):
    f.parameters.forEach(body)
    body(f.result)
  case .inOut(let i): body(i.base)
  }
}

/// Calls `body` on each direct sub-expression of `e` (the expression children: not a
/// closure's body, parameters or types).
public func forEachSubExpression(of e: Expr, _ body: (Expr) -> Void) {
  forEachChild(of: e) { if let x = $0 as? Expr { body(x) } }
}

extension Pattern {
  /// The variables the pattern binds, in source order.
  public var boundVariables: [VarDecl] {
    var result: [VarDecl] = []
    ASTWalk().walk(self) { node in
      guard let p = node as? Pattern else { return .skipChildren }
      if let n = p as? NamedPattern { result.append(n.decl) }
      return .visitChildren
    }
    return result
  }
}

// MARK: - The walk

public enum WalkAction {
  /// Visit the node's children, then call the post-order hook.
  case visitChildren
  /// Go on with the node's next sibling (the post-order hook is still called).
  case skipChildren
}

/// A pre-order walk over the tree (see the top of this file).
public struct ASTWalk {
  /// Enter the body (and parameters) of a closure met below the starting node.
  public var entersClosures: Bool
  /// Enter a nested declaration that has a body of its own, met below the starting
  /// node: a function, initializer, deinitializer or accessor, a type or extension, and
  /// a variable's accessors. Pattern bindings and top-level code are always entered.
  public var entersNestedDeclarations: Bool

  public init(entersClosures: Bool = false, entersNestedDeclarations: Bool = false) {
    self.entersClosures = entersClosures
    self.entersNestedDeclarations = entersNestedDeclarations
  }

  /// Does the walk stop at `node` (when met below the starting node)?
  private func isBoundary(_ node: Node) -> Bool {
    switch node {
    case is ClosureExpr: return !entersClosures
    case is AbstractFunctionDecl, is NominalTypeDecl, is ExtensionDecl: return !entersNestedDeclarations
    case let v as VarDecl: return !entersNestedDeclarations && !v.accessors.isEmpty
    default: return false
    }
  }

  /// Walks `root` and the nodes below it: `pre` before a node's children (it may skip
  /// them), `post` after them.
  public func walk(_ root: Node, pre: (Node) -> WalkAction, post: (Node) -> Void = { _ in }) {
    func visit(_ node: Node) {
      if pre(node) == .visitChildren && !isBoundary(node) {
        forEachChild(of: node, visit)
      }
      post(node)
    }
    if pre(root) == .visitChildren { forEachChild(of: root, visit) }
    post(root)
  }

  /// Calls `visit` on every expression under `root` (and `root` itself if it is one),
  /// pre-order.
  public func forEachExpression(in root: Node, _ visit: (Expr) -> Void) {
    walk(root) { node in
      if let e = node as? Expr { visit(e) }
      return node is TypeRepr ? .skipChildren : .visitChildren
    }
  }

  /// Calls `visit` on every statement under `root` (and `root` itself), pre-order, not
  /// looking into expressions (so not into closures either).
  public func forEachStatement(in root: Stmt, _ visit: (Stmt) -> Void) {
    walk(root) { node in
      switch node.nodeKind {
      case .stmt(let s):
        visit(s)
        return .visitChildren
      case .decl: return .visitChildren
      case .expr, .pattern, .typeRepr, .parameterList, .sourceFile: return .skipChildren
      }
    }
  }
}
