// AnyIterator, as Swift's standard library has it (ExistentialCollection.swift): an
// iterator whose `next()` is a closure, so a Sequence's `makeIterator()` can hand out
// its loop state without declaring an iterator type; it is its own Sequence.
// (Swift's also wraps another iterator, `AnyIterator(base)`: that form needs the base's
// `Element` to be this one's, a requirement the subset does not state yet.)

/// An iterator that calls `body` for each next element.
public struct AnyIterator<Element>: IteratorProtocol, Sequence {
  internal let _body: () -> Element?

  /// An iterator whose `next()` returns what `body` returns.
  public init(_ body: @escaping () -> Element?) {
    self._body = body
  }

  /// The next element, or nil when `body` has no more.
  public mutating func next() -> Element? {
    return _body()
  }
}
