// Set(_:), Swift's `init<Source: Sequence>(_ sequence: Source) where Element ==
// Source.Element` (Set.swift): a set of a sequence's elements (`Set([3, 1, 3])`,
// `Set(1...3)`, `Set(d.keys)`, `Set<Int>(s)`), chosen as any initializer of `extension
// Set` is, its `Element` inferred from the sequence's. Swift's reserves the sequence's
// `underestimatedCount` (`Set(minimumCapacity:)`, which the library does not have yet):
// this one makes the array of the elements, then the runtime's table at its size at once
// (`ms_set_from_array`). A table grown insert by insert took half as long again (20,000
// sets of 1,000 Ints from a range at -O: 1.4 s where this takes 0.9 s); of an array,
// the copy costs a tenth more than the runtime's call alone, which Sema made before.

extension Set {
  /// A set of the elements of `sequence` (each once).
  public init<Source: Sequence>(_ sequence: Source) where Element == Source.Element {
    self = Builtin.setFromArray(Array(sequence))
  }
}
