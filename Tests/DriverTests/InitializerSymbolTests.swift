import Foundation
import Testing

/// The initializer symbols (`fC` allocating, `fc` initializing) of a library with
/// failable, implicitly unwrapped, convenience and required initializers and delegating
/// struct initializers, compared with swiftc's for the same source (`nm`). miniswiftc
/// emits one more kind: a convenience initializer inherited by a subclass is emitted
/// again for it, named as swiftc would name the subclass's own (swiftc instead passes
/// the metatype to the superclass's).
@Suite struct InitializerSymbolTests {
  static let library = """
    open class Food {
      public var name: String
      public init(name: String) { self.name = name }
      public convenience init() { self.init(name: "x") }
      public required init(r: Int) { name = "r" }
    }
    open class Rec: Food {
      public var q = 1
      public override convenience init(name: String) { self.init(name: name, q: 1) }
      public init(name: String, q: Int) { self.q = q; super.init(name: name) }
      public required init(r: Int) { super.init(r: r) }
    }
    open class Item: Rec {
      public var bought = false
    }
    open class Fail {
      public var name = "fail"
      public init?(f: Int) { if f < 0 { return nil } }
      public init!(g: Int) {}
      public convenience init?(h: Int) { self.init(f: h) }
    }
    public struct S {
      public var x: Int
      public init?(a: Int) { return nil }
      public init(b: Int) { self.init(x: b) }
      public init(x: Int) { self.x = x }
    }
    """

  @Test func initializerSymbolsAreSwiftcs() throws {
    guard let swiftc = TestSupport.swiftc, TestSupport.which("nm") != nil else {
      print("skipped: swiftc or nm is not installed")
      return
    }
    try TestSupport.withScratch { dir in
      let (mine, swiftcs) = try TestSupport.librarySymbols(of: Self.library, in: dir, swiftc: swiftc) {
        $0.hasSuffix("fC") || $0.hasSuffix("fc")
      }
      #expect(swiftcs.subtracting(mine).sorted() == [], "swiftc's initializers miniswiftc does not emit")
      // Rec.init(), Item.init(), Item.init(name:): inherited convenience initializers.
      #expect(mine.subtracting(swiftcs).sorted() == ["$s1L3RecCACycfC", "$s1L4ItemC4nameACSS_tcfC", "$s1L4ItemCACycfC"])
    }
  }
}
