import Foundation
import Testing

/// A library's generic initializers (a struct's, a class's `required` one) and a
/// protocol extension's initializer: each importer specializes them, so the module
/// interface carries them with their generic parameters and bodies, as `@inlinable`
/// (ModuleInterfacePrinter); a client's subclass overrides or inherits the generic
/// `required` one, and constructs itself through the protocol extension's.
@Suite struct GenericInitializerLibraryTests {
  static let library = """
    public struct Label {
      public var text: String
      public init<T>(_ x: T, _ y: T) where T: Equatable { text = x == y ? "same" : "different" }
    }
    open class Base {
      public let tag: String
      public required init<T>(_ x: T) { tag = "base(\\(x))" }
      public required init() { tag = "plain" }
      open func show() -> String { "Base \\(tag)" }
    }
    public protocol Maker { init() }
    extension Maker {
      public init(made: Int) { self.init(); print("made \\(made)") }
    }
    extension Base: Maker {}

    """

  @Test func clientUsesLibraryGenericInitializers() throws {
    try TestSupport.withScratch { dir in
      let program = """
        import L
        class Sub: Base {
          required init<U>(_ u: U) { print("Sub"); super.init(u) }
          required init() { super.init() }
          override func show() -> String { "Sub \\(tag)" }
        }
        final class Leaf: Base {}
        print(Label(42, 42).text, Label("a", "b").text)
        print(Sub(1).show(), Leaf("x").show())
        let t: Base.Type = Sub.self
        print(t.init().show())
        print(Sub(made: 3).show())
        func mk<T: Maker>(_: T.Type) -> T { T() }
        print(mk(Sub.self).show())

        """
      let run = try TestSupport.runAcrossModules(library: Self.library, program: program, in: dir)
      #expect(run.status == 0, "\(run.signaled) \(run.stderr)")
      #expect(run.stdout == "same different\nSub\nSub base(1) Base base(x)\nSub plain\nmade 3\nSub plain\nSub plain\n")
    }
  }
}
