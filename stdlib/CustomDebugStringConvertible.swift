// CustomDebugStringConvertible, as Swift's standard library declares it
// (OutputStream.swift): a type that gives its own text where a value is shown for
// debugging, which is how collections and optionals show the values they hold
// (`print([x])`, `print(Optional(x))`). Where a type has no `debugDescription`, its
// `description` is shown, and `print(x)` shows `debugDescription` when the type has no
// `description` (IRGen's `emitCustomDescription`).

/// A type with a customized textual representation suitable for debugging purposes.
public protocol CustomDebugStringConvertible {
  /// The text shown for the value inside a collection or an optional.
  var debugDescription: String { get }
}
