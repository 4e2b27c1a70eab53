import AST
import Testing

@testable import Parser

/// Types as written, and patterns.
@Suite struct TypeParserTests {
  func type(_ text: String) -> (Parsed, TypeRepr?) {
    let p = Parsed("var v: \(text)\n")
    let tlcd = p.tree.decls.first as? TopLevelCodeDecl
    let pbd = tlcd?.body.elements.first?.node as? PatternBindingDecl
    return (p, (pbd?.entries.first?.pattern as? TypedPattern)?.typeRepr)
  }

  @Test func typeShapes() throws {
    let cases: [(String, String)] = [
      ("Int", #"(type_unqualified_ident id="Int" unbound)"#),
      ("Int?", "(type_optional\n  (type_unqualified_ident id=\"Int\" unbound))"),
      ("[String]", "(type_array\n  (type_unqualified_ident id=\"String\" unbound))"),
      (
        "[String: Int]",
        "(type_dictionary\n  (type_unqualified_ident id=\"String\" unbound)\n  (type_unqualified_ident id=\"Int\" unbound))"
      ),
      (
        "Employee.Address",
        "(type_qualified_ident id=\"Address\" unbound\n  (type_unqualified_ident id=\"Employee\" unbound))"
      ),
      (
        "(Int, String) -> Bool",
        """
        (type_function
          (type_tuple
            (type_unqualified_ident id="Int" unbound)
            (type_unqualified_ident id="String" unbound))
          (type_unqualified_ident id="Bool" unbound))
        """
      ),
      ("()", "(type_tuple)"),
    ]
    for (text, expected) in cases {
      let (p, t) = type(text)
      #expect(p.errors.isEmpty, "\(text)")
      let repr = try #require(t, "\(text)")
      #expect(p.shape(repr) == expected, "\(text)")
    }
  }

  /// `>>` closing two generic argument lists is split, as swiftc does; so are `>?` and
  /// `>=`.
  @Test func nestedGenericArguments() throws {
    let (p, t) = type("Array<Array<Int>>")
    #expect(p.errors.isEmpty)
    let outer = try #require(t as? IdentTypeRepr)
    let inner = try #require(outer.genericArgs.first as? IdentTypeRepr)
    #expect(outer.name == "Array" && inner.name == "Array")
    #expect((inner.genericArgs.first as? IdentTypeRepr)?.name == "Int")
    let (q, u) = type("Optional<Dictionary<String, [Int]>>?")
    #expect(q.errors.isEmpty)
    #expect(u is OptionalTypeRepr)
    let r = Parsed("let x: Array<Int>= []\nlet y = Array<Array<Int>>()\n")
    #expect(r.errors.isEmpty)
  }

  @Test func functionTypeWithInout() throws {
    let (p, t) = type("(inout Int, String) -> ()")
    #expect(p.errors.isEmpty)
    let f = try #require(t as? FunctionTypeRepr)
    #expect(f.parameters.first is InOutTypeRepr)
    #expect((f.result as? TupleTypeRepr)?.elements.isEmpty == true)
  }

  @Test func typeErrors() throws {
    #expect(Parsed("let x: = 3\n").errors == ["1:8: expected type"])
    #expect(Parsed("let x: [Int = 1\n").errors == ["1:13: expected ']' in array type"])
  }

  @Test func casePatternsBecomePatterns() throws {
    let p = Parsed(
      """
      switch v {
      case _: break
      case (let a, 1): break
      case let (x, y): break
      case .a(let p, _): break
      case var z?: break
      case Shape.square(let s): break
      case .c(.d(let w)): break
      }
      """)
    #expect(p.errors.isEmpty)
    let s = try #require(p.item as? SwitchStmt)
    let patterns = s.cases.map { $0.labelItems[0].pattern }
    #expect(patterns[0] is AnyPattern)
    let t1 = try #require(patterns[1] as? TuplePattern)
    #expect(t1.elements[0] is BindingPattern && t1.elements[1] is ExprPattern)
    let t2 = try #require((patterns[2] as? BindingPattern)?.subPattern as? TuplePattern)
    #expect(t2.elements.allSatisfy { $0 is NamedPattern })
    let a = try #require(patterns[3] as? EnumElementPattern)
    #expect((a.subPattern as? TuplePattern)?.elements.last is AnyPattern)
    let z = try #require((patterns[4] as? BindingPattern)?.subPattern as? OptionalSomePattern)
    #expect(((z.subPattern as? NamedPattern)?.decl.isLet) == false)
    let sq = try #require(patterns[5] as? EnumElementPattern)
    #expect((sq.parentType as? IdentTypeRepr)?.name == "Shape")
    let c = try #require(patterns[6] as? EnumElementPattern)
    #expect((c.subPattern as? EnumElementPattern)?.name == "d")
  }

  @Test func letInsideAPlainExpressionIsReported() throws {
    let p = Parsed("switch v {\ncase f(let x): break\ndefault: break\n}\n")
    #expect(p.errors == ["2:8: 'let' binding pattern cannot appear in an expression"])
    #expect(Parsed("let y = (let x)\n").errors.first == "1:10: expected expression in list of expressions")
  }
}
