import Basic

/// `typealias Meters = Int`: a second name for a type. Sema resolves the written
/// `underlying` type into `underlyingType`; wherever the alias's name is used as a type
/// (or called, `Meters(3)`), it means that type.
public final class TypeAliasDecl: ValueDecl {
  /// The type after `=`, as written.
  public var underlying: TypeRepr
  /// The type the alias stands for, set by Sema (`.error` when it cannot be resolved).
  public var underlyingType: SwiftType?
  /// True while Sema resolves `underlying` (to find an alias that refers to itself).
  public var isResolving = false

  public init(name: String, nameLoc: SourceLoc, underlying: TypeRepr, range: SourceRange) {
    self.underlying = underlying
    super.init(name: name, nameLoc: nameLoc, range: range)
  }
}
