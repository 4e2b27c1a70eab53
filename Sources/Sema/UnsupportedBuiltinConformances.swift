import AST
import Basic

// Conformances Swift's library declares for its built-in types that miniswiftc's
// library does not have yet: where a generic requirement needs one, "not supported
// yet" rather than swiftc's error for a type that does not conform.

extension TypeChecker {
  /// A built-in type missing a conformance to `CustomStringConvertible` that Swift's
  /// library declares (`Int`, `String`, arrays ...: their `description` is built in,
  /// with no witness): "not supported yet" at `loc`, true; false for anything else.
  func reportUnsupportedBuiltinConformance(_ t: SwiftType, _ p: ProtocolDecl, at loc: SourceLoc) -> Bool {
    guard p.name == "CustomStringConvertible", p.outermostDecl.isInStandardLibrary else { return false }
    switch t {
    case .int, .double, .bool, .string, .character, .substring, .sizedInteger, .array, .dictionary, .set:
      notSupported("the conformance of built-in type '\(t)' to 'CustomStringConvertible'", at: loc)
      return true
    case .genericParameter, .dependentMember, .optional, .tuple, .function, .nominal, .boundGeneric, .existential,
      .range, .error, .stringIndex, .void, .metatype, .opaque, .any, .anyObject:
      return false
    }
  }
}
