import AST
import Testing

@testable import Parser

/// Statements: conditions, loops, switch, control transfer, statement separation.
@Suite struct StmtParserTests {
  func body(_ source: String) -> (Parsed, [ASTNode]) {
    let p = Parsed("func f() {\n" + source + "\n}\n")
    return (p, p.functionBody)
  }

  @Test func ifElseIfElseWithConditionLists() throws {
    let (p, body) = body("if let a = x, var b = y, a > 0 { } else if let x { } else if case .some(let t) = z { } else { }")
    #expect(p.errors.isEmpty)
    let s = try #require(body.first?.node as? IfStmt)
    #expect(s.conditions.count == 3)
    guard case .optionalBinding(let pa, let ia, _) = s.conditions[0],
      case .optionalBinding(let pb, _, _) = s.conditions[1], case .boolean(let c) = s.conditions[2]
    else {
      Issue.record("wrong condition kinds")
      return
    }
    #expect((pa as? BindingPattern)?.isLet == true && ia is UnresolvedDeclRefExpr)
    #expect((pb as? BindingPattern)?.isLet == false)
    #expect(c is SequenceExpr)
    let elseIf = try #require(s.elseStmt as? IfStmt)
    guard case .optionalBinding(_, let shorthand, _) = elseIf.conditions[0] else {
      Issue.record("expected `if let x`")
      return
    }
    #expect(shorthand == nil)
    let elseIf2 = try #require(elseIf.elseStmt as? IfStmt)
    guard case .patternMatch(let pattern, _, _) = elseIf2.conditions[0] else {
      Issue.record("expected `if case`")
      return
    }
    #expect((pattern as? EnumElementPattern)?.name == "some")
    #expect(elseIf2.elseStmt is BraceStmt)
  }

  /// A long `else if` chain is parsed in a loop, not by recursion.
  @Test func longElseIfChain() throws {
    let source = "if a {}" + String(repeating: " else if a {}", count: 5000) + " else {}"
    let p = Parsed(source)
    #expect(p.errors.isEmpty)
    var depth = 0
    var s: Stmt? = p.item as? IfStmt
    while let i = s as? IfStmt {
      depth += 1
      s = i.elseStmt
    }
    #expect(depth == 5001)
  }

  @Test func guardWhileRepeat() throws {
    let (p, body) = body("guard let v = x else { return }\nwhile i < 3 { i += 1 }\nrepeat { i -= 1 } while i > 0")
    #expect(p.errors.isEmpty)
    #expect(body.count == 3)
    #expect(body[0].node is GuardStmt)
    let w = try #require(body[1].node as? WhileStmt)
    #expect(w.body.elements.count == 1)
    let r = try #require(body[2].node as? RepeatWhileStmt)
    #expect(r.condition is SequenceExpr)
  }

  @Test func forInWithWhereAndPatterns() throws {
    let (p, body) = body("for i in 0..<10 where i % 2 == 0 { }\nfor (k, _) in pairs { }\nfor _ in xs { }")
    #expect(p.errors.isEmpty)
    let f = try #require(body[0].node as? ForEachStmt)
    #expect((f.pattern as? NamedPattern)?.name == "i")
    #expect(f.whereClause is SequenceExpr)
    #expect(f.sequence is SequenceExpr)
    #expect((body[1].node as? ForEachStmt)?.pattern is TuplePattern)
    #expect((body[2].node as? ForEachStmt)?.pattern is AnyPattern)
  }

  @Test func labeledLoopsAndBreakContinue() throws {
    let (p, body) = body("outer: for i in a {\n  inner: while true { break outer }\n  continue outer\n}")
    #expect(p.errors.isEmpty)
    let outer = try #require(body.first?.node as? ForEachStmt)
    #expect(outer.label == "outer")
    let inner = try #require(outer.body.elements[0].node as? WhileStmt)
    #expect(inner.label == "inner")
    #expect((inner.body.elements[0].node as? BreakStmt)?.label == "outer")
    #expect((outer.body.elements[1].node as? ContinueStmt)?.label == "outer")
  }

  @Test func breakLabelMustBeOnTheSameLine() throws {
    let (p, body) = body("while true {\n  break\n  x()\n}")
    #expect(p.errors.isEmpty)
    let w = try #require(body.first?.node as? WhileStmt)
    #expect((w.body.elements[0].node as? BreakStmt)?.label == nil)
    #expect(w.body.elements.count == 2)
  }

