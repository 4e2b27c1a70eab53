import Foundation
import Testing

/// Tuples across a module boundary: a library's functions, variables and destructured
/// globals with tuple types, used by a program (built statically, so it runs alone).
/// The symbols are swiftc's (`$s1L2lo_2hi_WZ`: one initializer for `let (lo, hi)`).
@Suite struct TupleLibraryTests {
  static let library = """
    public func minMax(_ a: [Int]) -> (min: Int, max: Int) {
      var (lo, hi) = (a[0], a[0])
      for x in a {
        if x < lo { lo = x }
        if x > hi { hi = x }
      }
      return (lo, hi)
    }
    public let (lo, hi) = minMax([3, -1, 7])
    public var counter = (n: 0, name: "c")

    """

  static let program = """
    import L
    let bounds = minMax([4, 9, 2])
    print(bounds, bounds.min, lo, hi, counter)
    counter.n += 1
    print(counter)

    """

  @Test func tuplesAcrossModules() throws {
    try TestSupport.withScratch { dir in
      let run = try TestSupport.runAcrossModules(library: Self.library, program: Self.program, in: dir)
      #expect(run.stdout == "(min: 2, max: 9) 2 -1 7 (n: 0, name: \"c\")\n(n: 1, name: \"c\")\n")
      if let nm = TestSupport.which("nm") {
        let symbols = try TestSupport.run(nm, [dir.appendingPathComponent("libL.a").path]).stdout
        for symbol in ["$s1L6minMaxySi0A0_Si3maxtSaySiGF", "$s1L2lo_2hi_WZ", "$s1L2loSivau", "$s1L7counterSi1n_SS4nametvp"] {
          #expect(symbols.contains(symbol), "\(symbol) missing")
        }
      }
    }
  }
}
