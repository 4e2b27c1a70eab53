import Lexer
import Testing

/// Observers on a public property of a library: another module's interface declares the
/// property stored and would assign it without the observers, so they are not supported
/// yet there; in a program (nothing imports it) they are.
@Suite struct PropertyObserverTests {
  static let source = """
    public struct Gauge {
        public var level = 0 {
            didSet { print(level) }
        }
        public init() {}
    }
    """

  @Test func publicObserverInALibraryIsNotSupportedYet() {
    let checked = Support.check(Self.source, library: true)
    let messages = checked.diagnostics.diagnostics.map(\.message)
    #expect(messages == ["property observer on a public property is not supported yet by miniswiftc"])
    #expect(checked.firstError?.line == 3)
  }

  @Test func publicObserverInAProgramIsAccepted() {
    let checked = Support.check(Self.source + "\nvar g = Gauge()\ng.level = 2\n")
    #expect(checked.diagnostics.diagnostics.isEmpty, "\(checked.render())")
  }
}
