// String's initializers from any value, as Swift's String.swift and Print.swift have
// them: `String()`, the empty string; `String(describing: x)`, the text `print(x)`
// shows of `x` (its `description`, Swift's form of a struct, an enum, an optional, a
// collection or a class otherwise); `String(reflecting: x)`, the text `debugPrint(x)`
// shows. Both are generic over the value's type, as Swift's are: the text of a value
// of a protocol's existential type is that of the value it holds, as `print` shows it.

extension String {
  /// The empty string.
  public init() {
    self = ""
  }

  /// The textual representation of `instance`, as `print(instance)` writes it.
  public init<Subject>(describing instance: Subject) {
    self = Builtin.description(instance)
  }

  /// The representation of `subject` suitable for debugging: its `debugDescription`
  /// (`CustomDebugStringConvertible`), its `description`, or the form Swift's
  /// reflection gives (a string quoted, a struct's type qualified by its module), as
  /// `debugPrint(subject)` writes it.
  public init<Subject>(reflecting subject: Subject) {
    self = Builtin.debugDescription(subject)
  }
}
