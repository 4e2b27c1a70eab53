/// A collection used as one of a wider element type: `[Square]` as `[any Shape]`,
/// `[Dog]` as `[Animal]` or `[AnyObject]`, `[Int]` as `[Any]`, `[String: Square]` as
/// `[String: any Shape]` — swiftc's `collection_upcast_expr`. The value is evaluated once;
/// the result is a new collection holding each element (each dictionary value) converted
/// through `valueConversion`, an expression over the stand-in `element` (a dictionary's
/// keys stay as they are: `keyConversion` is its stand-in `key` itself, as swiftc shows
/// it). Where the conversion keeps a value's representation (a class instance as its
/// superclass or as an `AnyObject`), the collection is the same one.
public final class CollectionUpcastExpr: ImplicitConversionExpr {
  /// The stand-in for each element (an array's) or value (a dictionary's).
  public let element: OpaqueValueExpr
  /// `element` converted to the target's element (value) type.
  public var valueConversion: Expr
  /// A dictionary's stand-in for each key, which keeps its type (nil for an array).
  public let key: OpaqueValueExpr?

  public init(subExpr: Expr, type: SwiftType, element: OpaqueValueExpr, valueConversion: Expr, key: OpaqueValueExpr?) {
    self.element = element
    self.valueConversion = valueConversion
    self.key = key
    super.init(subExpr: subExpr, type: type)
  }
}
