// CustomStringConvertible, as Swift's standard library declares it
// (OutputStream.swift): a type that gives its own text to `print`, to string
// interpolation and to the collections and optionals that hold its values.

/// A type with a customized textual representation.
public protocol CustomStringConvertible {
  /// The text `print(x)` and `"\(x)"` show for the value.
  var description: String { get }
}
