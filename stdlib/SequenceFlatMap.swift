// Sequence.flatMap(_:), as Swift's SequenceAlgorithms.swift has it: the concatenated
// results of a transform that makes a sequence of each element; `rethrows`, as Swift's is.

extension Sequence {
  /// The elements of `transform`'s result for each element, in order.
  public func flatMap<SegmentOfResult: Sequence>(_ transform: (Element) throws -> SegmentOfResult)
    rethrows -> [SegmentOfResult.Element]
  {
    var result: [SegmentOfResult.Element] = []
    for element in self {
      for e in try transform(element) {
        result.append(e)
      }
    }
    return result
  }
}
