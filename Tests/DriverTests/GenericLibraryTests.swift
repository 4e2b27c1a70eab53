import Foundation
import Testing

/// Generics across a module boundary: the module interface carries a protocol's
/// associated types and subscript requirements and a generic function's `where` clause
/// (with its body, `@inlinable`), so a client conforms to the protocol and specializes
/// the functions.
@Suite struct GenericLibraryTests {
  static let library = """
    public protocol Container {
      associatedtype Item
      var count: Int { get }
      subscript(i: Int) -> Item { get }
    }
    public func lastItem<C: Container>(_ c: C) -> C.Item { c[c.count - 1] }
    public func allEqual<C: Container>(_ c: C) -> Bool where C.Item: Equatable {
      for i in 0..<c.count where c[i] != c[0] { return false }
      return true
    }
    open class Shape {
      public init() {}
      open func area() -> Double { 0 }
    }
    public func totalArea<T: Shape>(_ shapes: [T]) -> Double {
      var total = 0.0
      for s in shapes { total += s.area() }
      return total
    }

    """

  static let program = """
    import L
    struct Pair: Container {
      var a: String
      var b: String
      var count: Int { 2 }
      subscript(i: Int) -> String { i == 0 ? a : b }
    }
    class Square: Shape {
      var side: Double
      init(side: Double) { self.side = side }
      override func area() -> Double { side * side }
    }
    print(lastItem(Pair(a: "x", b: "y")), allEqual(Pair(a: "x", b: "x")), allEqual(Pair(a: "x", b: "y")))
    print(totalArea([Square(side: 1), Square(side: 2)]))

    """

  @Test func genericsAcrossModules() throws {
    try TestSupport.withScratch { dir in
      let run = try TestSupport.runAcrossModules(library: Self.library, program: Self.program, in: dir)
      #expect(run.stdout == "y true false\n5.0\n")
    }
  }
}
