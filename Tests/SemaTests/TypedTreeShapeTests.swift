import AST
import Foundation
import Parser
import Sema
import Testing

/// The typed tree IRGen relies on: the shapes documented on the AST classes.
@Suite struct TypedTreeShapeTests {
  /// The items of a `print(...)` call: its `Any...` argument is an array of the values,
  /// each boxed in an `Any`.
  private func printedItems(_ call: CallExpr) -> [Expr] {
    guard let items = (call.arguments.first?.expr as? VarargExpansionExpr)?.subExpr as? ArrayExpr else { return [] }
    return items.elements.map { ($0 as? ErasureExpr)?.subExpr ?? $0 }
  }

  private func check(_ text: String) throws -> Support.Checked {
    let checked = Support.check(text)
    try #require(checked.diagnostics.diagnostics.isEmpty, "\(checked.render())")
    let tree = TypedTree(checked.module, sourceManager: checked.sourceManager)
    #expect(tree.problems.isEmpty, "\(tree.problems.joined(separator: "\n"))")
    return checked
  }

  /// The expressions of the top-level statements, in order.
  private func topLevelExprs(_ c: Support.Checked) -> [Expr] {
    c.module.decls.compactMap { $0 as? TopLevelCodeDecl }.flatMap { t in
      t.body.elements.compactMap { if case .expr(let e) = $0 { e } else { nil } }
    }
  }

  private func builtin(_ op: Expr) -> Builtin? {
    ((op as? DeclRefExpr)?.decl as? AbstractFunctionDecl)?.builtin
  }

