// Bool(_:) of a String, as Swift's standard library has it (Bool.swift's
// `init?(_ description: String)`): "true" and "false", nothing else. A built-in type's
// initializer cannot be declared in an extension yet, so the compiler checks
// `Bool(text)` as a call of this function (Sema/TextConversions.swift).

/// The Bool `description` spells: `true` for "true", `false` for "false", else nil.
public func _boolFromDescription(_ description: String) -> Bool? {
  if description == "true" {
    return true
  }
  if description == "false" {
    return false
  }
  return nil
}
