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

  /// A generic subscript (also a protocol's requirement) is specialized by the client:
  /// the interface carries its signature, `where` clause and body.
  static let genericLibrary = """
    public protocol Container {
      associatedtype Item
      subscript<Indices: Sequence>(indices: Indices) -> [Item] where Indices.Iterator.Element == Int { get }
    }
    public struct Bag: Container {
      public var items: [String]
      public init(items: [String]) { self.items = items }
      public subscript<Indices: Sequence>(indices: Indices) -> [String] where Indices.Iterator.Element == Int {
        var result: [String] = []
        for i in indices { result.append(items[i]) }
        return result
      }
    }

    """

  @Test func genericSubscriptsAcrossModules() throws {
    try TestSupport.withScratch { dir in
      let program = """
        import L
        func pick<C: Container>(_ c: C) -> [C.Item] { return c[[1, 0]] }
        print(Bag(items: ["x", "y"])[[1]], pick(Bag(items: ["p", "q"])))

        """
      let run = try TestSupport.runAcrossModules(library: Self.genericLibrary, program: program, in: dir)
      #expect(run.stdout == "[\"y\"] [\"q\", \"p\"]\n")
    }
  }

  @Test func subscriptsAcrossModules() throws {
    try TestSupport.withScratch { dir in
      let run = try TestSupport.runAcrossModules(library: Self.library, program: Self.program, in: dir)
      #expect(run.stdout == "1 20 8 34.0 cell a slot 2 high\n")
    }
  }
}
