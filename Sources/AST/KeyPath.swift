import Basic

/// `\Person.name`, `\Person.address?.city`, `\.name`, `\Int.self`: a key-path
/// expression (swiftc's `KeyPathExpr`, dumped as `keypath_expr`).
///
/// The parser keeps what was written, as swiftc's does: with a root type, the whole
/// postfix expression after `\` (`Person.name`, an `UnresolvedDotExpr` of the name
/// `Person`) is `parsedRoot`; without one, the path is `parsedPath`, a chain over a
/// `KeyPathDotExpr` (`.name`). Sema replaces the root type's name in `parsedRoot` by a
/// `TypeExpr` (the rest stays as parsed, untyped, as swiftc leaves it) and sets
/// `components` and `type`: the library's `KeyPath<Root, Value>`, `WritableKeyPath` when
/// every component can be set on a value, `ReferenceWritableKeyPath` when it can be set
/// through a class instance; or a function type `(Root) -> Value` where one is expected
/// (SE-0249: `people.map(\.name)`).
///
/// `implementation` is what IRGen emits: Sema's checked expression that makes the
/// value, an initializer call of the library's class with a getter closure (and a
/// setter closure, and the text `print` shows), or for a function type the getter
/// closure alone. It is not a child of the node (the dump shows what swiftc's does):
/// its closures capture nothing and its other nodes are Sema's own.
public final class KeyPathExpr: Expr {
  /// One step of the path, after Sema (swiftc's key-path components). `isWritable`:
  /// the path up to and including the step can be written (dumped as `@lvalue`).
  public enum Component {
    /// `.name`: a property of the value so far (swiftc's `member`).
    case member(VarDecl, type: SwiftType, isWritable: Bool)
    /// `.0`, `.key`: an element of the tuple so far (swiftc's `tuple_element`).
    case tupleElement(index: Int, type: SwiftType, isWritable: Bool)
    /// `?`: the optional so far is unwrapped; a nil ends the path with nil.
    case optionalChain(type: SwiftType)
    /// `!`: the optional so far is unwrapped, trapping on nil.
    case optionalForce(type: SwiftType, isWritable: Bool)
    /// The end of a path that went through `?`: the value made optional again.
    case optionalWrap(type: SwiftType)
    /// `[1]`, `["key"]`: a subscript of the value so far (swiftc's `subscript`), an
    /// array's or a dictionary's (`decl` nil) or a type's own; its arguments are literals.
    case `subscript`(SubscriptDecl?, arguments: [Argument], type: SwiftType, isWritable: Bool)
    /// `.self`: the value itself.
    case identity(type: SwiftType)
  }

  /// `Person.name` of `\Person.name` as parsed (its base the root type).
  public var parsedRoot: Expr?
  /// `.name` of `\.name` as parsed, over a `KeyPathDotExpr`.
  public var parsedPath: Expr?
  /// Set by Sema.
  public var components: [Component] = []
  /// Set by Sema: the value the expression makes (see the class comment).
  public var implementation: Expr?

  public init(parsedRoot: Expr?, parsedPath: Expr?, range: SourceRange) {
    self.parsedRoot = parsedRoot
    self.parsedPath = parsedPath
    super.init(range: range)
  }
}

/// The `.` a key path without a root type starts with (`\.name`): the implicit base of
/// its parsed path (swiftc's `key_path_dot_expr`). Sema never types it.
public final class KeyPathDotExpr: Expr {}

/// `person[keyPath: path]` (swiftc's `KeyPathApplicationExpr`): the value `keyPath`
/// reaches from `base`. After Sema `keyPath` is one of the library's key path classes
/// whose `Root` is `base`'s type and `type` is its `Value`. Read, `implementation` is
/// Sema's checked call of the library's `keyPath._apply(base)` over two
/// `OpaqueValueExpr`s, `baseValue` and `keyPathValue`, which IRGen binds to the values
/// of `base` and `keyPath`. As an assignment's destination `base` is a mutable lvalue
/// and `implementation` is the library's `keyPath._assign(&base, newValue)`, its new
/// value `newValue` (an `OpaqueValueExpr` IRGen binds to the assignment's source).
/// Neither `implementation` nor the opaque values are children of the node.
public final class KeyPathApplicationExpr: Expr {
  public var base: Expr
  public var keyPath: Expr
  public var implementation: Expr?
  public var baseValue: OpaqueValueExpr?
  public var keyPathValue: OpaqueValueExpr?
  public var newValue: OpaqueValueExpr?

  public init(base: Expr, keyPath: Expr, range: SourceRange) {
    self.base = base
    self.keyPath = keyPath
    super.init(range: range)
  }
}
