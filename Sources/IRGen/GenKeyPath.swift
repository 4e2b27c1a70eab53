import AST

/// Key paths: a `KeyPathExpr` is the value Sema's `implementation` makes (the library's
/// key path class built from closures, or the getter closure where a function is
/// expected); `root[keyPath: path]` evaluates the root and the key path, in that order,
/// binds them to the opaque values Sema's call of `_apply` (or `_assign`) takes, and
/// emits that call (Sema/KeyPaths.swift).
extension IRGenFunction {
  func emitKeyPath(_ k: KeyPathExpr) -> ManagedValue {
    guard let implementation = k.implementation else { unexpectedNode(k, "typed by Sema") }
    var value = emitRValue(implementation)
    value.type = lowered(k.type) ?? value.type
    return value
  }

  func emitKeyPathApplication(_ k: KeyPathApplicationExpr) -> ManagedValue {
    guard let implementation = k.implementation, let baseValue = k.baseValue, let keyPathValue = k.keyPathValue else {
      unexpectedNode(k, "typed by Sema")
    }
    let base = emitRValue(k.base)
    let keyPath = emitRValue(k.keyPath)
    locals[ObjectIdentifier(baseValue)] = .value(base.value, base.type)
    locals[ObjectIdentifier(keyPathValue)] = .value(keyPath.value, keyPath.type)
    let result = emitRValue(implementation)
    locals[ObjectIdentifier(baseValue)] = nil
    locals[ObjectIdentifier(keyPathValue)] = nil
    emitEndUse(keyPath)
    emitEndUse(base)
    return result
  }

  /// `root[keyPath: path] = source`: the source, then the key path (and a root written
  /// through a class instance), then `path._assign(&root, source)`.
  func emitKeyPathAssignment(_ k: KeyPathApplicationExpr, source: Expr) {
    guard let implementation = k.implementation, let keyPathValue = k.keyPathValue, let newValue = k.newValue else {
      unexpectedNode(k, "typed by Sema")
    }
    let value = emitRValue(source, expected: k.type)
    let base = k.baseValue.map { _ in emitRValue(k.base) }
    let keyPath = emitRValue(k.keyPath)
    locals[ObjectIdentifier(newValue)] = .value(value.value, value.type)
    locals[ObjectIdentifier(keyPathValue)] = .value(keyPath.value, keyPath.type)
    if let baseValue = k.baseValue, let base { locals[ObjectIdentifier(baseValue)] = .value(base.value, base.type) }
    emitEndUse(emitRValue(implementation))
    locals[ObjectIdentifier(newValue)] = nil
    locals[ObjectIdentifier(keyPathValue)] = nil
    if let baseValue = k.baseValue { locals[ObjectIdentifier(baseValue)] = nil }
    emitEndUse(keyPath)
    if let base { emitEndUse(base) }
    emitEndUse(value)
  }
}
