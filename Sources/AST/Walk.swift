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
///   the pattern of an `UnresolvedPatternExpr`; the parsed path of a `KeyPathExpr` until
///   Sema reads it (then none: its components are declarations). A `DefaultArgumentExpr`
///   has none: its value is the parameter's default, visited with the parameter's
///   declaration; nor has Sema's `implementation` of a key path or its application.
/// - statements: the elements of a brace (declarations, statements, expressions); the
///   conditions of `if`/`guard`/`while` (for a binding or `case` condition, the pattern
///   then its initial value); the pattern, sequence, (over a user `Sequence`) the `makeIterator()` and
///   `next()` calls, `where` clause and body of `for`;
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
  case functionConversion(FunctionConversionExpr)
  case tupleElement(TupleElementExpr)
  case tupleConversion(TupleConversionExpr)
  case collectionUpcast(CollectionUpcastExpr)
  case opaqueValue(OpaqueValueExpr)
  case unresolvedPattern(UnresolvedPatternExpr)
  case varargExpansion(VarargExpansionExpr)
  case `try`(TryExpr)
  case dynamicType(DynamicTypeExpr)
  case cast(CastExpr)
  case await(AwaitExpr)
  case keyPath(KeyPathExpr)
  case keyPathDot(KeyPathDotExpr)
  case keyPathApplication(KeyPathApplicationExpr)
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
  case `throw`(ThrowStmt)
  case doCatch(DoCatchStmt)
  case `do`(DoStmt)
}

