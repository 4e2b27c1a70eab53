// Sequence.flatMap(_:), as Swift's SequenceAlgorithms.swift has it: the concatenated
// results of a transform that makes a sequence of each element. Swift's is `rethrows`;
// this takes a non-throwing closure (as SequenceAlgorithms.swift).

extension Sequence {
  /// The elements of `transform`'s result for each element, in order.
  public func flatMap<SegmentOfResult: Sequence>(_ transform: (Element) -> SegmentOfResult)
    -> [SegmentOfResult.Element]
  {
    var result: [SegmentOfResult.Element] = []
    for element in self {
      for e in transform(element) {
        result.append(e)
      }
    }
    return result
  }
}
