// Set(_:), Swift's `init<Source: Sequence>(_ sequence: Source) where Element ==
// Source.Element` (Set.swift): a set of a sequence's elements (`Set([3, 1, 3])`,
// `Set(1...3)`, `Set(d.keys)`, `Set<Int>(s)`), chosen as any initializer of
// `extension Set` is, its `Element` inferred from the sequence's.

extension Set {
  /// A set of the elements of `sequence` (each once).
  public init<Source: Sequence>(_ sequence: Source) where Element == Source.Element {
    self = []
    for element in sequence {
      insert(element)
    }
  }
}
