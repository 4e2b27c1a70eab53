import Foundation
import Testing

/// Nested types of a library: their symbols are named as swiftc names them (the outer
/// type as the context: `$s1L4CardV4SuitO...`, an extension of another module's type as
/// `(extension in L)`), the module interface declares them inside their outer types and
/// names them `L.Card.Suit`, and a client uses them as `L.Card.Suit`, `Card.Face(...)`
/// and through implicit members.
@Suite struct NestedTypeLibraryTests {
  static let library = """
    public struct Card {
      public enum Suit: String {
        case spades = "S", hearts = "H"
      }
      public struct Face {
        public let rank: Int
        public init(rank: Int) { self.rank = rank }
        public func describe() -> String { "rank \\(rank)" }
      }
      public let suit: Suit
      public let face: Face
      public init(suit: Suit, face: Face) {
        self.suit = suit
        self.face = face
      }
      public class Shoe {
        public init() {}
        deinit { print("shoe gone") }
      }
    }
    extension Card {
      public enum Colour { case red, black }
      public var colour: Colour { suit == .hearts ? .red : .black }
    }
    extension Int {
      public enum Sign { case minus, plus }
      public var sign: Sign { self < 0 ? .minus : .plus }
    }

    """

  static let program = """
    import L
    let c = L.Card(suit: .hearts, face: Card.Face(rank: 12))
    let s: L.Card.Suit = .spades
    print(c.suit, c.face.describe(), s.rawValue, c.colour)
    print(L.Card.Suit(rawValue: "H") == c.suit, (-3).sign, Int.Sign.plus)
    var shoe: Card.Shoe? = Card.Shoe()
    shoe = nil
    print(type(of: c.face), type(of: c.colour))

    """

  @Test func nestedTypeSymbolsAreSwiftcs() throws {
    try TestSupport.expectSwiftcsLibrarySymbols(of: Self.library, including: "$s1L4CardV4FaceV8describeSSyF") { symbol in
      // Metadata, initializers, deinitializers, methods and computed properties (swiftc
      // also emits stored properties' getters and the raw-value members, not compared).
      (symbol.hasPrefix("$s1L4CardV") || symbol.hasPrefix("$sSi1LE")) && !symbol.contains("rawValue")
        && ["N", "fC", "fc", "fD", "fd", "yF", "6ColourOvg", "4SignOvg"].contains { symbol.hasSuffix($0) }
    }
  }

  @Test func interfaceDeclaresThemNested() throws {
    try TestSupport.withScratch { dir in
      try TestSupport.write(Self.library, "L.swift", in: dir)
      let r = try TestSupport.miniswiftc(["L.swift", "-emit-module", "-parse-as-library", "-module-name", "L"], in: dir)
      #expect(r.status == 0, "\(r.stderr)")
      let interface = try String(contentsOf: dir.appendingPathComponent("L.swiftmodule"), encoding: .utf8)
      #expect(interface.contains("public struct Card {\n  public enum Suit : Swift.String {"))
      #expect(interface.contains("  public init(suit: L.Card.Suit, face: L.Card.Face)\n"))
      #expect(interface.contains("extension L.Card {\n  public enum Colour {"))
      #expect(interface.contains("  public var sign: Swift.Int.Sign { get }\n"))
    }
  }

  @Test func nestedTypesAcrossModules() throws {
    try TestSupport.withScratch { dir in
      let run = try TestSupport.runAcrossModules(library: Self.library, program: Self.program, in: dir)
      #expect(run.stdout == "hearts rank 12 S red\ntrue minus plus\nshoe gone\nFace Colour\n")
    }
  }
}
