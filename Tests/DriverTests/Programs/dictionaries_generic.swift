// Dictionaries and sets in generic functions: Hashable and Equatable parameters, types
// inferred from arguments, specializations per concrete type.
func unique<T: Hashable>(_ xs: [T]) -> Set<T> {
  var s = Set<T>()
  for x in xs { s.insert(x) }
  return s
}
func count<K: Hashable, V: Equatable>(_ d: [K: V], _ other: [K: V]) -> Bool { d == other }

func tally<T: Hashable>(_ xs: [T]) -> [T: Int] {
  var d: [T: Int] = [:]
  for x in xs { d[x, default: 0] += 1 }
  return d
}
print(unique([1, 2, 2]).count, unique(["a"]), count([1: "a"], [1: "a"]))
print(tally(["x", "y", "x"])["x"]!, tally([1.5])[1.5]!)
let opt: [String: Int?] = ["k": nil]
print([1: [2: "x"]], Set([true]), opt)
