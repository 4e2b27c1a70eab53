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

  static func subscriptSymbols(_ library: URL) throws -> Set<String> {
    let nm = try #require(TestSupport.which("nm"))
    let listing = try TestSupport.run(nm, ["--defined-only", "--format=just-symbols", library.path])
    return Set(listing.stdout.split(separator: "\n").map(String.init).filter {
      $0.hasPrefix("$s") && ($0.hasSuffix("cig") || $0.hasSuffix("cis") || $0.hasSuffix("cigZ"))
    })
  }

  @Test func subscriptSymbolsAreSwiftcs() throws {
    guard let swiftc = TestSupport.swiftc, TestSupport.which("nm") != nil else {
      print("skipped: swiftc or nm is not installed")
      return
    }
    try TestSupport.withScratch { dir in
      try TestSupport.write(Self.library, "L.swift", in: dir)
      let flags = ["-parse-as-library", "-emit-library", "-module-name", "L", "L.swift"]
      let ours = try TestSupport.miniswiftc(flags + ["-o", "libours.so"], in: dir)
      try #require(ours.status == 0, "miniswiftc failed: \(ours.stderr.prefix(2000))")
      let theirs = try TestSupport.run(swiftc, flags + ["-o", "libtheirs.so"], in: dir)
      try #require(theirs.status == 0, "swiftc failed: \(theirs.stderr.prefix(2000))")
      let mine = try Self.subscriptSymbols(dir.appendingPathComponent("libours.so"))
      let swiftcs = try Self.subscriptSymbols(dir.appendingPathComponent("libtheirs.so"))
      #expect(mine.contains("$s1L5TableVyS2icig"))
      #expect(mine.sorted() == swiftcs.sorted())
    }
  }

  @Test func subscriptsAcrossModules() throws {
    try TestSupport.withScratch { dir in
      try TestSupport.write(Self.library, "L.swift", in: dir)
      try TestSupport.write(Self.program, "main.swift", in: dir)
      let lib = try TestSupport.miniswiftc(
        ["L.swift", "-emit-library", "-static", "-emit-module", "-parse-as-library", "-module-name", "L"], in: dir)
      #expect(lib.status == 0, "\(lib.stderr)")
      let exe = try TestSupport.miniswiftc(["main.swift", "-I", ".", "-L", ".", "-lL", "-o", "main"], in: dir)
      #expect(exe.status == 0, "\(exe.stderr)")
      let run = try TestSupport.run(dir.appendingPathComponent("main").path, [])
      #expect(run.stdout == "1 20 8 34.0 cell a slot 2 high\n")
    }
  }
}