  @Test func switchCases() throws {
    let (p, body) = body(
      """
      switch x {
      case let v where v > 1: fallthrough
      case .some(let w), 2: break
      case 1...5: print(1); print(2)
      case let .circle(radius: r): break
      case .a, .b: break
      default: break
      }
      """)
    #expect(p.errors.isEmpty)
    let s = try #require(body.first?.node as? SwitchStmt)
    #expect(s.cases.count == 6)
    let c0 = s.cases[0]
    #expect(c0.labelItems[0].guardExpr != nil)
    #expect(((c0.labelItems[0].pattern as? BindingPattern)?.subPattern as? NamedPattern)?.name == "v")
    #expect(c0.body.elements.first?.node is FallthroughStmt)
    let c1 = s.cases[1]
    #expect(c1.labelItems.count == 2)
    let some = try #require(c1.labelItems[0].pattern as? EnumElementPattern)
    #expect(some.name == "some" && some.subPattern is BindingPattern)
    #expect((c1.labelItems[1].pattern as? ExprPattern)?.expr is IntegerLiteralExpr)
    #expect((s.cases[2].labelItems[0].pattern as? ExprPattern)?.expr is SequenceExpr)
    #expect(s.cases[2].body.elements.count == 2)
    let circle = try #require((s.cases[3].labelItems[0].pattern as? BindingPattern)?.subPattern as? EnumElementPattern)
    let tuple = try #require(circle.subPattern as? TuplePattern)
    #expect(tuple.labels == ["radius"] && (tuple.elements[0] as? NamedPattern)?.name == "r")
    #expect(s.cases[4].labelItems.count == 2)
    #expect(s.cases[5].isDefault)
    // Pattern variables belong to the enclosing function.
    #expect(((c0.labelItems[0].pattern as? BindingPattern)?.subPattern as? NamedPattern)?.decl.parent is FuncDecl)
  }

  @Test func returnTakesTheExpressionUnlessAStatementFollows() throws {
    let (p, body) = body("if a { return }\nif b { return 1 }\nreturn\nlet z = 2")
    #expect(p.errors.isEmpty)
    let first = try #require((body[0].node as? IfStmt)?.thenStmt.elements.first?.node as? ReturnStmt)
    #expect(first.result == nil)
    let second = try #require((body[1].node as? IfStmt)?.thenStmt.elements.first?.node as? ReturnStmt)
    #expect(second.result is IntegerLiteralExpr)
    #expect((body[2].node as? ReturnStmt)?.result == nil)
    #expect(body[3].node is PatternBindingDecl)
  }

  @Test func returnOnTheNextLineWarnsAsSwiftcDoes() throws {
    let (p, body) = body("  return\n  1")
    #expect(p.errors.isEmpty)
    #expect((body[0].node as? ReturnStmt)?.result is IntegerLiteralExpr)
    #expect(p.diagnostics.diagnostics.contains { $0.severity == .warning })
  }

  @Test func doBlockIsANestedScope() throws {
    let (p, body) = body("do { let a = 1 }")
    #expect(p.errors.isEmpty)
    #expect((body.first?.node as? DoStmt)?.body.elements.count == 2)
  }

  @Test func labeledDoKeepsItsLabel() throws {
    let (p, body) = body("outer: do { break outer }")
    #expect(p.errors.isEmpty)
    let d = body.first?.node as? DoStmt
    #expect(d?.label == "outer")
    #expect((d?.body.elements.first?.node as? BreakStmt)?.label == "outer")
  }

  @Test func statementsEndAtNewlineOrSemicolon() throws {
    let (p, body) = body("a = 1; b = 2\nc = 3")
    #expect(p.errors.isEmpty)
    #expect(body.count == 3)
    let q = Parsed("let a = 1 let b = 2\n")
    #expect(q.errors == ["1:10: consecutive statements on a line must be separated by ';'"])
    let r = Parsed("struct S {\n  var a = 1 var b = 2\n}\n")
    #expect(r.errors == ["2:12: consecutive declarations on a line must be separated by ';'"])
  }

  @Test func topLevelStatementsEachGetTheirOwnTopLevelCode() throws {
    let p = Parsed("print(1)\nfunc f() {}\nif x { }\n")
    #expect(p.errors.isEmpty)
    #expect(p.tree.decls.count == 3)
    #expect(p.tree.decls[0] is TopLevelCodeDecl && p.tree.decls[1] is FuncDecl && p.tree.decls[2] is TopLevelCodeDecl)
    let t = try #require(p.tree.decls[0] as? TopLevelCodeDecl)
    #expect(t.body.isImplicit && t.body.range == t.range)
  }
}
