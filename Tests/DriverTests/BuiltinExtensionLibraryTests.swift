import Foundation
import Testing

/// Members of extensions of Dictionary, Set and Optional across a module boundary: a
/// library's `public extension Dictionary` (and a constrained one) is in its module
/// interface with the members' bodies (`@inlinable`), which the client specializes for
/// its own key and value types, as it does `extension Array`'s. (The expected output is
/// what swiftc's build of the same two modules prints.)
@Suite struct BuiltinExtensionLibraryTests {
  static let library = """
    public extension Dictionary {
      func describeCount() -> String { "has \\(count) entries" }
      mutating func setIfMissing(_ key: Key, _ value: Value) {
        if self[key] == nil { self[key] = value }
      }
    }
    extension Dictionary where Value: Equatable {
      public func keys(for value: Value) -> [Key] {
        var result: [Key] = []
        for (k, v) in self where v == value { result.append(k) }
        return result
      }
    }
    public extension Set {
      var doubledCount: Int { count * 2 }
      static func of(_ e: Element) -> Set<Element> { [e] }
    }
    public extension Optional {
      func or(_ fallback: Wrapped) -> Wrapped {
        if let v = self { return v }
        return fallback
      }
    }
    extension Optional where Wrapped: Comparable {
      public func isLess(than other: Wrapped) -> Bool {
        guard let value = self else { return false }
        return value < other
      }
    }

    """

  static let program = """
    import L
    var d = ["a": 1, "b": 2]
    d.setIfMissing("c", 2)
    print(d.describeCount(), d.keys(for: 2).sorted())
    let s: Set = [1, 2]
    print(s.doubledCount, Set<String>.of("x"))
    let o: Int? = nil
    print(o.or(3), o.isLess(than: 1), Optional("y").or("z"))

    """

  @Test func extensionsOfBuiltinGenericTypesAcrossModules() throws {
    try TestSupport.withScratch { dir in
      let run = try TestSupport.runAcrossModules(library: Self.library, program: Self.program, in: dir)
      #expect(run.stdout == "has 3 entries [\"b\", \"c\"]\n4 [\"x\"]\n3 false y\n")
    }
  }
}
