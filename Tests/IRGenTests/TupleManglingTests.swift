import AST
import Basic
import Testing

@testable import IRGen

/// Tuple types in symbols, compared with what `swiftc 6.3` emits for the same
/// declarations (`swiftc -emit-library` + `nm`): elements, then `t`; `_` after the first
/// element; a labelled element is followed by its label.
extension ManglerTests {
  @Test func tupleTypes() {
    var m = Mangler(context: Self.contexts.make("Geo"))
    // public func minMax(_ a: [Int]) -> (min: Int, max: Int)
    let minMax = SwiftType.tuple([.int, .int], labels: ["min", "max"])
    #expect(m.function(function("minMax", [param(nil, "a", .array(.int))], minMax)) == "$s3Geo6minMaxySi0B0_Si3maxtSaySiGF")
    // public func pair(_ p: (Int, String)) -> (Int, String)?
    let pair = SwiftType.tuple([.int, .string])
    #expect(m.function(function("pair", [param(nil, "p", pair)], .optional(pair))) == "$s3Geo4pairySi_SStSgSi_SSt_tF")
    // public func nested(_ p: ((Int, Double), x: Bool)) -> Int
    let nested = SwiftType.tuple([.tuple([.int, .double]), .bool], labels: [nil, "x"])
    #expect(m.function(function("nested", [param(nil, "p", nested)], .int)) == "$s3Geo6nestedyS2i_Sdt_Sb1xt_tF")
  }

  @Test func tupleTypeSpelling() {
    #expect(SwiftType.makeTuple([.int, .string], labels: [nil, nil]) == .tuple([.int, .string]))
    #expect(SwiftType.makeTuple([.int, .int], labels: ["x", "y"]).description == "(x: Int, y: Int)")
    #expect(SwiftType.makeTuple([.int, .bool], labels: [nil, "b"]).description == "(Int, b: Bool)")
  }
}
