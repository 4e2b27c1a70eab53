import Foundation
import Testing

/// Throwing functions of a library: named as swiftc names them (`K` after the
/// parameters of a throwing function, initializer or function type: compared with
/// swiftc's `nm` for the same source), declared `throws`/`rethrows` in the module
/// interface, and called across the module boundary, their errors caught by a client.
@Suite struct ErrorLibraryTests {
  static let library = """
    public enum LibError: Error {
      case missing(String)
      case invalid
    }
    public struct Parser {
      public var limit: Int
      public init(limit: Int) throws {
        if limit < 0 { throw LibError.invalid }
        self.limit = limit
      }
      public func parse(_ s: String) throws -> Int {
        if s.isEmpty { throw LibError.invalid }
        if s.count > limit { throw LibError.missing(s) }
        return s.count
      }
    }
    public func check(_ n: Int) throws -> Int {
      if n < 0 { throw LibError.invalid }
      return n
    }
    public func twice(_ f: () throws -> Int) rethrows -> Int { try f() + f() }
    public var handler: (Int) throws -> Int = { try check($0) }

    """

  static let program = """
    import L
    let p = try Parser(limit: 3)
    for s in ["abc", "", "abcd"] {
      do {
        print(try p.parse(s))
      } catch LibError.missing(let what) {
        print("missing \\(what)")
      } catch {
        print("error \\(error)")
      }
    }
    if let _ = try? Parser(limit: -1) { print("made") } else { print("none") }
    print(try! check(3), twice { 2 }, try handler(4))
    do { _ = try twice { try check(-5) } } catch { print(error) }

    """

  @Test func throwingSymbolsAreSwiftcs() throws {
    try TestSupport.expectSwiftcsLibrarySymbols(of: Self.library, including: "$s1L5checkyS2iKF") {
      $0.hasSuffix("KF") || $0.hasSuffix("KcfC") || $0.hasSuffix("Kcvp")
    }
  }

  @Test func errorsAcrossModules() throws {
    try TestSupport.withScratch { dir in
      let run = try TestSupport.runAcrossModules(library: Self.library, program: Self.program, in: dir)
      #expect(run.stdout == "3\nerror invalid\nmissing abcd\nnone\n3 4 4\ninvalid\n")
      let interface = try String(contentsOf: dir.appendingPathComponent("L.swiftmodule"), encoding: .utf8)
      #expect(interface.contains("public func twice(_ f: () throws -> Swift.Int) rethrows -> Swift.Int"))
      #expect(interface.contains("public init(limit: Swift.Int) throws"))
    }
  }
}
