import AST

/// A built-in type's value as an `any CustomStringConvertible` (`let c: any
/// CustomStringConvertible = 5`, `[1, "a", [2]] as [any CustomStringConvertible]`).
///
/// Swift's library declares these conformances with a `description` each; miniswiftc's
/// built-in types have their text from the compiler (`print`'s), with no witness Sema
/// could record. So the conversion is accepted for the built-in types Swift makes
/// CustomStringConvertible, and IRGen makes their table, whose `description` is that
/// text (GenBuiltinDescription.swift). Casts to the protocol, and the types' other
/// library conformances as existentials (`any Hashable`, `any Equatable`: protocols with
/// `Self` requirements), are not supported yet.
extension TypeChecker {
  func isBuiltinDescribable(_ t: SwiftType, as p: ProtocolDecl) -> Bool {
    guard p.name == "CustomStringConvertible", p.isInStandardLibrary, p.composition.isEmpty else { return false }
    switch t {
    case .int, .double, .bool, .string, .character, .substring, .sizedInteger, .array, .dictionary, .set: return true
    case .genericParameter, .dependentMember, .optional, .tuple, .function, .nominal, .boundGeneric, .existential,
      .range, .error, .stringIndex, .void, .metatype, .opaque, .any, .anyObject:
      return false
    }
  }
}
