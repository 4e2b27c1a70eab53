// Set's own algorithm with a closure, as Swift's standard library has it (Set.swift):
// `filter` makes a set, written over the members that stay built in (`for`-`in`,
// `insert`), and hides Sequence's (which makes an array). The rest (`map`, `reduce`,
// `contains(where:)`, ...) are every sequence's (SequenceAlgorithms.swift). It is
// `rethrows`, as Swift's is.

extension Set {
  /// The elements that satisfy `isIncluded`, as a set.
  public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> Set<Element> {
    var result = Set<Element>()
    for element in self {
      if try isIncluded(element) {
        result.insert(element)
      }
    }
    return result
  }
}
