import AST

/// A built-in type's value as an `any CustomStringConvertible` (`let c: any
/// CustomStringConvertible = 5`, `[1, "a", [2]] as [any CustomStringConvertible]`) or
/// an `any CustomDebugStringConvertible` (`let d: any CustomDebugStringConvertible =
/// "s"`).
///
/// Swift's library declares these conformances with a `description` (a
/// `debugDescription`) each; miniswiftc's built-in types have their text from the
/// compiler (`print`'s, `debugPrint`'s), with no witness Sema could record. So the
/// conversion is accepted for the built-in types Swift makes conform (not the integers
/// and Bool to `CustomDebugStringConvertible`: Swift's are not), and IRGen makes their
/// table, whose one entry is that text (GenBuiltinDescription.swift). The types' other
/// library conformances as existentials (`any Hashable`, `any Equatable`: protocols with
/// `Self` requirements) are not supported yet.
extension TypeChecker {
  func isBuiltinDescribable(_ t: SwiftType, as p: ProtocolDecl) -> Bool {
    guard p.isInStandardLibrary, p.composition.isEmpty else { return false }
    let debug: Bool
    switch p.name {
    case "CustomStringConvertible": debug = false
    case "CustomDebugStringConvertible": debug = true
    default: return false
    }
    switch t {
    case .double, .string, .character, .substring, .array, .dictionary, .set: return true
    case .int, .bool, .sizedInteger: return !debug
    // (An optional is converted by swiftc only as its value: `let d: any
    // CustomDebugStringConvertible = o` is an error with `o: Int?`. A cast from an `Any`
    // finds it, IRGen's `isBuiltinDescribable`.)
    case .genericParameter, .dependentMember, .optional, .tuple, .function, .nominal, .boundGeneric, .existential,
      .range, .error, .stringIndex, .void, .metatype, .opaque, .any, .anyObject:
      return false
    }
  }
}
