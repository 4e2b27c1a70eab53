// The literal protocols, as Swift's standard library declares them
// (CompilerProtocols.swift): a type conforming to one can be written as that kind of
// literal. Where the context wants such a type (`let p: P = 5`, `f(5)` with `f(_: P)`,
// `T` in `func zero<T: ExpressibleByIntegerLiteral>() -> T { 0 }`), Sema types the literal
// as the type and makes it a call of the protocol's initializer, the literal itself
// typed as the associated literal type (Sema/LiteralProtocols.swift): `P(integerLiteral:
// 5)`. Where the context wants a built-in type (Int, Double, Bool, String, Character,
// Array, Dictionary, Set, Optional), the literal stays built in, as swiftc lowers it
// through the `_ExpressibleByBuiltin...` initializers; those protocols are here without
// their requirement (a `Builtin` literal type the subset does not have), marking the
// types a literal can be made in.

/// A type a `nil` literal can initialize.
public protocol ExpressibleByNilLiteral {
  /// Creates an instance initialized with `nil`.
  init(nilLiteral: ())
}

/// A type the compiler makes an integer literal in (Swift's requires
/// `init(_builtinIntegerLiteral:)`).
public protocol _ExpressibleByBuiltinIntegerLiteral {}

/// A type an integer literal can initialize.
public protocol ExpressibleByIntegerLiteral {
  /// The type the literal is made in, before `init(integerLiteral:)` is called.
  associatedtype IntegerLiteralType: _ExpressibleByBuiltinIntegerLiteral

  /// Creates an instance initialized to the specified integer value.
  init(integerLiteral value: IntegerLiteralType)
}

/// A type the compiler makes a floating-point literal in (Swift's requires
/// `init(_builtinFloatLiteral:)`).
public protocol _ExpressibleByBuiltinFloatLiteral {}

/// A type a floating-point literal can initialize.
public protocol ExpressibleByFloatLiteral {
  /// The type the literal is made in, before `init(floatLiteral:)` is called.
  associatedtype FloatLiteralType: _ExpressibleByBuiltinFloatLiteral

  /// Creates an instance initialized to the specified floating-point value.
  init(floatLiteral value: FloatLiteralType)
}

/// A type the compiler makes a Boolean literal in (Swift's requires
/// `init(_builtinBooleanLiteral:)`).
public protocol _ExpressibleByBuiltinBooleanLiteral {}

/// A type a Boolean literal (`true`, `false`) can initialize.
public protocol ExpressibleByBooleanLiteral {
  /// The type the literal is made in, before `init(booleanLiteral:)` is called.
  associatedtype BooleanLiteralType: _ExpressibleByBuiltinBooleanLiteral

  /// Creates an instance initialized to the given Boolean value.
  init(booleanLiteral value: BooleanLiteralType)
}

/// A type the compiler makes a string literal of one Unicode scalar in (Swift's
/// requires `init(_builtinUnicodeScalarLiteral:)`).
public protocol _ExpressibleByBuiltinUnicodeScalarLiteral {}

/// A type a string literal of one Unicode scalar can initialize.
public protocol ExpressibleByUnicodeScalarLiteral {
  /// The type the literal is made in.
  associatedtype UnicodeScalarLiteralType: _ExpressibleByBuiltinUnicodeScalarLiteral

  /// Creates an instance initialized to the given value.
  init(unicodeScalarLiteral value: UnicodeScalarLiteralType)
}

/// A type the compiler makes a string literal of one Character in.
public protocol _ExpressibleByBuiltinExtendedGraphemeClusterLiteral: _ExpressibleByBuiltinUnicodeScalarLiteral {}

/// A type a string literal of one Character can initialize.
public protocol ExpressibleByExtendedGraphemeClusterLiteral: ExpressibleByUnicodeScalarLiteral {
  /// The type the literal is made in.
  associatedtype ExtendedGraphemeClusterLiteralType: _ExpressibleByBuiltinExtendedGraphemeClusterLiteral

  /// Creates an instance initialized to the given value.
  init(extendedGraphemeClusterLiteral value: ExtendedGraphemeClusterLiteralType)
}

// (Swift's two defaults below are constrained, `where ExtendedGraphemeClusterLiteralType ==
// UnicodeScalarLiteralType`, and its type checker infers the associated type from them;
// here the default's parameter type says it: the one is the other.)
extension ExpressibleByExtendedGraphemeClusterLiteral {
  /// A one-scalar literal is a one-Character literal.
  public init(unicodeScalarLiteral value: ExtendedGraphemeClusterLiteralType) {
    self.init(extendedGraphemeClusterLiteral: value)
  }
}

/// A type the compiler makes a string literal in.
public protocol _ExpressibleByBuiltinStringLiteral: _ExpressibleByBuiltinExtendedGraphemeClusterLiteral {}

/// A type a string literal can initialize.
public protocol ExpressibleByStringLiteral: ExpressibleByExtendedGraphemeClusterLiteral {
  /// The type the literal is made in, before `init(stringLiteral:)` is called.
  associatedtype StringLiteralType: _ExpressibleByBuiltinStringLiteral

  /// Creates an instance initialized to the given string value.
  init(stringLiteral value: StringLiteralType)
}

extension ExpressibleByStringLiteral {
  /// A one-Character literal is a string literal.
  public init(extendedGraphemeClusterLiteral value: StringLiteralType) {
    self.init(stringLiteral: value)
  }
}

/// A type an array literal can initialize.
public protocol ExpressibleByArrayLiteral {
  /// The type of the elements of an array literal.
  associatedtype ArrayLiteralElement

  /// Creates an instance initialized with the given elements.
  init(arrayLiteral elements: ArrayLiteralElement...)
}

/// A type a dictionary literal can initialize.
public protocol ExpressibleByDictionaryLiteral {
  /// The key type of a dictionary literal.
  associatedtype Key
  /// The value type of a dictionary literal.
  associatedtype Value

  /// Creates an instance initialized with the given key-value pairs.
  init(dictionaryLiteral elements: (Key, Value)...)
}