public enum DeclKind {
  case `import`(ImportDecl)
  case `var`(VarDecl)
  case param(ParamDecl)
  case `subscript`(SubscriptDecl)
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
  case typeAlias(TypeAliasDecl)
  case enumCase(EnumCaseDecl)
  case enumElement(EnumElementDecl)
  case patternBinding(PatternBindingDecl)
  case topLevelCode(TopLevelCodeDecl)
  case `operator`(OperatorDecl)
  case precedenceGroup(PrecedenceGroupDecl)
  case associatedType(AssociatedTypeDecl)
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
  case isPattern(IsPattern)
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
  case opaque(OpaqueTypeRepr)
  case existential(ExistentialTypeRepr)
  case composition(CompositionTypeRepr)
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
/// (The kinds compare a node's exact class, a load and a compare per case where a cast
/// is a runtime call; the classes are final but for the few noted.)
@usableFromInline func unknownNode(_ n: Node) -> Never {
  fatalError("internal error: \(type(of: n)) is not a node kind of the AST")
}

extension Expr {
  /// The concrete class of this expression (the one place the classes are told apart).
  @inlinable public var exprKind: ExprKind {
    // The most frequent kinds first (each case is a dynamic cast), before Sema and after.
    switch ObjectIdentifier(Swift.type(of: self)) {
    case ObjectIdentifier(UnresolvedDeclRefExpr.self): .unresolvedDeclRef(unsafeDowncast(self, to: UnresolvedDeclRefExpr.self))
    case ObjectIdentifier(DeclRefExpr.self): .declRef(unsafeDowncast(self, to: DeclRefExpr.self))
    case ObjectIdentifier(IntegerLiteralExpr.self): .integerLiteral(unsafeDowncast(self, to: IntegerLiteralExpr.self))
    case ObjectIdentifier(CallExpr.self): .call(unsafeDowncast(self, to: CallExpr.self))
    case ObjectIdentifier(SequenceExpr.self): .sequence(unsafeDowncast(self, to: SequenceExpr.self))
    case ObjectIdentifier(BinaryExpr.self): .binary(unsafeDowncast(self, to: BinaryExpr.self))
    case ObjectIdentifier(MemberRefExpr.self): .memberRef(unsafeDowncast(self, to: MemberRefExpr.self))
    case ObjectIdentifier(StringLiteralExpr.self): .stringLiteral(unsafeDowncast(self, to: StringLiteralExpr.self))
    case ObjectIdentifier(DotSyntaxCallExpr.self): .dotSyntaxCall(unsafeDowncast(self, to: DotSyntaxCallExpr.self))
    case ObjectIdentifier(ParenExpr.self): .paren(unsafeDowncast(self, to: ParenExpr.self))
    case ObjectIdentifier(UnresolvedDotExpr.self): .unresolvedDot(unsafeDowncast(self, to: UnresolvedDotExpr.self))
    case ObjectIdentifier(FloatLiteralExpr.self): .floatLiteral(unsafeDowncast(self, to: FloatLiteralExpr.self))
    case ObjectIdentifier(BooleanLiteralExpr.self): .booleanLiteral(unsafeDowncast(self, to: BooleanLiteralExpr.self))
    case ObjectIdentifier(NilLiteralExpr.self): .nilLiteral(unsafeDowncast(self, to: NilLiteralExpr.self))
    case ObjectIdentifier(InterpolatedStringLiteralExpr.self): .interpolatedStringLiteral(unsafeDowncast(self, to: InterpolatedStringLiteralExpr.self))
    case ObjectIdentifier(ArrayExpr.self): .array(unsafeDowncast(self, to: ArrayExpr.self))
    case ObjectIdentifier(DictionaryExpr.self): .dictionary(unsafeDowncast(self, to: DictionaryExpr.self))
    case ObjectIdentifier(TupleExpr.self): .tuple(unsafeDowncast(self, to: TupleExpr.self))
    case ObjectIdentifier(TypeExpr.self): .type(unsafeDowncast(self, to: TypeExpr.self))
    case ObjectIdentifier(UnresolvedMemberExpr.self): .unresolvedMember(unsafeDowncast(self, to: UnresolvedMemberExpr.self))
    case ObjectIdentifier(SuperRefExpr.self): .superRef(unsafeDowncast(self, to: SuperRefExpr.self))
    case ObjectIdentifier(SubscriptExpr.self): .subscript(unsafeDowncast(self, to: SubscriptExpr.self))
    case ObjectIdentifier(ConstructorRefCallExpr.self): .constructorRefCall(unsafeDowncast(self, to: ConstructorRefCallExpr.self))
    case ObjectIdentifier(OtherConstructorDeclRefExpr.self): .otherConstructorDeclRef(unsafeDowncast(self, to: OtherConstructorDeclRefExpr.self))
    case ObjectIdentifier(DefaultArgumentExpr.self): .defaultArgument(unsafeDowncast(self, to: DefaultArgumentExpr.self))
    case ObjectIdentifier(PrefixUnaryExpr.self): .prefixUnary(unsafeDowncast(self, to: PrefixUnaryExpr.self))
    case ObjectIdentifier(PostfixUnaryExpr.self): .postfixUnary(unsafeDowncast(self, to: PostfixUnaryExpr.self))
    case ObjectIdentifier(AssignExpr.self): .assign(unsafeDowncast(self, to: AssignExpr.self))
    case ObjectIdentifier(TernaryExpr.self): .ternary(unsafeDowncast(self, to: TernaryExpr.self))
    case ObjectIdentifier(InOutExpr.self): .inOut(unsafeDowncast(self, to: InOutExpr.self))
    case ObjectIdentifier(ForceValueExpr.self): .forceValue(unsafeDowncast(self, to: ForceValueExpr.self))
    case ObjectIdentifier(BindOptionalExpr.self): .bindOptional(unsafeDowncast(self, to: BindOptionalExpr.self))
    case ObjectIdentifier(OptionalEvaluationExpr.self): .optionalEvaluation(unsafeDowncast(self, to: OptionalEvaluationExpr.self))
    case ObjectIdentifier(ClosureExpr.self): .closure(unsafeDowncast(self, to: ClosureExpr.self))
    case ObjectIdentifier(DiscardAssignmentExpr.self): .discardAssignment(unsafeDowncast(self, to: DiscardAssignmentExpr.self))
    case ObjectIdentifier(ErasureExpr.self): .erasure(unsafeDowncast(self, to: ErasureExpr.self))
    case ObjectIdentifier(InjectIntoOptionalExpr.self): .injectIntoOptional(unsafeDowncast(self, to: InjectIntoOptionalExpr.self))
    case ObjectIdentifier(DerivedToBaseExpr.self): .derivedToBase(unsafeDowncast(self, to: DerivedToBaseExpr.self))
    case ObjectIdentifier(FunctionConversionExpr.self):
      .functionConversion(unsafeDowncast(self, to: FunctionConversionExpr.self))
    case ObjectIdentifier(TupleElementExpr.self): .tupleElement(unsafeDowncast(self, to: TupleElementExpr.self))
    case ObjectIdentifier(TupleConversionExpr.self): .tupleConversion(unsafeDowncast(self, to: TupleConversionExpr.self))
    case ObjectIdentifier(CollectionUpcastExpr.self): .collectionUpcast(unsafeDowncast(self, to: CollectionUpcastExpr.self))
    case ObjectIdentifier(OpaqueValueExpr.self): .opaqueValue(unsafeDowncast(self, to: OpaqueValueExpr.self))
    case ObjectIdentifier(UnresolvedPatternExpr.self): .unresolvedPattern(unsafeDowncast(self, to: UnresolvedPatternExpr.self))
    case ObjectIdentifier(VarargExpansionExpr.self): .varargExpansion(unsafeDowncast(self, to: VarargExpansionExpr.self))
    case ObjectIdentifier(TryExpr.self): .try(unsafeDowncast(self, to: TryExpr.self))
    case ObjectIdentifier(DynamicTypeExpr.self): .dynamicType(unsafeDowncast(self, to: DynamicTypeExpr.self))
    case ObjectIdentifier(CastExpr.self): .cast(unsafeDowncast(self, to: CastExpr.self))
    case ObjectIdentifier(AwaitExpr.self): .await(unsafeDowncast(self, to: AwaitExpr.self))
    case ObjectIdentifier(KeyPathExpr.self): .keyPath(unsafeDowncast(self, to: KeyPathExpr.self))
    case ObjectIdentifier(KeyPathDotExpr.self): .keyPathDot(unsafeDowncast(self, to: KeyPathDotExpr.self))
    case ObjectIdentifier(KeyPathApplicationExpr.self):
      .keyPathApplication(unsafeDowncast(self, to: KeyPathApplicationExpr.self))
    default:
      // An open class's subclass made elsewhere (the parser's pattern placeholder).
      if let x = self as? UnresolvedPatternExpr { .unresolvedPattern(x) } else { unknownNode(self) }
    }
  }
}

extension Stmt {
  @inlinable public var stmtKind: StmtKind {
    switch ObjectIdentifier(Swift.type(of: self)) {
    case ObjectIdentifier(BraceStmt.self): .brace(unsafeDowncast(self, to: BraceStmt.self))
    case ObjectIdentifier(ReturnStmt.self): .return(unsafeDowncast(self, to: ReturnStmt.self))
    case ObjectIdentifier(IfStmt.self): .if(unsafeDowncast(self, to: IfStmt.self))
    case ObjectIdentifier(GuardStmt.self): .guard(unsafeDowncast(self, to: GuardStmt.self))
    case ObjectIdentifier(WhileStmt.self): .while(unsafeDowncast(self, to: WhileStmt.self))
    case ObjectIdentifier(DeferStmt.self): .defer(unsafeDowncast(self, to: DeferStmt.self))
    case ObjectIdentifier(RepeatWhileStmt.self): .repeatWhile(unsafeDowncast(self, to: RepeatWhileStmt.self))
    case ObjectIdentifier(ForEachStmt.self): .forEach(unsafeDowncast(self, to: ForEachStmt.self))
    case ObjectIdentifier(BreakStmt.self): .break(unsafeDowncast(self, to: BreakStmt.self))
    case ObjectIdentifier(ContinueStmt.self): .continue(unsafeDowncast(self, to: ContinueStmt.self))
    case ObjectIdentifier(FallthroughStmt.self): .fallthrough(unsafeDowncast(self, to: FallthroughStmt.self))
    case ObjectIdentifier(SwitchStmt.self): .switch(unsafeDowncast(self, to: SwitchStmt.self))
    case ObjectIdentifier(CaseStmt.self): .case(unsafeDowncast(self, to: CaseStmt.self))
    case ObjectIdentifier(ThrowStmt.self): .throw(unsafeDowncast(self, to: ThrowStmt.self))
    case ObjectIdentifier(DoCatchStmt.self): .doCatch(unsafeDowncast(self, to: DoCatchStmt.self))
    case ObjectIdentifier(DoStmt.self): .do(unsafeDowncast(self, to: DoStmt.self))
    default: unknownNode(self)
    }
  }
}

extension Decl {
  @inlinable public var declKind: DeclKind {
    switch ObjectIdentifier(Swift.type(of: self)) {
    case ObjectIdentifier(ParamDecl.self): .param(unsafeDowncast(self, to: ParamDecl.self))
    case ObjectIdentifier(VarDecl.self): .var(unsafeDowncast(self, to: VarDecl.self))
    case ObjectIdentifier(SubscriptDecl.self): .subscript(unsafeDowncast(self, to: SubscriptDecl.self))
    case ObjectIdentifier(PatternBindingDecl.self): .patternBinding(unsafeDowncast(self, to: PatternBindingDecl.self))
    case ObjectIdentifier(FuncDecl.self): .func(unsafeDowncast(self, to: FuncDecl.self))
    case ObjectIdentifier(TopLevelCodeDecl.self): .topLevelCode(unsafeDowncast(self, to: TopLevelCodeDecl.self))
    case ObjectIdentifier(ImportDecl.self): .import(unsafeDowncast(self, to: ImportDecl.self))
    case ObjectIdentifier(GenericTypeParamDecl.self): .genericTypeParam(unsafeDowncast(self, to: GenericTypeParamDecl.self))
    case ObjectIdentifier(ConstructorDecl.self): .constructor(unsafeDowncast(self, to: ConstructorDecl.self))
    case ObjectIdentifier(DestructorDecl.self): .destructor(unsafeDowncast(self, to: DestructorDecl.self))
    case ObjectIdentifier(AccessorDecl.self): .accessor(unsafeDowncast(self, to: AccessorDecl.self))
    case ObjectIdentifier(StructDecl.self): .struct(unsafeDowncast(self, to: StructDecl.self))
    case ObjectIdentifier(ClassDecl.self): .class(unsafeDowncast(self, to: ClassDecl.self))
    case ObjectIdentifier(EnumDecl.self): .enum(unsafeDowncast(self, to: EnumDecl.self))
    case ObjectIdentifier(ProtocolDecl.self): .protocol(unsafeDowncast(self, to: ProtocolDecl.self))
    case ObjectIdentifier(ExtensionDecl.self): .extension(unsafeDowncast(self, to: ExtensionDecl.self))
    case ObjectIdentifier(EnumCaseDecl.self): .enumCase(unsafeDowncast(self, to: EnumCaseDecl.self))
    case ObjectIdentifier(EnumElementDecl.self): .enumElement(unsafeDowncast(self, to: EnumElementDecl.self))
    case ObjectIdentifier(TypeAliasDecl.self): .typeAlias(unsafeDowncast(self, to: TypeAliasDecl.self))
    case ObjectIdentifier(OperatorDecl.self): .operator(unsafeDowncast(self, to: OperatorDecl.self))
    case ObjectIdentifier(PrecedenceGroupDecl.self): .precedenceGroup(unsafeDowncast(self, to: PrecedenceGroupDecl.self))
    case ObjectIdentifier(AssociatedTypeDecl.self): .associatedType(unsafeDowncast(self, to: AssociatedTypeDecl.self))
    default: unknownNode(self)
    }
  }
}

extension Pattern {
  @inlinable public var patternKind: PatternKind {
    switch ObjectIdentifier(Swift.type(of: self)) {
    case ObjectIdentifier(NamedPattern.self): .named(unsafeDowncast(self, to: NamedPattern.self))
    case ObjectIdentifier(TypedPattern.self): .typed(unsafeDowncast(self, to: TypedPattern.self))
    case ObjectIdentifier(AnyPattern.self): .any(unsafeDowncast(self, to: AnyPattern.self))
    case ObjectIdentifier(TuplePattern.self): .tuple(unsafeDowncast(self, to: TuplePattern.self))
    case ObjectIdentifier(BindingPattern.self): .binding(unsafeDowncast(self, to: BindingPattern.self))
    case ObjectIdentifier(ExprPattern.self): .expr(unsafeDowncast(self, to: ExprPattern.self))
    case ObjectIdentifier(EnumElementPattern.self): .enumElement(unsafeDowncast(self, to: EnumElementPattern.self))
    case ObjectIdentifier(OptionalSomePattern.self): .optionalSome(unsafeDowncast(self, to: OptionalSomePattern.self))
    case ObjectIdentifier(IsPattern.self): .isPattern(unsafeDowncast(self, to: IsPattern.self))
    default: unknownNode(self)
    }
  }
}

extension TypeRepr {
  @inlinable public var typeReprKind: TypeReprKind {
    switch ObjectIdentifier(Swift.type(of: self)) {
    case ObjectIdentifier(IdentTypeRepr.self): .ident(unsafeDowncast(self, to: IdentTypeRepr.self))
    case ObjectIdentifier(MemberTypeRepr.self): .member(unsafeDowncast(self, to: MemberTypeRepr.self))
    case ObjectIdentifier(OptionalTypeRepr.self): .optional(unsafeDowncast(self, to: OptionalTypeRepr.self))
    case ObjectIdentifier(ArrayTypeRepr.self): .array(unsafeDowncast(self, to: ArrayTypeRepr.self))
    case ObjectIdentifier(DictionaryTypeRepr.self): .dictionary(unsafeDowncast(self, to: DictionaryTypeRepr.self))
    case ObjectIdentifier(TupleTypeRepr.self): .tuple(unsafeDowncast(self, to: TupleTypeRepr.self))
    case ObjectIdentifier(FunctionTypeRepr.self): .function(unsafeDowncast(self, to: FunctionTypeRepr.self))
    case ObjectIdentifier(InOutTypeRepr.self): .inOut(unsafeDowncast(self, to: InOutTypeRepr.self))
    case ObjectIdentifier(OpaqueTypeRepr.self): .opaque(unsafeDowncast(self, to: OpaqueTypeRepr.self))
    case ObjectIdentifier(ExistentialTypeRepr.self): .existential(unsafeDowncast(self, to: ExistentialTypeRepr.self))
    case ObjectIdentifier(CompositionTypeRepr.self): .composition(unsafeDowncast(self, to: CompositionTypeRepr.self))
    default: unknownNode(self)
    }
  }
}

extension Node {
  @inlinable public var nodeKind: NodeKind {
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
  forEachChild(of: e.exprKind, body)
}

/// The children of an expression whose kind is already known.
public func forEachChild(of kind: ExprKind, _ body: (Node) -> Void) {
  switch kind {
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
    for entry in c.captureList { body(entry.initializer) }
    c.parameters?.parameters.forEach(body)
    if let r = c.resultTypeRepr { body(r) }
    body(c.body)
  case .erasure(let x): body(x.subExpr)
  case .injectIntoOptional(let x): body(x.subExpr)
  case .derivedToBase(let x): body(x.subExpr)
  case .functionConversion(let x): body(x.subExpr)
  case .tupleElement(let t): body(t.base)
  case .tupleConversion(let c):
    // The converted value, then each element's conversion (over its placeholder).
    body(c.subExpr)
    c.conversions.forEach(body)
  case .collectionUpcast(let c):
    // The converted collection, then the conversion of each key (its placeholder) and element.
    body(c.subExpr)
    if let k = c.key { body(k) }
    body(c.valueConversion)
  case .opaqueValue: break
  case .unresolvedPattern(let u): body(u.pattern)
  case .varargExpansion(let v): body(v.subExpr)
  case .try(let t): body(t.subExpr)
  case .dynamicType(let d): body(d.base)
  case .cast(let c):
    if let s = c.subExpr { body(s) }
    body(c.typeRepr)
  case .await(let a): body(a.subExpr)
  case .keyPath(let k):
    // The path as parsed, until Sema has read it into components (it stays untyped).
    guard k.components.isEmpty else { return }
    if let r = k.parsedRoot { body(r) }
    if let p = k.parsedPath { body(p) }
  case .keyPathDot: return
  case .keyPathApplication(let k):
    body(k.base)
    body(k.keyPath)
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
    case .availability: break
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
    if let it = f.iterator {
      body(it.makeIterator)
      body(it.next)
    }
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
  case .throw(let t): body(t.subExpr)
  case .doCatch(let d):
    body(d.body)
    d.catches.forEach(body)
  case .do(let d): body(d.body)
  }
}

private func forEachChild(ofFunction f: AbstractFunctionDecl, _ body: (Node) -> Void) {
  f.genericParameters.forEach(body)
  f.parameters.parameters.forEach(body)
  if let r = (f as? FuncDecl)?.resultTypeRepr { body(r) }
  if let b = f.body { body(b) }
}

public func forEachChild(of d: Decl, _ body: (Node) -> Void) {
  forEachChild(of: d.declKind, body)
}

/// The children of a declaration whose kind is already known.
public func forEachChild(of kind: DeclKind, _ body: (Node) -> Void) {
  switch kind {
  case .import: return
  case .var(let v): v.accessors.forEach(body)
  case .param(let p):
    if let t = p.typeRepr { body(t) }
    if let v = p.defaultValue { body(v) }
    p.accessors.forEach(body)
  case .subscript(let s):
    s.indices.parameters.forEach(body)
    if let t = s.typeRepr { body(t) }
    s.accessors.forEach(body)
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
  case .typeAlias(let t): body(t.underlying)
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
  case .operator, .precedenceGroup: break
  case .associatedType(let a): if let c = a.constraint { body(c) }
  }
}

private func forEachChild(ofNominal n: NominalTypeDecl, _ body: (Node) -> Void) {
  n.ownGenericParameters.forEach(body)
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
  case .isPattern(let i):
    if let s = i.subPattern { body(s) }
    if let t = i.castTypeRepr { body(t) }
  }
}

public func forEachChild(of t: TypeRepr, _ body: (Node) -> Void) {
  switch t.typeReprKind {
  case .ident(let i): i.genericArgs.forEach(body)
  case .member(let m):
    body(m.base)
    m.genericArgs.forEach(body)
  case .optional(let o): body(o.base)
  case .array(let a): body(a.base)
  case .dictionary(let d):
    body(d.key)
    body(d.value)
  case .tuple(let t): t.elements.forEach(body)
  case .function(let f):
    f.parameters.forEach(body)
    body(f.result)
  case .inOut(let i): body(i.base)
  case .opaque(let o): body(o.base)
  case .existential(let e): body(e.base)
  case .composition(let c): c.types.forEach(body)
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
    func collect(_ p: Pattern) {
      if let n = p as? NamedPattern {
        result.append(n.decl)
      } else {
        forEachChild(of: p) { if let sub = $0 as? Pattern { collect(sub) } }
      }
    }
    collect(self)
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

  /// Is a declaration of this kind nested code of its own (a boundary of the walk)?
  private static func hasBodyOfItsOwn(_ kind: DeclKind) -> Bool {
    switch kind {
    case .func, .constructor, .destructor, .accessor, .subscript, .struct, .class, .enum, .protocol, .extension: true
    case .var(let v): !v.accessors.isEmpty
    case .param(let p): !p.accessors.isEmpty
    case .import, .genericTypeParam, .typeAlias, .enumCase, .enumElement, .patternBinding, .topLevelCode: false
    case .operator, .precedenceGroup: false
    case .associatedType: false
    }
  }

  /// Walks `root` and the nodes below it: `pre` before a node's children (it may skip
  /// them), `post` after them.
  public func walk(_ root: Node, pre: (Node) -> WalkAction, post: (Node) -> Void = { _ in }) {
    walkKinds(root, pre: { node, _ in pre(node) }, post: post)
  }

  /// The walk, handing each node's kind (found once per node) to `pre` too.
  func walkKinds(_ root: Node, pre: (Node, NodeKind) -> WalkAction, post: (Node) -> Void) {
    let entersClosures = entersClosures
    let entersNestedDeclarations = entersNestedDeclarations
    func visit(_ node: Node, isRoot: Bool) {
      let nodeKind = node.nodeKind
      if pre(node, nodeKind) == .visitChildren {
        switch nodeKind {
        case .expr(let e):
          let kind = e.exprKind
          if case .closure = kind, !entersClosures, !isRoot { break }
          forEachChild(of: kind) { visit($0, isRoot: false) }
        case .decl(let d):
          let kind = d.declKind
          if !entersNestedDeclarations && !isRoot && ASTWalk.hasBodyOfItsOwn(kind) { break }
          forEachChild(of: kind) { visit($0, isRoot: false) }
        case .stmt(let s): forEachChild(of: s) { visit($0, isRoot: false) }
        case .pattern(let p): forEachChild(of: p) { visit($0, isRoot: false) }
        case .typeRepr(let t): forEachChild(of: t) { visit($0, isRoot: false) }
        case .parameterList(let l): for p in l.parameters { visit(p, isRoot: false) }
        case .sourceFile(let f): for d in f.decls { visit(d, isRoot: false) }
        }
      }
      post(node)
    }
    visit(root, isRoot: true)
  }

  /// Calls `visit` on every expression under `root` (and `root` itself if it is one),
  /// pre-order.
  public func forEachExpression(in root: Node, _ visit: (Expr) -> Void) {
    walkKinds(root, pre: { _, kind in
      switch kind {
      case .expr(let e):
        visit(e)
        return .visitChildren
      case .typeRepr: return .skipChildren
      case .stmt, .decl, .pattern, .parameterList, .sourceFile: return .visitChildren
      }
    }, post: { _ in })
  }

}

/// Calls `visit` on every statement of one body: `root` and the statements under it,
/// pre-order, not looking into expressions (so not into closures) nor into nested
/// declarations (a statement's children that are statements are all there is to see).
public func forEachStatement(in root: Stmt, _ visit: (Stmt) -> Void) {
  func statement(_ s: Stmt) {
    visit(s)
    forEachChild(of: s) { if let c = $0 as? Stmt { statement(c) } }
  }
  statement(root)
}
