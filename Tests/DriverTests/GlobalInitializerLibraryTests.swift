import Foundation
import Testing

/// A library's globals whose initial values are not literals (an instance, a closure's
/// map, another global's value, a weak reference) used by a program: each is
/// initialized on first access, through its exported `unsafeMutableAddressor` (`...vau`),
/// which runs the one-time initializer (`..._WZ`); the output is swiftc's.
@Suite struct GlobalInitializerLibraryTests {
  static let library = """
    public class Counter {
      public var n: Int
      public init(_ n: Int) { self.n = n; print("init Counter \\(n)") }
    }
    public let shared = Counter(10)
    public var names = ["a", "b"].map { $0.uppercased() }
    public var total = names.count + shared.n
    public weak var lastSeen: Counter? = nil
    public func bump() -> Int { shared.n += 1; return shared.n }

    """

  static let program = """
    import L
    print("start")
    print(names)
    names.append("C")
    print(names, total)
    print(bump(), shared.n)
    lastSeen = shared
    print(lastSeen === shared)
    lastSeen = Counter(0)
    print(lastSeen == nil)

    """

  @Test func lazyGlobalsAcrossModules() throws {
    try TestSupport.withScratch { dir in
      let run = try TestSupport.runAcrossModules(library: Self.library, program: Self.program, in: dir)
      #expect(run.stdout == """
        start
        ["A", "B"]
        init Counter 10
        ["A", "B", "C"] 13
        11 11
        true
        init Counter 0
        true

        """)
      if let nm = TestSupport.which("nm") {
        let symbols = try TestSupport.run(nm, [dir.appendingPathComponent("libL.a").path]).stdout
        for symbol in ["$s1L6sharedAA7CounterCvau", "$s1L6shared_WZ", "$s1L5namesSaySSGvau", "$s1L8lastSeenAA7CounterCSgvau"] {
          #expect(symbols.contains(symbol), "\(symbol) missing")
        }
      }
    }
  }
}
