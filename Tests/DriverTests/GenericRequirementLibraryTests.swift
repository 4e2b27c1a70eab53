import Foundation
import Testing

/// Generic method requirements across a module boundary: the module interface declares
/// them and carries the witnesses' bodies (`@inlinable`, as a generic function's), so a
/// client specializes a library type's witness, conforms its own types and calls them
/// through generic parameters; a call on a protocol value is "not supported yet" in the
/// client as in the library (witness tables hold no slot for a generic requirement).
@Suite struct GenericRequirementLibraryTests {
  static let library = """
    public protocol Shape {
      func describe<T>(_ x: T) -> String
      static func same<T: Equatable>(_ a: T, _ b: T) -> Bool
      func area() -> Int
    }
    extension Shape {
      public static func same<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }
      public func twice<T>(_ x: T) -> String { describe(x) + describe(x) }
    }
    public struct Square: Shape {
      public var side: Int
      public init(side: Int) { self.side = side }
      public func describe<U>(_ x: U) -> String { "square\\(side)(\\(x))" }
      public func area() -> Int { side * side }
    }
    open class Node: Shape {
      public init() {}
      public func describe<T>(_ x: T) -> String { "node(\\(x))" }
      public func area() -> Int { 0 }
    }
    public func report<S: Shape>(_ s: S) -> String { s.describe(1) + " " + String(S.same(2, 2)) }
    public func make() -> any Shape { Square(side: 3) }

    """

  @Test func genericRequirementsAcrossModules() throws {
    try TestSupport.withScratch { dir in
      let program = """
        import L
        struct Dot: Shape {
          func describe<T>(_ x: T) -> String { "dot \\(x)" }
          func area() -> Int { 1 }
        }
        class Leaf: Node {}
        func mine<S: Shape>(_ s: S) -> String { s.describe("m") + s.twice(0) }
        let s = Square(side: 2)
        print(s.describe(5), report(s), mine(s))
        print(report(Dot()), mine(Dot()), Dot.same("a", "b"))
        print(report(Leaf()), mine(Leaf()), make().area())

        """
      let run = try TestSupport.runAcrossModules(library: Self.library, program: program, in: dir)
      #expect(run.status == 0, "\(run.signaled) \(run.stderr)")
      #expect(run.stdout == """
        square2(5) square2(1) true square2(m)square2(0)square2(0)
        dot 1 true dot mdot 0dot 0 false
        node(1) true node(m)node(0)node(0) 9

        """)
    }
  }

  @Test func genericRequirementOnLibraryProtocolValueIsNotSupported() throws {
    try TestSupport.withScratch { dir in
      try TestSupport.write(Self.library, "L.swift", in: dir)
      try TestSupport.write("import L\nlet e = make()\nprint(e.area(), e.describe(1))\nprint(e.twice(2))\n",
                            "main.swift", in: dir)
      let lib = try TestSupport.miniswiftc(
        ["L.swift", "-emit-library", "-static", "-emit-module", "-parse-as-library", "-module-name", "L"], in: dir)
      #expect(lib.status == 0, "\(lib.stderr)")
      let exe = try TestSupport.miniswiftc(["main.swift", "-I", ".", "-L", ".", "-lL", "-o", "main"], in: dir)
      #expect(exe.status != 0)
      #expect(exe.stderr.contains("""
        main.swift:3:19: error: calling generic requirement 'describe' on a value of protocol type 'any Shape' \
        is not supported yet by miniswiftc
        """), "\(exe.stderr)")
      #expect(exe.stderr.contains("""
        main.swift:4:9: error: calling 'twice', which calls generic requirement 'describe', on a value of \
        protocol type 'any Shape' is not supported yet by miniswiftc
        """), "\(exe.stderr)")
    }
  }

  @Test func genericRequirementOnProtocolValueInLibraryIsNotSupported() throws {
    try TestSupport.withScratch { dir in
      try TestSupport.write(Self.library + "public func show(_ s: any Shape) -> String { s.describe(s.area()) }\n",
                            "L.swift", in: dir)
      let lib = try TestSupport.miniswiftc(
        ["L.swift", "-emit-library", "-static", "-emit-module", "-parse-as-library", "-module-name", "L"], in: dir)
      #expect(lib.status != 0)
      #expect(lib.stderr.contains("""
        L.swift:23:48: error: calling generic requirement 'describe' on a value of protocol type 'any Shape' \
        is not supported yet by miniswiftc
        """), "\(lib.stderr)")
    }
  }
}
