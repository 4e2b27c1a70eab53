// Collection, as much of Swift's (Collection.swift) as the subset has: a sequence whose
// elements are reached by index, from `startIndex` up to (not including) `endIndex`.
// Swift's refines Sequence and has slices, index distances and a default `count`;
// here Array (Index `Int`) and String (Index `String.Index`, Element `Character`)
// conform with their own members, and a generic function over `C: Collection` or a
// `some Collection` result uses these requirements.

/// A sequence whose elements can be traversed by index.
public protocol Collection {
  /// The type of the collection's elements.
  associatedtype Element
  /// A position in the collection; positions are ordered.
  associatedtype Index: Comparable
  /// The position of the first element (`endIndex` when the collection is empty).
  var startIndex: Index { get }
  /// The position one past the last element.
  var endIndex: Index { get }
  /// The number of elements.
  var count: Int { get }
  /// Whether the collection has no elements.
  var isEmpty: Bool { get }
  /// The element at `position`, which must be a valid index other than `endIndex`.
  subscript(position: Index) -> Element { get }
  /// The position just after `i`.
  func index(after i: Index) -> Index
}

extension Array: Collection {}
extension String: Collection {}
