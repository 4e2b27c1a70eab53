// Bool(_:) of a String, as Swift's standard library has it (Bool.swift's
// `init?(_ description: String)`): "true" and "false", nothing else; and of a Bool.

extension Bool {
  /// The Bool `description` spells: `true` for "true", `false` for "false", else nil.
  public init?(_ description: String) {
    if description == "true" {
      self = true
    } else if description == "false" {
      self = false
    } else {
      return nil
    }
  }
}

extension Bool {
  /// The same Bool: `Bool(flag)`, as Swift's Bool.swift declares it.
  public init(_ value: Bool) {
    self = value
  }
}
