// Members in `extension Set`: Set's own members named alone (`count`, `insert`,
// `contains(_:)`) beside an extension's `contains(where:)`-style method, mutating and
// static members, `where Element: Comparable`, and use from generic code.
extension Set {
  var doubledCount: Int { count * 2 }
  func has(_ e: Element) -> Bool { contains(e) }
  func anyMatches(where predicate: (Element) -> Bool) -> Bool {
    for e in self where predicate(e) { return true }
    return false
  }
  mutating func insertAll(_ es: [Element]) {
    for e in es { insert(e) }
  }
  static func of(_ e: Element) -> Set<Element> { [e] }
}

extension Set where Element: Comparable {
  var smallest: Element? { sorted().first }
}

func describe<T: Hashable & Comparable>(_ s: Set<T>) -> String {
  if let m = s.smallest { return "\(s.count) elements, smallest \(m)" }
  return "\(s.count) elements"
}

var primes: Set = [5, 3, 2]
print(primes.doubledCount, primes.has(3), primes.has(4))
print(primes.anyMatches { $0 > 4 }, primes.anyMatches(where: { $0 > 10 }))
primes.insertAll([7, 11, 2])
print(primes.sorted(), primes.smallest!)
print(describe(primes), describe(Set<String>()))
print(Set<String>.of("a"), Set<Int>.of(1).has(1))
