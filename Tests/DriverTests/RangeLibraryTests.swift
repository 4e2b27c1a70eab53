import Foundation
import Testing

/// Range values and Array's API in a library: functions taking and returning
/// `ClosedRange<Int>`/`Range<Int>` are named as swiftc names them (`SNySiG`, `SnySiG`:
/// compared with swiftc's `nm` for the same source), the module file spells the types
/// so that a client reads them back, and a client calls them across the module boundary.
@Suite struct RangeLibraryTests {
  static let library = """
    public func window(_ r: ClosedRange<Int>) -> Range<Int> { r.lowerBound..<(r.upperBound + 1) }
    public func spread(_ r: Range<Int>) -> [Int] {
      var out: [Int] = []
      for i in r { out.append(i) }
      return out
    }
    public func ordered(_ a: [String]) -> [String] { a.sorted(by: >) }

    """

  static let program = """
    import L
    let w = window(2...4)
    print(w, w.count, spread(w) + [9], ordered(["a", "c", "b"]))

    """

  @Test func rangeSymbolsAreSwiftcs() throws {
    // The functions (swiftc also emits a local thunk for `>` passed as a value, `...fu_`).
    try TestSupport.expectSwiftcsLibrarySymbols(of: Self.library, including: "$s1L6windowySnySiGSNySiGF") {
      $0.hasPrefix("$s1L") && $0.hasSuffix("F")
    }
  }

  @Test func rangesAcrossModules() throws {
    try TestSupport.withScratch { dir in
      let run = try TestSupport.runAcrossModules(library: Self.library, program: Self.program, in: dir)
      #expect(run.stdout == "2..<5 3 [2, 3, 4, 9] [\"c\", \"b\", \"a\"]\n")
    }
  }
}
