// Key paths, as Swift's KeyPath.swift declares their classes: `KeyPath<Root, Value>`
// reads a value from a root, `WritableKeyPath` also writes it into a root held in a
// variable, `ReferenceWritableKeyPath` writes it through a class instance. Swift builds
// a key path from a layout of components its runtime walks; here Sema makes each
// `\Root.path` an initializer call with the two closures it amounts to, `{ $0.path }`
// and `{ $0.value.path = $1 }` (over a `_KeyPathBox`, since a closure cannot take an
// `inout` root yet), and `root[keyPath: path]` calls `_apply` or `_assign`.

/// A key path from a root type to a value it reaches.
public class KeyPath<Root, Value>: CustomDebugStringConvertible {
  internal let _read: (Root) -> Value
  internal let _text: String

  /// The key path that `read` follows, shown as `text` (`\Person.name`).
  public init(_read: @escaping (Root) -> Value, _text: String) {
    self._read = _read
    self._text = _text
  }

  /// The value this key path reaches from `root` (`root[keyPath: self]`).
  public func _apply(_ root: Root) -> Value {
    return _read(root)
  }

  /// The key path as written, with its root type: `\Person.name`.
  public var debugDescription: String {
    return _text
  }
}

/// A root held while a key path writes into it.
public final class _KeyPathBox<Root> {
  public var value: Root

  public init(_ value: Root) {
    self.value = value
  }
}

/// A key path that can also write the value into a root held in a variable.
public class WritableKeyPath<Root, Value>: KeyPath<Root, Value> {
  internal let _write: (_KeyPathBox<Root>, Value) -> Void

  /// The key path that `read` follows and `write` sets, shown as `text`.
  public init(_read: @escaping (Root) -> Value, _write: @escaping (_KeyPathBox<Root>, Value) -> Void, _text: String) {
    self._write = _write
    super.init(_read: _read, _text: _text)
  }

  /// `root[keyPath: self] = value`.
  public func _assign(_ root: inout Root, _ value: Value) {
    let box = _KeyPathBox(root)
    _write(box, value)
    root = box.value
  }
}

/// A key path that writes through a class instance, so its root need not be a variable.
public class ReferenceWritableKeyPath<Root, Value>: WritableKeyPath<Root, Value> {
  /// `root[keyPath: self] = value`, `root` a `let` or any other value.
  public func _assign(reference root: Root, _ value: Value) {
    _write(_KeyPathBox(root), value)
  }
}

/// `make(argument)`: a key path whose subscript takes a value other than a literal
/// (`\[String].[index]`) is made by a closure of that value, evaluated once, when the key
/// path is made, as Swift evaluates a key path's subscript arguments (Sema/KeyPaths.swift).
public func _keyPathCapturing<Argument, Made>(_ argument: Argument, _ make: (Argument) -> Made) -> Made {
  return make(argument)
}
