// miniswiftc-only
// Swift's sorted(by:), sort(by:), min(by:) and max(by:) are `rethrows`; the library's take
// non-throwing comparators (stdlib/Sort.swift, SequenceAlgorithms.swift): a throwing one
// is "not supported yet" where it is passed, its `try` covering the call.

enum Failure: Error {
  case incomparable
}

func less(_ a: Int, _ b: Int) throws -> Bool {
  if a == b { throw Failure.incomparable }
  return a < b
}

var numbers = [3, 1, 2]
do {
  let sorted = try numbers.sorted { x, y in // expected-error {{a throwing closure passed to 'sorted' is not supported yet by miniswiftc}}
    if x == y { throw Failure.incomparable }
    return x < y
  }
  print(sorted)
  try numbers.sort(by: less) // expected-error {{a throwing closure passed to 'sort' is not supported yet by miniswiftc}}
  print(try numbers.min(by: { (x: Int, y: Int) throws -> Bool in try less(x, y) })!) // expected-error {{a throwing closure passed to 'min' is not supported yet by miniswiftc}}
} catch {
  print(error)
}
