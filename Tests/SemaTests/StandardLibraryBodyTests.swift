import AST
import Basic
import Parser
import Sema
import Testing

/// Module `Swift` (stdlib/*.swift): a compile type-checks only the library bodies the
/// program uses (Sema/LibraryBodies.swift), so every body is checked here, once, as the
/// module's own code: an error in a function no test program calls fails this test.
@Suite struct StandardLibraryBodyTests {
  @Test func everyLibraryBodyTypeChecks() {
    let sm = SourceManager()
    let diags = DiagnosticEngine(sourceManager: sm, maxErrors: 1000)
    let library = Parser.standardLibrary(sources: sm, diagnostics: diags)
    let module = ModuleDecl(name: library.name, files: library.files)
    module.isLibrary = true
    Sema(diagnostics: diags).check(module)
    #expect(DiagnosticRenderer(sourceManager: sm).render(diags.sorted) == "")
    let functions = bodies(of: module)
    #expect(functions.contains { $0.parent != nil }, "no method found")
    for f in functions {
      #expect(f.isBodyChecked, "\(f.name): body not checked")
    }
    for case let f as FuncDecl in module.decls where f.body != nil {
      #expect(firstReturnedValue(of: f)?.type != nil, "\(f.name): body not typed")
    }
  }

  /// A program's compile checks the library functions and methods it names (and those
  /// they use), not the others.
  @Test func onlyTheUsedBodiesAreChecked() {
    let checked = Support.check("print(max(1, 2))\nprint([1, 2].map { $0 + 1 })\n")
    #expect(checked.render() == "")
    guard let library = checked.module.imports.first(where: { $0.name == "Swift" }) else {
      Issue.record("module Swift not imported")
      return
    }
    let functions = bodies(of: library)
    // A name asks for every function of that name: the variadic max too.
    for f in functions where f.parent == nil && f.name == "max" { #expect(f.isBodyChecked, "max not checked") }
    for f in functions where f.parent == nil && f.name == "min" { #expect(!f.isBodyChecked, "min checked") }
    // A member lookup of `map` asks for every library method named `map`.
    #expect(functions.contains { $0.name == "map" && $0.isBodyChecked }, "map not checked")
    for f in functions where ["filter", "compactMap", "allSatisfy"].contains(f.name) {
      #expect(!f.isBodyChecked, "\(f.name) checked")
      // A body no one asked for is not even parsed (swiftc's delayed body parsing).
      #expect(f.delayedBody != nil, "\(f.name) parsed")
    }
  }

  /// A library type's members, and the witnesses of its conformances, are checked when
  /// the program uses the type (a value of it made by a library call), not at each
  /// compile: `print(1)` checks none of StrideTo's or UTF8View's, a loop over a stride
  /// checks StrideTo's `makeIterator()` and its iterator's `init` and `next()`.
  @Test func aLibraryTypesMembersAreCheckedWhenTheTypeIsUsed() {
    func checkedMembers(of program: String) -> Set<String> {
      let checked = Support.check(program)
      #expect(checked.render() == "")
      guard let library = checked.module.imports.first(where: { $0.name == "Swift" }) else { return [] }
      var result: Set<String> = []
      for f in bodies(of: library) where f.isBodyChecked {
        let owner = (f.parent as? VarDecl)?.parent ?? f.parent
        let type = (owner as? NominalTypeDecl)?.name ?? (owner as? ExtensionDecl)?.extendedNominal?.name ?? ""
        result.insert(type + "." + ((f as? AccessorDecl)?.storage?.name ?? f.name))
      }
      return result
    }
    let unused = checkedMembers(of: "print(1)\n")
    for member in ["StrideTo.makeIterator", "StrideToIterator.next", "StrideToIterator.init", "UTF8View.count"] {
      #expect(!unused.contains(member), "\(member) checked for print(1)")
    }
    let used = checkedMembers(of: "for i in stride(from: 0, to: 3, by: 1) { print(i) }\n")
    for member in ["StrideTo.makeIterator", "StrideToIterator.next", "StrideToIterator.init"] {
      #expect(used.contains(member), "\(member) not checked for a loop over a stride")
    }
    #expect(!used.contains("UTF8View.count"), "UTF8View.count checked for a loop over a stride")
    // A built-in type's library conformances wait for its use too: a lookup on it, or a
    // generic argument (a specialization calls the witnesses with no lookup).
    #expect(!unused.contains("Int8.advanced"), "Int8.advanced checked for print(1)")
    let generic = checkedMembers(of: "func f<T: Strideable>(_ x: T, _ d: T.Stride) -> T { x.advanced(by: d) }\n"
      + "let x: Int8 = 1\nprint(f(x, 2))\n")
    #expect(generic.contains("Int8.advanced"), "Int8.advanced not checked for a specialization at Int8")
    #expect(!generic.contains("UInt16.advanced"), "UInt16.advanced checked for a specialization at Int8")
    // A non-generic built-in type's operators (stdlib/WrappingCompoundAssignment.swift)
    // wait for an operator lookup on an operand of the type.
    // (`print` counts with Int's `&+=`.)
    #expect(!unused.contains("UInt8.&+=") && !unused.contains("Int.&-="), "UInt8.&+= or Int.&-= checked for print(1)")
    let wrapping = checkedMembers(of: "var x: UInt8 = 255\nx &+= 1\n")
    #expect(wrapping.contains("UInt8.&+="), "UInt8.&+= not checked for x &+= 1")
    #expect(!wrapping.contains("UInt8.&-="), "UInt8.&-= checked for x &+= 1")
    #expect(!wrapping.contains("Int.&+="), "Int.&+= checked for x &+= 1 on a UInt8")
    // A built-in generic type's `==` and `hash(into:)` wait for a reference or a use of
    // its conformance (print takes an `[Any]` and compares none), and a subscript's
    // lookup asks for the one chosen: `a[i]` checks no range subscript (which would
    // check ArraySlice's initializers).
    for member in ["Array.==", "Array.hash", "Dictionary.==", "Set.==", "ArraySlice.init"] {
      #expect(!unused.contains(member), "\(member) checked for print(1)")
    }
    let indexed = checkedMembers(of: "let a = [1, 2]\nprint(a[1])\n")
    #expect(!indexed.contains("ArraySlice.init"), "ArraySlice.init checked for a[1]")
    #expect(checkedMembers(of: "print([1] == [2])\n").contains("Array.=="), "Array.== not checked for [1] == [2]")
    let nested = checkedMembers(of: "func f<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }\n"
      + "print(f([[\"k\": 1]], [[\"k\": 1]]))\n")
    #expect(nested.contains("Array.==") && nested.contains("Dictionary.=="),
            "Array.== or Dictionary.== not checked for a specialization at [[String: Int]]")
    #expect(!nested.contains("Set.=="), "Set.== checked for a specialization at [[String: Int]]")
    let hashed = checkedMembers(of: "var s = Set<[Int]>()\ns.insert([1])\n")
    #expect(hashed.contains("Array.hash"), "Array.hash not checked for a Set<[Int]>")
  }

  /// The functions with a body in `module`: at file scope, and the methods, initializers
  /// and accessors of its types and extensions (nested types' too).
  private func bodies(of module: ModuleDecl) -> [AbstractFunctionDecl] {
    var result: [AbstractFunctionDecl] = []
    func visit(_ decls: [Decl]) {
      for d in decls {
        switch d {
        case let f as AbstractFunctionDecl where f.hasBody: result.append(f)
        case let v as VarDecl: result += v.accessors.filter(\.hasBody)  // subscripts too
        case let n as NominalTypeDecl: visit(n.members)
        case let e as ExtensionDecl: visit(e.members)
        default: continue
        }
      }
    }
    visit(module.decls)
    return result
  }

  /// The value of the first `return` of `f`'s body, or of its first variable's value,
  /// its first expression, or the condition of its first `if`.
  private func firstReturnedValue(of f: FuncDecl) -> Expr? {
    for element in f.body?.elements ?? [] {
      switch element {
      case .stmt(let s as ReturnStmt): return s.result
      case .decl(let p as PatternBindingDecl): return p.entries.first?.initializer
      case .expr(let e): return e
      // (The checks of stdlib/Assert.swift begin with `if Builtin.isDebugAssertConfiguration()`.)
      case .stmt(let i as IfStmt):
        if case .boolean(let e)? = i.conditions.first { return e }
        continue
      default: continue
      }
    }
    return nil
  }
}
