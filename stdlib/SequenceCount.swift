// Sequence.count(where:), Swift 6's (SE-0220, SequenceAlgorithms.swift): how many
// elements satisfy a predicate. Written once in `extension Sequence`, it is every
// sequence's (arrays, strings, sets, dictionaries, ranges, a program's own). A type's
// property `count` does not hide it: a call with the label `where:` finds the method.

extension Sequence {
  /// The number of elements that satisfy `predicate`.
  public func count(where predicate: (Element) throws -> Bool) rethrows -> Int {
    var count = 0
    for element in self {
      if try predicate(element) {
        count += 1
      }
    }
    return count
  }
}
