/// How a variable holds a class instance: `weak` and `unowned` references do not keep
/// it alive (swiftc's `ReferenceOwnership`).
public enum ReferenceOwnership: Sendable {
  case strong
  /// `weak var x: C?`: becomes `nil` once the instance is deinitialized.
  case weak
  /// `unowned let x: C`: reading it after the instance is deinitialized traps. (Also
  /// `unowned(unsafe)`, whose read of a deinitialized instance is undefined in Swift:
  /// here it traps as `unowned(safe)` does.)
  case unowned
}

extension VarDecl {
  public var referenceOwnership: ReferenceOwnership {
    for m in modifiers.written {
      if m.name == "weak" { return .weak }
      if m.name == "unowned" || m.name == "unowned(safe)" || m.name == "unowned(unsafe)" { return .unowned }
    }
    return .strong
  }
}
