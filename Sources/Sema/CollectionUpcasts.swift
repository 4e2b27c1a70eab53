import AST
import Basic

/// A collection converted to one of a wider element type: `[Square]` as `[any Shape]`,
/// `[Int]` as `[Any]`, `[Dog]` as `[Animal]` or `[AnyObject]`, `[[Square]]` as
/// `[[any Shape]]`, `[String: Square]` as `[String: any Shape]` (and, through the
/// optional conversions of Conversions.swift, `[Square]?` as `[any Shape]?`).
///
/// Swift makes a new collection of the elements, each converted as a single value would
/// be: a `CollectionUpcastExpr` (swiftc's `collection_upcast_expr`) whose element
/// conversion is the one `coerce` makes of a stand-in element, so every conversion of a
/// value (erasure, class upcast, optional injection, a nested collection's upcast) works
/// for elements too. IRGen builds the new collection in a loop (GenCollectionUpcast.swift).
///
/// Not supported yet: a set's elements and a dictionary's keys (Swift converts them to
/// `AnyHashable` or a Hashable superclass).
extension TypeChecker {
  /// The cost of converting collection type `from` to `to` (their elements' conversion):
  /// `.some(nil)` when they are collections whose elements do not convert, nil when they
  /// are not two collections of one kind.
  func collectionUpcastScore(from: SwiftType, to: SwiftType) -> Int?? {
    switch (from, to) {
    case (.array(let a), .array(let b)), (.set(let a), .set(let b)):
      return .some(conversionScore(from: a, to: b))
    case (.dictionary(let k1, let a), .dictionary(let k2, let b)):
      guard let keys = conversionScore(from: k1, to: k2), let values = conversionScore(from: a, to: b) else { return .some(nil) }
      return .some(max(keys, values))
    default:
      return nil
    }
  }

  /// `value` (a collection of type `from`) as the collection type `to`: a
  /// `CollectionUpcastExpr`, or `value` itself when the element types are one type
  /// spelled two ways; nil when they are not collections whose elements convert.
  func coerceCollection(_ value: Expr, from: SwiftType, to: SwiftType, reason: ConversionReason) -> Expr? {
    guard let score = collectionUpcastScore(from: from, to: to), let score else { return nil }
    if score == 0 { return value }
    let loc = diagLoc(value)
    let place = SourceRange(start: loc, end: loc)
    switch (from, to) {
    case (.array(let a), .array(let b)):
      let element = OpaqueValueExpr(type: a, range: place)
      return upcast(value, to: to, element: element, conversion: coerce(element, to: b, reason: reason), key: nil)
    case (.dictionary(let k1, let a), .dictionary(let k2, let b)) where k1 == k2:
      let element = OpaqueValueExpr(type: a, range: place)
      return upcast(value, to: to, element: element, conversion: coerce(element, to: b, reason: reason),
                    key: OpaqueValueExpr(type: k1, range: place))
    case (.dictionary, .dictionary):
      notSupported("converting the keys of a dictionary of type '\(from)' to '\(to)'", at: loc)
      return value
    default:
      notSupported("converting a set of type '\(from)' to '\(to)'", at: loc)
      return value
    }
  }

  private func upcast(_ value: Expr, to: SwiftType, element: OpaqueValueExpr, conversion: Expr, key: OpaqueValueExpr?)
    -> CollectionUpcastExpr
  {
    let upcast = CollectionUpcastExpr(subExpr: value, type: to, element: element, valueConversion: conversion, key: key)
    // `[Int?]` as `[Any]`: swiftc warns about the collection, not about each element.
    if let erasure = conversion as? ErasureExpr, erasure.subExpr === element,
      optionalsErasedToAny.contains(where: { $0.0 === erasure })
    {
      optionalsErasedToAny.removeAll { $0.0 === erasure }
      noteOptionalErasedToAny(upcast)
    }
    return upcast
  }
}
