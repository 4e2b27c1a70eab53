import AST
import Foundation
import IRGen
import Basic
import Parser
import Sema
import Testing

/// `IRGen.silListing` in process, on declarations the driver does not accept yet (Sema
/// reports enums as "not supported yet", after checking them) but IRGen lays out.
@Suite struct SILListingTests {
  static func listing(_ source: String, optimize: Bool = false) throws -> String {
    let sm = SourceManager()
    let file = sm.addFile(name: "main.swift", text: source)
    let diags = DiagnosticEngine(sourceManager: sm, maxErrors: 100)
    let module = ModuleDecl(name: "main", files: [Parser.parse(file, diagnostics: diags)])
    Sema(diagnostics: diags, standardLibrary: Parser.standardLibrary(sources: sm, diagnostics: diags)).check(module)
    let unexpected = diags.diagnostics.filter { $0.severity == .error && !$0.message.contains("not supported yet") }
    try #require(unexpected.isEmpty, "\(unexpected.map(\.message))")
    return IRGen.silListing(module, options: IRGenOptions(moduleName: "main", optimize: optimize))
  }

  /// Dispatches are named from what IRGen recorded when it emitted them (the method, the
  /// requirement), at `-Onone` and after LLVM's passes at `-O`, where the code no longer
  /// shows which table a function pointer was loaded from.
  @Test func dispatchesAreNamedFromWhatIRGenEmitted() throws {
    let source = """
      protocol Named { var name: String { get } }
      class Shape { func area() -> Int { 0 } }
      class Square: Shape, Named {
        let side: Int
        init(side: Int) { self.side = side }
        override func area() -> Int { side * side }
        var name: String { "square" }
      }
      func describe(_ s: Shape, _ n: any Named, _ f: (Int) -> Int) {
        print(s.area(), n.name, f(2))
      }
      let sq = Square(side: 3)
      describe(sq, sq, { $0 + 1 })
      """
    for optimize in [false, true] {
      let sil = try Self.listing(source, optimize: optimize)
      let comments = sil.split(separator: "\n").compactMap { line -> String? in
        guard line.hasPrefix("  "), let r = line.range(of: "// ") else { return nil }
        return String(line[r.upperBound...])
      }
      #expect(comments.contains("class_method #Shape.area: vtable slot 0 of the object's metadata"), "\(sil)")
      #expect(comments.contains("witness_method #Named.name!getter: entry 0 of the witness table"), "\(sil)")
      #expect(comments.contains("call through a function value"), "\(sil)")
      #expect(!sil.contains("!ms.fact"), "the fact tags are not printed")
    }
  }

  @Test func enumLayouts() throws {
    let sil = try Self.listing(
      """
      enum Shape { case circle(Double), rect(w: Int, h: Int), named(String), empty }
      enum Direction { case north, south }
      let d = Direction.south
      """)
    let expected = """
      // enum Shape: %T4main5ShapeO, 24 bytes
      sil_layout Shape {
        case number: Int                                      // offset 0, size 8
        payload                                               // offset 8, size 16: the case's associated values
        #Shape.circle(Double)                                 // case 0, payload of 8 bytes: trivial
        #Shape.rect(Int, Int)                                 // case 1, payload of 16 bytes: trivial
        #Shape.named(String)                                  // case 2, payload of 8 bytes: with references
        #Shape.empty                                          // case 3
      }

      // enum Direction: 8 bytes, its case number
      sil_layout Direction {
        #Direction.north                                      // case 0
        #Direction.south                                      // case 1
      }
      """
    #expect(sil.contains(expected), "\(sil)")
  }
}
