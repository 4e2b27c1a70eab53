import AST
import Basic
import Foundation
import Testing

@testable import Sema

/// Tuples in the typed tree: every node typed, and `-dump-ast` names them as swiftc
/// does (`tuple_expr`, `tuple_element_expr field #=N`, `pattern_tuple`, the implicit
/// relabelling `destructure_tuple_expr`).
@Suite struct TupleTreeTests {
  @Test func tupleProgramIsFullyTyped() throws {
    let url = Support.packageRoot.appendingPathComponent("Tests/DriverTests/Programs/tuples_basics.swift")
    let checked = try Support.check(contentsOf: url)
    #expect(checked.diagnostics.diagnostics.filter { $0.severity == .error }.isEmpty, "\(checked.render())")
    let tree = TypedTree(checked.module, sourceManager: checked.sourceManager)
    #expect(tree.problems.isEmpty, "\(tree.problems.joined(separator: "\n"))")
  }

  @Test func dumpNamesTupleNodes() {
    let checked = Support.check(
      """
      var p = (x: 1, y: 2)
      p.0 = 3
      let q: (Int, Int) = p
      let (a, _) = q
      print(a, p.y)
      """)
    #expect(checked.diagnostics.diagnostics.isEmpty, "\(checked.render())")
    let dump = ASTDumper(sourceManager: checked.sourceManager, showSemantics: true).dump(checked.module.files[0])
    // A line of the dump holding every one of `parts` (the fields swiftc prints between
    // them, `location=` and `range=`, vary).
    func hasLine(_ parts: String...) -> Bool {
      dump.split(separator: "\n").contains { line in parts.allSatisfy { line.contains($0) } }
    }
    #expect(hasLine("tuple_expr type=\"(x: Int, y: Int)\"", "\"x,y\""), "\(dump)")
    #expect(hasLine("(tuple_element_expr type=\"@lvalue Int\"", "field #=0"), "\(dump)")
    #expect(hasLine("(tuple_element_expr type=\"Int\"", "field #=1"), "\(dump)")
    #expect(hasLine("destructure_tuple_expr implicit type=\"(Int, Int)\""), "\(dump)")
    #expect(hasLine("(pattern_tuple type=\"(Int, Int)\" names=\"'',''\""), "\(dump)")
  }
}
