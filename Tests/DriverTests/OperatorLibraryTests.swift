import Foundation
import Testing

/// Custom operators of a library: the operator declaration and its global operator
/// function are in the module interface (a prefix or postfix one with its fixity), and a
/// client uses the operator (the function was looked up among the program's own globals
/// only, and the interface dropped `prefix`: "cannot find operator '<+>' in scope").
@Suite struct OperatorLibraryTests {
  static let library = """
    infix operator <+>: AdditionPrecedence
    prefix operator √
    postfix operator %%
    public func <+> (a: Int, b: Int) -> Int { a * 10 + b }
    public prefix func √ (x: Int) -> Int { x * x }
    public postfix func %% (x: Int) -> Int { x % 100 }
    public struct V {
      public var x: Int
      public init(x: Int) { self.x = x }
      public static func + (a: V, b: V) -> V { V(x: a.x + b.x) }
      public static prefix func - (v: V) -> V { V(x: -v.x) }
    }

    """

  static let program = """
    import L
    print(1 <+> 2 <+> 3, √4, 1 + 2 <+> 3)
    print((V(x: 1) + V(x: 2)).x, (-V(x: 5)).x, 1234%%)

    """

  @Test func operatorsAcrossModules() throws {
    try TestSupport.withScratch { dir in
      let run = try TestSupport.runAcrossModules(library: Self.library, program: Self.program, in: dir)
      #expect(run.stdout == "123 16 33\n3 -5 34\n")
      let interface = try String(contentsOf: dir.appendingPathComponent("L.swiftmodule"), encoding: .utf8)
      #expect(interface.contains("infix operator <+> : AdditionPrecedence"))
      #expect(interface.contains("prefix public func √("))
      #expect(interface.contains("postfix public func %%("))
    }
  }
}
