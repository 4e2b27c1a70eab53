extension TypeRepr {
  /// `T!` as written.
  public var isImplicitlyUnwrappedOptional: Bool { (self as? OptionalTypeRepr)?.isImplicitlyUnwrapped == true }
}

extension VarDecl {
  /// Declared `T!` (a parameter too): its value is an optional that is implicitly
  /// force-unwrapped where a `T` is needed (swiftc's `@_implicitly_unwrapped_optional`).
  public var isImplicitlyUnwrapped: Bool { typeRepr?.isImplicitlyUnwrappedOptional == true }
}

extension FuncDecl {
  /// `func f() -> T!`: a call's value is implicitly unwrapped where a `T` is needed.
  public var hasImplicitlyUnwrappedResult: Bool { resultTypeRepr?.isImplicitlyUnwrappedOptional == true }
}
