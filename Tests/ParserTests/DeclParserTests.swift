import AST
import Testing

@testable import Parser

/// Declarations: imports, bindings, properties, functions, initializers, types,
/// extensions, enum cases, modifiers, parents.
@Suite struct DeclParserTests {
  @Test func importDecl() throws {
    let p = Parsed("import Foundation\nimport A.B\n")
    #expect(p.errors.isEmpty)
    let imports = p.tree.decls.compactMap { $0 as? ImportDecl }
    #expect(imports.map(\.path) == [["Foundation"], ["A", "B"]])
  }

  /// `let a = 1` at file level: a `pattern_binding_decl` in a `top_level_code_decl`,
  /// then the global `var_decl`, as swiftc lays it out.
  @Test func topLevelBindingIsWrappedAndFollowedByItsVariables() throws {
    let p = Parsed("let a = 1, b: Int = 2\n")
    #expect(p.errors.isEmpty)
    #expect(p.tree.decls.count == 3)
    let tlcd = try #require(p.tree.decls[0] as? TopLevelCodeDecl)
    let pbd = try #require(tlcd.body.elements.first?.node as? PatternBindingDecl)
    #expect(pbd.isLet && pbd.entries.count == 2)
    #expect(pbd.parent === tlcd)
    let a = try #require(p.tree.decls[1] as? VarDecl)
    let b = try #require(p.tree.decls[2] as? VarDecl)
    #expect(a.name == "a" && b.name == "b")
    #expect(a.parent == nil && a.binding === pbd && a.isLet)
    #expect((b.typeRepr as? IdentTypeRepr)?.name == "Int")
    #expect(
      p.shape(p.tree) == """
        (source_file "t.swift"
          (top_level_code_decl
            (brace_stmt implicit
              (pattern_binding_decl
                (pattern_entry
                  (pattern_named "a")
                  (original_init=integer_literal_expr value="1")
                  (processed_init=integer_literal_expr value="1"))
                (pattern_entry
                  (pattern_typed
                    (pattern_named "b")
                    (type_unqualified_ident id="Int" unbound))
                  (original_init=integer_literal_expr value="2")
                  (processed_init=integer_literal_expr value="2")))))
          (var_decl "a" let top_level_global)
          (var_decl "b" let top_level_global))
        """)
  }

  @Test func tuplePatternBinding() throws {
    let p = Parsed("var (x, _) = (1, 2)\n")
    #expect(p.errors.isEmpty)
    let tlcd = try #require(p.tree.decls[0] as? TopLevelCodeDecl)
    let pbd = try #require(tlcd.body.elements.first?.node as? PatternBindingDecl)
    let tuple = try #require(pbd.entries[0].pattern as? TuplePattern)
    #expect(tuple.elements.count == 2 && tuple.elements[1] is AnyPattern)
    #expect(p.tree.decls.count == 2)
  }

  @Test func computedPropertiesAndAccessors() throws {
    let p = Parsed(
      """
      struct R {
        var w = 1, h = 2
        var area: Int { w * h }
        var scaled: Int {
          get { return w }
          set(v) { w = v }
        }
        var plain: Int {
          get { w }
          set { w = newValue }
        }
      }
      """)
    #expect(p.errors.isEmpty)
    let r = try #require(p.tree.decls.first as? StructDecl)
    let vars = r.members.compactMap { $0 as? VarDecl }
    #expect(vars.map(\.name) == ["w", "h", "area", "scaled", "plain"])
    #expect(vars.map(\.kind) == [.stored, .stored, .computed, .computed, .computed])
    let area = vars[2]
    #expect(area.accessors.count == 1 && area.getter?.body?.elements.count == 1)
    #expect(area.getter?.storage === area && area.getter?.parent === r)
    let scaled = vars[3]
    #expect(scaled.setter?.parameters.parameters.map(\.name) == ["v"])
    let plain = vars[4]
    let implicitNewValue = try #require(plain.setter?.parameters.parameters.first)
    #expect(implicitNewValue.name == "newValue" && implicitNewValue.isImplicit)
    for v in vars { #expect(v.parent === r) }
    // Declarations in an accessor's body belong to the accessor.
    let q = Parsed("struct S {\n  var a: Int { let t = 1; return t }\n  var b: Int {\n    get { let u = 2; return u }\n    set { }\n  }\n}\n")
    #expect(q.errors.isEmpty)
    let s = try #require(q.tree.decls.first as? StructDecl)
    for v in s.members.compactMap({ $0 as? VarDecl }) {
      let getter = try #require(v.getter)
      let local = try #require(getter.body?.elements.compactMap { $0.node as? VarDecl }.first)
      #expect(local.parent === getter && getter.parent === s)
    }
  }

  @Test func protocolRequirements() throws {
    let p = Parsed(
      """
      public protocol Address {
          var houseNo: Int { get }
          var street: String { get set }
          func describe(prefix: String) -> String
      }
      """)
    #expect(p.errors.isEmpty)
    let proto = try #require(p.tree.decls.first as? ProtocolDecl)
    #expect(proto.modifiers.access == .public)
    let vars = proto.members.compactMap { $0 as? VarDecl }
    #expect(vars.map(\.kind) == [.requirement, .requirement])
    #expect(vars[0].accessors.map(\.accessorKind) == [.get])
    #expect(vars[1].accessors.map(\.accessorKind) == [.get, .set])
    #expect(vars[1].accessors.allSatisfy { $0.body == nil })
    let f = try #require(proto.members.last as? FuncDecl)
    #expect(f.body == nil && f.fullName == "describe(prefix:)")
    #expect((f.resultTypeRepr as? IdentTypeRepr)?.name == "String")
  }

  @Test func functionParameters() throws {
    let p = Parsed("func f(_ x: Int, to y: inout Int, z: Int = 3, _ w: Int...) -> Int { return x }\n")
    #expect(p.errors.isEmpty)
    let f = try #require(p.tree.decls.first as? FuncDecl)
    let ps = f.parameters.parameters
    #expect(f.fullName == "f(_:to:z:_:)")
    #expect(ps.map(\.name) == ["x", "y", "z", "w"])
    #expect(ps.map(\.argumentLabel) == [nil, "to", "z", nil])
    #expect(ps[1].isInOut && ps[1].typeRepr is InOutTypeRepr)
    #expect((ps[2].defaultValue as? IntegerLiteralExpr)?.text == "3")
    #expect(ps[3].isVariadic)
    for param in ps { #expect(param.parent === f) }
  }

  @Test func keywordArgumentLabels() throws {
    let p = Parsed("func move(from a: Int, in b: Int, for c: Int) {}\nmove(from: 1, in: 2, for: 3)\n")
    #expect(p.errors.isEmpty)
    let f = try #require(p.tree.decls.first as? FuncDecl)
    #expect(f.fullName == "move(from:in:for:)")
    let tlcd = try #require(p.tree.decls.last as? TopLevelCodeDecl)
    let call = try #require(tlcd.body.elements.first?.node as? CallExpr)
    #expect(call.arguments.map(\.label) == ["from", "in", "for"])
  }

  @Test func genericFunction() throws {
    let p = Parsed("func largest<T: Comparable, U>(_ a: [T], _ u: U) -> T { return a[0] }\n")
    #expect(p.errors.isEmpty)
    let f = try #require(p.tree.decls.first as? FuncDecl)
    #expect(f.genericParameters.map(\.name) == ["T", "U"])
    #expect((f.genericParameters[0].constraint as? IdentTypeRepr)?.name == "Comparable")
    #expect(f.genericParameters[1].constraint == nil)
    #expect(f.genericParameters.allSatisfy { $0.parent === f })
  }

  @Test func initializersAndDeinit() throws {
    let p = Parsed(
      """
      class A: B, P {
        init(x: Int) { self.x = x }
        init?(raw: Int) { return nil }
        convenience init() { self.init(x: 0) }
        deinit { print("bye") }
      }
      """)
    #expect(p.errors.isEmpty)
    let a = try #require(p.tree.decls.first as? ClassDecl)
    #expect(a.inherited.compactMap { ($0 as? IdentTypeRepr)?.name } == ["B", "P"])
    let inits = a.members.compactMap { $0 as? ConstructorDecl }
    #expect(inits.map(\.isFailable) == [false, true, false])
    #expect(inits[2].modifiers.isConvenience)
    #expect(a.members.last is DestructorDecl)
    #expect(a.members.allSatisfy { $0.parent === a })
  }

  @Test func modifiers() throws {
    let p = Parsed(
      """
      open class C {
        private(set) var count = 0
        public private(set) var name = ""
        open override func f() {}
        final class func g() {}
        static let k = 1
        mutating func h() {}
        fileprivate func i() {}
      }
      """)
    #expect(p.errors.isEmpty)
    let c = try #require(p.tree.decls.first as? ClassDecl)
    #expect(c.modifiers.access == .open)
    let vars = c.members.compactMap { $0 as? VarDecl }
    #expect(vars[0].modifiers.setterAccess == .private && vars[0].modifiers.access == nil)
    #expect(vars[1].modifiers.setterAccess == .private && vars[1].modifiers.access == .public)
    #expect(vars[1].modifiers.written.map(\.name) == ["public", "private(set)"])
    #expect(vars[2].modifiers.isStatic)
    let funcs = c.members.compactMap { $0 as? FuncDecl }
    #expect(funcs[0].modifiers.access == .open && funcs[0].modifiers.isOverride)
    #expect(funcs[1].modifiers.isFinal && funcs[1].modifiers.isClass)
    #expect(funcs[2].modifiers.isMutating)
    #expect(funcs[3].modifiers.access == .fileprivate)
    // Contextual keywords stay identifiers where no declaration follows.
    let q = Parsed("var open = 1\nopen = 2\nlet final = open\n")
    #expect(q.errors.isEmpty)
  }

  @Test func enumCases() throws {
    let p = Parsed(
      """
      enum Shape: Int {
        case circle(radius: Double), square(Double)
        case a = 1, b = -2
        indirect case node(Shape)
        static func make() -> Shape { .a }
      }
      """)
    #expect(p.errors.isEmpty)
    let e = try #require(p.tree.decls.first as? EnumDecl)
    let cases = e.members.compactMap { $0 as? EnumCaseDecl }
    #expect(cases.count == 3)
    let elements = e.members.compactMap { $0 as? EnumElementDecl }
    #expect(elements.map(\.name) == ["circle", "square", "a", "b", "node"])
    #expect(elements[0].parameters?.parameters.map(\.argumentLabel) == ["radius"])
    #expect(elements[1].parameters?.parameters.first?.name == "")
    #expect((elements[3].rawValue as? IntegerLiteralExpr)?.isNegative == true)
    // swiftc's order: the case declaration, then its elements.
    #expect(e.members[0] is EnumCaseDecl && e.members[1] === elements[0] && e.members[2] === elements[1])
  }

  @Test func extensionDecl() throws {
    let p = Parsed("extension Employee.Address: CustomStringConvertible, P {\n  var description: String { \"\" }\n}\n")
    #expect(p.errors.isEmpty)
    let ext = try #require(p.tree.decls.first as? ExtensionDecl)
    let member = try #require(ext.extendedType as? MemberTypeRepr)
    #expect(member.name == "Address" && (member.base as? IdentTypeRepr)?.name == "Employee")
    #expect(ext.inherited.count == 2)
    #expect(ext.members.first?.parent === ext)
  }

  @Test func localsHaveTheFunctionAsParent() throws {
    let p = Parsed("func f() {\n  let a = 1\n  if true { var b = a }\n  for i in 0..<3 { }\n}\n")
    #expect(p.errors.isEmpty)
    let f = try #require(p.tree.decls.first as? FuncDecl)
    let body = try #require(f.body)
    #expect(body.elements.count == 4)
    let pbd = try #require(body.elements[0].node as? PatternBindingDecl)
    let a = try #require(body.elements[1].node as? VarDecl)
    #expect(a.binding === pbd && a.parent === f && pbd.parent === f)
    let ifStmt = try #require(body.elements[2].node as? IfStmt)
    let b = try #require(ifStmt.thenStmt.elements[1].node as? VarDecl)
    #expect(b.parent === f && !b.isLet)
    let loop = try #require(body.elements[3].node as? ForEachStmt)
    #expect((loop.pattern as? NamedPattern)?.decl.parent === f)
  }

  @Test func topLevelCodeLocalsHaveTheirTopLevelCodeAsParent() throws {
    let p = Parsed("if true {\n  let x = 1\n}\n")
    let tlcd = try #require(p.tree.decls.first as? TopLevelCodeDecl)
    let ifStmt = try #require(tlcd.body.elements.first?.node as? IfStmt)
    let x = try #require(ifStmt.thenStmt.elements[1].node as? VarDecl)
    #expect(x.parent === tlcd)
  }

  @Test func attributesAreRecorded() throws {
    let p = Parsed("@discardableResult func f() -> Int { 1 }\n")
    #expect(p.errors.isEmpty)
    #expect(p.tree.decls.first?.attributes == ["discardableResult"])
  }

  @Test func declarationRanges() throws {
    // swiftc starts a declaration's range at its keyword (or `static`), not at its
    // access modifier, and a variable's at its name.
    let p = Parsed("struct S {\n  public static func f() {}\n  public let x: Int\n}\n")
    let s = try #require(p.tree.decls.first as? StructDecl)
    let dump = p.dump(s)
    #expect(dump.contains("(func_decl range=[t.swift:2:10 - line:2:27] \"f()\" static"))
    #expect(dump.contains("(access_control_attr range=[t.swift:2:3 - line:2:3] access_level=public)"))
    #expect(dump.contains("(pattern_binding_decl range=[t.swift:3:10 - line:3:17]"))
    #expect(dump.contains("(var_decl range=[t.swift:3:14 - line:3:14] \"x\" let"))
  }
}
