// Bool's `toggle()`, as Swift's standard library has it (Bool.swift).

extension Bool {
  /// Makes `true` `false` and `false` `true`.
  public mutating func toggle() {
    self = !self
  }
}
