import Foundation
import Testing

/// Subscripts of a library: their accessors are named as swiftc names them (`ig`/`is`
/// entities, `Z` for a static one: compared with swiftc's `nm` for the same source), the
/// module interface declares them (labels only where written twice), and a client
/// calls them across the module boundary.
@Suite struct SubscriptLibraryTests {
  static let library = """
    public struct Table {
      public var cells: [Int] = [1, 2, 3]
      public init() {}
      public subscript(i: Int) -> Int {
        get { cells[i] }
        set { cells[i] = newValue }
      }
      public subscript(row row: Int, column: Int) -> Double { Double(row * 10 + column) }
      public subscript(name: String) -> String { "cell " + name }
    }
    open class Shelf {
      public init() {}
      open subscript(slot: Int) -> String { "slot \\(slot)" }
    }
    public enum Level: Int {
      case low = 1, high
      public static subscript(n: Int) -> Level { Level(rawValue: n)! }
    }

    """

  static let program = """
    import L
    var t = Table()
    t[1] = 20
    t[2] += 5
    print(t[0], t[1], t[2], t[row: 3, 4], t["a"], Shelf()[2], Level[2])

    """

  @Test func subscriptSymbolsAreSwiftcs() throws {
    try TestSupport.expectSwiftcsLibrarySymbols(of: Self.library, including: "$s1L5TableVyS2icig") {
      $0.hasSuffix("cig") || $0.hasSuffix("cis") || $0.hasSuffix("cigZ")
    }
  }

  @Test func subscriptsAcrossModules() throws {
    try TestSupport.withScratch { dir in
      let run = try TestSupport.runAcrossModules(library: Self.library, program: Self.program, in: dir)
      #expect(run.stdout == "1 20 8 34.0 cell a slot 2 high\n")
    }
  }
}
