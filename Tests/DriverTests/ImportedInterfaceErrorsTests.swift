import Foundation
import Testing

/// A module interface written by hand can say what miniswiftc's own never do: a
/// recursive enum without `indirect` (its layout would never end) or a generic function
/// without its body (miniswiftc specializes generic code per use, so it needs it). Both
/// are clear errors at the interface's declaration, never a crash or a trap at run time.
@Suite struct ImportedInterfaceErrorsTests {
  static let program = "import L\nprint(id(3))\nlet t = Tree.leaf(1)\n"

  /// Builds `program` against the interface `L.swiftmodule` written as `interface`.
  static func build(interface: String, in dir: URL) throws -> TestSupport.Result {
    try TestSupport.write(interface, "L.swiftmodule", in: dir)
    try TestSupport.write(program, "main.swift", in: dir)
    return try TestSupport.miniswiftc(["main.swift", "-I", ".", "-o", "main"], in: dir)
  }

  @Test func recursiveEnumWithoutIndirect() throws {
    try TestSupport.withScratch { dir in
      let r = try Self.build(interface: """
        public enum Tree {
          case leaf(Swift.Int)
          case node(L.Tree, L.Tree)
        }
        @inlinable public func id<T>(_ x: T) -> T { return x }

        """, in: dir)
      #expect(r.status == 1 && !r.signaled, "status \(r.status)")
      #expect(r.stderr.contains("L.swiftmodule:1:13: error: recursive enum 'Tree' is not marked 'indirect'"), "\(r.stderr)")
    }
  }

  @Test func genericFunctionWithoutBody() throws {
    try TestSupport.withScratch { dir in
      let r = try Self.build(interface: """
        public indirect enum Tree {
          case leaf(Swift.Int)
          case node(L.Tree, L.Tree)
        }
        public func id<T>(_ x: T) -> T
        public struct Box<T> {
          public func get() -> T
        }
        public func plain() -> Swift.Int

        """, in: dir)
      #expect(r.status == 1 && !r.signaled, "status \(r.status)")
      #expect(r.stderr.contains(
        "L.swiftmodule:5:13: error: generic function 'id(_:)' without a body in the interface of module 'L' is not supported yet by miniswiftc"),
        "\(r.stderr)")
      #expect(r.stderr.contains(
        "L.swiftmodule:7:15: error: generic function 'get()' without a body in the interface of module 'L' is not supported yet by miniswiftc"),
        "\(r.stderr)")
      // (A non-generic function is the library's symbol: no body needed.)
      #expect(!r.stderr.contains("'plain()'"))
    }
  }
}
