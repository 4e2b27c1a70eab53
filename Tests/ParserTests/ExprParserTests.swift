import AST
import Testing

@testable import Parser

/// Expressions: operator sequences, literals, strings, calls, members, closures,
/// optionals, collections.
@Suite struct ExprParserTests {
  @Test func operatorsStayAFlatSequence() throws {
    let p = Parsed("_ = a + b * 3 == 4 ? 1 : 2\n")
    #expect(p.errors.isEmpty)
    let e = try #require(p.expr)
    #expect(
      p.shape(e) == """
        (sequence_expr
          (discard_assignment_expr)
          (assign_expr
            (<null expr>)
            (<null expr>))
          (unresolved_decl_ref_expr name="a")
          (unresolved_decl_ref_expr name="+")
          (unresolved_decl_ref_expr name="b")
          (unresolved_decl_ref_expr name="*")
          (integer_literal_expr value="3")
          (unresolved_decl_ref_expr name="==")
          (integer_literal_expr value="4")
          (ternary_expr
            (<null expr>)
            (integer_literal_expr value="1")
            (<null expr>))
          (integer_literal_expr value="2"))
        """)
  }

  @Test func prefixOperatorsAndNegativeLiterals() throws {
    let p = Parsed("x = -1 + -y - !z - -2.5 - - 3\n")
    // `- 3` after a binary `-`: swiftc reports the separated unary operator.
    #expect(p.errors == ["1:27: unary operator cannot be separated from its operand"])
    let q = Parsed("x = -1 + -y - !z - -2.5\n")
    #expect(q.errors.isEmpty)
    let seq = try #require(q.expr as? SequenceExpr)
    let lit = try #require(seq.elements[2] as? IntegerLiteralExpr)
    #expect(lit.isNegative && lit.text == "1")
    #expect((seq.elements[4] as? PrefixUnaryExpr).map { ($0.op as? UnresolvedDeclRefExpr)?.name } == "-")
    #expect((seq.elements[6] as? PrefixUnaryExpr).map { ($0.op as? UnresolvedDeclRefExpr)?.name } == "!")
    #expect((seq.elements[8] as? FloatLiteralExpr)?.isNegative == true)
  }

  /// `Int.min` written as a literal is one negative literal, as in swiftc.
  @Test func minimumIntegerLiteral() throws {
    let p = Parsed("let m = -9223372036854775808\n")
    let tlcd = try #require(p.tree.decls.first as? TopLevelCodeDecl)
    let pbd = try #require(tlcd.body.elements.first?.node as? PatternBindingDecl)
    let lit = try #require(pbd.entries[0].initializer as? IntegerLiteralExpr)
    #expect(lit.isNegative && lit.text == "9223372036854775808")
  }

  @Test func literals() throws {
    let p = Parsed("f(1_000, 0x1F, 1.5e3, true, nil, \"a\\n\", [1, 2], [\"k\": 1], [:], [], (), (1), (x: 1, 2))\n")
    #expect(p.errors.isEmpty)
    let call = try #require(p.expr as? CallExpr)
    let a = call.arguments.map(\.expr)
    #expect((a[0] as? IntegerLiteralExpr)?.text == "1_000")
    #expect((a[1] as? IntegerLiteralExpr)?.text == "0x1F")
    #expect((a[2] as? FloatLiteralExpr)?.text == "1.5e3")
    #expect((a[3] as? BooleanLiteralExpr)?.value == true)
    #expect(a[4] is NilLiteralExpr)
    #expect((a[5] as? StringLiteralExpr)?.value == "a\n")
    #expect((a[6] as? ArrayExpr)?.elements.count == 2)
    #expect((a[7] as? DictionaryExpr)?.pairs.count == 1)
    #expect((a[8] as? DictionaryExpr)?.pairs.count == 0)
    #expect((a[9] as? ArrayExpr)?.elements.count == 0)
    #expect((a[10] as? TupleExpr)?.elements.count == 0)
    #expect(a[11] is ParenExpr)
    #expect((a[12] as? TupleExpr)?.labels == ["x", nil])
  }

  @Test func interpolatedStrings() throws {
    let p = Parsed("print(\"\\(a.b) and \\(f(\"x\\(1 + 2)\")) end\")\n")
    #expect(p.errors.isEmpty)
    let call = try #require(p.expr as? CallExpr)
    let s = try #require(call.arguments.first?.expr as? InterpolatedStringLiteralExpr)
    var kinds: [String] = []
    for seg in s.segments {
      switch seg {
      case .literal(let t): if !t.isEmpty { kinds.append("lit(\(t))") }
      case .interpolation(let e): kinds.append(String(describing: type(of: e)))
      }
    }
    #expect(kinds == ["UnresolvedDotExpr", "lit( and )", "CallExpr", "lit( end)"])
    // The nested string's interpolation is parsed too.
    var inner: CallExpr?
    for case .interpolation(let e) in s.segments { if let c = e as? CallExpr { inner = c } }
    let nested = try #require(inner?.arguments.first?.expr as? InterpolatedStringLiteralExpr)
    var nestedExprs: [Expr] = []
    for case .interpolation(let e) in nested.segments { nestedExprs.append(e) }
    #expect(nestedExprs.first is SequenceExpr)
  }

  @Test func callsWithLabelsAndTrailingClosures() throws {
    let p = Parsed("f(1, to: &x) { $0 }\nxs.map { a in a * 2 }\ng()\n  { print(1) }\n")
    #expect(p.errors.isEmpty)
    let decls = p.tree.decls.compactMap { ($0 as? TopLevelCodeDecl)?.body.elements.first?.node }
    let c0 = try #require(decls[0] as? CallExpr)
    #expect(c0.arguments.map(\.label) == [nil, "to", nil])
    #expect(c0.arguments[1].expr is InOutExpr && c0.arguments[2].expr is ClosureExpr)
    let c1 = try #require(decls[1] as? CallExpr)
    #expect(c1.fn is UnresolvedDotExpr && c1.arguments.first?.expr is ClosureExpr)
    // A `{` on the next line is still a trailing closure, as in swiftc.
    let c2 = try #require(decls[2] as? CallExpr)
    #expect(c2.arguments.count == 1)
  }

  @Test func noTrailingClosureInConditions() throws {
    let p = Parsed("if x.isEmpty { print(1) }\nwhile f() { }\nfor a in xs { }\nswitch v { default: break }\n")
    #expect(p.errors.isEmpty)
    let s = try #require(p.item as? IfStmt)
    guard case .boolean(let c) = s.conditions[0] else {
      Issue.record("expected a Boolean condition")
      return
    }
    #expect(c is UnresolvedDotExpr)
  }

  @Test func membersSubscriptsAndImplicitMembers() throws {
    let p = Parsed("a.b.c[0][1].d = .red\nlet t = pair.0\nsuper.init(x: 1)\nself.x = Shape.circle(radius: 2)\n")
    #expect(p.errors.isEmpty)
    let seq = try #require(p.expr as? SequenceExpr)
    let lhs = try #require(seq.elements[0] as? UnresolvedDotExpr)
    #expect(lhs.name == "d" && lhs.base is SubscriptExpr)
    #expect((seq.elements[2] as? UnresolvedMemberExpr)?.name == "red")
    let decls = p.tree.decls.compactMap { ($0 as? TopLevelCodeDecl)?.body.elements.first?.node }
    let superCall = try #require(decls[2] as? CallExpr)
    let initRef = try #require(superCall.fn as? UnresolvedDotExpr)
    #expect(initRef.name == "init" && initRef.base is SuperRefExpr)
  }

  @Test func optionalChainingAndForceUnwrap() throws {
    let p = Parsed("x = a?.b!.c?[0]?.d\n")
    #expect(p.errors.isEmpty)
    let seq = try #require(p.expr as? SequenceExpr)
    let eval = try #require(seq.elements[2] as? OptionalEvaluationExpr)
    let d = try #require(eval.subExpr as? UnresolvedDotExpr)
    #expect(d.name == "d" && d.base is BindOptionalExpr)
    // Assigning through a chain: the chain on the left is wrapped too.
    let q = Parsed("a?.b = 1\n")
    #expect((q.expr as? SequenceExpr)?.elements.first is OptionalEvaluationExpr)
    // Only one wrapper per postfix chain; force unwrap needs none.
    let r = Parsed("y = z!.w\n")
    #expect((r.expr as? SequenceExpr)?.elements[2] is UnresolvedDotExpr)
  }

  @Test func closures() throws {
    let p = Parsed(
      """
      let a = { (x: Int) -> Int in x * 2 }
      let b = { x, y in x + y }
      let c = { print(1) }
      let d = { () -> Void in
        print(2)
      }
      let e = { _ in 0 }
      """)
    #expect(p.errors.isEmpty)
    let inits = p.tree.decls.compactMap {
      (($0 as? TopLevelCodeDecl)?.body.elements.first?.node as? PatternBindingDecl)?.entries[0].initializer as? ClosureExpr
    }
    #expect(inits.count == 5)
    #expect(inits[0].parameters?.parameters.map(\.name) == ["x"])
    #expect(inits[0].parameters?.parameters.first?.argumentLabel == nil)
    #expect((inits[0].resultTypeRepr as? IdentTypeRepr)?.name == "Int")
    #expect(inits[1].parameters?.parameters.map(\.name) == ["x", "y"])
    #expect(inits[2].parameters == nil && inits[2].body.elements.count == 1)
    #expect(inits[3].parameters?.parameters.isEmpty == true)
    #expect(inits[4].parameters?.parameters.map(\.name) == ["_"])
  }

  @Test func genericArgumentsInExpressions() throws {
    let p = Parsed("let a = Array<Int>()\nlet b = x < y\nlet c = f(a < b, c > d)\n")
    #expect(p.errors.isEmpty)
    let inits = p.tree.decls.compactMap {
      (($0 as? TopLevelCodeDecl)?.body.elements.first?.node as? PatternBindingDecl)?.entries[0].initializer
    }
    let a = try #require((inits[0] as? CallExpr)?.fn as? UnresolvedDeclRefExpr)
    #expect(a.name == "Array" && a.genericArgs.count == 1)
    #expect(inits[1] is SequenceExpr)
    #expect((inits[2] as? CallExpr)?.arguments.count == 2)
  }

  @Test func discardAndSelf() throws {
    let p = Parsed("_ = self\n")
    let seq = try #require(p.expr as? SequenceExpr)
    #expect(seq.elements[0] is DiscardAssignmentExpr)
    #expect((seq.elements[2] as? UnresolvedDeclRefExpr)?.name == "self")
  }

  @Test func expressionRanges() throws {
    let p = Parsed("foo.bar(1, x: 2)\n")
    let call = try #require(p.expr as? CallExpr)
    #expect(p.file.text(call.range) == "foo.bar(1, x: 2)")
    #expect(p.file.text(call.argumentsRange) == "(1, x: 2)")
    #expect(p.file.text(call.fn.range) == "foo.bar")
  }
}
