// `last` of every BidirectionalCollection, as Swift's BidirectionalCollection.swift has
// it: the element before `endIndex`. Array, String, ArraySlice, the ranges of Int and
// the string views declare their own, which hide this one.

extension BidirectionalCollection {
  /// The last element, or nil when the collection is empty.
  public var last: Element? {
    return isEmpty ? nil : self[index(before: endIndex)]
  }
}
