import Foundation
import Testing

/// Casts from `Any` to a protocol across modules. The cast finds a value's conformance
/// among the types its module knows (Sema's `castConformers`, IRGen's lookup of boxed
/// types), so what it cannot know is "not supported yet" at the cast, never a wrong
/// answer: a library's cast to its public protocol (a client's types conform too), and
/// a cast to CustomStringConvertible in a module that imports another (another module's
/// `[String]` in an `Any`). A client's cast to a library's protocol that non-generic
/// types conform to works.
@Suite struct CastLibraryTests {
  static let library = """
    public protocol Shape { func draw() -> String }
    public struct Square: Shape {
      public var n: Int
      public init(n: Int) { self.n = n }
      public func draw() -> String { "square \\(n)" }
    }

    """

  @Test func clientCastsToLibraryProtocol() throws {
    try TestSupport.withScratch { dir in
      let program = """
        import L
        struct Dot: Shape { func draw() -> String { "." } }
        let xs: [Any] = [Square(n: 1), Dot(), 5]
        for x in xs { print((x as? Shape)?.draw() ?? "-", x is Shape) }

        """
      let run = try TestSupport.runAcrossModules(library: Self.library, program: program, in: dir)
      #expect(run.status == 0, "\(run.signaled) \(run.stderr)")
      #expect(run.stdout == "square 1 true\n. true\n- false\n")
    }
  }

  @Test func libraryCastToItsPublicProtocolIsNotSupported() throws {
    try TestSupport.withScratch { dir in
      try TestSupport.write(Self.library + "public func draw(_ a: Any) -> String { (a as? Shape)?.draw() ?? \"-\" }\n",
                            "L.swift", in: dir)
      let lib = try TestSupport.miniswiftc(
        ["L.swift", "-emit-library", "-static", "-emit-module", "-parse-as-library", "-module-name", "L"], in: dir)
      #expect(lib.status != 0)
      #expect(lib.stderr.contains(
        "L.swift:7:43: error: a cast from 'Any' to 'any Shape' is not supported yet by miniswiftc"), "\(lib.stderr)")
    }
  }

  @Test func castToCustomStringConvertibleInClientIsNotSupported() throws {
    try TestSupport.withScratch { dir in
      try TestSupport.write(Self.library, "L.swift", in: dir)
      try TestSupport.write("import L\nlet x: Any = [\"a\"]\nprint(x is CustomStringConvertible)\n", "main.swift", in: dir)
      let lib = try TestSupport.miniswiftc(
        ["L.swift", "-emit-library", "-static", "-emit-module", "-parse-as-library", "-module-name", "L"], in: dir)
      #expect(lib.status == 0, "\(lib.stderr)")
      let exe = try TestSupport.miniswiftc(["main.swift", "-I", ".", "-L", ".", "-lL", "-o", "main"], in: dir)
      #expect(exe.status != 0)
      #expect(exe.stderr.contains(
        "main.swift:3:9: error: a cast from 'Any' to 'any CustomStringConvertible' is not supported yet by miniswiftc"),
        "\(exe.stderr)")
    }
  }
}