  @Test func operatorsFoldByPrecedenceIntoBuiltins() throws {
    let c = try check("""
      var x = 1
      x += 2 * 3 - 4
      let b = x < 10 && !(x == 3) || false
      print(x, b)
      """)
    let exprs = topLevelExprs(c)
    let compound = try #require(exprs.first as? BinaryExpr)
    #expect(builtin(compound.op) == .intAddAssign && compound.type == .void)
    #expect(compound.lhs is DeclRefExpr)
    let minus = try #require(compound.rhs as? BinaryExpr)
    #expect(builtin(minus.op) == .intSubtract)
    #expect(builtin((minus.lhs as? BinaryExpr)?.op ?? minus) == .intMultiply)
    let binding = try #require(c.module.decls.compactMap { $0 as? TopLevelCodeDecl }
      .flatMap { $0.body.elements }.compactMap { if case .decl(let p as PatternBindingDecl) = $0 { p } else { nil } }.last)
    let or = try #require(binding.entries[0].initializer as? BinaryExpr)
    #expect(builtin(or.op) == .boolOr)
    #expect(builtin((or.lhs as? BinaryExpr)?.op ?? or) == .boolAnd)
  }

  @Test func literalsTakeTheirTypeFromContext() throws {
    let c = try check("""
      let d: Double = 1 + 2
      let e = 2.5 * 2
      print(d, e)
      """)
    let bindings = c.module.decls.compactMap { $0 as? TopLevelCodeDecl }.flatMap { $0.body.elements }
      .compactMap { if case .decl(let p as PatternBindingDecl) = $0 { p } else { nil } }
    let sum = try #require(bindings[0].entries[0].initializer as? BinaryExpr)
    #expect(builtin(sum.op) == .doubleAdd)
    #expect(sum.lhs.type == .double && (sum.lhs as? IntegerLiteralExpr)?.value == 1)
    let product = try #require(bindings[1].entries[0].initializer as? BinaryExpr)
    #expect(builtin(product.op) == .doubleMultiply && product.rhs.type == .double)
  }

  @Test func forLoopsKeepRangesAndStrides() throws {
    let c = try check("""
      for i in 0..<3 { print(i) }
      for j in stride(from: 10, through: 0, by: -2) { print(j) }
      """)
    let loops = c.module.decls.compactMap { $0 as? TopLevelCodeDecl }.flatMap { $0.body.elements }
      .compactMap { if case .stmt(let s as ForEachStmt) = $0 { s } else { nil } }
    let range = try #require(loops[0].sequence as? BinaryExpr)
    #expect(builtin(range.op) == .halfOpenRange && range.type == .range(.halfOpen, .int))
    #expect((loops[0].pattern as? NamedPattern)?.decl.interfaceType == .int)
    // A range of Int is walked by the library's `RangeIterator`, as swiftc walks its own.
    #expect(loops[0].iterator?.makeIterator.type?.nominalDecl?.name == "RangeIterator")
    // A stride is the library's `StrideThrough<Int>`, walked by its iterator.
    let stride = try #require(loops[1].sequence as? CallExpr)
    guard case .boundGeneric(let strideDecl, [.int])? = stride.type else {
      Issue.record("stride(from:through:by:) has type \(String(describing: stride.type))")
      return
    }
    #expect(strideDecl.name == "StrideThrough" && strideDecl.moduleName == "Swift")
    #expect(stride.arguments.map(\.label) == ["from", "through", "by"])
    #expect(loops[1].iterator != nil)
  }

  @Test func callsHaveTheDocumentedCallees() throws {
    let c = try check("""
      protocol Named { var name: String { get } }
      class Base: Named {
        let name: String
        init(name: String) { self.name = name }
        func describe() -> String { return name }
      }
      class Derived: Base {
        override func describe() -> String { return "d " + super.describe() }
      }
      struct Counter {
        var count = 0
        mutating func add(_ n: Int = 1) { count += n }
      }
      func show(_ n: Named) -> String { return n.name }
      var counter = Counter()
      counter.add()
      let d = Derived(name: "x")
      print(show(d), d.describe(), Double(counter.count))
      """)
    let decls = c.module.decls
    let derived = try #require(decls.first { ($0 as? ClassDecl)?.name == "Derived" } as? ClassDecl)
    // The inherited initializer: an implicit copy whose body calls super.init.
    let inherited = try #require(derived.members.compactMap { $0 as? ConstructorDecl }.first)
    #expect(inherited.isImplicit && inherited.fullName == "init(name:)")
    #expect(inherited.overriddenDecl != nil)
    guard case .expr(let superCall as CallExpr)? = inherited.body?.elements.first else {
      Issue.record("no super.init call")
      return
    }
    let other = try #require(superCall.fn as? OtherConstructorDeclRefExpr)
    #expect(other.base is SuperRefExpr && superCall.type == .void)
    // counter.add(): a mutating method with its default argument filled in.
    let exprs = topLevelExprs(c)
    let add = try #require(exprs.first as? CallExpr)
    let dot = try #require(add.fn as? DotSyntaxCallExpr)
    #expect(dot.fn.decl.name == "add" && dot.base is DeclRefExpr)
    #expect(add.arguments.first?.expr is DefaultArgumentExpr)
    // print(show(d), d.describe(), Double(...)): erasure, method call, conversion.
    let printCall = try #require(exprs.last as? CallExpr)
    let items = printedItems(printCall)
    try #require(items.count == 3)
    let show = try #require(items[0] as? CallExpr)
    let erasure = try #require(show.arguments[0].expr as? ErasureExpr)
    #expect(erasure.conformance?.type.name == "Base")
    let describe = try #require(items[1] as? CallExpr)
    #expect((describe.fn as? DotSyntaxCallExpr)?.fn.decl.overriddenDecl != nil)
    let conversion = try #require(items[2] as? CallExpr)
    let ctor = try #require(conversion.fn as? ConstructorRefCallExpr)
    #expect((ctor.fn.decl as? ConstructorDecl)?.builtin == .doubleFromInt)
    #expect(printCall.arguments.map(\.label) == [nil, "separator", "terminator"])
    // super.describe() is dispatched statically on a SuperRefExpr.
    let override = try #require(derived.members.compactMap { $0 as? FuncDecl }.first)
    guard case .stmt(let ret as ReturnStmt)? = override.body?.elements.first,
          let concat = ret.result as? BinaryExpr, let superDescribe = concat.rhs as? CallExpr else {
      Issue.record("unexpected override body")
      return
    }
    #expect((superDescribe.fn as? DotSyntaxCallExpr)?.base is SuperRefExpr)
  }

  @Test func inheritedMembersAreReachedThroughUpcasts() throws {
    let c = try check("""
      class A { var x = 1 }
      class B: A { func get() -> Int { return x } }
      print(B().get(), B().x)
      """)
    let printCall = try #require(topLevelExprs(c).last as? CallExpr)
    let member = try #require(printedItems(printCall).last as? MemberRefExpr)
    #expect(member.base is DerivedToBaseExpr && member.base.type?.description == "A")
  }

  @Test func singleExpressionBodiesReturn() throws {
    let c = try check("""
      struct S {
        var w: Int
        var area: Int { w * w }
        func twice() -> Int { w * 2 }
      }
      print(S(w: 2).area)
      """)
    let s = try #require(c.module.decls.first as? StructDecl)
    let area = try #require(s.members.compactMap { $0 as? VarDecl }.first { $0.name == "area" })
    guard case .stmt(let r as ReturnStmt)? = area.getter?.body?.elements.first else {
      Issue.record("no implicit return")
      return
    }
    #expect(r.isImplicit && r.result?.type == .int)
  }
}
