import Foundation
import Testing

/// A library's enums used by a client: a Hashable enum with associated values (its
/// hash(into:) derived where the library is compiled and again where its interface is
/// read) as a set element, and a Double raw type, whose raw values the module interface
/// keeps as written (`case half = 0.5`).
@Suite struct EnumLibraryTests {
  static let library = """
    public enum Shape: Hashable {
      case circle(Double)
      case square(Int)
    }
    public enum Ratio: Double {
      case half = 0.5, whole = 1, double, negative = -2.5
    }

    """

  static let program = """
    import L
    let shapes: Set<Shape> = [.circle(1), .square(2), .circle(1)]
    print(shapes.count, shapes.contains(.square(2)), shapes.contains(.square(3)))
    print(Ratio.half.rawValue, Ratio.double.rawValue, Ratio.negative.rawValue, Ratio(rawValue: 1)!, Ratio(rawValue: 0.25) as Any)

    """

  @Test func interfaceKeepsDoubleRawValues() throws {
    try TestSupport.withScratch { dir in
      try TestSupport.write(Self.library, "L.swift", in: dir)
      let r = try TestSupport.miniswiftc(["L.swift", "-emit-module", "-parse-as-library", "-module-name", "L"], in: dir)
      #expect(r.status == 0, "\(r.stderr)")
      let interface = try String(contentsOf: dir.appendingPathComponent("L.swiftmodule"), encoding: .utf8)
      #expect(interface.contains("  case half = 0.5\n"))
      #expect(interface.contains("  case negative = -2.5\n"))
    }
  }

  @Test func enumsAcrossModules() throws {
    try TestSupport.withScratch { dir in
      let run = try TestSupport.runAcrossModules(library: Self.library, program: Self.program, in: dir)
      #expect(run.stdout == "2 true false\n0.5 2.0 -2.5 whole nil\n")
    }
  }
}
